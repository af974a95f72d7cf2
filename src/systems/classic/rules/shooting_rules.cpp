#include <fray/classic/rules/shooting_rules.h>

namespace fray::rules {

const ShootingModifierDefinition* ShootingRules::find_modifier(std::string_view id) const {
  for (const auto& modifier : modifiers) {
    if (modifier.id == id) return &modifier;
  }
  return nullptr;
}

const ShootingModifierGroupRule* ShootingRules::find_group(ShootingModifierGroup group) const {
  for (const auto& rule : groups) {
    if (rule.group == group) return &rule;
  }
  return nullptr;
}

int ShootingRules::armour_modifier(const MissileWeapon& weapon, int armour) const {
  if (armour <= 3) return 0;
  if (armour == 4) return weapon.armour4_modifier;
  const int levels_beyond_5 = armour - 5;
  return weapon.armour5_modifier + levels_beyond_5 * armour_beyond_5.per_level;
}

}  // namespace fray::rules

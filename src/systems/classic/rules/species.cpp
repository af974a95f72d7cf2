#include <algorithm>

#include <fray/classic/rules/species.h>

namespace fray::rules {

int effective_armour(const Protection& protection, int worn_armour, AttackKind attack) {
  switch (protection.kind) {
    case ProtectionKind::ClassOrArmour:
      return worn_armour;
    case ProtectionKind::ArmourPlus:
      return worn_armour + protection.armour_bonus;
    case ProtectionKind::Fixed:
      // The hide is at least this good; real armour on top is not described, so never lower it.
      return std::max(protection.fixed_armour, worn_armour);
    case ProtectionKind::Split:
      return attack == AttackKind::Shooting ? protection.shooting_armour : protection.melee_armour;
  }
  return worn_armour;
}

bool Species::has_rule(std::string_view rule_id) const {
  return std::find(special_rules.begin(), special_rules.end(), rule_id) != special_rules.end();
}

bool Species::can_use_missile_weapon(std::string_view weapon_id) const {
  return std::find(forbidden_missile_weapons.begin(), forbidden_missile_weapons.end(), weapon_id) ==
         forbidden_missile_weapons.end();
}

std::optional<DieSpec> Species::shooting_die(bool hand_thrown) const {
  if (hand_thrown && thrown_die) return thrown_die;
  return ranged_die;
}

}  // namespace fray::rules

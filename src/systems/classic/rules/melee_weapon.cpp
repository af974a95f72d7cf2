#include <algorithm>

#include <fray/classic/rules/melee_weapon.h>

namespace fray::rules {

LengthClass MeleeWeapon::length_for(const std::vector<std::string>& wielder_rules,
                                    bool wielder_mounted) const {
  if (wielder_mounted && mounted.length) return *mounted.length;
  for (const auto& override_rule : length_overrides) {
    if (std::find(wielder_rules.begin(), wielder_rules.end(), override_rule.wielder_special_rule) !=
        wielder_rules.end()) {
      return override_rule.length;
    }
  }
  return length;
}

}  // namespace fray::rules

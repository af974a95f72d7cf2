#include <fray/classic/rules/movement_rules.h>

namespace fray::rules {

const TroopMovement* MovementRules::find(TroopType type) const {
  for (const auto& troop : troop_types) {
    if (troop.type == type) return &troop;
  }
  return nullptr;
}

}  // namespace fray::rules

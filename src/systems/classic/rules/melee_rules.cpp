#include <fray/classic/rules/melee_rules.h>

namespace fray::rules {

const MeleeModifierDefinition* MeleeRules::find_modifier(std::string_view id) const {
  for (const auto& modifier : modifiers) {
    if (modifier.id == id) return &modifier;
  }
  return nullptr;
}

std::optional<DieStepDown> MeleeRules::step_down(DieSpec die) const {
  for (const auto& step : die_step_down) {
    if (step.from == die) return step;
  }
  return std::nullopt;
}

}  // namespace fray::rules

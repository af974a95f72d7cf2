#pragma once
// What a magic user may still cast (seed 004, "Wizards, Witches and Magic", as the classic system
// carries it: docs/rules/magic.md).

#include <algorithm>

#include <fray/classic/rules/magic_ability.h>
#include <fray/game/state/figure.h>

namespace fray::game {

/// Whether a casting of `ability` could succeed with the points left: the casting D6 must not
/// exceed them and a natural 1 fails, so at least 2 points, and never fewer than the cost.
inline bool can_afford(const Figure& f, const rules::MagicAbility& ability) {
  return f.magic.power_points >= std::max(ability.cost, 2);
}

}  // namespace fray::game

#pragma once
// Internal: seed 004, "Shooting" and "Shield use": the figures standing in a shot's way, and
// whose shield guards its target.

#include "shooting.h"

namespace fray::high_adventure {

/// Refuses a shot whose line (from the shooter's centre to the target's) crosses another
/// figure's base, unless the only one it crosses is a friend that has not moved this turn
/// standing within `shield_friend` (1") of the shooter (seed 004, "Shooting"), or, the same
/// friend seen from the enemy's side, of the target (assumed: the friend a figure shoots past
/// screens it from the shots back, as the seed's "can in addition shield the shooter" has it);
/// that friend is named in the plan's facts. Figures out of the fight (disabled, dormant,
/// captured) and those the shooter cannot see (invisible, hidden) are not in the way (assumed).
game::Check judge_line_of_fire(const AdventureRules& rules, const game::Battlefield& field,
                               const BattleState& state, const Figure& shooter,
                               const Figure& target, ShotPlan& out);

/// Whose shield guards `target` against a missile from `from`: its own when it faces the shot,
/// else that of a friend within `shield_friend` (1") standing nearer the shot than the target
/// whose shield faces it: the friend it is shot past, or one beside it (seed 004, "Shooting": the
/// friend "can in addition shield"; "Shield use": a figure may be shielded by another, its base
/// contact read as the Shooting section's inch, assumed). Null for none.
const Figure* shield_bearer(const AdventureRules& rules, const game::Battlefield& field,
                            const BattleState& state, const Figure& target, map::Point from);

}  // namespace fray::high_adventure

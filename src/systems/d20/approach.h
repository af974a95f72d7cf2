#pragma once
// Internal to the d20 system: the moves that bring a figure nearer a place, on each kind of map.
// The simple policy and the AIs (RuleSystem::step_towards) share them.

#include <optional>

#include <fray/game/game.h>

namespace fray::d20 {

/// A `move` the game accepts that takes `f` nearer `goal` within its move: onto it, or next to
/// it when `occupant` stands there (melee needs only the next space). On a hex or
/// square map the space nearest the goal, then the shortest walk; on a table straight towards
/// it, shortened (halved, then a little to either side) until the game accepts it. Nothing when
/// no move gets nearer. The unit's other figures are not added (with_unit).
std::optional<game::Command> approach(const game::Game& game, const game::Figure& f,
                                      map::Point goal, const game::Figure* occupant);

/// The living figure other than `f` standing on `goal` (its space on a grid, its base on a
/// table), if any.
const game::Figure* standing_at(const game::Game& game, const game::Figure& f, map::Point goal);

}  // namespace fray::d20

#pragma once

#include <optional>
#include <vector>

#include <fray/game/command/refusal.h>
#include <fray/game/field/battlefield.h>
#include <fray/game/state/battle_state.h>
#include <fray/game/state/figure.h>

namespace fray::game {

// Illusions as obstacles (seed 004's Illusion ability; the effects are Fray's reading, docs/
// rules/high-adventure.md, "Magic"): a side that takes an illusion for solid neither sees through
// it nor walks into it; its maker's side ignores it. Free when the battle has none.

/// The illusion that figures of `side` take for solid lying across the line between two points
/// (the line passes inside its circle; on a hex map through a covered hex), or null.
const Illusion* illusion_across_sight(const Battlefield& field, const BattleState& state, int side,
                                      map::Point from, map::Point to);

/// Marks `sight` blocked when an illusion the viewer's side believes in lies across the line
/// between the two points (the hook of shooting, spotting and Teleport's view).
void add_illusions(const Battlefield& field, const BattleState& state, int viewer_side,
                   map::Point from, map::Point to, Sight& sight);

/// The refusal for a move or charge of `mover` along `path` ending at `end` that runs into or
/// through an illusion its side believes in (one it stands in already it may walk out of).
std::optional<Refusal> illusion_refuses_move(const Battlefield& field, const BattleState& state,
                                             const Figure& mover,
                                             const std::vector<map::Point>& path,
                                             const map::Placement& end);

/// A description for people: "an illusion 15.2 cm across at 40, 30".
std::string illusion_name(const Illusion& illusion);

}  // namespace fray::game

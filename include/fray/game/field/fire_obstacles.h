#pragma once

#include <optional>
#include <span>
#include <vector>

#include <fray/game/command/refusal.h>
#include <fray/game/field/battlefield.h>
#include <fray/game/state/battle_state.h>
#include <fray/game/state/figure.h>
#include <fray/game/state/fire.h>

namespace fray::game {

// Fire as an obstacle (assumed: seed 004, "Fire" says how fire starts, spreads and goes out, not
// what it does to movement or sight). A figure may not walk through a burning circle nor end a
// move in one, and the smoke blocks a line of sight crossing it. On the table a fire is its
// circle; on a hex map it covers the hexes whose centres lie in the circle. Callers skip these
// tests when no fire burns, so battles without fire pay nothing for them.

/// Whether a fire covers the hex of `at` (hex maps: the hex's centre within the circle).
bool hex_burns(const Battlefield& field, const Fire& fire, map::Point at);

/// The fire the base touches or overlaps, if any (on a hex map: the fire covering its hex).
const Fire* fire_under(const Battlefield& field, std::span<const Fire> fires, const Footprint& at);

/// The fire the walk from `start` through `path` passes through, if any. On the table the walk
/// is its centre line widened by half the base's narrower side; on a hex map the hexes along
/// each leg (a leg along a hexside is blocked only when both hexes burn). Fires the figure
/// stands in at the start do not stop it walking out (assumed: else it could never leave).
const Fire* fire_on_path(const Battlefield& field, std::span<const Fire> fires,
                         const Footprint& mover, const std::vector<map::Point>& path);

/// The fire whose smoke lies across the line between two points, if any: on the table the
/// segment passes inside the circle; on a hex map a hex of the line burns (both, along a
/// hexside), the end hexes included.
const Fire* fire_across_sight(const Battlefield& field, std::span<const Fire> fires,
                              map::Point from, map::Point to);

/// The refusal for a move or charge of `mover` along `path` ending at `end`: the path runs
/// through a fire, or ends in one. Nothing when no fire is in the way.
std::optional<Refusal> fire_refuses_move(const Battlefield& field, std::span<const Fire> fires,
                                         const Figure& mover, const std::vector<map::Point>& path,
                                         const map::Placement& end);

/// Marks `sight` blocked by smoke when a fire or a cloud of smoke (SmokeCloud) lies across the
/// line between the two figures' centres (the hook of shooting and spotting). Free when the
/// battle has neither.
void add_smoke(const Battlefield& field, const BattleState& state, const Figure& viewer,
               const Figure& target, Sight& sight);
/// The same for the line between two points (Teleport's view of where it sends a figure).
void add_smoke(const Battlefield& field, const BattleState& state, map::Point from, map::Point to,
               Sight& sight);

}  // namespace fray::game

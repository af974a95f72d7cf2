#pragma once

#include <array>
#include <optional>
#include <string>

#include <fray/dice/die_source.h>
#include <fray/game/field/battlefield.h>
#include <fray/game/state/battle_state.h>
#include <fray/game/state/event.h>
#include <fray/game/turn/victory_rules.h>

namespace fray::game {

/// Objective markers are round counters 2.5 cm (1") across: assumed, the seeds give no size.
inline constexpr double kObjectiveMarkerCm = 2.5;
/// No enemy may stand within 2" of a held objective (seed 003, "Objectives"): 2 x 2.54 cm.
inline constexpr double kHoldingRadiusCm = 2 * kCmPerInch;

/// The side holding `objective` now (seed 003, "Objectives"): a living figure in base contact
/// with the marker and no living enemy within 2" of it; nullopt when nobody holds it.
std::optional<int> objective_holder(const Battlefield& field, const BattleState& state,
                                    map::Point objective);

/// What holding objective `index` is worth to `side` (seed 003, "Objectives"): enemy_home for
/// the marker nearest the enemy's starting area, own_home for the one nearest its own, else
/// other.
int objective_points(const VictoryRules& rules, std::size_t index, int side);

/// Each side's victory points now (seed 003, "Objectives"): 1 VP for the objective nearest its
/// own starting area, 4 for the one nearest the enemy's, 2 for any other, 2 per enemy leader
/// defeated.
std::array<int, 2> victory_points(const Battlefield& field, const BattleState& state);

/// Whether `side` is out of the battle: no living figure and none left to come (Spawning, or
/// portal counters that still feed it).
bool side_defeated(const BattleState& state, int side);

/// Ends the battle: sets finished and winner and emits "battle_over" with `reason`.
void finish_battle(BattleState& state, std::optional<int> winner, const std::string& reason,
                   const std::string& text, EventSink& events);

/// Start of a turn: the Spawner's d6 roll and placement (seed 003, "Spawning").
void victory_turn_begins(const Battlefield& field, BattleState& state, dice::DieSource& dice,
                         EventSink& events);

/// End of a turn: objectives held and victory points ("objective_held", "victory_points"), the
/// scenario type's own win, the round limit. May finish the battle.
void victory_turn_ends(const Battlefield& field, BattleState& state, EventSink& events);

}  // namespace fray::game

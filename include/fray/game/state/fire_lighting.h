#pragma once
// Lighting a fire (seed 004, "Fire"; its Start Fire and Light Torch abilities): the referee's
// start_fire and a rule system's spells light the same burning circle.

#include <string>

#include <fray/dice/die_source.h>
#include <fray/game/state/battle_state.h>
#include <fray/game/state/event.h>

namespace fray::game {

/// A lit object about 1" across (assumed: the seed gives no size to a fire as it starts).
inline constexpr double kLitFireRadiusCm = 1 * kCmPerInch;

/// Lights a fire of `radius_cm` at `centre` that burns 2D6 turns and, with `engulf_turns` 0,
/// spreads every turn until it burns out; emits "fire_started" saying `who` lit it, citing
/// `citation`. Returns the new fire's id: one more than the highest burning.
int light_fire(BattleState& state, map::Point centre, double radius_cm, int engulf_turns,
               dice::DieSource& dice, EventSink& events, const std::string& who,
               const std::string& citation);

}  // namespace fray::game

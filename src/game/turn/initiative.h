#pragma once
// Internal to fray_game: the initiative roll of the turn structures that roll for it.

#include <fray/dice/die_source.h>
#include <fray/game/state/battle_state.h>
#include <fray/game/state/event.h>

namespace fray::game {

/// A d20 per side, ties rerolled (seed 003, "Initiative"); returns the side that goes first.
int roll_initiative(BattleState& state, dice::DieSource& dice, EventSink& events);

}  // namespace fray::game

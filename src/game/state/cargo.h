#pragma once
// Internal to fray_game: the Transport object carried by a figure (seed 003, "Transport").

#include <fray/game/state/battle_state.h>
#include <fray/game/state/event.h>

namespace fray::game {

/// The carried object, if the battle has one (the Transport key objective), else null.
Objective* transport_object(BattleState& state);

/// Keeps the carried object with its carrier: called after every command, so wherever the
/// carrier's position changes (move, charge, recoil, referee place) the object follows. A
/// carrier removed from the table drops it where it fell ("object_dropped").
void carry_cargo(BattleState& state, EventSink& events);

}  // namespace fray::game

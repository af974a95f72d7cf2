#pragma once

#include <nlohmann/json.hpp>

#include <fray/game/game.h>

namespace fray::d20 {

/// A `move` payload with its "unit" filled in (seed 003, "Movement": a unit moves as one): each
/// other figure of the mover's unit that may still be placed this round goes to the free space
/// touching the mover's end (or touching a figure so placed) nearest where it stands, as the
/// move command allows it (Game::check); a figure with no such space stays where it is. The
/// payload comes back as it was for a figure alone in its unit, or a move the game refuses.
/// The window's unit move and the simple policy place units with it.
nlohmann::json with_unit(const game::Game& game, nlohmann::json move);

}  // namespace fray::d20

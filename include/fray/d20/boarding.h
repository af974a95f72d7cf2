#pragma once

#include <optional>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/game/game.h>

namespace fray::d20 {

/// The `move` payloads by which `figure` gets on a friendly mount or vehicle standing next to
/// it, one per such carrier with a free seat, each accepted by Game::check now (seed 003,
/// "Special Movement"). For the window's figure menu.
std::vector<nlohmann::json> getting_on_moves(const game::Game& game, int figure);
/// The `move` payload by which a rider gets off into the free space beside its mount nearest
/// its side's starting area, if the game accepts one now.
std::optional<nlohmann::json> getting_off_move(const game::Game& game, int rider);

}  // namespace fray::d20

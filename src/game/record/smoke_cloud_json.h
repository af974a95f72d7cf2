#pragma once
// Internal to fray_game: clouds of smoke in saved states (seed 004's Smoke ability), written only
// when a battle has any so that older saves and their hashes are unchanged.

#include <vector>

#include <nlohmann/json.hpp>

#include <fray/game/state/smoke_cloud.h>

#include "setup/json_read.h"

namespace fray::game::detail {

/// [{"id", "centre": [x, y], "radius_cm", "turns_left", "made_turn"}, ...].
std::vector<SmokeCloud> parse_smoke_clouds(const JsonReader& at);
nlohmann::json smoke_clouds_to_json(const std::vector<SmokeCloud>& clouds);

}  // namespace fray::game::detail

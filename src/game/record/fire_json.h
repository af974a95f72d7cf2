#pragma once
// Internal to fray_game: burning areas in saved states (seed 004, "Fire"), written only when a
// battle has any so that older saves and their hashes are unchanged.

#include <vector>

#include <nlohmann/json.hpp>

#include <fray/game/state/fire.h>

#include "setup/json_read.h"

namespace fray::game::detail {

/// [{"id", "centre": [x, y], "radius_cm", "engulf_turns", "turns_left", "age_turns"}, ...].
std::vector<Fire> parse_fires(const JsonReader& at);
nlohmann::json fires_to_json(const std::vector<Fire>& fires);

}  // namespace fray::game::detail

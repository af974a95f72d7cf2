#pragma once
// Internal to fray_game: illusions in saved states (seed 004's Illusion ability), written only
// when a battle has any so that older saves and their hashes are unchanged.

#include <vector>

#include <nlohmann/json.hpp>

#include <fray/game/state/illusion.h>

#include "setup/json_read.h"

namespace fray::game::detail {

/// [{"id", "centre": [x, y], "radius_cm", "side", "caster"}, ...].
std::vector<Illusion> parse_illusions(const JsonReader& at);
nlohmann::json illusions_to_json(const std::vector<Illusion>& illusions);

}  // namespace fray::game::detail

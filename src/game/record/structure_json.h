#pragma once
// Internal to fray_game: structures in scenarios and saved states (the same members; a save
// adds the damage taken).

#include <vector>

#include <nlohmann/json.hpp>

#include <fray/game/state/structure.h>

#include "setup/json_read.h"

namespace fray::game::detail {

/// [{"id", "position": [x, y], "radius_cm"?, "hit_points"?, "hit_on"?, "damage"?}, ...];
/// ids are unique.
std::vector<Structure> parse_structures(const JsonReader& at);
nlohmann::json structures_to_json(const std::vector<Structure>& structures);

}  // namespace fray::game::detail

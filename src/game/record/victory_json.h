#pragma once
// Internal to fray_game: victory rules in scenarios (side ids) and in saved states (indices).

#include <nlohmann/json.hpp>

#include <fray/game/turn/victory_rules.h>

#include "setup/json_read.h"

namespace fray::game::detail {

/// {"rect_cm": [x0, y0, x1, y1]} or {"polygon_cm": [[x, y], ...]} (three corners or more).
Zone parse_zone(const JsonReader& at);
nlohmann::json zone_to_json(const Zone& zone);
/// [{"id": "c", "position": [x, y]}, ...], or "one_per_foot_and_centre" for the seed 003 layout
/// on a table of that size.
std::vector<Objective> parse_objectives(const JsonReader& at, double width_cm, double depth_cm);

/// The rules and their progress as a saved state holds them, without the reserve figures
/// (state_json writes those with its own figure format).
nlohmann::json victory_state_to_json(const VictoryRules& rules);
VictoryRules victory_state_from_json(const JsonReader& at);

}  // namespace fray::game::detail

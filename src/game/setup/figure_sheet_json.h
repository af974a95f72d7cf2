#pragma once
// Internal to fray_game: a figure's sheet in scenarios and saves. The engine knows the closed
// list of sheets (FigureSheet) and each sheet's codec header; it never names a sheet's fields.

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/game/state/figure.h>
#include <fray/io/json_reader.h>
#include <fray/sheets/classic_sheet_json.h>
#include <fray/sheets/d20_sheet_json.h>
#include <fray/sheets/high_adventure_sheet_json.h>

namespace fray::game::detail {

/// The rule systems with a figure sheet, in FigureSheet's order: those a scenario may name.
std::span<const std::string_view> sheet_kinds();

/// Adds the sheet's members to a saved figure object. A sheet other than the first (classic)
/// also writes "sheet": its system's id, so classic saves stay as they were.
void sheet_to_json(const FigureSheet& sheet, nlohmann::json& figure);

/// The sheet of a saved figure object: the kind its "sheet" member names (classic without one).
FigureSheet sheet_from_json(const io::JsonReader& figure);

/// Adds the sheet's members to a scenario's figure object (what a generated scenario writes).
void scenario_sheet_to_json(const FigureSheet& sheet, nlohmann::json& figure);

/// The referee's `edit` of the sheet's members: the member out of bounds and what it should be.
std::optional<std::pair<std::string, std::string>> check_figure_sheet_edit(
    const FigureSheet& sheet, const nlohmann::json& payload);
/// Applies what check_sheet_edit accepted.
void apply_figure_sheet_edit(FigureSheet& sheet, const nlohmann::json& payload);

/// The sheet members of a scenario's figure object, for the system `system_id` (one of
/// sheet_kinds: std::invalid_argument otherwise), and the object's keys that sheet owns.
FigureSheet scenario_sheet(const io::JsonReader& figure, std::string_view system_id);
const std::vector<std::string_view>& scenario_sheet_keys(std::string_view system_id);

}  // namespace fray::game::detail

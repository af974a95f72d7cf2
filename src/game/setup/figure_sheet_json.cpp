#include "setup/figure_sheet_json.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>

namespace fray::game::detail {
namespace {

// The sheet kind named `system_id`, default-built. Callers check the id first (sheet_kinds).
template <std::size_t I = 0>
FigureSheet blank_sheet(std::string_view system_id) {
  if constexpr (I == std::variant_size_v<FigureSheet>) {
    throw std::invalid_argument("no figure sheet for the rule system '" + std::string(system_id) +
                                "'");
  } else {
    using Sheet = std::variant_alternative_t<I, FigureSheet>;
    if (Sheet::system_id == system_id) return FigureSheet{std::in_place_index<I>};
    return blank_sheet<I + 1>(system_id);
  }
}

template <std::size_t... I>
constexpr std::array<std::string_view, sizeof...(I)> kinds(std::index_sequence<I...>) {
  return {std::variant_alternative_t<I, FigureSheet>::system_id...};
}

constexpr auto kSheetKinds = kinds(std::make_index_sequence<std::variant_size_v<FigureSheet>>{});

bool has_sheet(std::string_view system_id) {
  return std::find(kSheetKinds.begin(), kSheetKinds.end(), system_id) != kSheetKinds.end();
}

}  // namespace

std::span<const std::string_view> sheet_kinds() { return kSheetKinds; }

void sheet_to_json(const FigureSheet& sheet, nlohmann::json& figure) {
  std::visit(
      [&](const auto& s) {
        write_saved_sheet(s, figure);
        if (sheet.index() != 0) figure["sheet"] = std::string(s.system_id);
      },
      sheet);
}

void scenario_sheet_to_json(const FigureSheet& sheet, nlohmann::json& figure) {
  std::visit([&](const auto& s) { write_scenario_sheet(s, figure); }, sheet);
}

std::optional<std::pair<std::string, std::string>> check_figure_sheet_edit(
    const FigureSheet& sheet, const nlohmann::json& payload) {
  return std::visit([&](const auto& s) { return check_sheet_edit(s, payload); }, sheet);
}

void apply_figure_sheet_edit(FigureSheet& sheet, const nlohmann::json& payload) {
  std::visit([&](auto& s) { apply_sheet_edit(s, payload); }, sheet);
}

FigureSheet sheet_from_json(const io::JsonReader& figure) {
  std::string kind = std::string(std::variant_alternative_t<0, FigureSheet>::system_id);
  if (const auto named = figure.find("sheet")) {
    kind = named->as_string();
    if (!has_sheet(kind)) named->fail("the id of a rule system with figure sheets");
  }
  FigureSheet sheet = blank_sheet(kind);
  std::visit([&](auto& s) { read_saved_sheet(figure, s); }, sheet);
  return sheet;
}

FigureSheet scenario_sheet(const io::JsonReader& figure, std::string_view system_id) {
  FigureSheet sheet = blank_sheet(system_id);
  std::visit([&](auto& s) { read_scenario_sheet(figure, s); }, sheet);
  return sheet;
}

const std::vector<std::string_view>& scenario_sheet_keys(std::string_view system_id) {
  const FigureSheet blank = blank_sheet(system_id);
  return std::visit(
      [](const auto& s) -> const std::vector<std::string_view>& { return scenario_sheet_keys(&s); },
      blank);
}

}  // namespace fray::game::detail

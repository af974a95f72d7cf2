#pragma once

#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <fray/io/located_error.h>

namespace fray::ai {

/// A data file of the AI that Fray cannot use, located (file, JSON pointer).
class AiDataError : public io::LocatedError {
 public:
  using io::LocatedError::LocatedError;
};

/// One risk factor of seed 004, "Solo System": its id (see risk_factors.json) and value.
struct RiskFactorDef {
  std::string id;
  int value = 0;
  int per_percent = 0;  ///< Casualties: counted once per this many percent.
  std::string source;
};

/// One row of an action table: the risk factors it covers and the order per D6 face.
struct ActionRow {
  std::string label;                    ///< "RF2-5", "up to RF0".
  std::optional<int> min_rf;            ///< nullopt: no lower bound.
  std::optional<int> max_rf;            ///< nullopt: no upper bound.
  bool continues = false;               ///< An "up to RF0" row: keep the current order.
  int advance_face = 6;                 ///< Continue rows: this face marches on the nearest enemy.
  std::vector<int> halt_faces;          ///< Continue rows: faces that halt a retreat.
  std::array<std::string, 6> orders{};  ///< Order rows: the order for faces 1-6.
  bool covers(int risk) const;
};

/// One of the two action tables (troops with ranged weapons, with close-combat weapons only).
struct ActionTable {
  std::string id;  ///< "ranged", "close_combat".
  std::string title;
  std::string source;
  std::vector<ActionRow> rows;
  /// The row for `risk`; throws std::out_of_range when no row covers it (the loader checks
  /// that the rows cover every value).
  const ActionRow& row_for(int risk) const;
};

/// An order and what it means on the table (orders.json).
struct OrderDef {
  std::string id;
  std::string meaning;
  std::string source;
};

/// Everything the reaction-chart AI reads from data/ai/reaction004/ (distances in cm).
struct ReactionChartTables {
  std::vector<RiskFactorDef> factors;
  double hero_cm = 5;
  double range_cm = 60;
  double friends_retreating_cm = 60;
  double big_monster_cm = 75;
  double front_half_angle_deg = 45;
  std::vector<std::string> big_monsters;
  ActionTable ranged;
  ActionTable close_combat;
  std::vector<OrderDef> orders;
  std::string initial_order = "march";
  double command_cm = 15;
  double stand_cover_cm = 25;
  double withdraw_stay_strength = 0.5;

  /// The factor's definition; throws std::out_of_range for an unknown id.
  const RiskFactorDef& factor(std::string_view id) const;
  const OrderDef* find_order(std::string_view id) const;
};

/// Loads risk_factors.json, action_tables.json and orders.json from `folder`
/// (data/ai/reaction004). Throws AiDataError naming the file and the JSON pointer.
ReactionChartTables load_reaction_chart_tables(const std::filesystem::path& folder);

}  // namespace fray::ai

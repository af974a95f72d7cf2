#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace fray::game {

/// A kind of enemy figure the force table names (seed 004, "Enemy Force Generation").
struct ForceFigureKind {
  std::string id;
  std::string name;
  int strength = 1;
  int weapon_skill = 0;
  bool special = false;  ///< special characters are not doubled against a strong party
};

/// Some figures of one kind.
struct ForceGroup {
  std::string kind;
  int count = 0;
  friend bool operator==(const ForceGroup&, const ForceGroup&) = default;
};

/// A row of the arrival table: the results it covers (the table's second column continues it
/// past 14) and the figures that arrive.
struct ForceRow {
  int low = 1, high = 1;
  int also_low = 0, also_high = -1;  ///< empty range when the row has no second column
  std::vector<ForceGroup> figures;   ///< empty: nothing arrives
  bool covers(int total) const {
    return (total >= low && total <= high) || (total >= also_low && total <= also_high);
  }
};

/// Distances of the portal counter rules, in centimetres (inch = 2.5 cm).
struct PortalDistances {
  double approach_cm = 20;  ///< 8": a seen counter this close falls back
  double fallback_cm = 30;  ///< 12": how far it may fall back
};

/// data/generators/forces.json.
struct ForceTables {
  int die = 6;
  bool natural_one_is_nothing = true;
  int no_contact_modifier = -1;
  int extra_counter_modifier = 1;
  int party_strength_limit = 12;  ///< a stronger party meets doubled forces
  std::vector<ForceRow> rows;     ///< in order; rows[0] is "nothing"
  std::map<std::string, ForceFigureKind> kinds;
  PortalDistances portals;          ///< in the open
  PortalDistances dungeon_portals;  ///< in caves, buildings and dungeons (5" instead of 8")
  int area_marker_value = 1;

  /// Index of the row a total falls in (totals below the table are row 0, above it the last).
  std::size_t row_of(int total) const;
};

/// Reads the tables; throws io::DataError naming `file` and the JSON pointer.
ForceTables parse_force_tables(const nlohmann::json& document, const std::string& file);
ForceTables load_force_tables(const std::filesystem::path& path);

}  // namespace fray::game

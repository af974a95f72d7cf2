#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/map/table_map.h>

namespace fray::game {

/// How a generated piece is drawn on the table.
enum class PieceShape { Circle, Rectangle, Wall, EdgeToEdge };

/// One kind of terrain piece of seed 003, "VII. RANDOM WARGAME TERRAIN GENERATION": the classic
/// terrain id it becomes, its sizes in inches (from the table's notes, or assumed) and its traits.
struct PieceKind {
  std::string id;          ///< e.g. "light_woods"
  std::string name;        ///< e.g. "Light woods"
  std::string terrain_id;  ///< an id of data/classic/terrain.json
  PieceShape shape = PieceShape::Rectangle;
  int length_min_in = 1, length_max_in = 1;  ///< diameter, long side or wall length
  int width_min_in = 1, width_max_in = 1;    ///< short side, or river / road width
  double thickness_in = 0.4;                 ///< walls
  int level_min = 0, level_max = 0;          ///< hills' height levels
  map::TerrainTraits traits;
  std::string source;
};

/// The 2d6 row that names a piece kind.
struct PieceRow {
  int roll = 2;
  std::string piece;
};

/// Everything the terrain generator rolls on (data/generators/terrain.json).
struct TerrainTables {
  double inch_cm = 2.5;
  int section_in = 12;
  int max_rerolls = 3;
  int adjust_in = 3;  ///< how far (inches) a piece is nudged to a free place before a reroll
  /// Index d6-1: small and large pieces in a section.
  std::vector<std::pair<int, int>> piece_counts;
  /// Index d8-1: scatter direction (dx, dy) in {-1, 0, 1}; y grows towards the bottom edge.
  std::vector<std::pair<int, int>> directions;
  std::vector<PieceRow> small_table;  ///< 2d6 rows 2..12
  std::vector<PieceRow> large_table;
  std::map<std::string, PieceKind> pieces;
  std::string source;

  /// The piece kind on a table's row for a 2d6 roll.
  const PieceKind& small_piece(int roll) const;
  const PieceKind& large_piece(int roll) const;
};

/// Reads the tables from a parsed document; throws io::DataError naming `file` and the JSON
/// pointer of the first wrong value (a row naming an unknown piece, a count out of range...).
TerrainTables parse_terrain_tables(const nlohmann::json& document, const std::string& file);
/// Reads data/generators/terrain.json (or another file of that format).
TerrainTables load_terrain_tables(const std::filesystem::path& path);

}  // namespace fray::game

#pragma once

#include <string>
#include <vector>

#include <fray/dice/die_source.h>
#include <fray/game/generators/terrain_tables.h>
#include <fray/map/table_map.h>

namespace fray::game {

/// One 1 ft section of the table and its piece counts (seed 003, "VII. RANDOM WARGAME TERRAIN
/// GENERATION": one d6 gives the small and the large pieces).
struct TerrainSection {
  int column = 0;
  int row = 0;
  map::Point centre;  ///< centre of the part of the section on the table
  int count_roll = 1;
  int small = 0;
  int large = 0;
};

/// One rolled piece and where it went.
struct GeneratedPiece {
  std::string piece;  ///< a piece kind id of the tables
  bool large = false;
  int section = 0;         ///< index into GeneratedTerrain::sections
  int type_roll = 2;       ///< the 2d6 on the small or large table
  int direction_roll = 1;  ///< the last d8 of scatter
  int distance_in = 0;     ///< the last d6-1 of scatter
  int attempts = 1;        ///< scatters rolled (the first, then rerolls when it overlapped)
  std::vector<std::pair<int, int>> scatter_rolls;  ///< every (d8, d6-1) rolled, in order
  map::Point aimed;  ///< the scattered point the piece was turned from
  bool placed = false;
  int feature = -1;  ///< index into the map's features when placed
  std::string note;  ///< why a piece was left out
};

/// A generated layout: the map (scenario terrain first, then the generated features) and the
/// record of every roll, for the referee to read and edit.
struct GeneratedTerrain {
  map::TableMap map;
  std::vector<TerrainSection> sections;
  std::vector<GeneratedPiece> pieces;
};

/// Generates terrain on `table` (which may already hold the scenario's own terrain, placed first
/// as the text asks). Every section is rolled in reading order (rows top to bottom, columns left
/// to right): the d6 count, then each small and each large piece's 2d6 type, size dice, d8
/// direction and d6-1 inches from the section centre. Rivers and roads are laid first (edge to
/// edge through their point); the other pieces then in rolled order, each turned so its long side
/// faces the table centre (blocking lines from the centre to the edges as much as it can), moved
/// back onto the table when it hangs over an edge, and re-scattered when it overlaps another
/// piece, at most `max_rerolls` times before it is left out (GeneratedPiece::note says so).
GeneratedTerrain generate_terrain(const TerrainTables& tables, map::TableMap table,
                                  dice::DieSource& dice);

}  // namespace fray::game

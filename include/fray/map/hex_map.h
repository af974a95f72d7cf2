#pragma once

#include <fray/map/hex_coord.h>

#include <cstdint>
#include <string>
#include <vector>

namespace fray::map {

/// What one hex of terrain does to movement and sight (seed 001, "Movement Point Costs").
/// The map layer knows only these effects; the game layer fills them from the rule system's
/// terrain types.
struct HexCell {
  std::uint8_t extra_move_cost = 0;  ///< movement points added on entering: minor obstruction,
                                     ///< treacherous ground, stairs, shallow water (+1 each)
  bool costs_all_points = false;     ///< deeper water: entering takes all movement points
  bool impassable = false;           ///< severe obstruction or wall: bypass it (or jump)
  bool blocks_sight = false;         ///< a wall, a building, a dense thicket
  std::int8_t height = 0;            ///< ground level in steps (hills, platforms)
  std::uint16_t terrain = 0;         ///< index into HexMap::terrain_names, for display and rules
};

/// A rectangular hex battlefield: the grid, its size in centimetres and one cell per hex.
struct HexMap {
  HexGrid grid{0, 0};
  HexLayout layout;
  std::vector<HexCell> cells;               ///< grid.size() entries, indexed by grid.index()
  std::vector<std::string> terrain_names{"open"};

  HexMap() = default;
  HexMap(int columns, int rows, HexLayout hex_layout = {})
      : grid(columns, rows), layout(hex_layout), cells(static_cast<std::size_t>(columns * rows)) {}

  const HexCell& cell(Hex h) const { return cells[static_cast<std::size_t>(grid.index(h))]; }
  HexCell& cell(Hex h) { return cells[static_cast<std::size_t>(grid.index(h))]; }
};

}  // namespace fray::map

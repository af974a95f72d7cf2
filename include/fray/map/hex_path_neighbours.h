#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include <fray/map/hex_coord.h>

namespace fray::map {

/// The hex of every dense index of a grid and the indices of its six neighbours (-1 off the
/// map), computed once per map so that a search never converts coordinates per move.
class HexNeighbourTable {
 public:
  explicit HexNeighbourTable(const HexGrid& grid)
      : hexes_(static_cast<std::size_t>(grid.size())),
        neighbours_(static_cast<std::size_t>(grid.size())) {
    for (int index = 0; index < grid.size(); ++index) {
      const Hex hex = grid.hex(index);
      hexes_[static_cast<std::size_t>(index)] = hex;
      for (int d = 0; d < kHexDirections; ++d) {
        const Hex next = map::neighbour(hex, static_cast<HexDirection>(d));
        neighbours_[static_cast<std::size_t>(index)][static_cast<std::size_t>(d)] =
            grid.contains(next) ? grid.index(next) : -1;
      }
    }
  }

  int size() const { return static_cast<int>(hexes_.size()); }
  Hex hex(int index) const { return hexes_[static_cast<std::size_t>(index)]; }
  /// Index of the neighbour across hexside `direction`, or -1 off the map.
  int neighbour(int index, int direction) const {
    return neighbours_[static_cast<std::size_t>(index)][static_cast<std::size_t>(direction)];
  }

 private:
  std::vector<Hex> hexes_;
  std::vector<std::array<std::int32_t, kHexDirections>> neighbours_;
};

}  // namespace fray::map

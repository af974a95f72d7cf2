#pragma once

#include <cstdint>
#include <vector>

#include <fray/map/hex_coord.h>
#include <fray/map/hex_figure.h>

namespace fray::map {

/// Who stands in each hex, as seen by the figure about to move (seed 001, "Movement Point
/// Costs", Obstructions): an enemy blocks the hex (entering it is close combat, a separate
/// command); an ally is a minor obstruction (+1) and a hex the mover may cross but not end in.
/// One byte per hex, so the pathfinder reads it as fast as the map.
class HexMoveBlockers {
 public:
  enum class Occupant : std::uint8_t { None, Ally, Enemy };

  explicit HexMoveBlockers(const HexGrid& grid)
      : grid_(grid), occupants_(static_cast<std::size_t>(grid.size()), Occupant::None) {}

  void set(Hex hex, Occupant occupant) {
    occupants_[static_cast<std::size_t>(grid_.index(hex))] = occupant;
  }
  Occupant at(Hex hex) const { return occupants_[static_cast<std::size_t>(grid_.index(hex))]; }
  /// The occupant by dense hex index (HexGrid::index).
  Occupant at_index(int index) const { return occupants_[static_cast<std::size_t>(index)]; }

 private:
  HexGrid grid_;
  std::vector<Occupant> occupants_;
};

/// The blockers a figure meets when it moves among the figures of `figures`: every hex covered by
/// another figure of its team is an ally's, every hex covered by another team's figure an enemy's
/// (an enemy wins when both share a hex). The mover's own hexes stay free.
HexMoveBlockers move_blockers(const HexGrid& grid, const HexOccupancy& figures, int mover_id);

}  // namespace fray::map

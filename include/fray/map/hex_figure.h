#pragma once

#include <vector>

#include <fray/map/hex_coord.h>
#include <fray/map/hex_posture.h>

namespace fray::map {

/// A figure as the hex rules see it: who it is, whose side it is on, which hexes it covers
/// (head first), how it holds itself and how big it is.
struct HexFigure {
  int id = 0;
  int team = 0;            ///< figures of the same team are friends
  std::vector<Hex> hexes;  ///< head first; one hex for a standing human
  Posture posture = Posture::Standing;
  int size_modifier = 0;  ///< 0 for human-sized (seed 001, "Firing Through ...")
  int size_hexes = 0;     ///< size for slam and overrun; 0 = hexes.size()

  Hex head() const { return hexes.front(); }
  int size_in_hexes() const { return size_hexes > 0 ? size_hexes : static_cast<int>(hexes.size()); }
  bool covers(Hex h) const;
};

/// Which figures stand on which hexes of a grid. Several figures may share a hex (close combat,
/// friends crowded together: seed 001, "HEXES"); a multi-hex figure is listed in each of its
/// hexes. Figures are referred to by their position in the list passed to the constructor.
class HexOccupancy {
 public:
  HexOccupancy(const HexGrid& grid, std::vector<HexFigure> figures);

  const std::vector<HexFigure>& figures() const { return figures_; }
  const HexFigure& figure(int index) const { return figures_[static_cast<std::size_t>(index)]; }
  /// Indices of the figures covering `h` (empty off the grid).
  const std::vector<int>& at(Hex h) const;
  /// Index of the figure with that id, or -1.
  int find(int id) const;

 private:
  HexGrid grid_;
  std::vector<HexFigure> figures_;
  std::vector<std::vector<int>> cells_;
  std::vector<int> empty_;
};

}  // namespace fray::map

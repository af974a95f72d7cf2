#include <algorithm>

#include <fray/map/hex_figure.h>

namespace fray::map {

bool HexFigure::covers(Hex h) const {
  return std::find(hexes.begin(), hexes.end(), h) != hexes.end();
}

HexOccupancy::HexOccupancy(const HexGrid& grid, std::vector<HexFigure> figures)
    : grid_(grid), figures_(std::move(figures)), cells_(static_cast<std::size_t>(grid.size())) {
  for (std::size_t i = 0; i < figures_.size(); ++i) {
    for (const Hex h : figures_[i].hexes) {
      if (grid_.contains(h)) {
        cells_[static_cast<std::size_t>(grid_.index(h))].push_back(static_cast<int>(i));
      }
    }
  }
}

const std::vector<int>& HexOccupancy::at(Hex h) const {
  if (!grid_.contains(h)) return empty_;
  return cells_[static_cast<std::size_t>(grid_.index(h))];
}

int HexOccupancy::find(int id) const {
  for (std::size_t i = 0; i < figures_.size(); ++i) {
    if (figures_[i].id == id) return static_cast<int>(i);
  }
  return -1;
}

}  // namespace fray::map

#include "docks/figure_grid.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace fray::app {

int FigureGrid::cellOf(double cm) const {
  // Clamped so a stray coordinate cannot overflow; such figures share the edge cells.
  const double cell = std::floor(cm / cell_cm_);
  constexpr double kLimit = std::numeric_limits<int>::max() / 2;
  return static_cast<int>(std::clamp(cell, -kLimit, kLimit));
}

std::int64_t FigureGrid::key(int column, int row) {
  return (static_cast<std::int64_t>(column) << 32) ^ static_cast<std::uint32_t>(row);
}

void FigureGrid::place(FigureItem* item, std::uint64_t order, QRectF area) {
  remove(item);
  const QRect cells(QPoint(cellOf(area.left()), cellOf(area.top())),
                    QPoint(cellOf(area.right()), cellOf(area.bottom())));
  for (int row = cells.top(); row <= cells.bottom(); ++row)
    for (int column = cells.left(); column <= cells.right(); ++column)
      cells_[key(column, row)].push_back({item, order, area});
  cells_of_[item] = cells;
}

void FigureGrid::remove(FigureItem* item) {
  const auto found = cells_of_.find(item);
  if (found == cells_of_.end()) return;
  const QRect cells = found->second;
  for (int row = cells.top(); row <= cells.bottom(); ++row) {
    for (int column = cells.left(); column <= cells.right(); ++column) {
      const auto cell = cells_.find(key(column, row));
      if (cell == cells_.end()) continue;
      std::erase_if(cell->second, [item](const Entry& entry) { return entry.item == item; });
      if (cell->second.empty()) cells_.erase(cell);
    }
  }
  cells_of_.erase(found);
}

void FigureGrid::clear() {
  cells_.clear();
  cells_of_.clear();
}

const std::vector<FigureGrid::Entry>& FigureGrid::at(QPointF scene_pos) const {
  const auto found = cells_.find(key(cellOf(scene_pos.x()), cellOf(scene_pos.y())));
  return found == cells_.end() ? none_ : found->second;
}

}  // namespace fray::app

#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include <QPointF>
#include <QRect>
#include <QRectF>

namespace fray::app {

class FigureItem;

/// A uniform grid over the scene that says which figures may be under a point: each figure is
/// listed in every cell its hit area (the control-point box of its shape, in scene cm) touches,
/// so a click looks in one cell and tests the exact shape of the few figures listed there
/// instead of querying the scene's item index. The scene keeps it up to date as figures are
/// added, synced (moved, turned, highlighted) and removed.
class FigureGrid {
 public:
  /// One figure in a cell: the item, its place in the stacking order among figures of the same
  /// z value (higher is on top: the order items were added in) and its hit area.
  struct Entry {
    FigureItem* item = nullptr;
    std::uint64_t order = 0;
    QRectF area;
  };

  /// `cell_cm`: the side of a cell, about a base's size (assumed 4 cm: most bases are 2-5 cm,
  /// so a cell lists a few figures and a figure spans a few cells).
  explicit FigureGrid(double cell_cm = 4.0) : cell_cm_(cell_cm) {}

  /// Lists `item` in the cells `area` touches, first taking it out of those it was in.
  void place(FigureItem* item, std::uint64_t order, QRectF area);
  void remove(FigureItem* item);
  void clear();
  /// The figures listed in the cell of `scene_pos` (their areas need not contain it).
  const std::vector<Entry>& at(QPointF scene_pos) const;
  double cellSize() const { return cell_cm_; }
  int figureCount() const { return static_cast<int>(cells_of_.size()); }

 private:
  int cellOf(double cm) const;
  static std::int64_t key(int column, int row);

  double cell_cm_;
  std::unordered_map<std::int64_t, std::vector<Entry>> cells_;
  std::unordered_map<FigureItem*, QRect> cells_of_;  // columns x rows each figure is listed in
  std::vector<Entry> none_;
};

}  // namespace fray::app

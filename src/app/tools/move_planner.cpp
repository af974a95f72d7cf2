#include "tools/move_planner.h"

#include <algorithm>

#include <fray/game/field/battlefield.h>
#include <fray/game/field/move_path_map.h>
#include <fray/game/game.h>
#include <fray/map/base_geometry.h>

namespace fray::app {
map::TablePathMap movePathMap(const game::Game& game, const game::Figure& figure) {
  return game::move_path_map(game.field(), game.state(), figure, game.system().mounted(figure));
}

MovePlanner::MovePlanner(const game::Game& game, const game::Figure& figure)
    : finder_(movePathMap(game, figure), {.base_radius_cm = game::path_radius(figure)}),
      start_(figure.placement.centre),
      radius_(game::path_radius(figure)) {
  for (const game::Figure& other : game.state().figures)
    if (other.alive && other.id != figure.id && other.side == figure.side)
      friends_.push_back(map::footprint(other.base, other.placement));
}

std::vector<QPointF> MovePlanner::route(QPointF to) {
  const std::optional<map::TablePath> path = finder_.shortest_path(start_, {to.x(), to.y()});
  if (!path || path->points.size() < 2) return {to};
  std::vector<QPointF> points;
  for (std::size_t i = 1; i < path->points.size(); ++i)
    points.emplace_back(path->points[i].x, path->points[i].y);
  return points;
}

bool MovePlanner::clearOfFriends(QPointF p) const {
  return std::none_of(friends_.begin(), friends_.end(), [&](const map::Footprint& base) {
    return map::distance_to_base(base, {p.x(), p.y()}) < radius_ - map::kTouchToleranceCm;
  });
}

QPainterPath MovePlanner::reachable(double allowance_cm) {
  const map::TableReachRaster raster = finder_.reachable(start_, allowance_cm, 1.0);
  QPainterPath area;
  area.setFillRule(Qt::WindingFill);
  const auto cellCentre = [&](int column, int row) {
    return QPointF(raster.origin.x + (column + 0.5) * raster.cell_cm,
                   raster.origin.y + (row + 0.5) * raster.cell_cm);
  };
  for (int row = 0; row < raster.rows; ++row) {
    int run_start = -1;
    for (int column = 0; column <= raster.columns; ++column) {
      const bool inside = column < raster.columns && raster.reachable(column, row) &&
                          clearOfFriends(cellCentre(column, row));
      if (inside && run_start < 0) run_start = column;
      if (!inside && run_start >= 0) {
        area.addRect(raster.origin.x + run_start * raster.cell_cm,
                     raster.origin.y + row * raster.cell_cm, (column - run_start) * raster.cell_cm,
                     raster.cell_cm);
        run_start = -1;
      }
    }
  }
  return area.simplified();
}

}  // namespace fray::app

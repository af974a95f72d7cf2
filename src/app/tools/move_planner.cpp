#include "tools/move_planner.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include <fray/game/field/battlefield.h>
#include <fray/game/game.h>
#include <fray/map/base_geometry.h>

namespace fray::app {
namespace {

constexpr int kCircleCorners = 24;
// Enemy bases are grown by this much more than contact, so a found path never ends touching one
// (assumed: a few millimetres are invisible at table scale).
constexpr double kEnemyClearanceCm = game::Battlefield::kContactCm + 0.1;

std::vector<map::Polygon> polygonsOf(const map::TerrainFeature& feature) {
  if (feature.shape == map::FeatureShape::PolygonArea) return {feature.points};
  if (feature.shape == map::FeatureShape::CircleArea) {
    map::Polygon circle;
    for (int i = 0; i < kCircleCorners; ++i) {
      const double angle = 2.0 * std::numbers::pi * i / kCircleCorners;
      circle.push_back({feature.centre.x + feature.radius_cm * std::cos(angle),
                        feature.centre.y + feature.radius_cm * std::sin(angle)});
    }
    return {circle};
  }
  // A line feature: one band per segment, as wide as the feature.
  std::vector<map::Polygon> bands;
  const double half = std::max(feature.thickness_cm, 0.1) / 2.0;
  for (std::size_t i = 0; i + 1 < feature.points.size(); ++i) {
    const map::Point a = feature.points[i];
    const map::Point b = feature.points[i + 1];
    const double length = std::hypot(b.x - a.x, b.y - a.y);
    if (length <= 0.0) continue;
    const double nx = -(b.y - a.y) / length * half;
    const double ny = (b.x - a.x) / length * half;
    bands.push_back(
        {{a.x + nx, a.y + ny}, {b.x + nx, b.y + ny}, {b.x - nx, b.y - ny}, {a.x - nx, a.y - ny}});
  }
  return bands;
}

map::Polygon grownBase(const game::Figure& other) {
  map::Base base = other.base;
  base.width_cm += 2 * kEnemyClearanceCm;
  base.depth_cm += 2 * kEnemyClearanceCm;
  return map::outline(map::footprint(base, other.placement));
}

}  // namespace

double pathRadiusOf(const game::Figure& figure) {
  const map::Base& base = figure.base;
  return base.shape == map::BaseShape::Round ? base.width_cm / 2.0
                                             : std::hypot(base.width_cm, base.depth_cm) / 2.0;
}

map::TablePathMap movePathMap(const game::Game& game, const game::Figure& figure) {
  const map::TableMap& table = game.field().table();
  map::TablePathMap path_map{table.width_cm, table.depth_cm, {}, {}};
  // The rule system says who rides (a d20 figure never does): riders read the mounted footing.
  const bool mounted = game.system().mounted(figure);
  for (const map::TerrainFeature& feature : table.features) {
    const map::Footing footing = mounted ? feature.traits.mounted_footing : feature.traits.footing;
    if (footing == map::Footing::Impassable) {
      for (map::Polygon& polygon : polygonsOf(feature)) path_map.obstacles.push_back(polygon);
    } else if (footing == map::Footing::VeryDifficult) {
      for (map::Polygon& polygon : polygonsOf(feature)) path_map.regions.push_back({polygon, 2.0});
    }
  }
  for (const game::Figure& other : game.state().figures)
    if (other.alive && other.id != figure.id && other.side != figure.side)
      path_map.obstacles.push_back(grownBase(other));
  return path_map;
}

MovePlanner::MovePlanner(const game::Game& game, const game::Figure& figure)
    : finder_(movePathMap(game, figure), {.base_radius_cm = pathRadiusOf(figure)}),
      start_(figure.placement.centre),
      radius_(pathRadiusOf(figure)) {
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

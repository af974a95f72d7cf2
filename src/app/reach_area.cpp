#include "reach_area.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include <QPolygonF>

#include <fray/game/game.h>
#include <fray/map/table_path.h>

namespace fray::app {

namespace {

constexpr int kCircleCorners = 24;

bool isMounted(const game::Figure& figure) { return figure.spec.mount != rules::TroopType::Foot; }

map::Footing footingOf(const map::TerrainFeature& feature, bool mounted) {
  return mounted ? feature.traits.mounted_footing : feature.traits.footing;
}

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

map::TablePathMap pathMapOf(const map::TableMap& table, bool mounted) {
  map::TablePathMap path_map{table.width_cm, table.depth_cm, {}, {}};
  for (const map::TerrainFeature& feature : table.features) {
    const map::Footing footing = footingOf(feature, mounted);
    if (footing == map::Footing::Impassable) {
      for (map::Polygon& polygon : polygonsOf(feature)) path_map.obstacles.push_back(polygon);
    } else if (footing == map::Footing::VeryDifficult) {
      for (map::Polygon& polygon : polygonsOf(feature)) path_map.regions.push_back({polygon, 2.0});
    }
  }
  return path_map;
}

QPainterPath tableArea(const game::Game& game, const game::Figure& figure, double allowance_cm) {
  const map::Base& base = figure.base;
  const double radius = base.shape == map::BaseShape::Round
                            ? base.width_cm / 2.0
                            : std::hypot(base.width_cm, base.depth_cm) / 2.0;
  map::TablePathfinder finder(pathMapOf(game.field().table(), isMounted(figure)),
                              {.base_radius_cm = radius});
  const map::TableReachRaster raster = finder.reachable(figure.placement.centre, allowance_cm, 1.0);
  QPainterPath area;
  area.setFillRule(Qt::WindingFill);
  for (int row = 0; row < raster.rows; ++row) {
    int run_start = -1;
    for (int column = 0; column <= raster.columns; ++column) {
      const bool inside = column < raster.columns && raster.reachable(column, row);
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

QPainterPath hexArea(const game::Game& game, const game::Figure& figure, double allowance_cm) {
  const map::HexMap& hex_map = *game.field().hex_map();
  const map::Point start = figure.placement.centre;
  QPainterPath area;
  area.setFillRule(Qt::WindingFill);
  for (int column = 0; column < hex_map.grid.columns(); ++column) {
    for (int row = 0; row < hex_map.grid.rows(); ++row) {
      const map::Hex hex = map::HexGrid::from_offset(column, row);
      const map::Point centre = hex_map.layout.centre(hex);
      if (std::hypot(centre.x - start.x, centre.y - start.y) > allowance_cm + 0.05) continue;
      const bool own_hex = std::hypot(centre.x - start.x, centre.y - start.y) < 0.05;
      if (!own_hex &&
          game.check({"move", {{"figure", figure.id}, {"path", {{centre.x, centre.y}}}}}))
        continue;
      QPolygonF outline;
      for (const map::Point& corner : hex_map.layout.corners(hex))
        outline << QPointF(corner.x, corner.y);
      area.addPolygon(outline);
      area.closeSubpath();
    }
  }
  return area.simplified();
}

}  // namespace

QPainterPath reachableArea(const game::Game& game, int figure_id, double allowance_cm) {
  const game::Figure* figure = game.state().find(figure_id);
  if (!figure || allowance_cm <= 0.0) return {};
  if (game.field().is_hex()) return hexArea(game, *figure, allowance_cm);
  return tableArea(game, *figure, allowance_cm);
}

}  // namespace fray::app

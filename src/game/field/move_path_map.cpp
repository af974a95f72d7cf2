#include <algorithm>
#include <cmath>
#include <numbers>

#include <fray/game/field/move_path_map.h>
#include <fray/map/base_geometry.h>

namespace fray::game {
namespace {

constexpr int kCircleCorners = 24;

// Enemy bases are grown by this much more than contact, so a found path never ends touching one
// (assumed: a few millimetres are invisible at table scale).
constexpr double kEnemyClearanceCm = Battlefield::kContactCm + 0.1;

std::vector<map::Polygon> polygons_of(const map::TerrainFeature& feature) {
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

map::Polygon grown_base(const Figure& other) {
  map::Base base = other.base;
  base.width_cm += 2 * kEnemyClearanceCm;
  base.depth_cm += 2 * kEnemyClearanceCm;
  return map::outline(map::footprint(base, other.placement));
}

}  // namespace

double path_radius(const Figure& figure) {
  const map::Base& base = figure.base;
  return base.shape == map::BaseShape::Round ? base.width_cm / 2.0
                                             : std::hypot(base.width_cm, base.depth_cm) / 2.0;
}

map::TablePathMap move_path_map(const Battlefield& field, const BattleState& state,
                                const Figure& figure, bool mounted) {
  const map::TableMap& table = field.table();
  map::TablePathMap path_map{table.width_cm, table.depth_cm, {}, {}};
  for (const map::TerrainFeature& feature : table.features) {
    const map::Footing footing = mounted ? feature.traits.mounted_footing : feature.traits.footing;
    if (footing == map::Footing::Impassable) {
      for (map::Polygon& polygon : polygons_of(feature)) path_map.obstacles.push_back(polygon);
    } else if (footing == map::Footing::VeryDifficult) {
      for (map::Polygon& polygon : polygons_of(feature)) path_map.regions.push_back({polygon, 2.0});
    }
  }
  for (const Figure& other : state.figures)
    if (other.alive && other.id != figure.id && other.side != figure.side)
      path_map.obstacles.push_back(grown_base(other));
  return path_map;
}

}  // namespace fray::game

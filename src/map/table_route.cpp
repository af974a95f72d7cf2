#include <algorithm>

#include <fray/map/table_route.h>

namespace fray::map {
namespace {

TerrainFeature table_edge(const TableMap& map) {
  TerrainFeature edge;
  edge.shape = FeatureShape::PolygonArea;
  edge.points = {{0, 0}, {map.width_cm, 0}, {map.width_cm, map.depth_cm}, {0, map.depth_cm}};
  return edge;
}

RouteStretch stretch_at(const TableMap& map, Point mid) {
  RouteStretch s;
  s.on_table = on_table(map, mid);
  for (std::size_t i = 0; i < map.features.size(); ++i) {
    const TerrainFeature& f = map.features[i];
    if (!f.is_area() || !covers(f, mid)) continue;
    s.features.push_back(static_cast<int>(i));
    s.footing = worse(s.footing, f.traits.footing);
    s.mounted_footing = worse(s.mounted_footing, f.traits.mounted_footing);
  }
  return s;
}

bool same_ground(const RouteStretch& a, const RouteStretch& b) {
  return a.features == b.features && a.on_table == b.on_table;
}

}  // namespace

double Route::length_at_least(Footing footing, bool mounted) const {
  double total = 0.0;
  for (const auto& s : stretches) {
    if ((mounted ? s.mounted_footing : s.footing) >= footing) total += s.length_cm();
  }
  return total;
}

Footing Route::worst(const TableMap& map, bool mounted) const {
  Footing footing = Footing::Open;
  for (const auto& s : stretches) footing = worse(footing, mounted ? s.mounted_footing : s.footing);
  for (const auto& c : crossings) {
    const auto& traits = map.features[static_cast<std::size_t>(c.feature)].traits;
    footing = worse(footing, mounted ? traits.mounted_footing : traits.footing);
  }
  return footing;
}

Route trace_route(const TableMap& map, std::span<const Point> path) {
  Route route;
  const TerrainFeature edge = table_edge(map);
  for (std::size_t leg = 0; leg + 1 < path.size(); ++leg) {
    const Segment s{path[leg], path[leg + 1]};
    const Point d = s.b - s.a;
    const double leg_length = length(d);
    if (leg_length == 0.0) continue;
    std::vector<double> cuts{0.0, 1.0};
    for (const TerrainFeature& f : map.features) {
      if (f.is_area()) {
        const auto c = crossings(f, s);
        cuts.insert(cuts.end(), c.begin(), c.end());
      }
    }
    const auto edge_cuts = crossings(edge, s);
    cuts.insert(cuts.end(), edge_cuts.begin(), edge_cuts.end());
    std::sort(cuts.begin(), cuts.end());
    for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
      if (cuts[i + 1] - cuts[i] < 1e-12) continue;
      RouteStretch piece = stretch_at(map, s.a + d * ((cuts[i] + cuts[i + 1]) / 2.0));
      piece.from_cm = route.length_cm + cuts[i] * leg_length;
      piece.to_cm = route.length_cm + cuts[i + 1] * leg_length;
      piece.start = s.a + d * cuts[i];
      piece.end = s.a + d * cuts[i + 1];
      if (!route.stretches.empty() && same_ground(route.stretches.back(), piece)) {
        route.stretches.back().to_cm = piece.to_cm;
        route.stretches.back().end = piece.end;
      } else {
        route.stretches.push_back(std::move(piece));
      }
    }
    for (std::size_t i = 0; i < map.features.size(); ++i) {
      if (map.features[i].is_area()) continue;
      for (const double t : crossings(map.features[i], s)) {
        route.crossings.push_back(
            {static_cast<int>(i), s.a + d * t, route.length_cm + t * leg_length});
      }
    }
    route.length_cm += leg_length;
  }
  std::stable_sort(route.crossings.begin(), route.crossings.end(),
                   [](const auto& a, const auto& b) { return a.at_cm < b.at_cm; });
  return route;
}

}  // namespace fray::map

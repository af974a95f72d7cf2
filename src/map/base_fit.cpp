#include <algorithm>

#include <fray/map/base_fit.h>

namespace fray::map {
namespace {

// The base pulled in by the tolerance on every side: touching terrain is allowed.
Footprint shrunk(const Footprint& base, double by) {
  Footprint s = base;
  s.radius = std::max(0.0, base.radius - by);
  for (Point& c : s.corners) {
    const Point out = c - base.centre;
    const double len = length(out);
    if (len > by) c = base.centre + out * ((len - by) / len);
  }
  return s;
}

bool outline_meets_polygon(const Polygon& outline_polygon, const Polygon& area) {
  for (const Point& p : outline_polygon) {
    if (contains(area, p)) return true;
  }
  for (const Point& p : area) {
    if (contains(outline_polygon, p)) return true;
  }
  for (const Segment& e : edges(outline_polygon)) {
    for (const Segment& f : edges(area)) {
      if (segments_intersect(e, f)) return true;
    }
  }
  return false;
}

double base_to_segment(const Footprint& base, const Segment& s) {
  if (base.round) return std::max(0.0, distance_to_segment(base.centre, s) - base.radius);
  const Polygon rect(base.corners.begin(), base.corners.end());
  if (contains(rect, s.a)) return 0.0;
  double best = INFINITY;
  for (const Segment& e : edges(rect)) best = std::min(best, segment_distance(e, s));
  return best;
}

}  // namespace

bool base_on_feature(const Footprint& base, const TerrainFeature& feature, double tolerance_cm) {
  const Footprint inner = shrunk(base, tolerance_cm);
  switch (feature.shape) {
    case FeatureShape::PolygonArea:
      if (inner.round) {
        return contains(feature.points, inner.centre) ||
               distance_to_boundary(feature.points, inner.centre) < inner.radius;
      }
      return outline_meets_polygon(outline(inner), feature.points);
    case FeatureShape::CircleArea:
      return distance_to_base(inner, feature.centre) < feature.radius_cm;
    case FeatureShape::Polyline:
      for (std::size_t i = 0; i + 1 < feature.points.size(); ++i) {
        if (base_to_segment(inner, {feature.points[i], feature.points[i + 1]}) <
            feature.thickness_cm / 2.0) {
          return true;
        }
      }
      return false;
  }
  return false;
}

FitCheck check_fit(const TableMap& map, const Footprint& base, bool mounted,
                   std::span<const Footprint> others) {
  const Footprint inner = shrunk(base, kTouchToleranceCm);
  for (const Point& p : outline(inner)) {
    if (!on_table(map, p)) return {FitProblem::OffTable};
  }
  for (std::size_t i = 0; i < map.features.size(); ++i) {
    const auto& f = map.features[i];
    const Footing footing = mounted ? f.traits.mounted_footing : f.traits.footing;
    if (footing == Footing::Impassable && base_on_feature(base, f)) {
      return {FitProblem::Impassable, static_cast<int>(i)};
    }
  }
  for (std::size_t i = 0; i < others.size(); ++i) {
    if (bases_overlap(base, others[i])) return {FitProblem::Overlaps, -1, static_cast<int>(i)};
  }
  return {};
}

}  // namespace fray::map

#include <algorithm>
#include <cmath>

#include <fray/map/table_map.h>

namespace fray::map {
namespace {

double distance_to_polyline(const std::vector<Point>& points, Point p) {
  if (points.size() == 1) return distance(points.front(), p);
  double best = INFINITY;
  for (std::size_t i = 0; i + 1 < points.size(); ++i) {
    best = std::min(best, distance_to_segment(p, {points[i], points[i + 1]}));
  }
  return best;
}

// Fractions t in (0, 1) where segment s meets segment e.
void add_crossing(const Segment& s, const Segment& e, std::vector<double>& out) {
  const Point d = s.b - s.a;
  const Point f = e.b - e.a;
  const double denom = cross(d, f);
  if (denom == 0.0) return;
  const double t = cross(e.a - s.a, f) / denom;
  const double u = cross(e.a - s.a, d) / denom;
  if (t > 0.0 && t < 1.0 && u >= 0.0 && u <= 1.0) out.push_back(t);
}

void add_circle_crossings(Point centre, double radius, const Segment& s, std::vector<double>& out) {
  const Point d = s.b - s.a;
  const Point m = s.a - centre;
  const double a = dot(d, d);
  if (a == 0.0) return;
  const double b = 2.0 * dot(m, d);
  const double c = dot(m, m) - radius * radius;
  const double disc = b * b - 4.0 * a * c;
  if (disc <= 0.0) return;
  for (const double t : {(-b - std::sqrt(disc)) / (2.0 * a), (-b + std::sqrt(disc)) / (2.0 * a)}) {
    if (t > 0.0 && t < 1.0) out.push_back(t);
  }
}

}  // namespace

bool on_table(const TableMap& map, Point p) {
  return p.x >= 0.0 && p.y >= 0.0 && p.x <= map.width_cm && p.y <= map.depth_cm;
}

bool covers(const TerrainFeature& feature, Point p) {
  switch (feature.shape) {
    case FeatureShape::PolygonArea:
      return contains(feature.points, p);
    case FeatureShape::CircleArea:
      return distance(feature.centre, p) <= feature.radius_cm;
    case FeatureShape::Polyline:
      return distance_to_polyline(feature.points, p) <= feature.thickness_cm / 2.0;
  }
  return false;
}

double distance_to_feature(const TerrainFeature& feature, Point p) {
  switch (feature.shape) {
    case FeatureShape::PolygonArea:
      return contains(feature.points, p) ? 0.0 : distance_to_boundary(feature.points, p);
    case FeatureShape::CircleArea:
      return std::max(0.0, distance(feature.centre, p) - feature.radius_cm);
    case FeatureShape::Polyline:
      return std::max(0.0, distance_to_polyline(feature.points, p) - feature.thickness_cm / 2.0);
  }
  return INFINITY;
}

std::vector<double> crossings(const TerrainFeature& feature, const Segment& s) {
  std::vector<double> out;
  switch (feature.shape) {
    case FeatureShape::PolygonArea:
      for (const Segment& e : edges(feature.points)) add_crossing(s, e, out);
      break;
    case FeatureShape::CircleArea:
      add_circle_crossings(feature.centre, feature.radius_cm, s, out);
      break;
    case FeatureShape::Polyline:
      for (std::size_t i = 0; i + 1 < feature.points.size(); ++i) {
        add_crossing(s, {feature.points[i], feature.points[i + 1]}, out);
      }
      break;
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end(),
                        [](double a, double b) { return std::abs(a - b) < 1e-12; }),
            out.end());
  return out;
}

double length_inside(const TerrainFeature& feature, const Segment& s) {
  if (!feature.is_area()) return 0.0;
  if (feature.shape == FeatureShape::PolygonArea) return length_inside(feature.points, s);
  std::vector<double> cuts = crossings(feature, s);
  cuts.insert(cuts.begin(), 0.0);
  cuts.push_back(1.0);
  double inside = 0.0;
  const Point d = s.b - s.a;
  for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
    if (covers(feature, s.a + d * ((cuts[i] + cuts[i + 1]) / 2.0))) inside += cuts[i + 1] - cuts[i];
  }
  return inside * length(d);
}

std::vector<int> features_at(const TableMap& map, Point p) {
  std::vector<int> out;
  for (std::size_t i = 0; i < map.features.size(); ++i) {
    if (covers(map.features[i], p)) out.push_back(static_cast<int>(i));
  }
  return out;
}

int level_at(const TableMap& map, Point p) {
  int level = 0;
  for (const auto& f : map.features) {
    if (f.level > level && covers(f, p)) level = f.level;
  }
  return level;
}

Footing footing_at(const TableMap& map, Point p, bool mounted) {
  Footing footing = Footing::Open;
  for (const auto& f : map.features) {
    if (covers(f, p))
      footing = worse(footing, mounted ? f.traits.mounted_footing : f.traits.footing);
  }
  return footing;
}

}  // namespace fray::map

#include <algorithm>
#include <cmath>

#include <fray/map/segment.h>

namespace fray::map {

double distance_to_segment(Point p, const Segment& s) {
  const Point d = s.b - s.a;
  const double len2 = dot(d, d);
  if (len2 == 0.0) return distance(p, s.a);
  const double t = std::clamp(dot(p - s.a, d) / len2, 0.0, 1.0);
  return distance(p, s.a + d * t);
}

namespace {

int orientation(Point a, Point b, Point c) {
  const double v = cross(b - a, c - a);
  constexpr double kEpsilon = 1e-12;
  return v > kEpsilon ? 1 : (v < -kEpsilon ? -1 : 0);
}

bool on_segment(Point p, const Segment& s) {
  return std::min(s.a.x, s.b.x) - 1e-12 <= p.x && p.x <= std::max(s.a.x, s.b.x) + 1e-12 &&
         std::min(s.a.y, s.b.y) - 1e-12 <= p.y && p.y <= std::max(s.a.y, s.b.y) + 1e-12;
}

}  // namespace

bool segments_intersect(const Segment& s, const Segment& t) {
  const int o1 = orientation(s.a, s.b, t.a);
  const int o2 = orientation(s.a, s.b, t.b);
  const int o3 = orientation(t.a, t.b, s.a);
  const int o4 = orientation(t.a, t.b, s.b);
  if (o1 != o2 && o3 != o4) return true;
  return (o1 == 0 && on_segment(t.a, s)) || (o2 == 0 && on_segment(t.b, s)) ||
         (o3 == 0 && on_segment(s.a, t)) || (o4 == 0 && on_segment(s.b, t));
}

double segment_distance(const Segment& s, const Segment& t) {
  if (segments_intersect(s, t)) return 0.0;
  return std::min({distance_to_segment(s.a, t), distance_to_segment(s.b, t),
                   distance_to_segment(t.a, s), distance_to_segment(t.b, s)});
}

std::vector<Segment> edges(const Polygon& polygon) {
  std::vector<Segment> result;
  result.reserve(polygon.size());
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    result.push_back({polygon[i], polygon[(i + 1) % polygon.size()]});
  }
  return result;
}

bool contains(const Polygon& polygon, Point p) {
  bool inside = false;
  for (const Segment& e : edges(polygon)) {
    if (distance_to_segment(p, e) < 1e-9) return true;
    // Even-odd rule on a ray towards +x.
    if ((e.a.y > p.y) != (e.b.y > p.y)) {
      const double x = e.a.x + (p.y - e.a.y) * (e.b.x - e.a.x) / (e.b.y - e.a.y);
      if (p.x < x) inside = !inside;
    }
  }
  return inside;
}

double distance_to_boundary(const Polygon& polygon, Point p) {
  double best = INFINITY;
  for (const Segment& e : edges(polygon)) best = std::min(best, distance_to_segment(p, e));
  return best;
}

double length_inside(const Polygon& polygon, const Segment& s) {
  // Cut the segment at every crossing with an edge, then keep the pieces whose midpoint is inside.
  const Point d = s.b - s.a;
  std::vector<double> cuts{0.0, 1.0};
  for (const Segment& e : edges(polygon)) {
    const Point f = e.b - e.a;
    const double denom = cross(d, f);
    if (denom == 0.0) continue;
    const double t = cross(e.a - s.a, f) / denom;
    const double u = cross(e.a - s.a, d) / denom;
    if (t > 0.0 && t < 1.0 && u >= 0.0 && u <= 1.0) cuts.push_back(t);
  }
  std::sort(cuts.begin(), cuts.end());
  double inside = 0.0;
  for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
    const double mid = (cuts[i] + cuts[i + 1]) / 2.0;
    if (contains(polygon, s.a + d * mid)) inside += cuts[i + 1] - cuts[i];
  }
  return inside * length(d);
}

}  // namespace fray::map

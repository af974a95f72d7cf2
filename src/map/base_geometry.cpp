#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include <fray/map/base_geometry.h>

namespace fray::map {
namespace {

constexpr double kDegToRad = std::numbers::pi / 180.0;

double point_to_rectangle(const std::array<Point, 4>& corners, Point p) {
  const Polygon polygon(corners.begin(), corners.end());
  return contains(polygon, p) ? 0.0 : distance_to_boundary(polygon, p);
}

// Projection interval of a rectangle on an axis.
std::pair<double, double> project(const std::array<Point, 4>& corners, Point axis) {
  double lo = dot(corners[0], axis);
  double hi = lo;
  for (const Point& c : corners) {
    lo = std::min(lo, dot(c, axis));
    hi = std::max(hi, dot(c, axis));
  }
  return {lo, hi};
}

Point unit(Point v) {
  const double len = length(v);
  return len == 0.0 ? Point{1.0, 0.0} : v * (1.0 / len);
}

// Separating-axis penetration of two convex rectangles.
double rectangle_overlap(const std::array<Point, 4>& a, const std::array<Point, 4>& b) {
  double depth = INFINITY;
  for (const auto* shape : {&a, &b}) {
    for (int i = 0; i < 2; ++i) {
      const auto& s = *shape;
      const Point axis = unit(s[static_cast<std::size_t>(i + 1)] - s[static_cast<std::size_t>(i)]);
      const auto [alo, ahi] = project(a, axis);
      const auto [blo, bhi] = project(b, axis);
      depth = std::min(depth, std::min(ahi, bhi) - std::max(alo, blo));
      if (depth <= 0.0) return 0.0;
    }
  }
  return depth;
}

double circle_rectangle_overlap(const Footprint& circle, const Footprint& rect) {
  const Polygon polygon(rect.corners.begin(), rect.corners.end());
  const double to_edge = distance_to_boundary(polygon, circle.centre);
  if (contains(polygon, circle.centre)) return circle.radius + to_edge;
  return std::max(0.0, circle.radius - to_edge);
}

}  // namespace

Point facing_vector(double facing_deg) {
  const double a = facing_deg * kDegToRad;
  return {std::sin(a), -std::cos(a)};
}

Point right_vector(double facing_deg) { return facing_vector(facing_deg + 90.0); }

std::array<Point, 4> base_rectangle(const Base& base, const Placement& placement) {
  const Point forward = facing_vector(placement.facing_deg) * (base.depth_cm / 2.0);
  const Point right = right_vector(placement.facing_deg) * (base.width_cm / 2.0);
  const Point c = placement.centre;
  return {c + forward - right, c + forward + right, c - forward + right, c - forward - right};
}

Footprint footprint(const Base& base, const Placement& placement) {
  Footprint f;
  f.round = base.shape == BaseShape::Round;
  f.centre = placement.centre;
  f.radius = std::max(base.width_cm, base.depth_cm) / 2.0;
  if (!f.round) {
    f.corners = base_rectangle(base, placement);
    return f;
  }
  // Nothing measures a round base by its corners (every reader checks `round`), so it gets the
  // square that needs no trigonometry: footprints are made for every distance the game asks.
  const Point c = f.centre;
  const double r = f.radius;
  f.corners = {Point{c.x - r, c.y - r}, Point{c.x + r, c.y - r}, Point{c.x + r, c.y + r},
               Point{c.x - r, c.y + r}};
  return f;
}

double distance_to_base(const Footprint& base, Point p) {
  if (base.round) return std::max(0.0, distance(base.centre, p) - base.radius);
  return point_to_rectangle(base.corners, p);
}

double overlap_depth(const Footprint& a, const Footprint& b) {
  if (a.round && b.round) return std::max(0.0, a.radius + b.radius - distance(a.centre, b.centre));
  if (a.round) return circle_rectangle_overlap(a, b);
  if (b.round) return circle_rectangle_overlap(b, a);
  return rectangle_overlap(a.corners, b.corners);
}

double edge_distance(const Footprint& a, const Footprint& b) {
  if (overlap_depth(a, b) > 0.0) return 0.0;
  if (a.round && b.round) return std::max(0.0, distance(a.centre, b.centre) - a.radius - b.radius);
  if (a.round) return std::max(0.0, point_to_rectangle(b.corners, a.centre) - a.radius);
  if (b.round) return std::max(0.0, point_to_rectangle(a.corners, b.centre) - b.radius);
  const Polygon pa(a.corners.begin(), a.corners.end());
  const Polygon pb(b.corners.begin(), b.corners.end());
  double best = INFINITY;
  for (const Segment& s : edges(pa)) {
    for (const Segment& t : edges(pb)) best = std::min(best, segment_distance(s, t));
  }
  return best;
}

bool bases_overlap(const Footprint& a, const Footprint& b, double tolerance_cm) {
  return overlap_depth(a, b) > tolerance_cm;
}

Polygon outline(const Footprint& base) {
  if (!base.round) return Polygon(base.corners.begin(), base.corners.end());
  constexpr int kSides = 16;
  // The unit circle's points, worked out once (the same cos and sin of the same angles, so the
  // same outline): round bases are outlined many times a command.
  static const std::array<Point, kSides> kUnit = [] {
    std::array<Point, kSides> unit;
    for (int i = 0; i < kSides; ++i) {
      const double a = 2.0 * std::numbers::pi * i / kSides;
      unit[static_cast<std::size_t>(i)] = Point{std::cos(a), std::sin(a)};
    }
    return unit;
  }();
  Polygon polygon;
  polygon.reserve(kSides);
  for (const Point& u : kUnit) polygon.push_back(base.centre + u * base.radius);
  return polygon;
}

}  // namespace fray::map

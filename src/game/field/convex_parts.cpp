#include "field/convex_parts.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace fray::game::detail {
namespace {

map::Polygon hull(std::vector<map::Point> p) {
  std::sort(p.begin(), p.end(),
            [](map::Point a, map::Point b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
  if (p.size() < 3) return p;
  map::Polygon h(2 * p.size());
  std::size_t k = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    while (k >= 2 && map::cross(h[k - 1] - h[k - 2], p[i] - h[k - 2]) <= 0) --k;
    h[k++] = p[i];
  }
  for (std::size_t i = p.size() - 1, t = k + 1; i > 0; --i) {
    while (k >= t && map::cross(h[k - 1] - h[k - 2], p[i - 1] - h[k - 2]) <= 0) --k;
    h[k++] = p[i - 1];
  }
  h.resize(k - 1);
  return h;
}

bool separated_on_axes_of(const map::Polygon& a, const map::Polygon& b) {
  constexpr double kTouch = 1e-9;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const map::Point e = a[(i + 1) % a.size()] - a[i];
    const map::Point axis{-e.y, e.x};
    double amin = std::numeric_limits<double>::max(), amax = -amin;
    double bmin = amin, bmax = -amin;
    for (map::Point p : a)
      amin = std::min(amin, map::dot(p, axis)), amax = std::max(amax, map::dot(p, axis));
    for (map::Point p : b)
      bmin = std::min(bmin, map::dot(p, axis)), bmax = std::max(bmax, map::dot(p, axis));
    const double scale = std::max(1.0, map::length(axis));
    if (amax <= bmin + kTouch * scale || bmax <= amin + kTouch * scale) return true;
  }
  return false;
}

}  // namespace

map::Polygon thick_segment(map::Point a, map::Point b, double width) {
  const double len = map::distance(a, b);
  if (len <= 0) return {a};
  const map::Point n = map::Point{-(b.y - a.y), b.x - a.x} * (width / 2 / len);
  return {a + n, b + n, b - n, a - n};
}

std::vector<map::Polygon> convex_parts(const map::TerrainFeature& f) {
  std::vector<map::Polygon> parts;
  if (f.shape == map::FeatureShape::PolygonArea) {
    parts.push_back(hull(f.points));
  } else if (f.shape == map::FeatureShape::CircleArea) {
    const double r = f.radius_cm / std::cos(std::numbers::pi / 8);
    map::Polygon octagon;
    for (int i = 0; i < 8; ++i) {
      const double a = std::numbers::pi / 8 + i * std::numbers::pi / 4;
      octagon.push_back({f.centre.x + r * std::cos(a), f.centre.y + r * std::sin(a)});
    }
    parts.push_back(octagon);
  } else {
    // A line covers every point within half its thickness: rectangles along the stretches and
    // a square round each point for the rounded joints and ends.
    const double w = std::max(f.thickness_cm, 0.1);
    for (std::size_t i = 0; i + 1 < f.points.size(); ++i)
      parts.push_back(thick_segment(f.points[i], f.points[i + 1], w));
    for (const map::Point p : f.points)
      parts.push_back({p + map::Point{-w / 2, -w / 2}, p + map::Point{w / 2, -w / 2},
                       p + map::Point{w / 2, w / 2}, p + map::Point{-w / 2, w / 2}});
  }
  return parts;
}

bool convex_overlap(const map::Polygon& a, const map::Polygon& b) {
  if (a.size() < 3 || b.size() < 3) return false;
  return !separated_on_axes_of(a, b) && !separated_on_axes_of(b, a);
}

bool parts_overlap(const std::vector<map::Polygon>& a, const std::vector<map::Polygon>& b) {
  for (const auto& p : a)
    for (const auto& q : b)
      if (convex_overlap(p, q)) return true;
  return false;
}

}  // namespace fray::game::detail

#include <algorithm>
#include <cmath>
#include <numbers>

#include <fray/map/table_path_obstacle.h>

namespace fray::map {

PathBox PathBox::of(const Polygon& polygon) {
  PathBox box{polygon.front(), polygon.front()};
  for (const Point& p : polygon) {
    box.min = {std::min(box.min.x, p.x), std::min(box.min.y, p.y)};
    box.max = {std::max(box.max.x, p.x), std::max(box.max.y, p.y)};
  }
  return box;
}

PathBox PathBox::of(Point a, Point b) {
  return {{std::min(a.x, b.x), std::min(a.y, b.y)}, {std::max(a.x, b.x), std::max(a.y, b.y)}};
}

Polygon convex_hull(std::vector<Point> points) {
  std::sort(points.begin(), points.end(),
            [](Point a, Point b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
  points.erase(std::unique(points.begin(), points.end()), points.end());
  if (points.size() < 3) return points;
  Polygon hull(2 * points.size());
  std::size_t k = 0;
  const auto turn = [&](Point o, Point a, Point b) { return cross(a - o, b - o); };
  for (const Point& p : points) {  // lower chain
    while (k >= 2 && turn(hull[k - 2], hull[k - 1], p) <= 0) --k;
    hull[k++] = p;
  }
  for (std::size_t i = points.size() - 1, lower = k + 1; i-- > 0;) {  // upper chain
    while (k >= lower && turn(hull[k - 2], hull[k - 1], points[i]) <= 0) --k;
    hull[k++] = points[i];
  }
  hull.resize(k - 1);
  return hull;
}

GrownObstacle::GrownObstacle(const Polygon& obstacle, double radius, double tolerance) {
  const Polygon hull = convex_hull(obstacle);
  const std::size_t n = hull.size();
  if (radius <= 0.0 || n == 0) {
    corners_ = hull;
  } else {
    const double max_step = 2.0 * std::acos(radius / (radius + std::max(tolerance, 1e-6)));
    const auto normal_angle = [&](std::size_t i) {  // outward normal of edge i -> i + 1
      const Point d = hull[(i + 1) % n] - hull[i];
      return std::atan2(-d.x, d.y);
    };
    for (std::size_t i = 0; i < n; ++i) {
      // Arc at corner i from the normal of the edge arriving to the normal of the edge leaving.
      double from = n == 1 ? 0.0 : normal_angle((i + n - 1) % n);
      double turn = n == 1 ? 2.0 * std::numbers::pi : normal_angle(i) - from;
      while (turn < 0.0) turn += 2.0 * std::numbers::pi;
      const int steps = std::max(1, static_cast<int>(std::ceil(turn / max_step)));
      const double step = turn / steps;
      const double reach = radius / std::cos(step / 2.0);
      for (int j = 0; j < steps; ++j) {
        const double a = from + (j + 0.5) * step;
        corners_.push_back({hull[i].x + reach * std::cos(a), hull[i].y + reach * std::sin(a)});
      }
    }
  }
  for (std::size_t i = 0; i < corners_.size(); ++i) {
    const Point d = corners_[(i + 1) % corners_.size()] - corners_[i];
    const double len = length(d);
    normals_.push_back(len > 0.0 ? Point{d.y / len, -d.x / len} : Point{0.0, 0.0});
  }
  if (!corners_.empty()) box_ = PathBox::of(corners_);
}

bool GrownObstacle::strictly_contains(Point p) const {
  if (corners_.size() < 3) return false;
  for (std::size_t i = 0; i < corners_.size(); ++i) {
    if (dot(normals_[i], p - corners_[i]) >= -kPathEpsilon) return false;
  }
  return true;
}

bool GrownObstacle::blocks(const Segment& s) const {
  if (corners_.size() < 3) return false;
  // Cyrus-Beck: clip the segment to the interior shrunk by kPathEpsilon.
  const Point d = s.b - s.a;
  double enter = 0.0;
  double exit = 1.0;
  for (std::size_t i = 0; i < corners_.size(); ++i) {
    const double num = dot(normals_[i], s.a - corners_[i]) + kPathEpsilon;
    const double den = dot(normals_[i], d);
    if (den == 0.0) {
      if (num >= 0.0) return false;
      continue;
    }
    const double t = -num / den;
    if (den < 0.0) {
      enter = std::max(enter, t);
    } else {
      exit = std::min(exit, t);
    }
    if (enter >= exit) return false;
  }
  return true;
}

}  // namespace fray::map

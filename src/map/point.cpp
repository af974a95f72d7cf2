#include <cmath>
#include <numbers>

#include <fray/map/point.h>

namespace fray::map {

double length(Point v) { return std::hypot(v.x, v.y); }

double distance(Point a, Point b) { return length(b - a); }

double heading_deg(Point from, Point to, double fallback) {
  const Point d = to - from;
  if (length(d) < 1e-9) return fallback;
  const double deg = std::atan2(d.x, -d.y) * 180.0 / std::numbers::pi;
  return deg < 0 ? deg + 360.0 : deg;
}

}  // namespace fray::map

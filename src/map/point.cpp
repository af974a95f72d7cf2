#include <fray/map/point.h>

namespace fray::map {

double length(Point v) { return std::hypot(v.x, v.y); }

double distance(Point a, Point b) { return length(b - a); }

}  // namespace fray::map

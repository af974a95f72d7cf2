#include <fray/map/table_path.h>

namespace fray::map {

TablePathProgress advance_along(const TablePath& path, double allowance,
                                const TablePathfinder& pricing) {
  TablePathProgress progress;
  if (path.points.empty()) return progress;
  progress.reached = path.points.front();
  for (std::size_t leg = 0; leg + 1 < path.points.size(); ++leg) {
    const Point a = path.points[leg];
    const Point b = path.points[leg + 1];
    if (allowance >= path.costs[leg + 1]) {
      progress = {b, leg, path.costs[leg + 1], false};
      continue;
    }
    const double left = allowance - path.costs[leg];
    double lo = 0.0;
    double hi = 1.0;
    const double leg_length = distance(a, b);
    // Bisection on the fraction of the leg: the cost of a partial leg grows with it.
    while ((hi - lo) * leg_length > 1e-3) {
      const double mid = (lo + hi) / 2.0;
      if (pricing.segment_cost(a, a + (b - a) * mid) <= left) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    const Point stop = a + (b - a) * lo;
    return {stop, leg, path.costs[leg] + pricing.segment_cost(a, stop), false};
  }
  progress.complete = true;
  progress.leg = path.points.size() >= 2 ? path.points.size() - 2 : 0;
  return progress;
}

}  // namespace fray::map

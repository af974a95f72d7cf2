#pragma once

#include <vector>

#include <fray/map/point.h>
#include <fray/map/segment.h>

namespace fray::map {

/// An axis-aligned box, for cheap rejection before exact tests.
struct PathBox {
  Point min;
  Point max;
  bool overlaps(const PathBox& o) const {
    return min.x <= o.max.x && o.min.x <= max.x && min.y <= o.max.y && o.min.y <= max.y;
  }
  static PathBox of(const Polygon& polygon);
  static PathBox of(Point a, Point b);
};

/// The convex hull of a set of points, counter-clockwise (in x-right, y-up terms; on the table,
/// whose y grows downwards, it runs clockwise on screen). Collinear points are dropped.
Polygon convex_hull(std::vector<Point> points);

/// An obstacle grown by a base's radius, as the region the base's centre may not enter, for
/// free-measure paths.
///
/// Approximation: the obstacle is replaced by its convex hull (a pocket of a concave obstacle is
/// closed), and each rounded corner of the exact grown shape (an arc of radius r) by the
/// polygon that circumscribes it, with arc steps small enough that the polygon lies at most
/// `tolerance` outside the exact shape: r (1 / cos(step / 2) - 1) <= tolerance. So the grown
/// polygon always contains the exact grown obstacle (a path never clips the real obstacle) and a
/// path around a corner is at most a few hundredths of a centimetre longer than exact.
class GrownObstacle {
 public:
  GrownObstacle(const Polygon& obstacle, double radius, double tolerance);

  /// Corners of the grown polygon, counter-clockwise (see convex_hull).
  const Polygon& corners() const { return corners_; }
  const PathBox& box() const { return box_; }

  /// True when the point lies strictly inside (more than `kPathEpsilon` from the boundary).
  bool strictly_contains(Point p) const;
  /// True when the segment passes through the interior; touching the boundary, running along
  /// an edge or through a corner does not block.
  bool blocks(const Segment& s) const;

 private:
  Polygon corners_;
  std::vector<Point> normals_;  // outward normal of edge i (corner i to i + 1), unit length
  PathBox box_;
};

/// Distances closer than this (cm) count as touching in path geometry.
inline constexpr double kPathEpsilon = 1e-7;

}  // namespace fray::map

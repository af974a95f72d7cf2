#include <cmath>
#include <numbers>
#include <string>

#include <gtest/gtest.h>

#include <fray/map/table_path_obstacle.h>

namespace fray::map {
namespace {

const Polygon kSquare{{0, 0}, {2, 0}, {2, 2}, {0, 2}};

TEST(TablePathObstacle, ConvexHullDropsInnerAndCollinearPoints) {
  struct Row {
    std::string what;
    Polygon points;
    std::size_t corners;
  };
  const Row rows[] = {
      {"square with a point inside", {{0, 0}, {2, 0}, {1, 1}, {2, 2}, {0, 2}}, 4},
      {"collinear point on an edge", {{0, 0}, {1, 0}, {2, 0}, {2, 2}, {0, 2}}, 4},
      {"L shape: the pocket closes", {{0, 0}, {4, 0}, {4, 1}, {1, 1}, {1, 4}, {0, 4}}, 5},
      {"a wall segment", {{0, 0}, {5, 0}}, 2},
  };
  for (const Row& row : rows) EXPECT_EQ(convex_hull(row.points).size(), row.corners) << row.what;
}

// The grown polygon contains the exact grown shape and exceeds it by at most the tolerance.
TEST(TablePathObstacle, GrownPolygonStaysWithinTolerance) {
  struct Row {
    Polygon obstacle;
    double radius;
    double tolerance;
  };
  const Row rows[] = {
      {kSquare, 1.0, 0.05},
      {kSquare, 1.25, 0.01},
      {{{0, 0}, {6, 1}, {3, 5}}, 2.0, 0.02},
      {{{0, 0}, {5, 0}}, 1.0, 0.02},  // a wall: rounded ends
  };
  for (const Row& row : rows) {
    const GrownObstacle grown(row.obstacle, row.radius, row.tolerance);
    const Polygon hull = convex_hull(row.obstacle);
    const auto distance_to_obstacle = [&](Point p) {
      if (hull.size() < 3) return distance_to_segment(p, {hull[0], hull[1]});
      return contains(hull, p) ? 0.0 : distance_to_boundary(hull, p);
    };
    // Every edge of the grown polygon lies between r and r + tolerance from the obstacle.
    for (std::size_t i = 0; i < grown.corners().size(); ++i) {
      const Point a = grown.corners()[i];
      const Point b = grown.corners()[(i + 1) % grown.corners().size()];
      for (int k = 0; k <= 10; ++k) {
        const double d = distance_to_obstacle(a + (b - a) * (k / 10.0));
        EXPECT_GE(d, row.radius - 1e-9);
        EXPECT_LE(d, row.radius + row.tolerance + 1e-9);
      }
    }
    // Points at distance just under r from the obstacle are inside.
    for (int k = 0; k < 64; ++k) {
      const double angle = 2 * std::numbers::pi * k / 64;
      for (const Point& corner : hull) {
        const Point p{corner.x + 0.999 * row.radius * std::cos(angle),
                      corner.y + 0.999 * row.radius * std::sin(angle)};
        EXPECT_TRUE(grown.strictly_contains(p));
      }
    }
  }
}

TEST(TablePathObstacle, SegmentsBlockedOnlyThroughTheInterior) {
  const GrownObstacle square(kSquare, 0.0, 0.01);
  struct Row {
    std::string what;
    Segment s;
    bool blocked;
  };
  const Row rows[] = {
      {"across", {{-1, 1}, {3, 1}}, true},
      {"diagonal corner to corner", {{0, 0}, {2, 2}}, true},
      {"ends inside", {{-1, 1}, {1, 1}}, true},
      {"along an edge", {{-1, 0}, {3, 0}}, false},
      {"through a corner only", {{-1, 1}, {1, -1}}, false},
      {"touching a corner", {{-1, -1}, {0, 0}}, false},
      {"edge of the square itself", {{0, 0}, {2, 0}}, false},
      {"outside", {{3, 3}, {5, 0}}, false},
  };
  for (const Row& row : rows) EXPECT_EQ(square.blocks(row.s), row.blocked) << row.what;
  EXPECT_TRUE(square.strictly_contains({1, 1}));
  EXPECT_FALSE(square.strictly_contains({0, 1}));
  EXPECT_FALSE(square.strictly_contains({3, 1}));
}

}  // namespace
}  // namespace fray::map

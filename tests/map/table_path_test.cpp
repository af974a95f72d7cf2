#include <cmath>
#include <numbers>
#include <string>

#include <gtest/gtest.h>

#include <fray/map/table_path.h>

namespace fray::map {
namespace {

Polygon box(double x0, double y0, double x1, double y1) {
  return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
}

TablePathOptions radius(double r) {
  TablePathOptions o;
  o.base_radius_cm = r;
  return o;
}

TEST(TablePath, OpenTableIsAStraightLine) {
  TablePathfinder finder(TablePathMap{}, radius(1.25));
  const auto path = finder.shortest_path({10, 10}, {40, 50});
  ASSERT_TRUE(path.has_value());
  EXPECT_EQ(path->points.size(), 2u);
  EXPECT_DOUBLE_EQ(path->cost(), 50.0);
}

// Around a 20 cm square block: a point base goes corner to corner; a round base follows the
// exact grown shape (tangent, arc, edge, arc, tangent) to within the tolerance.
TEST(TablePath, AroundABlockMatchesTheExactGrownShape) {
  TablePathMap map;
  map.obstacles.push_back(box(40, 80, 60, 100));
  const Point a{50, 70};
  const Point b{50, 110};
  {
    TablePathfinder finder(map, radius(0.0));
    const auto path = finder.shortest_path(a, b);
    ASSERT_TRUE(path.has_value());
    EXPECT_NEAR(path->cost(), 2 * std::sqrt(200.0) + 20.0, 1e-9);
  }
  const double r = 1.0;
  const double d = std::sqrt(200.0);
  const double arc = std::numbers::pi - std::numbers::pi / 4 - std::acos(r / d);
  const double exact = 2 * (std::sqrt(d * d - r * r) + r * arc) + 20.0;
  for (const double tolerance : {0.05, 0.01}) {
    TablePathOptions o = radius(r);
    o.tolerance_cm = tolerance;
    TablePathfinder finder(map, o);
    const auto path = finder.shortest_path(a, b);
    ASSERT_TRUE(path.has_value());
    EXPECT_GE(path->cost(), exact - 1e-9);
    EXPECT_LE(path->cost(), exact + 2 * tolerance);
  }
}

TEST(TablePath, RefusedEndsAndClosedGaps) {
  TablePathMap map;
  map.width_cm = 100;
  map.height_cm = 100;
  map.obstacles.push_back(box(0, 48, 60, 52));    // a wall from the left edge
  map.obstacles.push_back(box(62, 48, 100, 52));  // and from the right: a 2 cm gap
  struct Row {
    std::string what;
    double base_radius;
    Point from, to;
    bool found;
  };
  const Row rows[] = {
      {"a 1.5 cm base does not pass a 2 cm gap", 1.5, {61, 20}, {61, 80}, false},
      {"a 0.9 cm base passes the 2 cm gap", 0.9, {61, 20}, {61, 80}, true},
      {"goal inside the wall", 0.5, {61, 20}, {30, 50}, false},
      {"goal within the radius of the table edge", 1.0, {61, 20}, {0.5, 20}, false},
      {"start off the table", 1.0, {-5, 20}, {61, 20}, false},
  };
  for (const Row& row : rows) {
    TablePathfinder finder(map, radius(row.base_radius));
    EXPECT_EQ(finder.shortest_path(row.from, row.to).has_value(), row.found) << row.what;
  }
}

TEST(TablePath, DifficultGroundIsPricedAndAvoidedWhenCheaper) {
  TablePathMap map;
  map.width_cm = 100;
  map.height_cm = 100;
  // A band of difficult ground across the whole table: it has to be crossed, straight.
  map.regions.push_back({box(0, 40, 100, 50), 2.0});
  {
    TablePathfinder finder(map, radius(1.0));
    const auto path = finder.shortest_path({50, 20}, {50, 80});
    ASSERT_TRUE(path.has_value());
    EXPECT_NEAR(path->cost(), 60.0 + 10.0, 1e-9);
    EXPECT_NEAR(path->length(), 60.0, 1e-9);
  }
  // A small patch of factor 3 in the way: cheaper to walk around its corners.
  map.regions = {{box(45, 45, 55, 55), 3.0}};
  TablePathfinder finder(map, radius(1.0));
  const auto path = finder.shortest_path({50, 30}, {50, 70});
  ASSERT_TRUE(path.has_value());
  const double around = 2 * std::sqrt(25.0 + 225.0) + 10.0;  // via (45,45) and (45,55)
  EXPECT_NEAR(path->cost(), around, 1e-9);
  EXPECT_LT(path->cost(), 40.0 + 2 * 10.0);
}

TEST(TablePath, AdvanceAlongStopsWhereTheAllowanceEnds) {
  TablePathMap map;
  map.regions.push_back({box(0, 20, 120, 30), 2.0});
  TablePathfinder finder(map, radius(1.0));
  const auto path = finder.shortest_path({10, 10}, {10, 40});
  ASSERT_TRUE(path.has_value());
  struct Row {
    double allowance;
    double stop_y;
    bool complete;
  };
  const Row rows[] = {
      {5, 15, false},   // open ground
      {14, 22, false},  // 10 open, then 4 of allowance for 2 cm of difficult ground
      {30, 30, false},  // 10 + 20 for the band
      {40, 40, true},   // all of it (30 cm long, 40 cost)
      {100, 40, true},
  };
  for (const Row& row : rows) {
    const TablePathProgress p = advance_along(*path, row.allowance, finder);
    EXPECT_NEAR(p.reached.y, row.stop_y, 2e-3) << row.allowance;
    EXPECT_NEAR(p.reached.x, 10.0, 1e-9);
    EXPECT_EQ(p.complete, row.complete) << row.allowance;
  }
}

TEST(TablePath, ReachableRasterShadesWhatTheAllowanceCovers) {
  TablePathMap map;
  map.obstacles.push_back(box(50, 40, 70, 42));  // a thin wall north of the start
  TablePathfinder finder(map, radius(1.0));
  const Point start{60.5, 50.5};
  const double allowance = 12.5;  // the raster's cells are then centred on whole + 0.5 cm
  const TableReachRaster raster = finder.reachable(start, allowance, 1.0);
  const auto at = [&](Point p) {
    const int c = static_cast<int>((p.x - raster.origin.x) / raster.cell_cm);
    const int r = static_cast<int>((p.y - raster.origin.y) / raster.cell_cm);
    return raster.cost(c, r);
  };
  EXPECT_NEAR(at({60.5, 50.5}), 0.0, 1e-6);
  EXPECT_NEAR(at({60.5, 58.5}), 8.0, 1e-5);       // straight south
  EXPECT_FALSE(std::isfinite(at({70.5, 59.5})));  // 13.45 cm away
  EXPECT_FALSE(std::isfinite(at({60.5, 41.5})));  // inside the grown wall
  EXPECT_FALSE(std::isfinite(at({60.5, 38.5})));  // behind the wall: the way round is too long
  EXPECT_NEAR(at({48.5, 50.5}), 12.0, 1e-5);      // west, 12 cm
  // Each reachable cell costs what a shortest path to its centre costs.
  for (int r = 0; r < raster.rows; r += 3) {
    for (int c = 0; c < raster.columns; c += 3) {
      const Point p{raster.origin.x + (c + 0.5), raster.origin.y + (r + 0.5)};
      const auto path = finder.shortest_path(start, p);
      if (raster.reachable(c, r)) {
        ASSERT_TRUE(path.has_value());
        EXPECT_NEAR(raster.cost(c, r), path->cost(), 1e-4);
      } else if (path) {
        EXPECT_GT(path->cost(), allowance - 1e-6);
      }
    }
  }
}

}  // namespace
}  // namespace fray::map

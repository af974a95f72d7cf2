#include <cmath>

#include <gtest/gtest.h>

#include <fray/map/base_geometry.h>

namespace fray::map {
namespace {

constexpr Base kRound2{BaseShape::Round, 2.0, 2.0};
constexpr Base kRound25{BaseShape::Round, 2.5, 2.5};
constexpr Base kSquare2{BaseShape::Square, 2.0, 2.0};
constexpr Base kSquare4{BaseShape::Square, 4.0, 4.0};
constexpr Base kMounted{BaseShape::Rectangle, 2.5, 5.0};

void expect_near(Point a, Point b) {
  EXPECT_NEAR(a.x, b.x, 1e-9);
  EXPECT_NEAR(a.y, b.y, 1e-9);
}

TEST(BaseGeometry, FacingZeroIsNorthAndAnglesGrowClockwise) {
  expect_near(facing_vector(0), {0, -1});
  expect_near(facing_vector(90), {1, 0});
  expect_near(facing_vector(180), {0, 1});
  expect_near(facing_vector(270), {-1, 0});
  expect_near(right_vector(0), {1, 0});
}

TEST(BaseGeometry, MountedRectangleLiesAlongTheFacing) {
  // Facing north: 2.5 across, 5 deep; corners front-left, front-right, back-right, back-left.
  const auto north = base_rectangle(kMounted, {{10, 10}, 0});
  expect_near(north[0], {8.75, 7.5});
  expect_near(north[1], {11.25, 7.5});
  expect_near(north[2], {11.25, 12.5});
  expect_near(north[3], {8.75, 12.5});
  // Facing east: the long side now runs along x.
  const auto east = base_rectangle(kMounted, {{10, 10}, 90});
  expect_near(east[0], {12.5, 8.75});
  expect_near(east[2], {7.5, 11.25});
}

TEST(BaseGeometry, RoundBaseContactSquareIsItsDiameter) {
  const auto square = base_rectangle(kRound25, {{0, 0}, 0});
  expect_near(square[0], {-1.25, -1.25});
  expect_near(square[2], {1.25, 1.25});
}

struct PairCase {
  const char* what;
  Base a;
  Placement pa;
  Base b;
  Placement pb;
  double edge_distance;
  bool overlap;
};

TEST(BaseGeometry, EdgeDistanceAndOverlapTable) {
  const double diag = std::hypot(3.0, 3.0);
  const PairCase cases[] = {
      {"round 2 cm bases 5 cm apart centre to centre",
       kRound2,
       {{0, 0}, 0},
       kRound2,
       {{5, 0}, 0},
       3.0,
       false},
      {"round bases touching", kRound2, {{0, 0}, 0}, kRound25, {{2.25, 0}, 0}, 0.0, false},
      {"round bases overlapping", kRound2, {{0, 0}, 0}, kRound2, {{1.5, 0}, 0}, 0.0, true},
      {"squares edge to edge", kSquare2, {{0, 0}, 0}, kSquare2, {{2, 0}, 0}, 0.0, false},
      {"squares 1 cm apart", kSquare2, {{0, 0}, 0}, kSquare2, {{3, 0}, 0}, 1.0, false},
      {"squares corner to corner, diagonal gap",
       kSquare2,
       {{0, 0}, 0},
       kSquare2,
       {{5, 5}, 0},
       diag,
       false},
      {"square overlapping a square by 0.05 cm is tolerated",
       kSquare2,
       {{0, 0}, 0},
       kSquare2,
       {{1.95, 0}, 0},
       0.0,
       false},
      {"square overlapping by 0.5 cm", kSquare2, {{0, 0}, 0}, kSquare2, {{1.5, 0}, 0}, 0.0, true},
      {"round base beside a square", kRound2, {{0, 0}, 0}, kSquare4, {{4, 0}, 0}, 1.0, false},
      {"round base against a square's corner",
       kRound2,
       {{0, 0}, 0},
       kSquare4,
       {{3, 3}, 0},
       std::hypot(1.0, 1.0) - 1.0,
       false},
      {"rider's long flank 1 cm from a square",
       kMounted,
       {{0, 0}, 0},
       kSquare2,
       {{3.25, 2}, 0},
       1.0,
       false},
      {"rider turned 45 degrees overlaps a square beside it",
       kMounted,
       {{0, 0}, 45},
       kSquare2,
       {{2, 0}, 0},
       0.0,
       true},
  };
  for (const auto& c : cases) {
    const Footprint fa = footprint(c.a, c.pa);
    const Footprint fb = footprint(c.b, c.pb);
    EXPECT_NEAR(edge_distance(fa, fb), c.edge_distance, 1e-9) << c.what;
    EXPECT_NEAR(edge_distance(fb, fa), c.edge_distance, 1e-9) << c.what << " (swapped)";
    EXPECT_EQ(bases_overlap(fa, fb), c.overlap) << c.what;
    EXPECT_EQ(bases_overlap(fb, fa), c.overlap) << c.what << " (swapped)";
  }
}

TEST(BaseGeometry, DistanceToBaseFromAPoint) {
  const Footprint round = footprint(kRound2, {{0, 0}, 0});
  EXPECT_DOUBLE_EQ(distance_to_base(round, {4, 0}), 3.0);
  EXPECT_DOUBLE_EQ(distance_to_base(round, {0.5, 0}), 0.0);
  const Footprint square = footprint(kSquare2, {{0, 0}, 0});
  EXPECT_DOUBLE_EQ(distance_to_base(square, {4, 0}), 3.0);
}

TEST(BaseGeometry, OutlineOfARoundBaseFollowsTheCircle) {
  const Footprint round = footprint(kRound2, {{10, 10}, 0});
  const Polygon polygon = outline(round);
  ASSERT_EQ(polygon.size(), 16u);
  for (const Point& p : polygon) EXPECT_NEAR(distance(p, {10, 10}), 1.0, 1e-9);
  EXPECT_EQ(outline(footprint(kSquare2, {{0, 0}, 0})).size(), 4u);
}

}  // namespace
}  // namespace fray::map

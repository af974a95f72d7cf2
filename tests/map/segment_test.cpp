#include <cmath>

#include <gtest/gtest.h>

#include <fray/map/segment.h>

namespace fray::map {
namespace {

const Polygon kSquare{{0, 0}, {10, 0}, {10, 10}, {0, 10}};
// An L shape: concave, so a line can leave and re-enter it.
const Polygon kEll{{0, 0}, {10, 0}, {10, 4}, {4, 4}, {4, 10}, {0, 10}};

TEST(Segment, DotAndCross) {
  EXPECT_DOUBLE_EQ(dot({1, 2}, {3, 4}), 11.0);
  EXPECT_DOUBLE_EQ(cross({1, 0}, {0, 1}), 1.0);
  EXPECT_DOUBLE_EQ(cross({0, 1}, {1, 0}), -1.0);
}

struct PointSegmentCase {
  Point p;
  Segment s;
  double expected;
};

TEST(Segment, DistanceToSegmentTable) {
  const PointSegmentCase cases[] = {
      {{5, 3}, {{0, 0}, {10, 0}}, 3.0},   // above the middle
      {{-3, 4}, {{0, 0}, {10, 0}}, 5.0},  // beyond the first end
      {{13, 4}, {{0, 0}, {10, 0}}, 5.0},  // beyond the second end
      {{2, 0}, {{0, 0}, {10, 0}}, 0.0},   // on it
      {{3, 4}, {{0, 0}, {0, 0}}, 5.0},    // degenerate segment: a point
  };
  for (const auto& c : cases) {
    EXPECT_NEAR(distance_to_segment(c.p, c.s), c.expected, 1e-12) << c.p.x << "," << c.p.y;
  }
}

struct TwoSegmentCase {
  const char* what;
  Segment s;
  Segment t;
  bool intersect;
  double distance;
};

TEST(Segment, IntersectionAndDistanceTable) {
  const TwoSegmentCase cases[] = {
      {"crossing", {{0, 0}, {10, 10}}, {{0, 10}, {10, 0}}, true, 0.0},
      {"touching ends", {{0, 0}, {5, 0}}, {{5, 0}, {5, 5}}, true, 0.0},
      {"T junction", {{0, 0}, {10, 0}}, {{5, 0}, {5, 5}}, true, 0.0},
      {"collinear overlapping", {{0, 0}, {6, 0}}, {{4, 0}, {9, 0}}, true, 0.0},
      {"collinear apart", {{0, 0}, {2, 0}}, {{5, 0}, {9, 0}}, false, 3.0},
      {"parallel", {{0, 0}, {10, 0}}, {{0, 2}, {10, 2}}, false, 2.0},
      {"skew apart", {{0, 0}, {2, 0}}, {{5, 4}, {5, 9}}, false, 5.0},
  };
  for (const auto& c : cases) {
    EXPECT_EQ(segments_intersect(c.s, c.t), c.intersect) << c.what;
    EXPECT_EQ(segments_intersect(c.t, c.s), c.intersect) << c.what << " (swapped)";
    EXPECT_NEAR(segment_distance(c.s, c.t), c.distance, 1e-12) << c.what;
  }
}

struct ContainsCase {
  Point p;
  bool inside_square;
  bool inside_ell;
};

TEST(Segment, ContainsTable) {
  const ContainsCase cases[] = {
      {{5, 5}, true, false},    // the notch of the L
      {{2, 8}, true, true},     // the L's upright
      {{8, 2}, true, true},     // the L's foot
      {{0, 5}, true, true},     // on the boundary counts
      {{10, 10}, true, false},  // a corner of the square
      {{11, 5}, false, false}, {{-0.001, 5}, false, false},
  };
  for (const auto& c : cases) {
    EXPECT_EQ(contains(kSquare, c.p), c.inside_square) << c.p.x << "," << c.p.y;
    EXPECT_EQ(contains(kEll, c.p), c.inside_ell) << c.p.x << "," << c.p.y;
  }
}

TEST(Segment, EdgesCloseThePolygon) {
  const auto e = edges(kSquare);
  ASSERT_EQ(e.size(), 4u);
  EXPECT_EQ(e.back(), (Segment{{0, 10}, {0, 0}}));
}

TEST(Segment, DistanceToBoundary) {
  EXPECT_DOUBLE_EQ(distance_to_boundary(kSquare, {5, 3}), 3.0);
  EXPECT_DOUBLE_EQ(distance_to_boundary(kSquare, {13, 5}), 3.0);
  EXPECT_DOUBLE_EQ(distance_to_boundary(kSquare, {10, 5}), 0.0);
}

struct LengthInsideCase {
  const char* what;
  const Polygon* polygon;
  Segment s;
  double expected;
};

TEST(Segment, LengthInsideTable) {
  const LengthInsideCase cases[] = {
      {"straight through", &kSquare, {{-5, 5}, {15, 5}}, 10.0},
      {"starts inside", &kSquare, {{5, 5}, {15, 5}}, 5.0},
      {"wholly inside", &kSquare, {{2, 2}, {8, 8}}, std::hypot(6.0, 6.0)},
      {"misses", &kSquare, {{-5, -5}, {-1, 20}}, 0.0},
      {"diagonal corner to corner", &kSquare, {{-1, -1}, {11, 11}}, std::hypot(10.0, 10.0)},
      {"through the L's upright only", &kEll, {{-2, 7}, {12, 7}}, 4.0},
      {"up the L's upright", &kEll, {{2, 2}, {2, 12}}, 8.0},
  };
  for (const auto& c : cases) {
    EXPECT_NEAR(length_inside(*c.polygon, c.s), c.expected, 1e-9) << c.what;
  }
  // A line from (-2, 9) to (12, 2): inside the upright while x <= 4, out over the notch, back in
  // the foot once y <= 4 (x >= 8). Slope -0.5: x in [0, 4] and [8, 10] are inside.
  const Segment s{{-2, 9}, {12, 2}};
  const double per_x = std::hypot(1.0, 0.5);
  EXPECT_NEAR(length_inside(kEll, s), (4.0 + 2.0) * per_x, 1e-9);
}

}  // namespace
}  // namespace fray::map

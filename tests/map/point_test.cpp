#include <gtest/gtest.h>

#include <fray/map/point.h>

namespace fray::map {
namespace {

TEST(Point, DistanceIsEuclideanInCentimetres) {
  EXPECT_DOUBLE_EQ(distance({0, 0}, {3, 4}), 5.0);
  EXPECT_DOUBLE_EQ(distance({10, 10}, {10, 10}), 0.0);
}

TEST(Point, ArithmeticKeepsComponents) {
  EXPECT_EQ((Point{1, 2} + Point{3, 4}), (Point{4, 6}));
  EXPECT_EQ((Point{5, 5} - Point{2, 1}), (Point{3, 4}));
  EXPECT_EQ((Point{1, -2} * 2.0), (Point{2, -4}));
}

}  // namespace
}  // namespace fray::map

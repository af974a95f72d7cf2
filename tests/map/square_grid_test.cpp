// The square grid (seed 003, "Miniatures and battle maps"): spaces, neighbours, the table's
// squares and the centre-to-centre line of sight.
#include <algorithm>

#include <gtest/gtest.h>

#include <fray/map/square_grid.h>

namespace fray::map {
namespace {

TEST(SquareGrid, ADiagonalStepCostsOneSpaceLikeAnyOther) {
  EXPECT_EQ(square_distance({0, 0}, {3, 0}), 3);
  EXPECT_EQ(square_distance({0, 0}, {3, 3}), 3);
  EXPECT_EQ(square_distance({5, 2}, {1, 4}), 4);
  EXPECT_EQ(square_distance({2, 2}, {2, 2}), 0);
}

TEST(SquareGrid, NeighboursAreTheEightAroundClockwiseFromNorthOnTheGrid) {
  const SquareGrid grid(4, 3);
  const std::vector<Square> inside = grid.neighbours({1, 1});
  const std::vector<Square> expected{{1, 0}, {2, 0}, {2, 1}, {2, 2},
                                     {1, 2}, {0, 2}, {0, 1}, {0, 0}};
  EXPECT_EQ(inside, expected);
  EXPECT_EQ(grid.neighbours({0, 0}).size(), 3u);
  EXPECT_EQ(grid.neighbours({3, 1}).size(), 5u);
  EXPECT_EQ(grid.at_index(grid.index({3, 2})), (Square{3, 2}));
  EXPECT_FALSE(grid.contains({4, 0}));
  EXPECT_FALSE(grid.contains({0, -1}));
}

TEST(SquareGrid, ALayoutPlacesSquaresOnTheTableAndFindsThem) {
  const SquareLayout inch{2.54, {10, 20}};
  EXPECT_DOUBLE_EQ(inch.centre({0, 0}).x, 10 + 1.27);
  EXPECT_DOUBLE_EQ(inch.centre({2, 1}).y, 20 + 1.5 * 2.54);
  for (const Square s : {Square{0, 0}, Square{3, 7}, Square{-1, 2}})
    EXPECT_EQ(inch.square_at(inch.centre(s)), s);
  const SquareLayout half_inch{1.25, {10, 20}};  // sizes exact in binary: the edge is exact
  EXPECT_EQ(half_inch.square_at({10 + 1.25, 20}), (Square{1, 0}));  // an edge goes right, down
}

TEST(SquareGrid, TheLinePassesThroughTheSquaresItEnters) {
  EXPECT_EQ(square_line({0, 0}, {3, 0}), (std::vector<Square>{{0, 0}, {1, 0}, {2, 0}, {3, 0}}));
  // Through the corners only: the squares it touches are not entered.
  EXPECT_EQ(square_line({0, 0}, {2, 2}), (std::vector<Square>{{0, 0}, {1, 1}, {2, 2}}));
  // From (0.5, 0.5) to (2.5, 1.5): x = 1 at y 0.75, y = 1 at x 1.5, x = 2 at y 1.25.
  EXPECT_EQ(square_line({0, 0}, {2, 1}), (std::vector<Square>{{0, 0}, {1, 0}, {1, 1}, {2, 1}}));
  EXPECT_EQ(square_line({4, 4}, {4, 4}), (std::vector<Square>{{4, 4}}));
}

TEST(SquareGrid, TheLineIsTheSameBothWaysAndStepsFromNeighbourToNeighbour) {
  for (int c = -4; c <= 4; ++c)
    for (int r = -4; r <= 4; ++r) {
      std::vector<Square> back = square_line({c, r}, {0, 0});
      std::reverse(back.begin(), back.end());
      EXPECT_EQ(square_line({0, 0}, {c, r}), back) << c << ", " << r;
      const std::vector<Square> line = square_line({0, 0}, {c, r});
      EXPECT_EQ(line.back(), (Square{c, r}));
      for (std::size_t k = 1; k < line.size(); ++k)
        EXPECT_EQ(square_distance(line[k - 1], line[k]), 1) << c << ", " << r;
    }
}

TEST(SquareGrid, AWallBetweenBlocksTheLineAndACornerItOnlyTouchesDoesNot) {
  SquareMap map(5, 5);
  map.cell({1, 0}).blocks_sight = true;
  EXPECT_TRUE(map.clear_line({0, 0}, {2, 2}));   // touches (1, 0) at a corner only
  EXPECT_FALSE(map.clear_line({0, 0}, {2, 0}));  // straight through it
  map.cell({1, 1}).blocks_sight = true;
  EXPECT_FALSE(map.clear_line({0, 0}, {2, 2}));
  // The ends do not block: a figure in a doorway still sees and is seen.
  EXPECT_TRUE(map.clear_line({1, 1}, {3, 3}));
}

TEST(SquareGrid, AWalkTakesOneStepPerSpaceAndEndsWhereItIsGoing) {
  EXPECT_TRUE(square_walk({3, 3}, {3, 3}).empty());
  for (int c = -6; c <= 6; ++c)
    for (int r = -6; r <= 6; ++r) {
      const std::vector<SquareStep> walk = square_walk({0, 0}, {c, r});
      ASSERT_EQ(static_cast<int>(walk.size()), square_distance({0, 0}, {c, r})) << c << ", " << r;
      if (walk.empty()) continue;
      EXPECT_EQ(walk.back().square, (Square{c, r}));
      EXPECT_EQ(walk.back().other, (Square{c, r}));
      Square at{0, 0};
      for (const SquareStep& step : walk) {
        EXPECT_EQ(square_distance(at, step.square), 1) << c << ", " << r;
        EXPECT_EQ(square_distance(at, step.other), 1) << c << ", " << r;
        at = step.square;
      }
      // Back the other way the walk offers the same squares, step for step.
      const std::vector<SquareStep> back = square_walk({c, r}, {0, 0});
      for (std::size_t k = 0; k + 1 < walk.size(); ++k) {
        const SquareStep& there = walk[k];
        const SquareStep& here = back[walk.size() - 2 - k];
        EXPECT_TRUE((there.square == here.square && there.other == here.other) ||
                    (there.square == here.other && there.other == here.square))
            << c << ", " << r << " step " << k;
      }
    }
  // Two across and one down: the first step is as near (1, 0) as (1, 1).
  const std::vector<SquareStep> walk = square_walk({0, 0}, {2, 1});
  ASSERT_EQ(walk.size(), 2u);
  EXPECT_EQ(walk[0].square, (Square{1, 1}));
  EXPECT_EQ(walk[0].other, (Square{1, 0}));
  // A coordinate far beyond any map does not overflow.
  EXPECT_EQ(SquareLayout{}.square_at({1e300, -1e300}).column, 100'000'000);
}

}  // namespace
}  // namespace fray::map

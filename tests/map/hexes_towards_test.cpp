#include <gtest/gtest.h>

#include <fray/map/hex_coord.h>

namespace fray::map {
namespace {

TEST(HexesTowards, NearestTheGoalFirstThenTheShortestWalkAndNeverCloserThanAsked) {
  const HexGrid grid(10, 6);
  const Hex from = HexGrid::from_offset(0, 2);
  const Hex goal = HexGrid::from_offset(8, 2);
  const std::vector<Hex> hexes = hexes_towards(grid, from, goal, 3, 2);
  ASSERT_FALSE(hexes.empty());
  EXPECT_EQ(hex_distance(hexes.front(), goal), hex_distance(from, goal) - 3);
  for (std::size_t i = 0; i < hexes.size(); ++i) {
    EXPECT_TRUE(grid.contains(hexes[i]));
    EXPECT_LE(hex_distance(from, hexes[i]), 3);
    EXPECT_GE(hex_distance(hexes[i], goal), 2);
    EXPECT_LT(hex_distance(hexes[i], goal), hex_distance(from, goal));
    if (i > 0) {
      EXPECT_LE(hex_distance(hexes[i - 1], goal), hex_distance(hexes[i], goal));
    }
  }
  // Next to the goal, when allowed and within reach.
  const std::vector<Hex> close = hexes_towards(grid, HexGrid::from_offset(6, 2), goal, 3, 1);
  ASSERT_FALSE(close.empty());
  EXPECT_EQ(hex_distance(close.front(), goal), 1);
}

}  // namespace
}  // namespace fray::map

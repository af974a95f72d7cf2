// The hex x facing search agrees with boost::astar_search on the same graph (the benchmark
// tests/bench/hex_path_bench.cpp compares their speed on a 256 x 256 map).
#include <random>

#include <gtest/gtest.h>

#include <fray/map/hex_path.h>

#include "../bench/hex_path_boost_reference.h"

namespace fray::map {
namespace {

TEST(HexPathBoost, SameCostsAsBoostAStarOnASmallRandomMap) {
  const HexMap map = bench::random_hex_path_map(24, 20, 20, 11);
  const HexMoveBlockers occupancy(map.grid);
  HexMover mover;
  mover.movement = maneuver_movement(Maneuver::Move, 5);
  const HexPathOptions options;
  const HexNeighbourTable table(map.grid);
  const HexMoveModel model(map, table, occupancy, mover, options, std::nullopt);
  bench::BoostHexAStar reference(model, map.grid);
  HexPathfinder finder(map);
  HexPathOptions plain;
  plain.use_landmarks = false;
  std::mt19937 rng(3);
  std::uniform_int_distribution<int> any_hex(0, map.grid.size() - 1);
  int compared = 0;
  for (int query = 0; query < 300; ++query) {
    const Hex from = map.grid.hex(any_hex(rng));
    const Hex to = map.grid.hex(any_hex(rng));
    if (map.cell(from).impassable || map.cell(to).impassable) continue;
    mover.hex = from;
    mover.facing = static_cast<HexDirection>(query % kHexDirections);
    const auto ours = finder.shortest_path(mover, to, occupancy);  // guided by landmarks
    const auto ours_plain = finder.shortest_path(mover, to, occupancy, plain);
    const auto theirs = reference.cost(from, mover.facing, to, kHalfPointsPerPoint);
    const auto theirs_guided =
        reference.cost(from, mover.facing, to, kHalfPointsPerPoint, &finder.landmarks());
    ASSERT_EQ(ours.has_value(), theirs.has_value()) << query;
    ASSERT_EQ(ours_plain.has_value(), theirs.has_value()) << query;
    ASSERT_EQ(theirs_guided.has_value(), theirs.has_value()) << query;
    if (ours) {
      EXPECT_EQ(ours->cost(), *theirs) << query;
      EXPECT_EQ(ours_plain->cost(), *theirs) << query;
      EXPECT_EQ(*theirs_guided, *theirs) << query;
      ++compared;
    }
  }
  EXPECT_GT(compared, 150);
}

}  // namespace
}  // namespace fray::map

// Fray's free-measure paths agree with a visibility graph searched by Boost's Dijkstra (the
// benchmark tests/bench/table_path_bench.cpp compares their speed on 50 polygons).
#include <random>

#include <gtest/gtest.h>

#include <fray/map/table_path.h>

#include "../bench/table_path_boost_reference.h"

namespace fray::map {
namespace {

TEST(TablePathBoost, SameLengthsAsBoostDijkstraOnAVisibilityGraph) {
  for (const std::uint32_t seed : {1u, 2u, 3u}) {
    TablePathMap table = bench::random_table_map(10, seed);
    if (seed == 3u) table.regions.push_back({{{20, 20}, {80, 30}, {70, 90}, {25, 70}}, 2.5});
    TablePathfinder finder(table);
    bench::BoostVisibilityGraph textbook(finder);
    bench::BoostCachedGraph cached(finder);
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> x(0.0, table.width_cm);
    std::uniform_real_distribution<double> y(0.0, table.height_cm);
    int found = 0;
    for (int query = 0; query < (seed == 3u ? 12 : 25); ++query) {
      const Point from{x(rng), y(rng)};
      const Point to{x(rng), y(rng)};
      const auto ours = finder.shortest_path(from, to);
      const auto theirs = textbook.cost(from, to);
      const auto theirs_cached = cached.cost(from, to);
      ASSERT_EQ(ours.has_value(), theirs.has_value()) << seed << " " << query;
      ASSERT_EQ(ours.has_value(), theirs_cached.has_value()) << seed << " " << query;
      if (!ours) continue;
      ++found;
      EXPECT_NEAR(ours->cost(), *theirs, 1e-9 * *theirs) << seed << " " << query;
      EXPECT_NEAR(ours->cost(), *theirs_cached, 1e-9 * *theirs) << seed << " " << query;
    }
    EXPECT_GT(found, seed == 3u ? 6 : 15);
  }
}

}  // namespace
}  // namespace fray::map

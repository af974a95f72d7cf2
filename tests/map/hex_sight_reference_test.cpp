#include <random>

#include <gtest/gtest.h>

#include <fray/map/hex_sight.h>

#include "../bench/hex_sight_scene.h"
#include "../bench/step_and_round_sight.h"

namespace fray::map {
namespace {

// The benchmark's reference line drawing must answer exactly as the map's fast sight test.
TEST(HexSightReference, BenchmarkReferenceAgreesOnTheBenchmarkScene) {
  const auto scene = bench::make_hex_sight_scene();
  HexSight fast(scene.map);
  const bench::StepAndRoundSight reference(scene.map);
  for (const Hex a : scene.figures) {
    for (const Hex b : scene.figures) EXPECT_EQ(fast.clear(a, b), reference.clear(a, b));
  }
  std::mt19937 rng(11);
  std::uniform_int_distribution<int> index(0, scene.map.grid.size() - 1);
  for (int k = 0; k < 20000; ++k) {
    const Hex a = scene.map.grid.hex(index(rng));
    const Hex b = scene.map.grid.hex(index(rng));
    ASSERT_EQ(fast.clear(a, b), reference.clear(a, b));
  }
}

}  // namespace
}  // namespace fray::map

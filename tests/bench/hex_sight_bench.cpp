// Hex line of sight: the map's HexSight (cached line templates, a byte per hex) against plain
// step-and-round line drawing (step_and_round_sight.h) on the same 72 x 48 map and the same 40
// figures. Setup checks that both give the same visibility matrix.

#include <cstdio>
#include <cstdlib>
#include <vector>

#include <benchmark/benchmark.h>

#include <fray/map/hex_sight.h>

#include "hex_sight_scene.h"
#include "step_and_round_sight.h"

namespace {

using fray::bench::HexSightScene;
using fray::map::Hex;

const HexSightScene& scene() {
  static const HexSightScene s = fray::bench::make_hex_sight_scene();
  return s;
}

std::vector<std::uint8_t> reference_matrix(const fray::bench::StepAndRoundSight& sight,
                                           const std::vector<Hex>& hexes) {
  const std::size_t n = hexes.size();
  std::vector<std::uint8_t> visible(n * n, 1);
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) {
      const std::uint8_t v = sight.clear(hexes[i], hexes[j]) ? 1 : 0;
      visible[i * n + j] = v;
      visible[j * n + i] = v;
    }
  }
  return visible;
}

void check_identical() {
  fray::map::HexSight fast(scene().map);
  const fray::bench::StepAndRoundSight reference(scene().map);
  std::vector<std::uint8_t> visible;
  fast.visibility_matrix(scene().figures, visible);
  if (visible != reference_matrix(reference, scene().figures)) {
    std::fprintf(stderr, "hex_sight_bench: fast and reference visibility differ\n");
    std::abort();
  }
}

// 40 figures: 780 pairs, each traced once. Templates are warm after the first iteration.
void BM_VisibilityMatrix40_HexSight(benchmark::State& state) {
  check_identical();
  fray::map::HexSight sight(scene().map);
  std::vector<std::uint8_t> visible;
  for (auto _ : state) {
    sight.visibility_matrix(scene().figures, visible);
    benchmark::DoNotOptimize(visible.data());
    benchmark::ClobberMemory();
  }
}
BENCHMARK(BM_VisibilityMatrix40_HexSight)->Unit(benchmark::kMicrosecond);

void BM_VisibilityMatrix40_StepAndRound(benchmark::State& state) {
  const fray::bench::StepAndRoundSight sight(scene().map);
  for (auto _ : state) {
    auto visible = reference_matrix(sight, scene().figures);
    benchmark::DoNotOptimize(visible.data());
    benchmark::ClobberMemory();
  }
}
BENCHMARK(BM_VisibilityMatrix40_StepAndRound)->Unit(benchmark::kMicrosecond);

// The first matrix on a fresh map: every template is built (by the reference line drawing).
void BM_VisibilityMatrix40_HexSightCold(benchmark::State& state) {
  std::vector<std::uint8_t> visible;
  for (auto _ : state) {
    fray::map::HexSight sight(scene().map);
    sight.visibility_matrix(scene().figures, visible);
    benchmark::DoNotOptimize(visible.data());
    benchmark::ClobberMemory();
  }
}
BENCHMARK(BM_VisibilityMatrix40_HexSightCold)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();

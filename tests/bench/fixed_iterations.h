#pragma once

#include <cstdint>
#include <cstdlib>

namespace fray::bench {

/// The iteration count of a benchmark that fixes one (a whole query set per run), or 1 when
/// FRAY_BENCH_SMOKE is set: CI's smoke run (.ci/run) only checks that each program runs and
/// that its answer checks pass, from a debug build where hundreds of searches on a 256 x 256
/// hex map would take many minutes.
inline std::int64_t fixed_iterations(std::int64_t count) {
  return std::getenv("FRAY_BENCH_SMOKE") != nullptr ? 1 : count;
}

}  // namespace fray::bench

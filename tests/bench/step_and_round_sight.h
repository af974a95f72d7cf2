#pragma once

// The plain line-of-sight test the hex map's fast one is measured against: hex_distance + 1
// points lerped from centre to centre, each cube-rounded twice (nudged to either side), checked
// against a byte per hex. No allocation and an early exit, so the comparison is about the line
// drawing itself. Used by tests/bench/hex_sight_bench.cpp and checked by
// tests/map/hex_sight_reference_test.cpp.

#include <cmath>
#include <cstdint>
#include <vector>

#include <fray/map/hex_map.h>

namespace fray::bench {

class StepAndRoundSight {
 public:
  explicit StepAndRoundSight(const map::HexMap& map) : grid_(map.grid) {
    blocks_.reserve(map.cells.size());
    for (const auto& cell : map.cells) blocks_.push_back(cell.blocks_sight ? 1 : 0);
  }

  bool clear(map::Hex from, map::Hex to) const {
    const int n = map::hex_distance(from, to);
    const double dq = to.q - from.q;
    const double dr = to.r - from.r;
    const double ds = to.s() - from.s();
    for (int i = 1; i < n; ++i) {
      const double t = static_cast<double>(i) / n;
      const double q = from.q + dq * t;
      const double r = from.r + dr * t;
      const double s = from.s() + ds * t;
      const map::Hex a = map::cube_round(q + 1e-6, r + 2e-6, s - 3e-6);
      const map::Hex b = map::cube_round(q - 1e-6, r - 2e-6, s + 3e-6);
      if (blocking(a) && blocking(b)) return false;
    }
    return true;
  }

 private:
  bool blocking(map::Hex h) const {
    return grid_.contains(h) && blocks_[static_cast<std::size_t>(grid_.index(h))] != 0;
  }

  map::HexGrid grid_;
  std::vector<std::uint8_t> blocks_;
};

}  // namespace fray::bench

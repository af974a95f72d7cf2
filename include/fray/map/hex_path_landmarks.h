#pragma once

#include <algorithm>
#include <array>
#include <vector>

#include <fray/map/hex_map.h>
#include <fray/map/hex_path_neighbours.h>
#include <fray/map/path_search.h>

namespace fray::map {

/// A terrain-aware lower bound for hex path searches ("landmarks", the ALT heuristic), built
/// once per map.
///
/// Eight landmark hexes on the map's edge; from each, the one PathSearch computes the cost of
/// reaching every hex on a relaxed hex graph where entering a hex costs the least any figure
/// pays for it (1 point forward, plus the cell's extra cost; nothing for a hex that takes all
/// points; no facing, no posture, no occupants). By the triangle inequality, reaching the goal
/// from v costs at least d(L, goal) - d(L, v) for every landmark L; the bound never drops by more
/// than a move costs, so it is consistent and A* stays exact. It is void for searches that may
/// jump obstructions or that cap the first hex (single turn): HexMoveModel does not use it there.
class HexLandmarks {
 public:
  static constexpr int kCount = 8;

  HexLandmarks() = default;
  HexLandmarks(const HexMap& map, const HexNeighbourTable& table, PathSearch<int>& search);

  bool empty() const { return distances_.empty(); }
  /// Half points that moving from one hex to another costs at least (0 when nothing is known).
  int lower_bound(int hex_index, int goal_index) const {
    const int* from = &distances_[static_cast<std::size_t>(hex_index) * kCount];
    const int* goal = &distances_[static_cast<std::size_t>(goal_index) * kCount];
    int bound = 0;
    for (int k = 0; k < kCount; ++k) {
      if (from[k] != kUnknown && goal[k] != kUnknown) bound = std::max(bound, goal[k] - from[k]);
    }
    return bound;
  }

 private:
  static constexpr int kUnknown = PathSearch<int>::kUnreached;
  std::vector<int> distances_;  // hex index * kCount + landmark
};

}  // namespace fray::map

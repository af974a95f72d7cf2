#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include <fray/map/hex_map.h>
#include <fray/map/hex_move_blockers.h>
#include <fray/map/hex_path_model.h>
#include <fray/map/path_search.h>

namespace fray::map {

/// One state along a hex path: the hex, the facing there, and the movement spent so far in
/// half points. A turn in place is a step that keeps the hex.
struct HexPathStep {
  Hex hex;
  HexDirection facing = HexDirection::North;
  int cost = 0;
  friend bool operator==(const HexPathStep&, const HexPathStep&) = default;
};

/// A path from the mover's state (first step, cost 0) to the goal (last step).
struct HexPath {
  std::vector<HexPathStep> steps;
  int cost() const { return steps.empty() ? 0 : steps.back().cost; }
};

/// One hex the mover can end its move in this turn.
struct HexReachCell {
  Hex hex;
  int cost = 0;                               ///< cheapest movement to get there, in half points
  HexDirection facing = HexDirection::North;  ///< the facing of that cheapest way
  std::uint8_t end_facings = 0;  ///< bit f set: the move can end facing direction f, counting
                                 ///< the free facing change at the end
};

/// Every hex the mover can end in this turn (the start hex included), cheapest first.
struct HexReach {
  std::vector<HexReachCell> cells;
  const HexReachCell* find(Hex hex) const;
};

/// Shortest paths and reachable areas on a hex map under seed 001's movement rules, through the
/// one PathSearch (its node arrays are kept between calls; reuse one HexPathfinder per map).
class HexPathfinder {
 public:
  explicit HexPathfinder(const HexMap& map) : map_(&map), table_(map.grid) {}

  /// The cheapest path from the mover to the goal hex (any facing), or nothing when the goal is
  /// off the map, blocked, an ally's hex (not a valid end) or out of reach.
  std::optional<HexPath> shortest_path(const HexMover& mover, Hex goal,
                                       const HexMoveBlockers& occupancy,
                                       const HexPathOptions& options = {});

  /// Every hex the mover can end its move in this turn. A maneuver with movement points
  /// searches (hex, facing) within the allowance, with "at least one hex"; a step maneuver
  /// reaches every hex within its step, whatever the costs (seed 001, "The Step"); a
  /// maneuver without movement reaches only its own hex. Allies' hexes are crossed, not listed.
  HexReach reachable(const HexMover& mover, const HexMoveBlockers& occupancy,
                     const HexPathOptions& options = {});

  /// The map's landmarks, built on first use (a few searches over the map's hexes).
  const HexLandmarks& landmarks();
  /// Call after the map's cells change: the landmarks are rebuilt when next needed.
  void terrain_changed() { landmarks_ = HexLandmarks(); }

 private:
  HexReach step_area(const HexMover& mover, const HexMoveBlockers& occupancy);
  void add_reached(HexReach& reach, Hex hex, HexDirection facing, int cost, std::uint8_t facings);

  const HexMap* map_;
  HexNeighbourTable table_;
  HexLandmarks landmarks_;
  PathSearch<int> search_;
  std::vector<std::uint32_t> hex_stamp_;  // per hex: == stamp_ when listed in this result
  std::vector<int> hex_slot_;             // per hex: its position in the result
  std::uint32_t stamp_ = 0;
};

}  // namespace fray::map

#pragma once

#include <algorithm>
#include <functional>
#include <optional>

#include <fray/map/hex_map.h>
#include <fray/map/hex_movement.h>
#include <fray/map/hex_path_occupancy.h>

namespace fray::map {

/// The figure about to move: where it stands, how it faces, its posture, and what its maneuver
/// grants (see maneuver_movement).
struct HexMover {
  Hex hex;
  HexDirection facing = HexDirection::North;
  MovePosture posture = MovePosture::Standing;
  ManeuverMovement movement;
};

/// Choices of a hex path search.
struct HexPathOptions {
  /// Within this turn's allowance: costs above it are never entered, a hex that takes all the
  /// points can only be entered by a figure that has spent none, and the first hex never costs
  /// more than the allowance (seed 001, "Movement Point Costs"). Otherwise the path plans over
  /// several turns (turn boundaries ignored; a hex that takes all points costs a whole turn).
  bool single_turn = false;
  /// Optional (seed 001, "Movement Point Costs": jump a severe obstruction). The game layer says
  /// which impassable hexes can be jumped (a barricade can, a pillar cannot). A jump goes
  /// straight ahead over one such hex into the free hex beyond, standing only, and costs like
  /// two forward hexes plus the landing hex's extra cost (assumed: the jumping rules are not in
  /// the seeds).
  std::function<bool(Hex)> jumpable;
};

/// The cost model of seed 001 for PathSearch: the state is (hex, facing), node id =
/// grid index * 6 + facing, costs in half movement points. Turning in place costs a point per
/// hexside; the moves of kHexMoveOptions cost direction + posture + cell (hex_entry_cost).
class HexMoveModel {
 public:
  HexMoveModel(const HexMap& map, const HexOccupancy& occupancy, const HexMover& mover,
               const HexPathOptions& options, std::optional<Hex> goal)
      : map_(map),
        occupancy_(occupancy),
        mover_(mover),
        options_(options),
        goal_(goal),
        allowance_(mover.movement.half_points()) {
    const PostureCost p = posture_cost(mover.posture);
    min_hex_cost_ =
        p.all_points ? allowance_ : travel_cost(TravelKind::Forward) + p.extra_half_points;
    // The first hex may be cheaper than its price (never more than the allowance).
    if (options.single_turn) min_hex_cost_ = std::min(min_hex_cost_, allowance_);
  }

  static int node_of(const HexGrid& grid, Hex hex, HexDirection facing) {
    return grid.index(hex) * kHexDirections + static_cast<int>(facing);
  }
  Hex hex_of(int node) const { return map_.grid.hex(node / kHexDirections); }
  static HexDirection facing_of(int node) {
    return static_cast<HexDirection>(node % kHexDirections);
  }

  int node_count() const { return map_.grid.size() * kHexDirections; }
  bool is_goal(int node) const { return goal_ && hex_of(node) == *goal_; }
  int heuristic(int node) const {
    return goal_ ? hex_distance(hex_of(node), *goal_) * min_hex_cost_ : 0;
  }

  template <class Visit>
  void for_each_neighbour(int node, int cost_so_far, Visit&& visit) const {
    const int hex_index = node / kHexDirections;
    const HexGrid& grid = map_.grid;
    const Hex hex = grid.hex(hex_index);
    const HexDirection facing = facing_of(node);
    const int base = hex_index * kHexDirections;
    const ManeuverMovement& movement = mover_.movement;
    if (movement.kind != MovementKind::Points) return;
    if (movement.turn_while_moving) {
      visit(base + static_cast<int>(rotate(facing, 1)), kHalfPointsPerPoint);
      visit(base + static_cast<int>(rotate(facing, -1)), kHalfPointsPerPoint);
    }
    for (const HexMoveOption& option : kHexMoveOptions) {
      if (!travel_allowed(movement, option.kind)) continue;
      const Hex next = neighbour(hex, rotate(facing, option.relative_direction));
      if (!grid.contains(next)) continue;
      const int next_index = grid.index(next);
      const HexOccupancy::Occupant who = occupancy_.at_index(next_index);
      if (who == HexOccupancy::Occupant::Enemy) {
        continue;
      }
      const HexCell& cell = map_.cells[static_cast<std::size_t>(next_index)];
      const HexEntryCost entry =
          hex_entry_cost(option.kind, mover_.posture, cell, who == HexOccupancy::Occupant::Ally);
      if (!entry.enterable) {
        if (option.kind == TravelKind::Forward && cell.impassable)
          jump(next, facing, cost_so_far, visit);
        continue;
      }
      const std::optional<int> cost = price(entry, cost_so_far);
      if (!cost) continue;
      visit(next_index * kHexDirections + static_cast<int>(rotate(facing, option.facing_turn)),
            *cost);
    }
  }

 private:
  // The price of one move given what has been spent, or nothing when the move is not allowed.
  std::optional<int> price(const HexEntryCost& entry, int cost_so_far) const {
    const bool at_rest = cost_so_far == 0;
    if (entry.all_points) {
      if (options_.single_turn && !at_rest) return std::nullopt;
      return allowance_;
    }
    if (options_.single_turn && at_rest) return first_hex_cost(entry.half_points, allowance_);
    return entry.half_points;
  }

  template <class Visit>
  void jump(Hex over, HexDirection facing, int cost_so_far, Visit& visit) const {
    if (!options_.jumpable || mover_.posture != MovePosture::Standing) return;
    const Hex landing = neighbour(over, facing);
    const HexGrid& grid = map_.grid;
    if (!grid.contains(landing) || !options_.jumpable(over)) return;
    const int landing_index = grid.index(landing);
    const HexOccupancy::Occupant who = occupancy_.at_index(landing_index);
    if (who == HexOccupancy::Occupant::Enemy) return;
    HexEntryCost entry = hex_entry_cost(TravelKind::Forward, mover_.posture,
                                        map_.cells[static_cast<std::size_t>(landing_index)],
                                        who == HexOccupancy::Occupant::Ally);
    if (!entry.enterable) return;
    entry.half_points += travel_cost(TravelKind::Forward);
    const std::optional<int> cost = price(entry, cost_so_far);
    if (cost) visit(landing_index * kHexDirections + static_cast<int>(facing), *cost);
  }

  const HexMap& map_;
  const HexOccupancy& occupancy_;
  const HexMover& mover_;
  const HexPathOptions& options_;
  std::optional<Hex> goal_;
  int allowance_;
  int min_hex_cost_;
};

}  // namespace fray::map

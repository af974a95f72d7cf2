#pragma once

#include <algorithm>
#include <array>
#include <functional>
#include <optional>

#include <fray/map/hex_map.h>
#include <fray/map/hex_move_blockers.h>
#include <fray/map/hex_movement.h>
#include <fray/map/hex_path_landmarks.h>
#include <fray/map/hex_path_mover.h>
#include <fray/map/hex_path_neighbours.h>

namespace fray::map {

/// The cost model of seed 001 for PathSearch: the state is (hex, facing), node id =
/// grid index * 6 + facing, costs in half movement points. Turning in place costs a point per
/// hexside; the moves of kHexMoveOptions cost direction + posture + cell, as hex_entry_cost
/// says; the part that depends only on the mover (direction + posture) is priced once per search.
class HexMoveModel {
 public:
  /// `landmarks` may be null; they are ignored where their bound does not hold (single turn,
  /// jumps, a posture that pays all points per hex).
  HexMoveModel(const HexMap& map, const HexNeighbourTable& table, const HexMoveBlockers& occupancy,
               const HexMover& mover, const HexPathOptions& options, std::optional<Hex> goal,
               const HexLandmarks* landmarks = nullptr)
      : map_(map),
        table_(table),
        occupancy_(occupancy),
        mover_(mover),
        options_(options),
        goal_(goal),
        allowance_(mover.movement.half_points()) {
    const PostureCost p = posture_cost(mover.posture);
    posture_all_points_ = p.all_points;
    if (goal && landmarks && !landmarks->empty() && options.use_landmarks && !options.single_turn &&
        !options.jumpable && !p.all_points) {
      landmarks_ = landmarks;
      goal_index_ = map.grid.index(*goal);
    }
    min_hex_cost_ =
        p.all_points ? allowance_ : travel_cost(TravelKind::Forward) + p.extra_half_points;
    // The first hex may be cheaper than its price (never more than the allowance).
    if (options.single_turn) min_hex_cost_ = std::min(min_hex_cost_, allowance_);
    for (const HexMoveOption& option : kHexMoveOptions) {
      if (!p.can_move || !travel_allowed(mover.movement, option.kind)) continue;
      const int half_points =
          hex_entry_cost(option.kind, mover.posture, HexCell{}, false).half_points;
      for (int f = 0; f < kHexDirections; ++f) {
        const auto facing = static_cast<HexDirection>(f);
        Move& move = moves_[static_cast<std::size_t>(f)][static_cast<std::size_t>(move_count_)];
        move.direction = static_cast<std::int8_t>(rotate(facing, option.relative_direction));
        move.new_facing = static_cast<std::int8_t>(rotate(facing, option.facing_turn));
        move.forward = option.kind == TravelKind::Forward;
        move.half_points = half_points;
      }
      ++move_count_;
    }
  }

  static int node_of(const HexGrid& grid, Hex hex, HexDirection facing) {
    return grid.index(hex) * kHexDirections + static_cast<int>(facing);
  }
  Hex hex_of(int node) const { return table_.hex(node / kHexDirections); }
  static HexDirection facing_of(int node) {
    return static_cast<HexDirection>(node % kHexDirections);
  }

  int node_count() const { return table_.size() * kHexDirections; }
  bool is_goal(int node) const { return goal_ && hex_of(node) == *goal_; }
  int heuristic(int node) const {
    if (!goal_) return 0;
    const int hex_index = node / kHexDirections;
    const int bound = hex_distance(table_.hex(hex_index), *goal_) * min_hex_cost_;
    return landmarks_ ? std::max(bound, landmarks_->lower_bound(hex_index, goal_index_)) : bound;
  }

  template <class Visit>
  void for_each_neighbour(int node, int cost_so_far, Visit&& visit) const {
    if (mover_.movement.kind != MovementKind::Points) return;
    const int hex_index = node / kHexDirections;
    const int facing = node % kHexDirections;
    const int base = hex_index * kHexDirections;
    if (mover_.movement.turn_while_moving) {
      visit(base + (facing + 1) % kHexDirections, kHalfPointsPerPoint);
      visit(base + (facing + kHexDirections - 1) % kHexDirections, kHalfPointsPerPoint);
    }
    const auto& moves = moves_[static_cast<std::size_t>(facing)];
    for (int m = 0; m < move_count_; ++m) {
      const Move& move = moves[static_cast<std::size_t>(m)];
      const int next_index = table_.neighbour(hex_index, move.direction);
      if (next_index < 0) continue;
      const HexMoveBlockers::Occupant who = occupancy_.at_index(next_index);
      if (who == HexMoveBlockers::Occupant::Enemy) continue;
      const HexCell& cell = map_.cells[static_cast<std::size_t>(next_index)];
      if (cell.impassable) {
        if (move.forward) jump(next_index, facing, cost_so_far, visit);
        continue;
      }
      // hex_entry_cost's cell part: minor obstructions and footing, +1 point each.
      const int price = move.half_points +
                        (cell.extra_move_cost + (who == HexMoveBlockers::Occupant::Ally ? 1 : 0)) *
                            kHalfPointsPerPoint;
      const int cost = priced(price, posture_all_points_ || cell.costs_all_points, cost_so_far);
      if (cost < 0) continue;
      visit(next_index * kHexDirections + move.new_facing, cost);
    }
  }

 private:
  // One allowed move from one facing, priced for this mover.
  struct Move {
    std::int8_t direction = 0;  // hexside crossed
    std::int8_t new_facing = 0;
    bool forward = false;  // straight ahead: the only move that may jump
    int half_points = 0;   // direction of travel + posture
  };

  // The price of one move given what has been spent, or -1 when the move is not allowed.
  int priced(int half_points, bool all_points, int cost_so_far) const {
    const bool at_rest = cost_so_far == 0;
    if (all_points) {
      if (options_.single_turn && !at_rest) return -1;
      return allowance_;
    }
    if (options_.single_turn && at_rest) return first_hex_cost(half_points, allowance_);
    return half_points;
  }

  template <class Visit>
  void jump(int over_index, int facing, int cost_so_far, Visit& visit) const {
    if (!options_.jumpable || mover_.posture != Posture::Standing) return;
    const int landing_index = table_.neighbour(over_index, facing);
    if (landing_index < 0 || !options_.jumpable(table_.hex(over_index))) return;
    const HexMoveBlockers::Occupant who = occupancy_.at_index(landing_index);
    if (who == HexMoveBlockers::Occupant::Enemy) return;
    const HexEntryCost entry = hex_entry_cost(TravelKind::Forward, mover_.posture,
                                              map_.cells[static_cast<std::size_t>(landing_index)],
                                              who == HexMoveBlockers::Occupant::Ally);
    if (!entry.enterable) return;
    const int cost =
        priced(entry.half_points + travel_cost(TravelKind::Forward), entry.all_points, cost_so_far);
    if (cost >= 0) visit(landing_index * kHexDirections + facing, cost);
  }

  const HexMap& map_;
  const HexNeighbourTable& table_;
  const HexMoveBlockers& occupancy_;
  const HexMover& mover_;
  const HexPathOptions& options_;
  std::optional<Hex> goal_;
  const HexLandmarks* landmarks_ = nullptr;
  int goal_index_ = 0;
  int allowance_;
  int min_hex_cost_ = 0;
  bool posture_all_points_ = false;
  std::array<std::array<Move, kHexMoveOptions.size()>, kHexDirections> moves_{};
  int move_count_ = 0;
};

}  // namespace fray::map

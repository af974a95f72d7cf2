#pragma once
// The reference for the hex path benchmark and its agreement test: the same (hex, facing) graph
// as fray::map::HexMoveModel, made explicit as a Boost.Graph adjacency list and searched with
// boost::astar_search and the same heuristic.

#include <cstdint>
#include <optional>
#include <random>
#include <vector>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/astar_search.hpp>

#include <fray/map/hex_path.h>

namespace fray::bench {

/// A reproducible battlefield: `blocked_percent` of the hexes impassable, the others costing 1
/// to 3 points to enter (extra cost 0..2).
inline map::HexMap random_hex_path_map(int columns, int rows, int blocked_percent,
                                       std::uint32_t seed) {
  map::HexMap hex_map(columns, rows);
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> percent(0, 99);
  std::uniform_int_distribution<int> extra(0, 2);
  for (map::HexCell& cell : hex_map.cells) {
    cell.impassable = percent(rng) < blocked_percent;
    cell.extra_move_cost = static_cast<std::uint8_t>(extra(rng));
  }
  return hex_map;
}

class BoostHexAStar {
 public:
  using Graph =
      boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                            boost::property<boost::edge_weight_t, int>>;

  /// Builds the explicit graph of every (hex, facing) state and every move of the model
  /// (multi-turn options: no cost depends on what was spent).
  explicit BoostHexAStar(const map::HexMoveModel& model, const map::HexGrid& grid)
      : grid_(grid),
        table_(grid),
        graph_(static_cast<std::size_t>(model.node_count())),
        distance_(static_cast<std::size_t>(model.node_count())) {
    for (int node = 0; node < model.node_count(); ++node) {
      model.for_each_neighbour(node, 1, [&](int next, int cost) {
        boost::add_edge(static_cast<std::size_t>(node), static_cast<std::size_t>(next), cost,
                        graph_);
      });
    }
  }

  /// Cost in half points from (from, facing) to the goal hex (any facing), or nothing.
  /// `min_hex_cost` is the heuristic's cost per hex of distance, as in HexMoveModel.
  /// `landmarks` (may be null) add the same terrain-aware bound as HexMoveModel uses.
  std::optional<int> cost(map::Hex from, map::HexDirection facing, map::Hex goal, int min_hex_cost,
                          const map::HexLandmarks* landmarks = nullptr) {
    Heuristic heuristic;
    heuristic.landmarks = landmarks;
    heuristic.goal_index = grid_.index(goal);
    heuristic.table = &table_;
    heuristic.goal = goal;
    heuristic.per_hex = min_hex_cost;
    GoalVisitor visitor;
    visitor.goal_index = grid_.index(goal);
    try {
      boost::astar_search(graph_,
                          static_cast<std::size_t>(map::HexMoveModel::node_of(grid_, from, facing)),
                          heuristic, boost::distance_map(distance_.data()).visitor(visitor));
    } catch (const FoundGoal& found) {
      return distance_[found.node];
    }
    return std::nullopt;
  }

 private:
  struct FoundGoal {
    std::size_t node;
  };
  struct GoalVisitor : boost::default_astar_visitor {
    int goal_index = 0;
    template <class G>
    void examine_vertex(std::size_t v, const G&) const {
      if (static_cast<int>(v) / map::kHexDirections == goal_index) throw FoundGoal{v};
    }
  };
  struct Heuristic : boost::astar_heuristic<Graph, int> {
    const map::HexNeighbourTable* table = nullptr;  // index -> hex, as the model uses
    map::Hex goal;
    int per_hex = 2;
    const map::HexLandmarks* landmarks = nullptr;
    int goal_index = 0;
    int operator()(std::size_t v) const {
      const int hex_index = static_cast<int>(v) / map::kHexDirections;
      const int bound = map::hex_distance(table->hex(hex_index), goal) * per_hex;
      return landmarks ? std::max(bound, landmarks->lower_bound(hex_index, goal_index)) : bound;
    }
  };

  map::HexGrid grid_;
  map::HexNeighbourTable table_;
  Graph graph_;
  std::vector<int> distance_;
};

}  // namespace fray::bench

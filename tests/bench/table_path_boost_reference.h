#pragma once
// References for the free-measure path benchmark and its agreement test, on the same map, the
// same grown obstacles, the same waypoints and the same straight-move test as
// fray::map::TablePathfinder:
//  - BoostVisibilityGraph: the textbook method. Per query it builds the whole visibility graph of
//    the waypoints plus start and goal (every pair tested, no tangent pruning) as a Boost
//    adjacency list and runs boost::dijkstra_shortest_paths from the start.
//  - BoostCachedGraph: Fray's cached waypoint graph copied once into Boost; per query it joins
//    the start and the goal exactly as Fray does and runs boost::dijkstra_shortest_paths
//    (stopping at the goal). It isolates what the search itself costs.

#include <cmath>
#include <cstdint>
#include <numbers>
#include <optional>
#include <random>
#include <vector>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>

#include <fray/map/table_path.h>

namespace fray::bench {

/// A 120 x 180 cm table with `count` convex-ish terrain polygons (5 to 8 corners, 2 to 6 cm
/// across radius), scattered at random (they may overlap).
inline map::TablePathMap random_table_map(int count, std::uint32_t seed) {
  map::TablePathMap table;
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> x(5.0, table.width_cm - 5.0);
  std::uniform_real_distribution<double> y(5.0, table.height_cm - 5.0);
  std::uniform_real_distribution<double> size(2.0, 6.0);
  std::uniform_real_distribution<double> jitter(0.7, 1.0);
  std::uniform_int_distribution<int> corners(5, 8);
  for (int i = 0; i < count; ++i) {
    const map::Point centre{x(rng), y(rng)};
    const double r = size(rng);
    const int n = corners(rng);
    map::Polygon polygon;
    for (int k = 0; k < n; ++k) {
      const double a = 2 * std::numbers::pi * k / n;
      const double rk = r * jitter(rng);
      polygon.push_back({centre.x + rk * std::cos(a), centre.y + rk * std::sin(a)});
    }
    table.obstacles.push_back(polygon);
  }
  return table;
}

using BoostPathGraph =
    boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, boost::no_property,
                          boost::property<boost::edge_weight_t, double>>;

struct BoostGoalReached {};

struct BoostStopAtGoal : boost::default_dijkstra_visitor {
  std::size_t goal = 0;
  template <class G>
  void examine_vertex(std::size_t v, const G&) const {
    if (v == goal) throw BoostGoalReached{};
  }
};

/// Dijkstra from `start` to `goal` on a Boost graph, with the usual O(V) initialisation.
inline std::optional<double> boost_dijkstra(const BoostPathGraph& graph, std::size_t start,
                                            std::size_t goal, std::vector<double>& distances) {
  distances.assign(boost::num_vertices(graph), 0.0);
  BoostStopAtGoal visitor;
  visitor.goal = goal;
  try {
    boost::dijkstra_shortest_paths(graph, start,
                                   boost::distance_map(distances.data()).visitor(visitor));
  } catch (const BoostGoalReached&) {
    return distances[goal];
  }
  return std::nullopt;
}

class BoostVisibilityGraph {
 public:
  explicit BoostVisibilityGraph(const map::TablePathfinder& finder) : finder_(finder) {}

  std::optional<double> cost(map::Point from, map::Point to) {
    if (!finder_.free(from) || !finder_.free(to)) return std::nullopt;
    std::vector<map::Point> nodes = finder_.waypoints();
    nodes.push_back(from);
    nodes.push_back(to);
    BoostPathGraph graph(nodes.size());
    for (std::size_t i = 0; i < nodes.size(); ++i) {
      for (std::size_t j = i + 1; j < nodes.size(); ++j) {
        if (finder_.visible(nodes[i], nodes[j])) {
          boost::add_edge(i, j, finder_.segment_cost(nodes[i], nodes[j]), graph);
        }
      }
    }
    return boost_dijkstra(graph, nodes.size() - 2, nodes.size() - 1, distances_);
  }

 private:
  const map::TablePathfinder& finder_;
  std::vector<double> distances_;
};

class BoostCachedGraph {
 public:
  explicit BoostCachedGraph(const map::TablePathfinder& finder)
      : finder_(finder), graph_(finder.waypoints().size() + 2) {
    const auto& out = finder.graph();
    for (std::size_t i = 0; i < out.size(); ++i) {
      for (const auto& e : out[i]) {
        if (static_cast<std::size_t>(e.to) > i) {
          boost::add_edge(i, static_cast<std::size_t>(e.to), e.cost, graph_);
        }
      }
    }
  }

  std::optional<double> cost(map::Point from, map::Point to) {
    if (!finder_.free(from) || !finder_.free(to)) return std::nullopt;
    const std::size_t start = finder_.waypoints().size();
    const std::size_t goal = start + 1;
    boost::clear_vertex(start, graph_);
    boost::clear_vertex(goal, graph_);
    for (const auto& e : finder_.waypoints_seen_from(from)) {
      boost::add_edge(start, static_cast<std::size_t>(e.to), e.cost, graph_);
    }
    for (const auto& e : finder_.waypoints_seen_from(to)) {
      boost::add_edge(goal, static_cast<std::size_t>(e.to), e.cost, graph_);
    }
    if (finder_.visible(from, to)) {
      boost::add_edge(start, goal, finder_.segment_cost(from, to), graph_);
    }
    return boost_dijkstra(graph_, start, goal, distances_);
  }

 private:
  const map::TablePathfinder& finder_;
  BoostPathGraph graph_;
  std::vector<double> distances_;
};

}  // namespace fray::bench

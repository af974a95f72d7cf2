#include <cstdlib>
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include <fray/map/path_search.h>

namespace fray::map {
namespace {

// A directed graph given as an edge list, with an optional heuristic per node.
struct EdgeListModel {
  struct Edge {
    int to;
    int cost;
  };
  std::vector<std::vector<Edge>> out;
  std::vector<int> h;
  int goal = -1;

  int node_count() const { return static_cast<int>(out.size()); }
  int heuristic(int node) const { return h.empty() ? 0 : h[static_cast<std::size_t>(node)]; }
  bool is_goal(int node) const { return node == goal; }
  template <class F>
  void for_each_neighbour(int node, int /*cost_so_far*/, F&& visit) const {
    for (const Edge& e : out[static_cast<std::size_t>(node)]) visit(e.to, e.cost);
  }
};

// Reference: Bellman-Ford relaxation until nothing changes.
std::vector<int> bellman_ford(const EdgeListModel& m, int start) {
  std::vector<int> d(m.out.size(), PathSearch<int>::kUnreached);
  d[static_cast<std::size_t>(start)] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t u = 0; u < m.out.size(); ++u) {
      if (d[u] == PathSearch<int>::kUnreached) continue;
      for (const auto& e : m.out[u]) {
        if (d[u] + e.cost < d[static_cast<std::size_t>(e.to)]) {
          d[static_cast<std::size_t>(e.to)] = d[u] + e.cost;
          changed = true;
        }
      }
    }
  }
  return d;
}

EdgeListModel random_graph(std::mt19937& rng, int nodes, int edges) {
  EdgeListModel m;
  m.out.resize(static_cast<std::size_t>(nodes));
  std::uniform_int_distribution<int> node(0, nodes - 1);
  std::uniform_int_distribution<int> cost(1, 9);
  for (int i = 0; i < edges; ++i) {
    m.out[static_cast<std::size_t>(node(rng))].push_back({node(rng), cost(rng)});
  }
  return m;
}

TEST(PathSearch, DijkstraMatchesBellmanFordOnRandomGraphs) {
  std::mt19937 rng(7);
  PathSearch<int> search;  // one object for every graph: stamps, not clearing
  for (int trial = 0; trial < 50; ++trial) {
    const EdgeListModel m = random_graph(rng, 5 + trial, 4 * (5 + trial));
    search.run(m, 0);
    const std::vector<int> expected = bellman_ford(m, 0);
    for (int n = 0; n < m.node_count(); ++n) {
      EXPECT_EQ(search.cost(n), expected[static_cast<std::size_t>(n)]) << trial << " " << n;
    }
  }
}

TEST(PathSearch, AStarWithAdmissibleHeuristicFindsTheCheapestGoal) {
  // 0 -1- 1 -1- 2 -1- 3 (goal) and a tempting 0 -2- 4 -5- 3.
  EdgeListModel m;
  m.out = {{{1, 1}, {4, 2}}, {{2, 1}}, {{3, 1}}, {}, {{3, 5}}};
  m.h = {3, 2, 1, 0, 1};
  m.goal = 3;
  PathSearch<int> search;
  const auto goal = search.run(m, 0);
  ASSERT_TRUE(goal.has_value());
  EXPECT_EQ(*goal, 3);
  EXPECT_EQ(search.cost(3), 3);
  EXPECT_EQ(search.path_to(3), (std::vector<int>{0, 1, 2, 3}));
}

TEST(PathSearch, LimitStopsAtTheAllowance) {
  EdgeListModel m;
  m.out = {{{1, 2}}, {{2, 2}}, {{3, 2}}, {}};
  PathSearch<int> search;
  EXPECT_FALSE(search.run(m, 0, 4).has_value());
  EXPECT_EQ(search.cost(2), 4);
  EXPECT_EQ(search.cost(3), PathSearch<int>::kUnreached);
  EXPECT_EQ(search.settled_nodes(), (std::vector<int>{0, 1, 2}));
}

TEST(PathSearch, ANewSearchForgetsTheOldOneWithoutClearing) {
  EdgeListModel m;
  m.out = {{{1, 1}}, {{2, 1}}, {}};
  PathSearch<int> search;
  search.run(m, 0);
  EXPECT_EQ(search.cost(2), 2);
  search.run(m, 2);  // from the end: nothing else reachable
  EXPECT_EQ(search.cost(0), PathSearch<int>::kUnreached);
  EXPECT_EQ(search.parent(1), PathSearch<int>::kNoNode);
  EXPECT_TRUE(search.settled(2));
  EXPECT_FALSE(search.settled(0));
}

TEST(PathSearch, SeveralStartsWithCostsAlreadySpent) {
  EdgeListModel m;
  m.out = {{{2, 5}}, {{2, 1}}, {}};
  PathSearch<int> search;
  search.run(m, {{0, 0}, {1, 3}});
  EXPECT_EQ(search.cost(2), 4);
  EXPECT_EQ(search.path_to(2), (std::vector<int>{1, 2}));
}

struct HalfStepLine {
  int node_count() const { return 3; }
  double heuristic(int) const { return 0.0; }
  bool is_goal(int n) const { return n == 2; }
  template <class F>
  void for_each_neighbour(int node, double, F&& visit) const {
    if (node < 2) visit(node + 1, 0.5);
  }
};

TEST(PathSearch, WorksWithRealCosts) {
  PathSearch<double> search;
  ASSERT_TRUE(search.run(HalfStepLine{}, 0).has_value());
  EXPECT_DOUBLE_EQ(search.cost(2), 1.0);
}

}  // namespace
}  // namespace fray::map

// Free-measure paths among 50 terrain polygons on a 120 x 180 cm table (issue 4), for a base of
// radius 1.25 cm. Per query:
//  - Fray (TablePathfinder::shortest_path): the waypoint graph is cached per map and base size;
//    the query tests which waypoints the start and the goal see (tangent ones only), then runs
//    the one PathSearch (A*, straight-line heuristic, generation stamps) over the cached graph.
//  - Boost visibility graph (textbook): builds the visibility graph of all waypoints plus start
//    and goal (every pair, same straight-move test), then boost::dijkstra_shortest_paths.
//  - Boost on the cached graph: Fray's cached graph in a Boost adjacency list, the start and goal
//    joined exactly as Fray joins them, then boost::dijkstra_shortest_paths stopping at the goal.
// The setup checks that all three give the same length for every query before timing.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include <benchmark/benchmark.h>

#include <fray/map/table_path.h>

#include "fixed_iterations.h"
#include "table_path_boost_reference.h"

namespace {

using namespace fray::map;

struct Query {
  Point from;
  Point to;
};

struct TableFixture {
  TablePathMap table = fray::bench::random_table_map(50, 2026);
  TablePathfinder finder{table};
  std::vector<Query> queries;

  TableFixture() {
    std::mt19937 rng(5);
    std::uniform_real_distribution<double> x(0.0, table.width_cm);
    std::uniform_real_distribution<double> y(0.0, table.height_cm);
    fray::bench::BoostVisibilityGraph textbook(finder);
    fray::bench::BoostCachedGraph cached(finder);
    while (queries.size() < 32) {
      const Query q{{x(rng), y(rng)}, {x(rng), y(rng)}};
      const auto ours = finder.shortest_path(q.from, q.to);
      if (!ours) continue;
      const auto a = textbook.cost(q.from, q.to);
      const auto b = cached.cost(q.from, q.to);
      if (!a || !b || std::abs(*a - ours->cost()) > 1e-9 * *a ||
          std::abs(*b - ours->cost()) > 1e-9 * *a) {
        std::fprintf(stderr, "free-measure path length mismatch on query %zu\n", queries.size());
        std::abort();
      }
      queries.push_back(q);
    }
  }
};

TableFixture& fixture() {
  static TableFixture f;
  return f;
}

void BM_TablePath_Fray(benchmark::State& state) {
  TableFixture& f = fixture();
  std::size_t i = 0;
  for (auto _ : state) {
    const Query& q = f.queries[i++ % f.queries.size()];
    benchmark::DoNotOptimize(f.finder.shortest_path(q.from, q.to));
  }
  state.counters["waypoints"] = static_cast<double>(f.finder.waypoints().size());
  state.counters["edges"] = static_cast<double>(f.finder.graph_edges());
}
BENCHMARK(BM_TablePath_Fray)
    ->Unit(benchmark::kMicrosecond)
    ->Iterations(fray::bench::fixed_iterations(320));

void BM_TablePath_BoostVisibilityGraph(benchmark::State& state) {
  TableFixture& f = fixture();
  fray::bench::BoostVisibilityGraph textbook(f.finder);
  std::size_t i = 0;
  for (auto _ : state) {
    const Query& q = f.queries[i++ % f.queries.size()];
    benchmark::DoNotOptimize(textbook.cost(q.from, q.to));
  }
}
BENCHMARK(BM_TablePath_BoostVisibilityGraph)
    ->Unit(benchmark::kMicrosecond)
    ->Iterations(fray::bench::fixed_iterations(32));

void BM_TablePath_BoostDijkstraCachedGraph(benchmark::State& state) {
  TableFixture& f = fixture();
  fray::bench::BoostCachedGraph cached(f.finder);
  std::size_t i = 0;
  for (auto _ : state) {
    const Query& q = f.queries[i++ % f.queries.size()];
    benchmark::DoNotOptimize(cached.cost(q.from, q.to));
  }
}
BENCHMARK(BM_TablePath_BoostDijkstraCachedGraph)
    ->Unit(benchmark::kMicrosecond)
    ->Iterations(fray::bench::fixed_iterations(320));

// The once-per-map (and base size) cost of Fray's cache: growing the obstacles and building the
// waypoint graph.
void BM_TablePathfinder_Build(benchmark::State& state) {
  const TablePathMap& table = fixture().table;
  for (auto _ : state) {
    TablePathfinder finder(table);
    benchmark::DoNotOptimize(finder.graph_edges());
  }
}
BENCHMARK(BM_TablePathfinder_Build)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(fray::bench::fixed_iterations(5));

// The reachable-area raster (1 cm cells) for an allowance of `arg` cm.
void BM_TableReachRaster(benchmark::State& state) {
  TableFixture& f = fixture();
  const double allowance = static_cast<double>(state.range(0));
  std::size_t i = 0;
  for (auto _ : state) {
    const Query& q = f.queries[i++ % f.queries.size()];
    benchmark::DoNotOptimize(f.finder.reachable(q.from, allowance, 1.0));
  }
}
BENCHMARK(BM_TableReachRaster)->Arg(10)->Arg(20)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();

// Hex x facing shortest paths (issue 4): Fray's PathSearch with HexMoveModel against
// boost::astar_search on the same explicit graph, same queries, same heuristic; and the reachable
// area of one figure on a 72 x 48 battlefield. The setup checks that both searches give the same
// cost for every query before anything is timed.
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include <benchmark/benchmark.h>

#include <fray/map/hex_path.h>

#include "fixed_iterations.h"
#include "hex_path_boost_reference.h"

namespace {

using namespace fray::map;

struct Query {
  Hex from;
  HexDirection facing;
  Hex to;
};

// Two query sets on the same map: start and goal anywhere (the mean distance is about 130 hexes,
// and A* settles about 15% of the 393,216 states), and game-scale queries with the goal 5 to 20
// hexes away (a figure's move over one to four turns).
struct PathFixture {
  HexMap map = fray::bench::random_hex_path_map(256, 256, 20, 2026);
  HexMoveBlockers occupancy{map.grid};
  HexMover mover;
  HexPathOptions options;
  std::vector<Query> queries;  // anywhere
  std::vector<int> costs;
  std::vector<Query> near_queries;  // 5 to 20 hexes
  std::vector<int> near_costs;

  PathFixture() {
    fill(queries, costs, 0, 1000);
    fill(near_queries, near_costs, 5, 20);
  }

  void fill(std::vector<Query>& out, std::vector<int>& out_costs, int min_distance,
            int max_distance) {
    mover.movement = maneuver_movement(Maneuver::Move, 5);
    std::mt19937 rng(99);
    std::uniform_int_distribution<int> any_hex(0, map.grid.size() - 1);
    HexPathfinder finder(map);
    while (out.size() < 64) {
      const Query q{map.grid.hex(any_hex(rng)), static_cast<HexDirection>(out.size() % 6),
                    map.grid.hex(any_hex(rng))};
      if (map.cell(q.from).impassable || map.cell(q.to).impassable) continue;
      const int distance = hex_distance(q.from, q.to);
      if (distance < min_distance || distance > max_distance) continue;
      HexMover m = mover;
      m.hex = q.from;
      m.facing = q.facing;
      const auto path = finder.shortest_path(m, q.to, occupancy);
      if (!path) continue;
      HexPathOptions plain;
      plain.use_landmarks = false;
      const auto plain_path = finder.shortest_path(m, q.to, occupancy, plain);
      if (!plain_path || plain_path->cost() != path->cost()) {
        std::fprintf(stderr, "hex path cost differs with and without landmarks\n");
        std::abort();
      }
      out.push_back(q);
      out_costs.push_back(path->cost());
    }
  }
};

const PathFixture& fixture() {
  static const PathFixture f;
  return f;
}

// The landmarks of the benchmark map, built once (their cost is BM_HexLandmarks_Build).
const HexLandmarks& landmarks() {
  static HexPathfinder finder(fixture().map);
  return finder.landmarks();
}

fray::bench::BoostHexAStar& boost_reference() {
  static fray::bench::BoostHexAStar reference = [] {
    const PathFixture& f = fixture();
    const HexNeighbourTable table(f.map.grid);
    const HexMoveModel model(f.map, table, f.occupancy, f.mover, f.options, std::nullopt);
    fray::bench::BoostHexAStar r(model, f.map.grid);
    for (int set = 0; set < 2; ++set) {
      const auto& queries = set == 0 ? f.queries : f.near_queries;
      const auto& costs = set == 0 ? f.costs : f.near_costs;
      for (std::size_t i = 0; i < queries.size(); ++i) {
        const Query& q = queries[i];
        const auto cost = r.cost(q.from, q.facing, q.to, kHalfPointsPerPoint);
        const auto guided = r.cost(q.from, q.facing, q.to, kHalfPointsPerPoint, &landmarks());
        if (!cost || *cost != costs[i] || !guided || *guided != costs[i]) {
          std::fprintf(stderr, "hex path cost mismatch on query %d/%zu\n", set, i);
          std::abort();
        }
      }
    }
    return r;
  }();
  return reference;
}

const std::vector<Query>& query_set(const benchmark::State& state) {
  return state.range(0) == 0 ? fixture().queries : fixture().near_queries;
}

void BM_HexFacingPath_Fray(benchmark::State& state) {
  const PathFixture& f = fixture();
  boost_reference();  // the equality check runs before any timing
  HexPathfinder finder(f.map);
  finder.landmarks();  // built before timing
  HexPathOptions options;
  options.use_landmarks = state.range(1) != 0;
  const std::vector<Query>& queries = query_set(state);
  std::size_t i = 0;
  for (auto _ : state) {
    const Query& q = queries[i++ % queries.size()];
    HexMover m = f.mover;
    m.hex = q.from;
    m.facing = q.facing;
    benchmark::DoNotOptimize(finder.shortest_path(m, q.to, f.occupancy, options));
  }
}
// Args: query set (0: start and goal anywhere, 1: goal 5 to 20 hexes away), heuristic (0: hex
// distance only, 1: hex distance and the map's landmarks), the same for both searches.
BENCHMARK(BM_HexFacingPath_Fray)
    ->ArgsProduct({{0, 1}, {0, 1}})
    ->Unit(benchmark::kMicrosecond)
    ->Iterations(fray::bench::fixed_iterations(640));

void BM_HexFacingPath_BoostAStar(benchmark::State& state) {
  fray::bench::BoostHexAStar& reference = boost_reference();
  const HexLandmarks* guide = state.range(1) != 0 ? &landmarks() : nullptr;
  const std::vector<Query>& queries = query_set(state);
  std::size_t i = 0;
  for (auto _ : state) {
    const Query& q = queries[i++ % queries.size()];
    benchmark::DoNotOptimize(reference.cost(q.from, q.facing, q.to, kHalfPointsPerPoint, guide));
  }
}
BENCHMARK(BM_HexFacingPath_BoostAStar)
    ->ArgsProduct({{0, 1}, {0, 1}})
    ->Unit(benchmark::kMicrosecond)
    ->Iterations(fray::bench::fixed_iterations(640));

// The once-per-map cost of the landmarks (eight searches over the 65,536 hexes).
void BM_HexLandmarks_Build(benchmark::State& state) {
  const PathFixture& f = fixture();
  const HexNeighbourTable table(f.map.grid);
  PathSearch<int> search;
  for (auto _ : state) benchmark::DoNotOptimize(HexLandmarks(f.map, table, search).empty());
}
BENCHMARK(BM_HexLandmarks_Build)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(fray::bench::fixed_iterations(5));

// One figure's reachable area on a 72 x 48 battlefield (10% blocked, terrain 1-3), from the
// middle, for Move (arg) points.
void BM_HexReachableArea_72x48(benchmark::State& state) {
  const HexMap map = fray::bench::random_hex_path_map(72, 48, 10, 7);
  const HexMoveBlockers occupancy(map.grid);
  HexMover mover;
  mover.hex = HexGrid::from_offset(36, 24);
  mover.movement = maneuver_movement(Maneuver::Move, static_cast<int>(state.range(0)));
  HexPathfinder finder(map);
  std::size_t cells = 0;
  for (auto _ : state) {
    const HexReach reach = finder.reachable(mover, occupancy);
    cells = reach.cells.size();
    benchmark::DoNotOptimize(reach.cells.data());
  }
  state.counters["hexes"] = static_cast<double>(cells);
}
BENCHMARK(BM_HexReachableArea_72x48)->Arg(5)->Arg(10)->Arg(20)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();

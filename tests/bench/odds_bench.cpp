// Timings of the exact odds engine. The 20-die pool is timed twice in the same run: the engine's
// O(k^2) binomial sum and the O(k^3) die-by-die convolution a naive exact engine would do
// (naive_pool_convolution.h; a test checks that both give the same distribution).

#include <vector>

#include <benchmark/benchmark.h>

#include <fray/classic/rules/odds.h>

#include "naive_pool_convolution.h"

namespace {

using fray::rules::ExchangeSetup;
using fray::rules::PoolDie;
using fray::rules::PoolGroup;
using fray::rules::PoolRules;

PoolRules melee_rules() {
  PoolRules rules;
  rules.melee = true;
  return rules;
}

// Twenty D6 striking one big foe: 5 or more hits, 4 makes it recoil.
const PoolDie kPoolDie{6, 5, 4};
constexpr int kPoolSize = 20;

void BM_Pool20D6_Engine(benchmark::State& state) {
  const std::vector<PoolGroup> pool{{kPoolSize, kPoolDie}};
  const PoolRules rules = melee_rules();
  for (auto _ : state) {
    fray::rules::PoolOdds odds = fray::rules::pool_odds(pool, rules);
    benchmark::DoNotOptimize(odds.hits.data());
    benchmark::ClobberMemory();
  }
}
BENCHMARK(BM_Pool20D6_Engine);

void BM_Pool20D6_NaiveConvolution(benchmark::State& state) {
  const PoolRules rules = melee_rules();
  for (auto _ : state) {
    fray::rules::PoolOdds odds = fray::bench::naive_pool_convolution(kPoolSize, kPoolDie, rules);
    benchmark::DoNotOptimize(odds.hits.data());
    benchmark::ClobberMemory();
  }
}
BENCHMARK(BM_Pool20D6_NaiveConvolution);

// The same pool shooting at a target that needs a double 6 (unbounded chain, no recoil).
void BM_Pool20D6Shooting_Engine(benchmark::State& state) {
  const std::vector<PoolGroup> pool{{kPoolSize, PoolDie{6, 7, 7}}};
  const PoolRules rules;
  for (auto _ : state) {
    fray::rules::PoolOdds odds = fray::rules::pool_odds(pool, rules);
    benchmark::DoNotOptimize(odds.hits.data());
    benchmark::ClobberMemory();
  }
}
BENCHMARK(BM_Pool20D6Shooting_Engine);

void BM_Pool20D6Shooting_NaiveConvolution(benchmark::State& state) {
  const PoolRules rules;
  for (auto _ : state) {
    fray::rules::PoolOdds odds =
        fray::bench::naive_pool_convolution(kPoolSize, PoolDie{6, 7, 7}, rules);
    benchmark::DoNotOptimize(odds.hits.data());
    benchmark::ClobberMemory();
  }
}
BENCHMARK(BM_Pool20D6Shooting_NaiveConvolution);

// One shooter: the Troll example's bow at armour 6, a natural 8 needed.
void BM_SingleShotOdds(benchmark::State& state) {
  int need = 8;
  for (auto _ : state) {
    benchmark::DoNotOptimize(need);
    fray::rules::DieOdds odds = fray::rules::single_die_odds(6, need, need, false);
    benchmark::DoNotOptimize(odds);
  }
}
BENCHMARK(BM_SingleShotOdds);

// One melee exchange: the Ogre (D10, 1D3 life) and a Dwarf striking together, with priority on
// the natural die and the Ogre's life test.
ExchangeSetup ogre_and_dwarf() {
  ExchangeSetup setup;
  setup.order = fray::rules::StrikeOrder::Simultaneous;
  setup.a.dice = {PoolDie{6, 5, 3}};
  setup.a.fighter_class = 4;
  setup.a.armour = 4;
  setup.b.dice = {PoolDie{10, 4, 3}};
  setup.b.fighter_class = 4;
  setup.b.armour = 4;
  setup.b.life_die_sides = 3;
  return setup;
}

void BM_SingleExchangeOdds(benchmark::State& state) {
  const ExchangeSetup setup = ogre_and_dwarf();
  for (auto _ : state) {
    fray::rules::ExchangeOdds odds = fray::rules::exchange_odds(setup);
    benchmark::DoNotOptimize(odds.states.data());
    benchmark::ClobberMemory();
  }
}
BENCHMARK(BM_SingleExchangeOdds);

void BM_FirstStrikeExchangeOdds(benchmark::State& state) {
  ExchangeSetup setup = ogre_and_dwarf();
  setup.order = fray::rules::StrikeOrder::AFirst;
  for (auto _ : state) {
    fray::rules::ExchangeOdds odds = fray::rules::exchange_odds(setup);
    benchmark::DoNotOptimize(odds.states.data());
    benchmark::ClobberMemory();
  }
}
BENCHMARK(BM_FirstStrikeExchangeOdds);

// A mixed pool (three kinds of dice): the enumeration path.
void BM_MixedPoolOdds(benchmark::State& state) {
  const std::vector<PoolGroup> pool{
      {4, PoolDie{4, 6, 5}}, {3, PoolDie{6, 8, 6}}, {2, PoolDie{8, 9, 8}}};
  const PoolRules rules = melee_rules();
  for (auto _ : state) {
    fray::rules::PoolOdds odds = fray::rules::pool_odds(pool, rules);
    benchmark::DoNotOptimize(odds.hits.data());
    benchmark::ClobberMemory();
  }
}
BENCHMARK(BM_MixedPoolOdds);

}  // namespace

BENCHMARK_MAIN();

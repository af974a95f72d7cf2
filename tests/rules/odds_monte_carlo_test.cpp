// Every odds function against a Monte Carlo run of the real resolution with the game's engine.
// Tolerance: 4 standard errors of the sampled frequency. Seeds are fixed, so the runs are
// reproducible; sample sizes keep each test well under a second in a Debug build.

#include <cmath>
#include <map>
#include <tuple>
#include <vector>

#include <gtest/gtest.h>

#include <fray/classic/rules/melee_exchange.h>
#include <fray/classic/rules/odds.h>
#include <fray/classic/rules/strike_pool.h>
#include <fray/dice/random_engine.h>

namespace fray::rules {
namespace {

void expect_frequency(long count, long samples_count, double p, const char* what) {
  const double samples = static_cast<double>(samples_count);
  const double observed = static_cast<double>(count) / samples;
  const double error = std::sqrt(p * (1 - p) / samples);
  EXPECT_NEAR(observed, p, 4 * error + 1e-12) << what << " p=" << p;
}

std::vector<PoolDie> expand(const std::vector<PoolGroup>& groups) {
  std::vector<PoolDie> dice;
  for (const PoolGroup& group : groups) dice.insert(dice.end(), group.count, group.die);
  return dice;
}

void check_pool(const std::vector<PoolGroup>& groups, const PoolRules& rules, long samples,
                std::uint64_t seed) {
  const PoolOdds odds = pool_odds(groups, rules);
  const std::vector<PoolDie> dice = expand(groups);
  dice::RandomEngine engine(seed);
  std::vector<long> hits(odds.hits.size(), 0);
  long recoil = 0;
  long miss = 0;
  long friends = 0;
  for (long s = 0; s < samples; ++s) {
    const PoolResult result = resolve_pool(dice, rules, engine);
    ++hits[result.hits];
    if (result.hits == 0) ++(result.recoil ? recoil : miss);
    if (result.friends_hit > 0) ++friends;
  }
  for (std::size_t k = 0; k < hits.size(); ++k) {
    expect_frequency(hits[k], samples, odds.hits[k], "hits");
  }
  expect_frequency(recoil, samples, odds.recoil_without_hit, "recoil without hit");
  expect_frequency(miss, samples, odds.miss, "miss");
  expect_frequency(friends, samples, odds.friend_hit, "friend hit");
}

PoolRules make_rules(bool melee, bool friendly_fire = false) {
  PoolRules rules;
  rules.melee = melee;
  rules.friendly_fire = friendly_fire;
  return rules;
}

TEST(OddsMonteCarlo, SingleDice) {
  dice::RandomEngine engine(11);
  const long samples = 40000;
  for (int sides : {2, 4, 6, 12}) {
    for (int hit : {sides, sides + 2}) {
      for (bool melee : {false, true}) {
        const DieOdds odds = single_die_odds(sides, hit, hit - 1, melee);
        const std::vector<PoolDie> die{PoolDie{sides, hit, hit - 1}};
        long hits = 0;
        long recoils = 0;
        for (long s = 0; s < samples; ++s) {
          const PoolResult result = resolve_pool(die, make_rules(melee), engine);
          hits += result.hits;
          recoils += result.effect_is_recoil() ? 1 : 0;
        }
        expect_frequency(hits, samples, odds.hit, "single hit");
        expect_frequency(recoils, samples, odds.recoil, "single recoil");
      }
    }
  }
}

TEST(OddsMonteCarlo, GoblinPool) {
  check_pool({{3, PoolDie{4, 5, 4}}}, make_rules(true), 200000, 1);
}

TEST(OddsMonteCarlo, TwentyD6InMelee) {
  check_pool({{20, PoolDie{6, 7, 6}}}, make_rules(true), 25000, 2);
}

TEST(OddsMonteCarlo, ShootersIntoAMelee) {
  check_pool({{5, PoolDie{6, 7, 7}}}, make_rules(false, true), 100000, 3);
}

TEST(OddsMonteCarlo, MixedMeleePool) {
  check_pool({{2, PoolDie{4, 6, 5}}, {1, PoolDie{6, 8, 6}}, {1, PoolDie{8, 9, 8}}},
             make_rules(true), 100000, 4);
}

TEST(OddsMonteCarlo, MixedShootingPool) {
  check_pool({{3, PoolDie{6, 8, 8}}, {2, PoolDie{4, 6, 6}}}, make_rules(false, true), 100000, 5);
}

TEST(OddsMonteCarlo, OutOfEarshot) {
  PoolRules rules = make_rules(true);
  rules.natural_maximum = false;
  check_pool({{4, PoolDie{6, 6, 4}}, {1, PoolDie{8, 6, 4}}}, rules, 100000, 6);
}

using StateKey = std::tuple<int, int, bool, bool, bool, bool>;

StateKey key_of(const ExchangeResult& result) {
  return {result.a.wounds_taken, result.b.wounds_taken, result.a.recoils,
          result.b.recoils,      result.a.killed,       result.b.killed};
}

void check_exchange(const ExchangeSetup& setup, long samples, std::uint64_t seed) {
  const ExchangeOdds odds = exchange_odds(setup);
  double total = 0;
  std::map<StateKey, double> expected;
  for (const ExchangeState& state : odds.states) {
    expected[{state.wounds_to_a, state.wounds_to_b, state.a_recoils, state.b_recoils,
              state.a_killed, state.b_killed}] = state.probability;
    total += state.probability;
  }
  EXPECT_NEAR(total, 1.0, 1e-12);

  dice::RandomEngine engine(seed);
  std::map<StateKey, long> seen;
  for (long s = 0; s < samples; ++s) ++seen[key_of(resolve_exchange(setup, engine))];
  for (const auto& [key, count] : seen) {
    EXPECT_TRUE(expected.count(key) > 0) << "a state the odds engine never predicted";
  }
  for (const auto& [key, p] : expected) {
    const auto found = seen.find(key);
    expect_frequency(found == seen.end() ? 0 : found->second, samples, p, "exchange state");
  }
}

ExchangeSide single(int sides, int hit, int recoil, int fighter_class, int armour) {
  ExchangeSide side;
  side.dice = {PoolDie{sides, hit, recoil}};
  side.fighter_class = fighter_class;
  side.armour = armour;
  return side;
}

TEST(OddsMonteCarlo, ExchangeFirstStrike) {
  ExchangeSetup setup;
  setup.a = single(6, 4, 3, 4, 4);
  setup.b = single(10, 5, 3, 4, 6);
  setup.b.life_die_sides = 3;
  setup.order = StrikeOrder::AFirst;
  check_exchange(setup, 100000, 7);
  setup.order = StrikeOrder::BFirst;
  check_exchange(setup, 100000, 8);
}

TEST(OddsMonteCarlo, ExchangeSimultaneousWithPriority) {
  ExchangeSetup setup;
  setup.a = single(6, 5, 4, 4, 4);
  setup.b = single(8, 5, 4, 4, 4);  // same class and armour: the natural die decides
  setup.order = StrikeOrder::Simultaneous;
  check_exchange(setup, 100000, 9);
  setup.b.armour = 5;
  check_exchange(setup, 100000, 10);
}

TEST(OddsMonteCarlo, ExchangeBlendedGoblinsAgainstAWarrior) {
  ExchangeSetup setup;
  setup.a = single(6, 3, 2, 4, 4);
  setup.a.life_die_sides = 2;
  setup.b.dice = {PoolDie{4, 5, 4}, PoolDie{4, 5, 4}, PoolDie{4, 5, 4}};
  setup.b.blended = true;
  setup.order = StrikeOrder::Simultaneous;
  check_exchange(setup, 100000, 12);
}

TEST(OddsMonteCarlo, ExchangeTrollWithOldWounds) {
  ExchangeSetup setup;
  setup.a = single(6, 7, 5, 5, 5);
  setup.b = single(12, 6, 5, 4, 7);
  setup.b.life_die_sides = 4;
  setup.b.prior_wounds = 1;
  setup.order = StrikeOrder::Simultaneous;
  check_exchange(setup, 100000, 13);
}

TEST(OddsMonteCarlo, WoundAndDeath) {
  const std::vector<PoolGroup> pool{{3, PoolDie{6, 5, 5}}};
  const PoolOdds odds = pool_odds(pool, make_rules(false));
  const WoundOdds wounds = wound_and_death_odds(odds.hits, 4, 1);
  dice::RandomEngine engine(14);
  const long samples = 200000;
  long killed = 0;
  const std::vector<PoolDie> dice = expand(pool);
  for (long s = 0; s < samples; ++s) {
    const int hits = resolve_pool(dice, make_rules(false), engine).hits;
    if (hits > 0 && life_test(4, 1 + hits, engine).killed) ++killed;
  }
  expect_frequency(killed, samples, wounds.killed, "killed");
}

}  // namespace
}  // namespace fray::rules

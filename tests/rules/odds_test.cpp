#include <numeric>
#include <vector>

#include <gtest/gtest.h>

#include <fray/classic/rules/odds.h>

#include "../bench/naive_pool_convolution.h"

namespace fray::rules {
namespace {

constexpr double kExact = 1e-12;

PoolRules melee() {
  PoolRules rules;
  rules.melee = true;
  return rules;
}

double sum(const std::vector<double>& values) {
  return std::accumulate(values.begin(), values.end(), 0.0);
}

void expect_die_sums_to_one(const DieOdds& odds) {
  EXPECT_NEAR(odds.hit + odds.recoil + odds.miss, 1.0, kExact);
  EXPECT_GE(odds.hit, 0.0);
  EXPECT_GE(odds.recoil, 0.0);
  EXPECT_GE(odds.miss, 0.0);
}

void expect_pool_sums_to_one(const PoolOdds& odds) {
  EXPECT_NEAR(sum(odds.hits), 1.0, 1e-12);
  EXPECT_NEAR(odds.recoil_without_hit + odds.miss, odds.hits[0], 1e-12);
  for (double p : odds.hits) EXPECT_GE(p, -1e-15);
}

TEST(SingleDieOdds, ChainsOfMaximums) {
  EXPECT_NEAR(single_die_odds(6, 7, 7, false).hit, 1.0 / 36, kExact);       // double 6
  EXPECT_NEAR(single_die_odds(6, 8, 8, false).hit, 1.0 / 216, kExact);      // triple 6 (Troll)
  EXPECT_NEAR(single_die_odds(4, 6, 6, false).hit, 1.0 / 64, kExact);       // Orcq archer
  EXPECT_NEAR(single_die_odds(6, 5, 5, false).hit, 1.0 / 3, kExact);        // crossbow at armour 5
  EXPECT_NEAR(single_die_odds(6, 6, 6, false).hit, 1.0 / 6, kExact);        // crossbow at armour 6
  EXPECT_NEAR(single_die_odds(6, 12, 12, false).hit, 1.0 / 279936, 1e-16);  // 6 then six 6s
  EXPECT_NEAR(single_die_odds(8, 9, 9, false).hit, 1.0 / 64, kExact);
  EXPECT_NEAR(single_die_odds(6, 60, 60, false).hit, 0.0, 1e-40);  // far, but not capped
  EXPECT_GT(single_die_odds(6, 60, 60, false).hit, 0.0);
}

TEST(SingleDieOdds, MeleeNaturalSevenAndTriple) {
  // Dwarf with a spear (+1) against a class 4 armour 4 rider: 4 hits, 3 recoils.
  const DieOdds dwarf = single_die_odds(6, 4, 3, true);
  EXPECT_NEAR(dwarf.hit, 1.0 / 2, kExact);
  EXPECT_NEAR(dwarf.recoil, 1.0 / 6, kExact);
  EXPECT_NEAR(dwarf.miss, 1.0 / 3, kExact);
  // Warrior with a two-handed axe (+1) against a class 3 armour 3 Goblin: 3 kills, 2 recoils.
  const DieOdds axe = single_die_odds(6, 3, 2, true);
  EXPECT_NEAR(axe.hit, 4.0 / 6, kExact);
  EXPECT_NEAR(axe.recoil, 1.0 / 6, kExact);
  EXPECT_NEAR(axe.miss, 1.0 / 6, kExact);
  // Hopeless needs: a D6 still hits on a natural 7, a D4 on a triple 4; a natural 1 never.
  EXPECT_NEAR(single_die_odds(6, 11, 11, true).hit, 1.0 / 36, kExact);
  EXPECT_NEAR(single_die_odds(4, 11, 11, true).hit, 1.0 / 64, kExact);
  EXPECT_NEAR(single_die_odds(6, -3, -3, true).hit, 5.0 / 6, kExact);
  // Ogre with a two-handed axe (D10 + 1) against a class 4 armour 4 Dwarf: 4 hits, 3 recoils.
  const DieOdds ogre = single_die_odds(10, 4, 3, true);
  EXPECT_NEAR(ogre.hit, 0.7, kExact);
  EXPECT_NEAR(ogre.recoil, 0.1, kExact);
  // A recoil band reached only through the chain: D4 needs 7 to hit, 5 to recoil, shooting.
  const DieOdds band = single_die_odds(4, 7, 5, false);
  EXPECT_NEAR(band.hit, 1.0 / 256, kExact);
  EXPECT_NEAR(band.recoil, 1.0 / 16 - 1.0 / 256, kExact);
}

TEST(SingleDieOdds, SumToOneEverywhere) {
  for (int sides : {2, 3, 4, 6, 8, 10, 12}) {
    for (int hit = -1; hit <= 16; ++hit) {
      for (int recoil = -1; recoil <= hit; ++recoil) {
        for (bool is_melee : {false, true}) {
          expect_die_sums_to_one(single_die_odds(sides, hit, recoil, is_melee));
        }
      }
    }
  }
}

TEST(SingleDieOdds, WithoutTheNaturalMaximumRule) {
  PoolRules rules;
  rules.natural_maximum = false;
  EXPECT_NEAR(single_die_odds(PoolDie{6, 7, 7}, rules).hit, 0.0, kExact);
  EXPECT_NEAR(single_die_odds(PoolDie{6, 6, 6}, rules).hit, 1.0 / 6, kExact);
}

// seed 000's Goblin example: three spear Goblins (D4) against a class 4 armour 4 warrior.
TEST(PoolOdds, GoblinSpears) {
  const std::vector<PoolGroup> goblins{{3, PoolDie{4, 5, 4}}};
  const PoolOdds odds = pool_odds(goblins, melee());
  ASSERT_EQ(odds.hits.size(), 4u);
  EXPECT_NEAR(odds.hits[0], 189.0 / 256, kExact);
  EXPECT_NEAR(odds.hits[1], 63.0 / 256, kExact);
  EXPECT_NEAR(odds.hits[2], 4.0 / 256, kExact);
  EXPECT_NEAR(odds.hits[3], 0.0, kExact);
  EXPECT_NEAR(odds.recoil_without_hit, 81.0 / 256, kExact);
  EXPECT_NEAR(odds.miss, 108.0 / 256, kExact);
  expect_pool_sums_to_one(odds);
}

TEST(PoolOdds, TwoD6AgainstHopelessNeedInMelee) {
  // Two 6s: 6 and 7, the 7 hits. A lone 6: 1/6 to chain into a natural 7.
  const std::vector<PoolGroup> pool{{2, PoolDie{6, 10, 10}}};
  const PoolOdds odds = pool_odds(pool, melee());
  const double lone = 2 * (1.0 / 6) * (5.0 / 6);
  EXPECT_NEAR(odds.hits[1], 1.0 / 36 + lone / 6, kExact);
  EXPECT_NEAR(odds.hits[2], 0.0, kExact);
}

TEST(PoolOdds, MixedD6AndD4LikeTheWightExample) {
  // A D6 and a D4 against a foe needing 7: a 6 with a 4 is a natural 7 in melee.
  const std::vector<PoolGroup> pool{{1, PoolDie{6, 7, 7}}, {1, PoolDie{4, 7, 7}}};
  const PoolOdds odds = pool_odds(pool, melee());
  // P(hit) = P(6 and 4) + P(6, no 4) * 1/6 + P(4, no 6) * 1/16 (4 -> 5 -> 6 = triple)
  const double expected = (1.0 / 24) + (1.0 / 6) * (3.0 / 4) / 6 + (1.0 / 4) * (5.0 / 6) / 16;
  EXPECT_NEAR(odds.any_hit(), expected, kExact);
  expect_pool_sums_to_one(odds);
}

TEST(PoolOdds, FriendHitClosedForm) {
  PoolRules rules;
  rules.friendly_fire = true;
  const std::vector<PoolGroup> one{{1, PoolDie{6, 5, 5}}};
  EXPECT_NEAR(pool_odds(one, rules).friend_hit, 1.0 / 36, kExact);
  const std::vector<PoolGroup> two{{2, PoolDie{6, 5, 5}}};
  // Two 1s, or exactly one 1 rerolled into a 1.
  EXPECT_NEAR(pool_odds(two, rules).friend_hit, 1.0 / 36 + 2 * (5.0 / 36) / 6, kExact);
  EXPECT_EQ(pool_odds(two, PoolRules{}).friend_hit, 0.0);
}

TEST(PoolOdds, EmptyAndZeroCountPools) {
  const PoolOdds empty = pool_odds({}, melee());
  EXPECT_EQ(empty.hits, std::vector<double>{1.0});
  EXPECT_EQ(empty.miss, 1.0);
  const std::vector<PoolGroup> none{{0, PoolDie{6, 4, 3}}};
  EXPECT_EQ(pool_odds(none, melee()).hits, std::vector<double>{1.0});
  const std::vector<PoolGroup> bad{{-1, PoolDie{6, 4, 3}}};
  EXPECT_THROW(pool_odds(bad, melee()), std::invalid_argument);
}

TEST(PoolOdds, SplittingAGroupChangesNothing) {
  const std::vector<PoolGroup> whole{{5, PoolDie{6, 6, 4}}};
  const std::vector<PoolGroup> split{{2, PoolDie{6, 6, 4}}, {3, PoolDie{6, 6, 4}}};
  const PoolOdds a = pool_odds(whole, melee());
  const PoolOdds b = pool_odds(split, melee());
  ASSERT_EQ(a.hits.size(), b.hits.size());
  for (std::size_t k = 0; k < a.hits.size(); ++k) EXPECT_NEAR(a.hits[k], b.hits[k], kExact);
}

TEST(PoolOdds, SumsToOneAcrossManyPools) {
  for (int sides : {2, 3, 4, 6, 8, 10, 12}) {
    for (int hit = 0; hit <= sides + 3; ++hit) {
      for (int count : {1, 2, 3, 7, 20}) {
        for (bool is_melee : {false, true}) {
          PoolRules rules;
          rules.melee = is_melee;
          const std::vector<PoolGroup> pool{{count, PoolDie{sides, hit, hit - 1}}};
          expect_pool_sums_to_one(pool_odds(pool, rules));
        }
      }
    }
  }
  const std::vector<PoolGroup> mixed{
      {3, PoolDie{4, 6, 5}}, {2, PoolDie{6, 8, 6}}, {2, PoolDie{8, 10, 9}}, {1, PoolDie{12, 9, 7}}};
  expect_pool_sums_to_one(pool_odds(mixed, melee()));
  expect_pool_sums_to_one(pool_odds(mixed, PoolRules{}));
}

TEST(PoolOdds, LargePoolStaysFinite) {
  const std::vector<PoolGroup> horde{{1000, PoolDie{2, 3, 2}}};
  const PoolOdds odds = pool_odds(horde, melee());
  expect_pool_sums_to_one(odds);
}

TEST(PoolOdds, EqualsTheNaiveConvolution) {
  for (int sides : {2, 4, 6, 8, 12}) {
    for (int count : {1, 2, 3, 5, 20}) {
      for (int hit : {2, sides, sides + 1, sides + 2, sides + 4}) {
        for (int rule_set = 0; rule_set < 3; ++rule_set) {
          PoolRules rules;
          rules.melee = rule_set == 1;
          rules.natural_maximum = rule_set != 2;
          const PoolDie die{sides, hit, hit - 2};
          const std::vector<PoolGroup> pool{{count, die}};
          const PoolOdds fast = pool_odds(pool, rules);
          const PoolOdds naive = bench::naive_pool_convolution(count, die, rules);
          ASSERT_EQ(fast.hits.size(), naive.hits.size());
          for (std::size_t k = 0; k < fast.hits.size(); ++k) {
            EXPECT_NEAR(fast.hits[k], naive.hits[k], 1e-13) << sides << "x" << count << " " << k;
          }
          EXPECT_NEAR(fast.recoil_without_hit, naive.recoil_without_hit, 1e-13);
          EXPECT_NEAR(fast.miss, naive.miss, 1e-13);
        }
      }
    }
  }
}

// The exact pools timed in tests/bench/odds_bench.cpp.
TEST(PoolOdds, BenchmarkPoolsEqualTheNaiveConvolution) {
  PoolRules shooting;
  for (const auto& [die, rules] :
       {std::pair{PoolDie{6, 5, 4}, melee()}, std::pair{PoolDie{6, 7, 7}, shooting}}) {
    const std::vector<PoolGroup> pool{{20, die}};
    const PoolOdds fast = pool_odds(pool, rules);
    const PoolOdds naive = bench::naive_pool_convolution(20, die, rules);
    ASSERT_EQ(fast.hits.size(), naive.hits.size());
    for (std::size_t k = 0; k < fast.hits.size(); ++k) {
      EXPECT_NEAR(fast.hits[k], naive.hits[k], 1e-14) << k;
    }
    EXPECT_NEAR(fast.recoil_without_hit, naive.recoil_without_hit, 1e-14);
    EXPECT_NEAR(fast.miss, naive.miss, 1e-14);
  }
}

TEST(WoundOdds, LifeDieAgainstAHitDistribution) {
  const std::vector<double> hits{0.5, 0.3, 0.2};
  const WoundOdds d3 = wound_and_death_odds(hits, 3, 0);
  EXPECT_NEAR(d3.killed, 0.3 / 3 + 0.2 * 2 / 3, kExact);
  EXPECT_NEAR(d3.alive_by_wounds[0], 0.5, kExact);
  EXPECT_NEAR(d3.alive_by_wounds[1], 0.2, kExact);
  EXPECT_NEAR(sum(d3.alive_by_wounds) + d3.killed, 1.0, kExact);

  const WoundOdds single = wound_and_death_odds(hits, 1, 0);
  EXPECT_NEAR(single.killed, 0.5, kExact);

  // A D4 troll with two old wounds: one more wound kills on 1-3, two on anything.
  const WoundOdds troll = wound_and_death_odds(hits, 4, 2);
  EXPECT_NEAR(troll.killed, 0.3 * 0.75 + 0.2, kExact);
  EXPECT_NEAR(troll.total_wounds[2], 0.5, kExact);
  EXPECT_NEAR(troll.total_wounds[4], 0.2, kExact);
  EXPECT_NEAR(sum(troll.total_wounds), 1.0, kExact);
}

}  // namespace
}  // namespace fray::rules

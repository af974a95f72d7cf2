// The odds engine against the real resolution, exactly: every combination of first faces is fed
// to resolve_pool() through dice::ScriptedDice, each reroll chain is expanded to every length it
// can take (it is finite once the die hits), and the weights are the exact probabilities.

#include <vector>

#include <gtest/gtest.h>

#include <fray/classic/rules/odds_pool.h>
#include <fray/classic/rules/strike_pool.h>
#include <fray/dice/scripted_dice.h>

namespace fray::rules {
namespace {

struct Branch {
  std::vector<int> script;
  double weight;
};

void run(const std::vector<PoolDie>& dice, const PoolRules& rules, const Branch& branch,
         PoolOdds& odds) {
  dice::ScriptedDice source(branch.script);
  const PoolResult result = resolve_pool(dice, rules, source);
  ASSERT_EQ(source.remaining(), 0u) << "the script did not match the dice drawn";
  odds.hits[result.hits] += branch.weight;
  if (result.hits == 0) (result.recoil ? odds.recoil_without_hit : odds.miss) += branch.weight;
  if (result.friends_hit > 0) odds.friend_hit += branch.weight;
}

PoolOdds enumerate(const std::vector<PoolDie>& dice, const PoolRules& rules) {
  PoolOdds odds;
  odds.hits.assign(dice.size() + 1, 0.0);
  std::vector<int> faces(dice.size(), 1);
  for (;;) {
    double weight = 1.0;
    int maxima = 0;
    int lone_max = -1;
    int ones = 0;
    int lone_one = -1;
    for (std::size_t i = 0; i < dice.size(); ++i) {
      weight /= dice[i].sides;
      if (faces[i] == dice[i].sides) {
        ++maxima;
        lone_max = static_cast<int>(i);
      }
      if (faces[i] == 1) {
        ++ones;
        lone_one = static_cast<int>(i);
      }
    }
    // Chain branches of a lone maximum: j more maximums then a plain face, or all the way to
    // the value that hits.
    std::vector<Branch> branches{{faces, weight}};
    if (rules.natural_maximum && maxima == 1) {
      const PoolDie& die = dice[lone_max];
      const int stop = chain_hit_value(die, rules);
      if (die.sides < stop) {
        branches.clear();
        const double q = 1.0 / die.sides;
        std::vector<int> script = faces;
        double reach = weight;
        for (int value = die.sides; value < stop; ++value) {
          std::vector<int> ended = script;
          ended.push_back(1);
          branches.push_back({ended, reach * (1 - q)});
          script.push_back(die.sides);
          reach *= q;
        }
        branches.push_back({script, reach});
      }
    }
    // The compulsory reroll of a lone natural 1.
    if (rules.friendly_fire && ones == 1) {
      std::vector<Branch> split;
      const double q = 1.0 / dice[lone_one].sides;
      for (const Branch& branch : branches) {
        Branch one = branch;
        one.script.push_back(1);
        one.weight *= q;
        Branch other = branch;
        other.script.push_back(2);
        other.weight *= 1 - q;
        split.push_back(one);
        split.push_back(other);
      }
      branches = split;
    }
    for (const Branch& branch : branches) run(dice, rules, branch, odds);

    std::size_t i = 0;
    while (i < dice.size() && faces[i] == dice[i].sides) faces[i++] = 1;
    if (i == dice.size()) break;
    ++faces[i];
  }
  return odds;
}

void expect_same(const std::vector<PoolDie>& dice, const PoolRules& rules) {
  std::vector<PoolGroup> groups;
  for (const PoolDie& die : dice) groups.push_back(PoolGroup{1, die});
  const PoolOdds engine = pool_odds(groups, rules);
  const PoolOdds truth = enumerate(dice, rules);
  ASSERT_EQ(engine.hits.size(), truth.hits.size());
  for (std::size_t k = 0; k < truth.hits.size(); ++k) {
    EXPECT_NEAR(engine.hits[k], truth.hits[k], 1e-12) << "hits " << k;
  }
  EXPECT_NEAR(engine.recoil_without_hit, truth.recoil_without_hit, 1e-12);
  EXPECT_NEAR(engine.miss, truth.miss, 1e-12);
  EXPECT_NEAR(engine.friend_hit, truth.friend_hit, 1e-12);
}

PoolRules make_rules(bool melee, bool friendly_fire, bool natural_maximum = true) {
  PoolRules rules;
  rules.melee = melee;
  rules.friendly_fire = friendly_fire;
  rules.natural_maximum = natural_maximum;
  return rules;
}

TEST(OddsEnumeration, GoblinPool) {
  const PoolDie goblin{4, 5, 4};
  expect_same({goblin, goblin, goblin}, make_rules(true, false));
  expect_same({goblin, goblin, goblin, goblin, goblin}, make_rules(true, false));
}

TEST(OddsEnumeration, MixedMeleePools) {
  expect_same({PoolDie{6, 8, 6}, PoolDie{4, 7, 5}, PoolDie{4, 7, 5}}, make_rules(true, false));
  expect_same({PoolDie{8, 10, 9}, PoolDie{6, 9, 7}, PoolDie{4, 6, 5}, PoolDie{12, 14, 13}},
              make_rules(true, false));
  expect_same({PoolDie{10, 12, 11}, PoolDie{6, 8, 8}, PoolDie{6, 8, 8}, PoolDie{2, 3, 3}},
              make_rules(true, false));
}

TEST(OddsEnumeration, MixedShootingPoolsWithFriendlyFire) {
  expect_same({PoolDie{6, 8, 8}, PoolDie{6, 8, 8}, PoolDie{4, 6, 6}, PoolDie{4, 6, 6}},
              make_rules(false, true));
  expect_same({PoolDie{6, 5, 5}, PoolDie{8, 7, 7}, PoolDie{3, 4, 4}}, make_rules(false, true));
}

TEST(OddsEnumeration, EasyAndImpossibleNeeds) {
  expect_same({PoolDie{6, 0, 0}, PoolDie{4, 1, 1}, PoolDie{6, 2, 1}}, make_rules(true, true));
  expect_same({PoolDie{6, 13, 9}, PoolDie{8, 15, 12}, PoolDie{6, 13, 9}}, make_rules(false, false));
  expect_same({PoolDie{6, 13, 9}, PoolDie{8, 15, 12}, PoolDie{6, 13, 9}}, make_rules(true, false));
}

TEST(OddsEnumeration, WithoutTheNaturalMaximumRule) {
  expect_same({PoolDie{6, 6, 4}, PoolDie{4, 4, 3}, PoolDie{8, 7, 5}},
              make_rules(true, true, false));
}

TEST(OddsEnumeration, HomogeneousPools) {
  for (int sides : {2, 3, 4, 6}) {
    for (int hit : {sides, sides + 1, sides + 3}) {
      const PoolDie die{sides, hit, hit - 1};
      expect_same({die, die, die, die}, make_rules(true, true));
      expect_same({die, die, die, die}, make_rules(false, true));
    }
  }
}

}  // namespace
}  // namespace fray::rules

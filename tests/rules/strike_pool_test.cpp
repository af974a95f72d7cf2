#include <stdexcept>
#include <vector>

#include <gtest/gtest.h>

#include <fray/classic/rules/strike_pool.h>
#include <fray/dice/scripted_dice.h>

namespace fray::rules {
namespace {

PoolRules melee() {
  PoolRules rules;
  rules.melee = true;
  return rules;
}

PoolRules shooting() { return PoolRules{}; }

// seed 000, "Natural dice maximum rule", Goblin example: the spear Goblins strike a class 4
// armour 4 warrior with D4s; 5 or more hits, 4 is a recoil.
const PoolDie kGoblinD4{4, 5, 4};

TEST(StrikePool, GoblinsLoneFourRecoilsAfterAFailedReroll) {
  dice::ScriptedDice dice{4, 2, 3, 1};  // three spears, then the reroll of the lone 4
  const PoolResult result = resolve_pool({kGoblinD4, kGoblinD4, kGoblinD4}, melee(), dice);
  EXPECT_EQ(result.hits, 0);
  EXPECT_TRUE(result.recoil);
  EXPECT_TRUE(result.effect_is_recoil());
  EXPECT_EQ(result.dice[0].faces, (std::vector<int>{4, 1}));
  EXPECT_EQ(result.dice[0].natural, 4);
  EXPECT_EQ(result.dice[0].grade, Grade::Recoil);
  EXPECT_EQ(dice.remaining(), 0u);
}

TEST(StrikePool, GoblinsLoneFourRerolledIntoAFourKills) {
  dice::ScriptedDice dice{1, 4, 3, 4};
  const PoolResult result = resolve_pool({kGoblinD4, kGoblinD4, kGoblinD4}, melee(), dice);
  EXPECT_EQ(result.hits, 1);
  EXPECT_EQ(result.dice[1].natural, 5);
  EXPECT_EQ(result.dice[1].grade, Grade::Hit);
  EXPECT_EQ(result.dice[1].reason, GradeReason::Value);
  EXPECT_EQ(result.dice[0].grade, Grade::Miss);
  EXPECT_EQ(result.dice[0].reason, GradeReason::NaturalOne);
}

TEST(StrikePool, GoblinsTwoFoursAreFourAndFive) {
  dice::ScriptedDice dice{4, 4, 2};  // no reroll: two maximums stack instead
  const PoolResult result = resolve_pool({kGoblinD4, kGoblinD4, kGoblinD4}, melee(), dice);
  EXPECT_EQ(result.hits, 1);
  EXPECT_TRUE(result.recoil);  // the 4 left over
  EXPECT_EQ(result.maxima, 2);
  int bonus_sum = result.dice[0].pool_bonus + result.dice[1].pool_bonus;
  EXPECT_EQ(bonus_sum, 1);
  EXPECT_EQ(dice.remaining(), 0u);
}

TEST(StrikePool, ThreeFoursInMeleeAreFourFiveSix) {
  dice::ScriptedDice dice{4, 4, 4};
  const PoolResult result = resolve_pool({kGoblinD4, kGoblinD4, kGoblinD4}, melee(), dice);
  EXPECT_EQ(result.hits, 2);  // 5 and 6 hit, 4 recoils
  EXPECT_TRUE(result.recoil);
}

TEST(StrikePool, TripleMaximumHitsWhateverTheNeed) {
  const PoolDie hopeless{4, 12, 12};
  dice::ScriptedDice dice{4, 4, 4};
  const PoolResult result = resolve_pool({hopeless, hopeless, hopeless}, melee(), dice);
  EXPECT_EQ(result.hits, 1);
  int triple = 0;
  for (const DieResult& die : result.dice) {
    if (die.reason == GradeReason::TripleMaximum) ++triple;
  }
  EXPECT_EQ(triple, 1);

  dice::ScriptedDice again{4, 4, 4};
  EXPECT_EQ(resolve_pool({hopeless, hopeless, hopeless}, shooting(), again).hits, 0);
}

TEST(StrikePool, TripleMaximumLeavesRoomForARecoil) {
  // By value only the first D4 can hit (with the top bonus), leaving no recoil. Better: the
  // triple gives the hit anyway, so a second D4 takes the top bonus and recoils.
  const PoolDie easy{4, 6, 6};
  const PoolDie hard{4, 7, 6};
  dice::ScriptedDice dice{4, 4, 4};
  const PoolResult result = resolve_pool({easy, hard, hard}, melee(), dice);
  EXPECT_EQ(result.hits, 1);
  EXPECT_TRUE(result.recoil);
}

TEST(StrikePool, LoneMaximumChainReachingThreeMaximumsHitsInMelee) {
  dice::ScriptedDice dice{4, 4, 4};
  const PoolResult result = resolve_pool({PoolDie{4, 9, 9}}, melee(), dice);
  EXPECT_EQ(result.hits, 1);
  EXPECT_EQ(result.dice[0].natural, 6);
  EXPECT_EQ(result.dice[0].reason, GradeReason::TripleMaximum);
}

// seed 000, "Natural dice maximum rule": a D6 and a D4 both at maximum against one wight, the
// +1 goes where it helps: the D6 becomes a natural 7.
TEST(StrikePool, MixedMaximumsGiveTheBonusWhereItHelps) {
  dice::ScriptedDice dice{4, 6};
  const PoolResult result = resolve_pool({PoolDie{4, 8, 8}, PoolDie{6, 8, 8}}, melee(), dice);
  EXPECT_EQ(result.hits, 1);
  EXPECT_EQ(result.dice[1].natural, 7);
  EXPECT_EQ(result.dice[1].pool_bonus, 1);
  EXPECT_EQ(result.dice[1].reason, GradeReason::NaturalSeven);
  EXPECT_EQ(result.dice[0].natural, 4);
}

TEST(StrikePool, MixedMaximumsPreferTheDieThatThenHitsByValue) {
  // Shooting: no natural 7. The D4 needs 5 (bonus 1), the D6 needs 8 (bonus 2): with two
  // maximums only the D4 can hit.
  dice::ScriptedDice dice{6, 4};
  const PoolResult result = resolve_pool({PoolDie{6, 8, 8}, PoolDie{4, 5, 5}}, shooting(), dice);
  EXPECT_EQ(result.hits, 1);
  EXPECT_EQ(result.dice[1].natural, 5);
  EXPECT_EQ(result.dice[0].natural, 6);
}

TEST(StrikePool, NaturalSevenOnALoneD6HitsInMeleeOnly) {
  dice::ScriptedDice dice{6, 6};
  const PoolResult melee_result = resolve_pool({PoolDie{6, 10, 10}}, melee(), dice);
  EXPECT_EQ(melee_result.hits, 1);
  EXPECT_EQ(melee_result.dice[0].reason, GradeReason::NaturalSeven);

  dice::ScriptedDice shot{6, 6, 2};
  const PoolResult shot_result = resolve_pool({PoolDie{6, 10, 10}}, shooting(), shot);
  EXPECT_EQ(shot_result.hits, 0);
  EXPECT_EQ(shot_result.dice[0].natural, 7);
  EXPECT_EQ(shot_result.dice[0].faces, (std::vector<int>{6, 6, 2}));
}

// seed 000, the Troll example: a simple bow at armour 6 needs a natural 8, a triple 6.
TEST(StrikePool, BowAtTheTrollNeedsThreeSixes) {
  dice::ScriptedDice dice{6, 6, 6};
  const PoolResult result = resolve_pool({PoolDie{6, 8, 8}}, shooting(), dice);
  EXPECT_EQ(result.hits, 1);
  EXPECT_EQ(result.dice[0].natural, 8);
  EXPECT_EQ(result.dice[0].faces.size(), 3u);
}

// seed 000, the mounted Orcq archer: a 6 with a D4 is 4, then 4, then 4.
TEST(StrikePool, OrcqArcherNeedsATripleFour) {
  dice::ScriptedDice dice{4, 4, 4};
  EXPECT_EQ(resolve_pool({PoolDie{4, 6, 6}}, shooting(), dice).hits, 1);
  dice::ScriptedDice short_chain{4, 4, 3};
  const PoolResult miss = resolve_pool({PoolDie{4, 6, 6}}, shooting(), short_chain);
  EXPECT_EQ(miss.hits, 0);
  EXPECT_EQ(miss.dice[0].natural, 5);  // the failed reroll keeps the value reached
}

TEST(StrikePool, MaximumThatAlreadyHitsIsNotRerolled) {
  dice::ScriptedDice dice{6};
  const PoolResult result = resolve_pool({PoolDie{6, 5, 4}}, melee(), dice);
  EXPECT_EQ(result.hits, 1);
  EXPECT_EQ(result.dice[0].faces.size(), 1u);
  EXPECT_EQ(dice.remaining(), 0u);
}

TEST(StrikePool, NaturalOneMissesEvenWhenTheNeedIsMet) {
  dice::ScriptedDice dice{1, 2};
  const PoolResult result = resolve_pool({PoolDie{6, 0, 0}, PoolDie{6, 0, 0}}, melee(), dice);
  EXPECT_EQ(result.hits, 1);
  EXPECT_EQ(result.dice[0].reason, GradeReason::NaturalOne);

  PoolRules lax = melee();
  lax.natural_one_misses = false;
  dice::ScriptedDice again{1};
  EXPECT_EQ(resolve_pool({PoolDie{6, 0, 0}}, lax, again).hits, 1);
}

TEST(StrikePool, WithoutTheNaturalMaximumRuleAMaximumIsAPlainFace) {
  PoolRules rules = melee();
  rules.natural_maximum = false;
  dice::ScriptedDice dice{6, 6, 6};
  const PoolResult result =
      resolve_pool({PoolDie{6, 7, 7}, PoolDie{6, 7, 7}, PoolDie{6, 7, 7}}, rules, dice);
  EXPECT_EQ(result.hits, 0);
  EXPECT_EQ(result.maxima, 3);
  EXPECT_EQ(dice.remaining(), 0u);
}

TEST(StrikePool, FriendlyFireOnTwoNaturalOnes) {
  PoolRules rules = shooting();
  rules.friendly_fire = true;
  dice::ScriptedDice dice{1, 1, 1, 5};
  const PoolResult result = resolve_pool(
      {PoolDie{6, 5, 5}, PoolDie{6, 5, 5}, PoolDie{6, 5, 5}, PoolDie{6, 5, 5}}, rules, dice);
  EXPECT_EQ(result.friends_hit, 2);  // three 1s: two beyond the first
  EXPECT_EQ(result.hits, 1);
  EXPECT_EQ(dice.remaining(), 0u);  // no reroll when there are several 1s
}

TEST(StrikePool, FriendlyFireRerollsALoneNaturalOne) {
  PoolRules rules = shooting();
  rules.friendly_fire = true;
  dice::ScriptedDice dice{1, 3, 1};
  const PoolResult result = resolve_pool({PoolDie{6, 5, 5}, PoolDie{6, 5, 5}}, rules, dice);
  EXPECT_EQ(result.friends_hit, 1);
  EXPECT_TRUE(result.dice[0].friendly_fire_reroll);
  EXPECT_EQ(result.dice[0].faces, (std::vector<int>{1, 1}));
  EXPECT_EQ(result.dice[0].grade, Grade::Miss);

  dice::ScriptedDice lucky{1, 3, 6};
  const PoolResult safe = resolve_pool({PoolDie{6, 5, 5}, PoolDie{6, 5, 5}}, rules, lucky);
  EXPECT_EQ(safe.friends_hit, 0);
  EXPECT_EQ(safe.hits, 0);  // the reroll of a 1 is not a new shot
}

TEST(StrikePool, ChainRerollsComeBeforeTheFriendlyFireReroll) {
  PoolRules rules = shooting();
  rules.friendly_fire = true;
  dice::ScriptedDice dice{6, 1, 6, 2, 1};  // faces; chain 6 then 2; friendly reroll 1
  const PoolResult result = resolve_pool({PoolDie{6, 9, 9}, PoolDie{6, 9, 9}}, rules, dice);
  EXPECT_EQ(result.dice[0].faces, (std::vector<int>{6, 6, 2}));
  EXPECT_EQ(result.dice[0].natural, 7);
  EXPECT_EQ(result.friends_hit, 1);
}

TEST(StrikePool, RejectsADieWithoutSides) {
  dice::ScriptedDice dice{1};
  EXPECT_THROW(resolve_pool({PoolDie{1, 2, 2}}, melee(), dice), std::invalid_argument);
}

TEST(StrikePool, EmptyPoolDoesNothing) {
  dice::ScriptedDice dice;
  const PoolResult result = resolve_pool({}, melee(), dice);
  EXPECT_EQ(result.hits, 0);
  EXPECT_FALSE(result.recoil);
}

}  // namespace
}  // namespace fray::rules

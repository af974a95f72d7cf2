#include <gtest/gtest.h>

#include <fray/classic/rules/life_test.h>
#include <fray/classic/rules/melee_exchange.h>
#include <fray/classic/rules/odds_exchange.h>
#include <fray/dice/scripted_dice.h>

namespace fray::rules {
namespace {

constexpr double kExact = 1e-12;

// seed 000, "Mounted creatures": a Dwarf on a bull (spear, strikes first) and an Orcq on a boar,
// both class 4 armour 4, both +1 for the charge: 4 kills, 3 makes the foe recoil.
ExchangeSetup dwarf_and_orcq() {
  ExchangeSetup setup;
  setup.a.dice = {PoolDie{6, 4, 3}};
  setup.b.dice = {PoolDie{6, 4, 3}};
  setup.a.fighter_class = setup.b.fighter_class = 4;
  setup.a.armour = setup.b.armour = 4;
  setup.order = StrikeOrder::AFirst;
  return setup;
}

double sum_states(const ExchangeOdds& odds) {
  double total = 0;
  for (const ExchangeState& state : odds.states) total += state.probability;
  return total;
}

TEST(MeleeExchange, FirstStrikerWoundPreventsTheAnswer) {
  dice::ScriptedDice dice{5};
  const ExchangeResult result = resolve_exchange(dwarf_and_orcq(), dice);
  EXPECT_EQ(result.b.wounds_taken, 1);
  EXPECT_TRUE(result.b.killed);
  EXPECT_FALSE(result.b.strike.has_value());
  EXPECT_EQ(dice.remaining(), 0u);  // single life point: no life die
}

TEST(MeleeExchange, FirstStrikerRecoilAlsoPreventsTheAnswer) {
  dice::ScriptedDice dice{3};
  const ExchangeResult result = resolve_exchange(dwarf_and_orcq(), dice);
  EXPECT_TRUE(result.b.recoils);
  EXPECT_FALSE(result.b.strike.has_value());
}

TEST(MeleeExchange, MissLetsTheOtherStrike) {
  dice::ScriptedDice dice{2, 6};
  const ExchangeResult result = resolve_exchange(dwarf_and_orcq(), dice);
  EXPECT_TRUE(result.b.strike.has_value());
  EXPECT_EQ(result.a.wounds_taken, 1);
  EXPECT_TRUE(result.a.killed);
}

TEST(MeleeExchange, SimultaneousHitsGoToTheHigherClass) {
  ExchangeSetup setup = dwarf_and_orcq();
  setup.order = StrikeOrder::Simultaneous;
  setup.b.fighter_class = 3;
  dice::ScriptedDice dice{4, 6};
  const ExchangeResult result = resolve_exchange(setup, dice);
  EXPECT_EQ(result.priority, Priority::HigherClass);
  EXPECT_TRUE(result.a_won_priority);
  EXPECT_EQ(result.b.wounds_taken, 1);
  EXPECT_EQ(result.a.wounds_taken, 0);
  EXPECT_TRUE(result.b.cancelled);
}

TEST(MeleeExchange, SimultaneousRecoilsThenArmourThenNaturalDie) {
  ExchangeSetup setup = dwarf_and_orcq();
  setup.order = StrikeOrder::Simultaneous;
  setup.b.armour = 5;
  dice::ScriptedDice recoils{3, 3};
  const ExchangeResult by_armour = resolve_exchange(setup, recoils);
  EXPECT_EQ(by_armour.priority, Priority::HigherArmour);
  EXPECT_TRUE(by_armour.a.recoils);
  EXPECT_FALSE(by_armour.b.recoils);

  setup.b.armour = 4;
  dice::ScriptedDice hits{4, 5};
  const ExchangeResult by_die = resolve_exchange(setup, hits);
  EXPECT_EQ(by_die.priority, Priority::HigherNaturalDie);
  EXPECT_FALSE(by_die.a_won_priority);
  EXPECT_EQ(by_die.a.wounds_taken, 1);
  EXPECT_EQ(by_die.b.wounds_taken, 0);

  dice::ScriptedDice tie{5, 5};
  const ExchangeResult both = resolve_exchange(setup, tie);
  EXPECT_EQ(both.priority, Priority::Tie);
  EXPECT_EQ(both.a.wounds_taken, 1);
  EXPECT_EQ(both.b.wounds_taken, 1);
}

TEST(MeleeExchange, DifferentResultsBothApply) {
  ExchangeSetup setup = dwarf_and_orcq();
  setup.order = StrikeOrder::Simultaneous;
  dice::ScriptedDice dice{5, 3};
  const ExchangeResult result = resolve_exchange(setup, dice);
  EXPECT_EQ(result.priority, Priority::None);
  EXPECT_EQ(result.b.wounds_taken, 1);
  EXPECT_TRUE(result.a.recoils);
}

// seed 000's Goblin example: the spear Goblins (blended) and the warrior's axe strike together.
TEST(MeleeExchange, BlendedPoolIgnoresPriority) {
  ExchangeSetup setup;
  setup.order = StrikeOrder::Simultaneous;
  setup.a.dice = {PoolDie{6, 3, 2}};  // warrior, axe +1, against class 3 armour 3
  setup.a.fighter_class = 4;
  setup.a.armour = 4;
  setup.b.dice = {PoolDie{4, 5, 4}, PoolDie{4, 5, 4}, PoolDie{4, 5, 4}};
  setup.b.blended = true;
  dice::ScriptedDice dice{5, 4, 4, 1};
  const ExchangeResult result = resolve_exchange(setup, dice);
  EXPECT_EQ(result.priority, Priority::Blended);
  EXPECT_EQ(result.a.wounds_taken, 1);
  EXPECT_EQ(result.b.wounds_taken, 1);
}

TEST(MeleeExchange, WoundedTrollRollsItsLifeDie) {
  // The knight's couched lance (D6 + 3) strikes first against a large Troll (armour 7, 1D4).
  ExchangeSetup setup;
  setup.order = StrikeOrder::AFirst;
  setup.a.dice = {PoolDie{6, 5, 1}};
  setup.b.dice = {PoolDie{12, 4, 3}};
  setup.b.life_die_sides = 4;
  dice::ScriptedDice dice{6, 3};  // the lance hits; the life die shows 3 > 1 wound
  const ExchangeResult result = resolve_exchange(setup, dice);
  EXPECT_EQ(result.b.wounds_taken, 1);
  ASSERT_TRUE(result.b.life.has_value());
  EXPECT_TRUE(result.b.life->rolled);
  EXPECT_FALSE(result.b.killed);
  EXPECT_FALSE(result.b.strike.has_value());  // wounded before it could strike
}

TEST(ExchangeOdds, DwarfStrikesFirst) {
  const ExchangeOdds odds = exchange_odds(dwarf_and_orcq());
  EXPECT_NEAR(sum_states(odds), 1.0, kExact);
  EXPECT_NEAR(odds.b_killed, 1.0 / 2, kExact);
  EXPECT_NEAR(odds.b_recoils, 1.0 / 6, kExact);
  EXPECT_NEAR(odds.a_killed, 1.0 / 6, kExact);
  EXPECT_NEAR(odds.a_recoils, 1.0 / 18, kExact);
  EXPECT_NEAR(odds.nothing, 1.0 / 9, kExact);
}

TEST(ExchangeOdds, SimultaneousWithClassPriority) {
  ExchangeSetup setup = dwarf_and_orcq();
  setup.order = StrikeOrder::Simultaneous;
  setup.b.fighter_class = 3;
  const ExchangeOdds odds = exchange_odds(setup);
  EXPECT_NEAR(sum_states(odds), 1.0, kExact);
  EXPECT_NEAR(odds.b_wounded, 1.0 / 2, kExact);
  EXPECT_NEAR(odds.a_wounded, 1.0 / 4, kExact);
}

TEST(ExchangeOdds, SimultaneousWithNaturalDiePriority) {
  ExchangeSetup setup = dwarf_and_orcq();
  setup.order = StrikeOrder::Simultaneous;
  const ExchangeOdds odds = exchange_odds(setup);
  double both = 0;
  for (const ExchangeState& state : odds.states) {
    if (state.wounds_to_a == 1 && state.wounds_to_b == 1) both += state.probability;
  }
  // Both hit on 4, 5 or 6: a tie on the natural die one time in three.
  EXPECT_NEAR(both, 1.0 / 12, kExact);
  EXPECT_NEAR(odds.b_wounded, 1.0 / 4 + 1.0 / 12 + 1.0 / 12, kExact);
  EXPECT_NEAR(sum_states(odds), 1.0, kExact);
}

TEST(ExchangeOdds, LifeTestSplitsWoundedStates) {
  ExchangeSetup setup;
  setup.order = StrikeOrder::AFirst;
  setup.a.dice = {PoolDie{6, 4, 3}};
  setup.b.dice = {PoolDie{10, 4, 3}};
  setup.b.life_die_sides = 3;
  setup.b.prior_wounds = 1;
  const ExchangeOdds odds = exchange_odds(setup);
  EXPECT_NEAR(odds.b_wounded, 0.5, kExact);
  EXPECT_NEAR(odds.b_killed, 0.5 * 2.0 / 3, kExact);
  setup.life_test = false;
  EXPECT_NEAR(exchange_odds(setup).b_killed, 0.0, kExact);
}

TEST(ExchangeOdds, NobodyStrikes) {
  ExchangeSetup setup;
  const ExchangeOdds odds = exchange_odds(setup);
  EXPECT_NEAR(odds.nothing, 1.0, kExact);
}

TEST(LifeTest, DiesAtOrBelowTheWounds) {
  dice::ScriptedDice dice{1, 2, 3};
  EXPECT_TRUE(life_test(3, 1, dice).killed);   // 1 <= 1
  EXPECT_TRUE(life_test(3, 2, dice).killed);   // 2 <= 2
  EXPECT_FALSE(life_test(4, 2, dice).killed);  // 3 > 2
  const LifeTestResult certain = life_test(2, 2, dice);
  EXPECT_TRUE(certain.killed);
  EXPECT_FALSE(certain.rolled);
  EXPECT_TRUE(life_test(1, 1, dice).killed);
  EXPECT_FALSE(life_test(4, 0, dice).killed);
  EXPECT_EQ(dice.remaining(), 0u);
  EXPECT_THROW(life_test(0, 1, dice), std::invalid_argument);
}

TEST(LifeTest, ExactProbability) {
  EXPECT_DOUBLE_EQ(life_test_kill_probability(2, 1), 0.5);
  EXPECT_DOUBLE_EQ(life_test_kill_probability(3, 2), 2.0 / 3);
  EXPECT_DOUBLE_EQ(life_test_kill_probability(4, 3), 0.75);
  EXPECT_DOUBLE_EQ(life_test_kill_probability(4, 4), 1.0);
  EXPECT_DOUBLE_EQ(life_test_kill_probability(1, 1), 1.0);
  EXPECT_DOUBLE_EQ(life_test_kill_probability(3, 0), 0.0);
}

}  // namespace
}  // namespace fray::rules

#include <cmath>

#include <gtest/gtest.h>

#include <fray/classic/rules/melee_aftermath.h>
#include <fray/classic/rules/split_strike.h>
#include <fray/dice/random_engine.h>
#include <fray/dice/scripted_dice.h>

#include "classic_fixture.h"

namespace fray::rules {
namespace {
using testing::classic;

const Species& species(const char* id) { return *classic().find_species(id); }

// seed 000, "Recoil in melee": H2 from +H or weaker, ++H from =H or weaker, +H from -H.
TEST(RecoilRefusal, LargeCreaturesIgnoreMuchWeakerFoesOnFoot) {
  EXPECT_TRUE(may_refuse_recoil(species("troll_large"), {StrengthClass::PlusH, true}, false));
  EXPECT_FALSE(may_refuse_recoil(species("troll_large"), {StrengthClass::PlusPlusH, true}, false));
  EXPECT_TRUE(may_refuse_recoil(species("ogre"), {StrengthClass::EqualH, true}, false));
  EXPECT_FALSE(may_refuse_recoil(species("ogre"), {StrengthClass::PlusH, true}, false));
  EXPECT_TRUE(may_refuse_recoil(species("big_orcq"), {StrengthClass::MinusH, true}, false));
  EXPECT_FALSE(may_refuse_recoil(species("big_orcq"), {StrengthClass::EqualH, true}, false));
  EXPECT_FALSE(may_refuse_recoil(species("ogre"), {StrengthClass::EqualH, false}, false))
      << "only foes on foot";
  EXPECT_FALSE(may_refuse_recoil(species("human"), {StrengthClass::MinusH, true}, false));
}

TEST(RecoilRefusal, DwarvesOnMineralGround) {
  EXPECT_TRUE(may_refuse_recoil(species("dwarf"), {StrengthClass::EqualH, true}, true));
  EXPECT_FALSE(may_refuse_recoil(species("dwarf"), {StrengthClass::EqualH, true}, false));
  EXPECT_FALSE(may_refuse_recoil(species("human"), {StrengthClass::EqualH, true}, true));
}

TEST(GroupHits, ShareHitsByADieOfTheGroupSize) {
  dice::ScriptedDice dice{2, 2, 1};
  EXPECT_EQ(distribute_hits(3, 2, dice), (std::vector<int>{1, 2}));
  dice::ScriptedDice none;
  EXPECT_EQ(distribute_hits(2, 1, none), (std::vector<int>{2}));
  EXPECT_THROW(distribute_hits(1, 0, none), std::invalid_argument);
}

TEST(FollowThrough, GoodRidersGoOnTwoD6Centimetres) {
  dice::ScriptedDice dice{3, 5};
  EXPECT_EQ(follow_through_cm(dice), 8);
}

}  // namespace
}  // namespace fray::rules

namespace fray::rules {
namespace {

// The split strike's exact odds against its real resolution (Monte Carlo, 4 standard errors).
TEST(SplitStrike, OddsMatchTheResolution) {
  SplitStrikeSetup setup;
  setup.attacker_dice = {{6, 8, 3}, {6, 7, 2}};
  setup.foes = {SplitStrikeSetup::Foe{{6, 5, 4}, 1, 0}, SplitStrikeSetup::Foe{{6, 4, 3}, 2, 0}};
  const SplitStrikeOdds odds = split_strike_odds(setup);
  dice::RandomEngine dice(2026);
  const int n = 200000;
  int strikes = 0, foe1_killed = 0;
  for (int i = 0; i < n; ++i) {
    const SplitStrikeResult r = resolve_split_strike(setup, dice);
    strikes += r.creature_strikes;
    foe1_killed += r.foe_life[1] && r.foe_life[1]->killed;
  }
  for (const auto& [count, p] :
       {std::pair{strikes, odds.creature_strikes}, std::pair{foe1_killed, odds.foe_killed[1]}}) {
    const double se = std::sqrt(p * (1 - p) / n);
    EXPECT_NEAR(static_cast<double>(count) / n, p, 4 * se + 1e-9);
  }
  EXPECT_NEAR(odds.foe_killed[1], odds.foe_hit[1] * 0.5, 1e-12);  // 1D2: a first wound kills half
}

}  // namespace
}  // namespace fray::rules

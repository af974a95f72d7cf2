#include <gtest/gtest.h>

#include <fray/rules/melee_aftermath.h>
#include <fray/rules/scripted_dice.h>

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
  ScriptedDice dice{2, 2, 1};
  EXPECT_EQ(distribute_hits(3, 2, dice), (std::vector<int>{1, 2}));
  ScriptedDice none;
  EXPECT_EQ(distribute_hits(2, 1, none), (std::vector<int>{2}));
  EXPECT_THROW(distribute_hits(1, 0, none), std::invalid_argument);
}

TEST(FollowThrough, GoodRidersGoOnTwoD6Centimetres) {
  ScriptedDice dice{3, 5};
  EXPECT_EQ(follow_through_cm(dice), 8);
}

}  // namespace
}  // namespace fray::rules

#include <gtest/gtest.h>

#include <fray/classic/rules/shot_assessment.h>

#include "classic_fixture.h"

namespace fray::rules {
namespace {
using namespace testing;

ShotAssessment shot(const ShooterStats& shooter, std::string_view weapon,
                    const ShotTargetStats& target, const ShotConditions& conditions) {
  return assess_shot(shooter, missile(weapon), target, conditions, classic().shooting);
}

ShotTargetStats target(int armour, TroopType mount = TroopType::Foot) {
  ShotTargetStats t;
  t.armour = armour;
  t.mount = mount;
  return t;
}

ShotConditions at(double range_cm) {
  ShotConditions c;
  c.range_cm = range_cm;
  return c;
}

// seed 000, "Ranged weapons": Dwarves with war crossbows at two Ogres across a low wall.
TEST(ShotAssessment, DwarfCrossbowAtNakedOgreNeedsFive) {
  const ShotAssessment a = shot({}, "war_crossbow", target(5), at(15));
  ASSERT_TRUE(a.allowed);
  EXPECT_EQ(a.need_natural, 5);
}

TEST(ShotAssessment, DwarfCrossbowAtOgreInChainmailNeedsSix) {
  const ShotAssessment a = shot({}, "war_crossbow", target(6), at(15));
  EXPECT_EQ(a.need_natural, 6);
}

// seed 000, "Melee: some peculiarities": a lone bowman at a Troll of armour 6 needs a natural 8.
TEST(ShotAssessment, BowAtArmourSixTrollNeedsNaturalEight) {
  const ShotAssessment a = shot({}, "bow", target(6), at(15));
  EXPECT_EQ(total(a.modifiers), -3);
  EXPECT_EQ(a.need_natural, 8);
}

TEST(ShotAssessment, EliteLongbowAtTrollNeedsSixThenSevenAtArmourSeven) {
  ShooterStats elite;
  elite.elite = true;
  EXPECT_EQ(shot(elite, "longbow", target(6), at(15)).need_natural, 6);
  EXPECT_EQ(shot(elite, "longbow", target(7), at(15)).need_natural, 7);
}

// seed 000, "Mounted creatures": the mounted Orcq archer needs a 6 with a D4 (a triple 4).
TEST(ShotAssessment, MountedOrcqArcherAtDwarfInChainmailNeedsSixOnD4) {
  ShooterStats orcq;
  orcq.die_sides = 4;
  orcq.mount = TroopType::Cavalry;
  const ShotAssessment a = shot(orcq, "bow", target(4), at(15));
  EXPECT_EQ(a.need_natural, 6);
  EXPECT_EQ(a.die_sides, 4);
}

TEST(ShotAssessment, ProtectionsDoNotAddUpAndAreCappedAtMinusTwo) {
  ShotConditions c = at(15);
  c.cover = ShotCover::BehindCover;
  c.target_furtive = true;
  const ShotAssessment a = shot({}, "bow", target(4), c);  // -1 cover -1 armour -1 furtive
  EXPECT_EQ(total(a.modifiers), -2);
  EXPECT_EQ(a.need_natural, 7);
}

TEST(ShotAssessment, ArmourBeyondMinusTwoSwitchesTerrainOff) {
  ShotConditions c = at(15);
  c.cover = ShotCover::BehindCover;
  const ShotAssessment a = shot({}, "bow", target(6), c);
  EXPECT_EQ(total(a.modifiers), -3);  // not -4: the wall no longer counts
}

TEST(ShotAssessment, CoverDoesNotProtectMountedTargets) {
  ShotConditions c = at(15);
  c.cover = ShotCover::BehindCover;
  EXPECT_EQ(shot({}, "bow", target(3, TroopType::Cavalry), c).need_natural, 5);
  EXPECT_EQ(shot({}, "bow", target(3), c).need_natural, 6);
}

TEST(ShotAssessment, RefusesOutOfRangeHiddenAndExteriorFromWindow) {
  EXPECT_FALSE(shot({}, "bow", target(3), at(75)).allowed);
  ShotConditions hidden = at(10);
  hidden.target_hidden = true;
  EXPECT_FALSE(shot({}, "bow", target(3), hidden).allowed);
  ShotConditions window = at(50);
  window.from_window = true;
  const ShotAssessment a = shot({}, "bow", target(3), window);
  EXPECT_FALSE(a.allowed);
  EXPECT_NE(a.refusal.find("ext."), std::string::npos);
}

TEST(ShotAssessment, MovingRules) {
  ShotConditions moving = at(8);
  moving.shooter_moving = true;
  EXPECT_EQ(shot({}, "bow", target(3), moving).need_natural, 6);  // -1 while moving
  moving.range_cm = 15;  // foot bows shoot on the move only at 0-10 cm
  EXPECT_FALSE(shot({}, "bow", target(3), moving).allowed);
  EXPECT_FALSE(shot({}, "war_crossbow", target(3), moving).allowed);
  ShooterStats mounted_foot;
  mounted_foot.mount = TroopType::MountedFoot;
  EXPECT_FALSE(shot(mounted_foot, "bow", target(3), moving).allowed);
  EXPECT_EQ(shot(mounted_foot, "bow", target(3), at(8)).need_natural, 6);
}

TEST(ShotAssessment, GroupBonusForImpreciseWeaponsUnlessBuiltProtection) {
  ShotConditions group = at(5);
  group.target_in_group = true;
  EXPECT_EQ(shot({}, "staff_sling", target(3), group).need_natural, 5);
  group.target_behind_built_protection = true;
  EXPECT_EQ(shot({}, "staff_sling", target(3), group).need_natural, 6);
}

TEST(ShotAssessment, OutOfEarshotCancelsBonusesAndNaturalMaximum) {
  ShooterStats elite;
  elite.elite = true;
  ShotConditions c = at(15);
  c.out_of_earshot = true;
  const ShotAssessment a = shot(elite, "bow", target(3), c);
  EXPECT_EQ(a.need_natural, 5);
  EXPECT_FALSE(a.natural_max_benefit);
}

TEST(ShotAssessment, EveryModifierCitesItsRule) {
  ShotConditions c = at(15);
  c.cover = ShotCover::BehindCover;
  c.target_furtive = true;
  for (const Modifier& m : shot({}, "bow", target(7), c).modifiers)
    EXPECT_EQ(m.citation.rfind("seed 00", 0), 0u) << m.id;
}

}  // namespace
}  // namespace fray::rules

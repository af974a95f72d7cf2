#include <gtest/gtest.h>

#include <fray/rules/strike_assessment.h>

#include "test_profiles.h"

namespace fray::rules {
namespace {
using namespace testing;

FighterStats dwarf() {
  FighterStats f = fighter(Strength::EqualH, 4, 4, 6);
  f.short_staff_weapons = true;
  return f;
}
FighterStats ogre(int cls, int armour) { return fighter(Strength::PlusPlusH, cls, armour, 10); }

// seed 000, "Ranged weapons" example, melee part: Dwarves with halberds at the low wall.
TEST(StrikeAssessment, DwarfHalberdAtOgreInChainmailHitsOnSeven) {
  StrikeConditions c;
  c.foe_crosses_obstacle = true;
  const StrikeAssessment a = assess_strike(dwarf(), halberd(), ogre(4, 6), c);
  EXPECT_EQ(total(a.modifiers), 2);  // +1 obstacle, +1 halberd against ++H
  EXPECT_EQ(a.hit_total, 7);
  EXPECT_EQ(a.need_hit_natural, 5);
}

TEST(StrikeAssessment, DwarfHalberdAtNakedOgreHitsOnSix) {
  StrikeConditions c;
  c.foe_crosses_obstacle = true;
  const StrikeAssessment a = assess_strike(dwarf(), halberd(), ogre(3, 5), c);
  EXPECT_EQ(a.hit_total, 6);
  EXPECT_EQ(a.recoil_total, 3);
}

TEST(StrikeAssessment, OgreTwoHandedAxeIsD10PlusOne) {
  const StrikeAssessment a = assess_strike(ogre(4, 6), two_handed_axe(), dwarf(), {});
  EXPECT_EQ(a.die_sides, 10);
  EXPECT_EQ(total(a.modifiers), 1);
  EXPECT_EQ(a.hit_total, 5);
}

// seed 000: the knight charging the Troll strikes with 1D6+3 and first.
TEST(StrikeAssessment, KnightChargingWithCouchedLanceIsD6PlusThreeAndFirst) {
  FighterStats knight = fighter(Strength::EqualH, 5, 5, 6);
  knight.mount = Mount::Cavalry;
  FighterStats troll = fighter(Strength::PlusPlusH, 3, 6, 10);
  StrikeConditions charge;
  charge.charging = true;
  const StrikeAssessment k = assess_strike(knight, couched_lance(), troll, charge);
  EXPECT_EQ(total(k.modifiers), 3);
  EXPECT_EQ(k.need_hit_natural, 4);  // total 7 beats armour 6
  const StrikeAssessment t = assess_strike(troll, weapon("club", Length::Short), knight, {});
  EXPECT_EQ(strike_order(k, t, true), StrikeOrder::AFirst);
}

// seed 000: the warrior with a two-handed axe against six Goblins.
TEST(StrikeAssessment, WarriorAxeKillsGoblinOnThreeRecoilsOnTwo) {
  const FighterStats warrior = fighter(Strength::EqualH, 4, 4, 6);
  const FighterStats goblin = fighter(Strength::MinusH, 3, 3, 4);
  const StrikeAssessment a = assess_strike(warrior, two_handed_axe(), goblin, {});
  EXPECT_EQ(a.need_hit_natural, 3);
  EXPECT_EQ(a.need_recoil_natural, 2);
}

TEST(StrikeAssessment, GoblinNeedsFiveToHitClassFourArmourFourAndFourToRecoil) {
  FighterStats goblin = fighter(Strength::MinusH, 3, 3, 4);
  goblin.short_staff_weapons = true;
  const FighterStats warrior = fighter(Strength::EqualH, 4, 4, 6);
  const StrikeAssessment spear = assess_strike(goblin, thrusting_spear(), warrior, {});
  EXPECT_EQ(spear.need_hit_natural, 5);
  EXPECT_EQ(spear.need_recoil_natural, 4);
  // Goblin spears are half-long: they strike together with the two-handed axe.
  const StrikeAssessment axe = assess_strike(warrior, two_handed_axe(), goblin, {});
  EXPECT_EQ(strike_order(spear, axe, true), StrikeOrder::Simultaneous);
  const StrikeAssessment sword = assess_strike(goblin, weapon("sword", Length::Short), warrior, {});
  EXPECT_EQ(strike_order(sword, axe, true), StrikeOrder::BFirst);
}

// seed 000, "Mounted creatures": the Dwarf on a bull against the Orcq on a boar.
TEST(StrikeAssessment, MountedDwarfSpearStrikesBeforeMountedTwoHandedAxe) {
  FighterStats dwarf_rider = dwarf();
  dwarf_rider.mount = Mount::Cavalry;
  FighterStats orcq = fighter(Strength::EqualH, 4, 4, 6);
  orcq.mount = Mount::Cavalry;
  StrikeConditions charge;
  charge.charging = true;
  const StrikeAssessment d = assess_strike(dwarf_rider, thrusting_spear(), orcq, charge);
  const StrikeAssessment o = assess_strike(orcq, two_handed_axe(), dwarf_rider, charge);
  EXPECT_EQ(d.hit_total - total(d.modifiers), 4);  // kills on 4+1 = 5
  EXPECT_EQ(d.need_hit_natural, 4);
  EXPECT_EQ(d.need_recoil_natural, 3);  // recoil on 3+1 = 4
  EXPECT_EQ(o.need_hit_natural, 4);     // the axe gives nothing mounted
  EXPECT_EQ(strike_order(d, o, true), StrikeOrder::AFirst);
  EXPECT_EQ(strike_order(d, o, false), StrikeOrder::Simultaneous);  // length: first turn only
}

TEST(StrikeAssessment, StrikeLastBeatsLength) {
  FighterStats zombie = fighter(Strength::EqualH, 3, 3, 6);
  zombie.strikes_last = true;
  const FighterStats human = fighter(Strength::EqualH, 3, 3, 6);
  const StrikeAssessment z = assess_strike(zombie, thrusting_spear(), human, {});
  const StrikeAssessment h = assess_strike(human, weapon("dagger", Length::VeryShort), zombie, {});
  EXPECT_EQ(strike_order(z, h, true), StrikeOrder::BFirst);
}

TEST(StrikeAssessment, H2IgnoresWeaponModifiers) {
  FighterStats troll = fighter(Strength::H2, 3, 7, 12);
  troll.ignores_weapon_effects = true;
  troll.strikes_last = true;
  const StrikeAssessment a =
      assess_strike(troll, two_handed_axe(), fighter(Strength::EqualH, 4, 4, 6), {});
  EXPECT_EQ(total(a.modifiers), 0);
}

TEST(StrikeAssessment, CavalryModifiers) {
  FighterStats rider = fighter(Strength::EqualH, 4, 4, 6);
  rider.mount = Mount::Cavalry;
  const FighterStats foot = fighter(Strength::EqualH, 4, 4, 6);
  StrikeConditions c;
  EXPECT_EQ(total(assess_strike(rider, weapon("sword", Length::Short), foot, c).modifiers), 1);
  EXPECT_EQ(total(assess_strike(foot, weapon("sword", Length::Short), rider, c).modifiers), -1);
  c.difficult_for_cavalry = true;
  EXPECT_EQ(total(assess_strike(rider, weapon("sword", Length::Short), foot, c).modifiers), 0);
  StrikeConditions braced;
  braced.immobile = true;
  braced.foe_charging = true;
  EXPECT_EQ(total(assess_strike(foot, thrusting_spear(), rider, braced).modifiers), 0);  // -1 +1
}

TEST(StrikeAssessment, TrunkWoundsLowerTheDieThenTakeMinusOne) {
  int penalty = 0;
  EXPECT_EQ(die_after_trunk_wounds(12, 1, &penalty), 10);
  EXPECT_EQ(penalty, 0);
  EXPECT_EQ(die_after_trunk_wounds(8, 2, &penalty), 6);
  EXPECT_EQ(penalty, -1);
  EXPECT_EQ(die_after_trunk_wounds(4, 1, &penalty), 4);
  EXPECT_EQ(penalty, -1);
}

}  // namespace
}  // namespace fray::rules

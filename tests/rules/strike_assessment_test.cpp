#include <gtest/gtest.h>

#include <fray/classic/rules/strike_assessment.h>

#include "classic_fixture.h"

namespace fray::rules {
namespace {
using namespace testing;

StrikeAssessment strike(const FighterStats& striker, std::string_view weapon,
                        const FighterStats& foe, const StrikeConditions& conditions) {
  return assess_strike(striker, melee(weapon), foe, conditions, classic().melee);
}

FighterStats dwarf() {
  FighterStats f = fighter(StrengthClass::EqualH, 4, 4, 6);
  f.special_rules = {"half_long_spears"};
  return f;
}
FighterStats ogre(int cls, int armour) {
  return fighter(StrengthClass::PlusPlusH, cls, armour, 10);
}

// seed 000, "Ranged weapons" example, melee part: Dwarves with halberds at the low wall.
TEST(StrikeAssessment, DwarfHalberdAtOgreInChainmailHitsOnSeven) {
  StrikeConditions c;
  c.foe_crosses_obstacle = true;
  const StrikeAssessment a = strike(dwarf(), "halberd", ogre(4, 6), c);
  EXPECT_EQ(total(a.modifiers), 2);  // +1 obstacle, +1 halberd against ++H
  EXPECT_EQ(a.hit_total, 7);
  EXPECT_EQ(a.need_hit_natural, 5);
}

TEST(StrikeAssessment, DwarfHalberdAtNakedOgreHitsOnSix) {
  StrikeConditions c;
  c.foe_crosses_obstacle = true;
  const StrikeAssessment a = strike(dwarf(), "halberd", ogre(3, 5), c);
  EXPECT_EQ(a.hit_total, 6);
  EXPECT_EQ(a.recoil_total, 3);
}

TEST(StrikeAssessment, OgreTwoHandedAxeIsD10PlusOne) {
  const StrikeAssessment a = strike(ogre(4, 6), "two_handed_axe", dwarf(), {});
  EXPECT_EQ(a.die_sides, 10);
  EXPECT_EQ(total(a.modifiers), 1);
  EXPECT_EQ(a.hit_total, 5);
}

// seed 000: the knight charging the Troll strikes with 1D6+3 and first.
TEST(StrikeAssessment, KnightChargingWithCouchedLanceIsD6PlusThreeAndFirst) {
  FighterStats knight = fighter(StrengthClass::EqualH, 5, 5, 6);
  knight.mount = TroopType::Cavalry;
  FighterStats troll = fighter(StrengthClass::PlusPlusH, 3, 6, 10);
  StrikeConditions charge;
  charge.charging = true;
  const StrikeAssessment k = strike(knight, "heavy_couched_lance", troll, charge);
  EXPECT_EQ(total(k.modifiers), 3);
  EXPECT_EQ(k.need_hit_natural, 4);  // total 7 beats armour 6
  const StrikeAssessment t = strike(troll, "bare_hands", knight, {});
  EXPECT_EQ(strike_order(k, t, true), StrikeOrder::AFirst);
}

// seed 000: the warrior with a two-handed axe against six Goblins.
TEST(StrikeAssessment, WarriorAxeKillsGoblinOnThreeRecoilsOnTwo) {
  const FighterStats warrior = fighter(StrengthClass::EqualH, 4, 4, 6);
  const FighterStats goblin = fighter(StrengthClass::MinusH, 3, 3, 4);
  const StrikeAssessment a = strike(warrior, "two_handed_axe", goblin, {});
  EXPECT_EQ(a.need_hit_natural, 3);
  EXPECT_EQ(a.need_recoil_natural, 2);
}

TEST(StrikeAssessment, GoblinNeedsFiveToHitClassFourArmourFourAndFourToRecoil) {
  FighterStats goblin = fighter(StrengthClass::MinusH, 3, 3, 4);
  goblin.special_rules = {"half_long_spears"};
  const FighterStats warrior = fighter(StrengthClass::EqualH, 4, 4, 6);
  const StrikeAssessment spear = strike(goblin, "thrusting_spear", warrior, {});
  EXPECT_EQ(spear.need_hit_natural, 5);
  EXPECT_EQ(spear.need_recoil_natural, 4);
  // Goblin spears are half-long: they strike together with the two-handed axe.
  const StrikeAssessment axe = strike(warrior, "two_handed_axe", goblin, {});
  EXPECT_EQ(strike_order(spear, axe, true), StrikeOrder::Simultaneous);
  const StrikeAssessment sword = strike(goblin, "sword", warrior, {});
  EXPECT_EQ(strike_order(sword, axe, true), StrikeOrder::BFirst);
}

// seed 000, "Mounted creatures": the Dwarf on a bull against the Orcq on a boar.
TEST(StrikeAssessment, MountedDwarfSpearStrikesBeforeMountedTwoHandedAxe) {
  FighterStats dwarf_rider = dwarf();
  dwarf_rider.mount = TroopType::Cavalry;
  FighterStats orcq = fighter(StrengthClass::EqualH, 4, 4, 6);
  orcq.mount = TroopType::Cavalry;
  StrikeConditions charge;
  charge.charging = true;
  const StrikeAssessment d = strike(dwarf_rider, "thrusting_spear", orcq, charge);
  const StrikeAssessment o = strike(orcq, "two_handed_axe", dwarf_rider, charge);
  EXPECT_EQ(d.hit_total - total(d.modifiers), 4);  // kills on 4+1 = 5
  EXPECT_EQ(d.need_hit_natural, 4);
  EXPECT_EQ(d.need_recoil_natural, 3);  // recoil on 3+1 = 4
  EXPECT_EQ(o.need_hit_natural, 4);     // the axe gives nothing mounted
  EXPECT_EQ(strike_order(d, o, true), StrikeOrder::AFirst);
  EXPECT_EQ(strike_order(d, o, false), StrikeOrder::Simultaneous);  // length: first turn only
}

TEST(StrikeAssessment, StrikeLastBeatsLength) {
  FighterStats zombie = fighter(StrengthClass::EqualH, 3, 3, 6);
  zombie.strikes_last = true;
  const FighterStats human = fighter(StrengthClass::EqualH, 3, 3, 6);
  const StrikeAssessment z = strike(zombie, "thrusting_spear", human, {});
  const StrikeAssessment h = strike(human, "dagger", zombie, {});
  EXPECT_EQ(strike_order(z, h, true), StrikeOrder::BFirst);
}

TEST(StrikeAssessment, H2IgnoresWeaponModifiers) {
  FighterStats troll = fighter(StrengthClass::H2, 3, 7, 12);
  troll.ignores_weapon_effects = true;
  troll.strikes_last = true;
  const StrikeAssessment a =
      strike(troll, "two_handed_axe", fighter(StrengthClass::EqualH, 4, 4, 6), {});
  EXPECT_EQ(total(a.modifiers), 0);
}

TEST(StrikeAssessment, CavalryModifiers) {
  FighterStats rider = fighter(StrengthClass::EqualH, 4, 4, 6);
  rider.mount = TroopType::Cavalry;
  const FighterStats foot = fighter(StrengthClass::EqualH, 4, 4, 6);
  StrikeConditions c;
  EXPECT_EQ(total(strike(rider, "sword", foot, c).modifiers), 1);
  EXPECT_EQ(total(strike(foot, "sword", rider, c).modifiers), -1);
  c.difficult_for_cavalry = true;
  EXPECT_EQ(total(strike(rider, "sword", foot, c).modifiers), 0);
  StrikeConditions braced;
  braced.immobile = true;
  braced.foe_charging = true;
  EXPECT_EQ(total(strike(foot, "thrusting_spear", rider, braced).modifiers), 0);  // -1 +1
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

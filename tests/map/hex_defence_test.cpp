#include <algorithm>

#include <gtest/gtest.h>

#include <fray/map/hex_close_combat.h>
#include <fray/map/hex_defence.h>
#include <fray/map/hex_footprint.h>

namespace fray::map {
namespace {

constexpr HexDirection N = HexDirection::North;
using E = HexEffect;

struct DefenceRow {
  const char* what;
  Vision vision;
  DefenderKit kit;
  Hex attacker;
  bool runaround;
  std::vector<HexEffect> effects;
};

TEST(HexDefence, SideAndBackAttacks) {
  const DefenderKit plain;
  const DefenderKit shield{true, true, false, false};
  const DefenderKit sword{true, false, true, false};
  const DefenderKit flexible{true, false, true, true};
  const Hex front{0, -1}, right{1, 0}, left{-1, 1}, back{0, 1};
  const DefenceRow rows[] = {
      {"front", Vision::Normal, plain, front, false, {}},
      {"side", Vision::Normal, plain, right, false, {E::DefendingAgainstSideAttack}},
      {"side, peripheral", Vision::Peripheral, plain, left, false, {}},
      {"shield, weapon side", Vision::Peripheral, shield, right, false, {E::NoBlockFromWeaponSide}},
      {"shield, shield side", Vision::Normal, shield, left, false, {E::DefendingAgainstSideAttack}},
      {"sword, other side", Vision::Full360, sword, left, false, {E::NoParryFromOtherSide}},
      {"sword, other side, flexible", Vision::Full360, flexible, left, false, {}},
      {"back", Vision::Normal, plain, back, false, {E::NoDefenceFromBack}},
      {"back, peripheral",
       Vision::Peripheral,
       plain,
       back,
       false,
       {E::DefendingAgainstBackAttack, E::ParryFromBehind, E::NoBlockFromBack}},
      {"back, 360", Vision::Full360, plain, back, false, {E::ParryFromBehind, E::NoBlockFromBack}},
      {"back, 360, flexible", Vision::Full360, flexible, back, false, {}},
      {"runaround", Vision::Normal, plain, back, true, {E::RunaroundAttack}},
      {"runaround, peripheral", Vision::Peripheral, plain, back, true, {}},
      {"distant side", Vision::Normal, plain, {3, -1}, false, {E::DefendingAgainstSideAttack}},
  };
  for (const auto& row : rows) {
    EXPECT_EQ(defence_against({0, 0}, N, row.vision, row.kit, row.attacker, row.runaround).effects,
              row.effects)
        << row.what;
  }
}

struct LargeRow {
  Hex attacker;
  std::vector<HexEffect> effects;
};

TEST(HexDefence, LargeDefenderUsesItsOwnFrontSideAndBackHexes) {
  // A horse facing north: head (0, 0), body (0, 1).
  const FigurePose pose{{0, 0}, N};
  const LargeRow rows[] = {
      {{1, -1}, {}},                              // front of the head
      {{1, 0}, {E::DefendingAgainstSideAttack}},  // beside the head
      {{1, 1}, {E::DefendingAgainstSideAttack}},  // beside the body
      {{0, 2}, {E::NoDefenceFromBack}},           // behind the body
      {{0, -3}, {}},                              // distant, ahead of the head
  };
  for (const auto& row : rows) {
    const HexBearing b = figure_bearing(HexShape::column(2), pose, row.attacker);
    EXPECT_EQ(defence_against(b, Vision::Normal, DefenderKit{}).effects, row.effects)
        << row.attacker.q << "," << row.attacker.r;
  }
}

TEST(HexDefence, Runaround) {
  EXPECT_TRUE(is_runaround({0, 0}, N, {1, -2}, {0, 1}));
  EXPECT_FALSE(is_runaround({0, 0}, N, {2, 0}, {0, 1}));   // started at the side
  EXPECT_FALSE(is_runaround({0, 0}, N, {0, -2}, {1, 0}));  // ended at the side
}

struct RetreatRow {
  Hex attacker;
  std::vector<RetreatHex> hexes;
};

TEST(HexDefence, RetreatHexes) {
  const RetreatRow rows[] = {
      // Attacker north of the defender: three hexes to the south, the middle one straight away.
      {{0, -1}, {{{1, 0}, false}, {{0, 1}, true}, {{-1, 1}, false}}},
      // Attacker due east at two hexes: the line away runs along the hexside between the
      // north-west and south-west hexes.
      {{2, -1}, {{{-1, 1}, true}, {{-1, 0}, true}}},
  };
  for (const auto& row : rows) {
    auto hexes = retreat_hexes({0, 0}, row.attacker);
    EXPECT_EQ(hexes, row.hexes) << row.attacker.q << "," << row.attacker.r;
  }
}

TEST(HexCloseCombat, EnteringHalvesAndLeaving) {
  // A figure comes into (0, 0) from the south, where its foe stands.
  const CloseCombatHalf half = enter_foe_hex({0, 1}, {0, 0});
  EXPECT_EQ(half.entered_from, HexDirection::South);
  EXPECT_EQ(facing_on_entry(half), N);
  const auto own = own_side_hexes(half);
  const auto foe = foe_side_hexes(half);
  EXPECT_EQ(own, (std::array<Hex, 3>{Hex{1, 0}, Hex{0, 1}, Hex{-1, 1}}));
  EXPECT_EQ(foe, (std::array<Hex, 3>{Hex{-1, 0}, Hex{0, -1}, Hex{1, -1}}));
  const struct {
    Hex to;
    CloseCombatExit exit;
  } rows[] = {
      {{0, 1}, CloseCombatExit::OwnSide},    {{1, 0}, CloseCombatExit::OwnSide},
      {{-1, 1}, CloseCombatExit::OwnSide},   {{0, -1}, CloseCombatExit::MustEvade},
      {{1, -1}, CloseCombatExit::MustEvade}, {{0, 2}, CloseCombatExit::NotAdjacent},
  };
  for (const auto& row : rows) EXPECT_EQ(leaving(half, row.to), row.exit);
  EXPECT_EQ(close_combat_retreat_hexes(half), own);
  EXPECT_TRUE(can_evade(3, 2));
  EXPECT_FALSE(can_evade(1, 2));
  EXPECT_FALSE(can_evade(0, 1));  // movement ends in the foe's hex
}

TEST(HexCloseCombat, StrikingIntoACloseCombat) {
  const Hex cc = HexGrid::from_offset(3, 3);
  const Hex outside = cc + Hex{0, 1};
  const HexOccupancy occupancy(
      HexGrid(8, 8), {{1, 0, {outside}}, {2, 1, {cc}}, {3, 0, {cc}}, {4, 1, {cc + Hex{1, 0}}}});
  const auto strike = striking_into(occupancy, 0, 1);
  EXPECT_TRUE(strike.applies);
  EXPECT_EQ(strike.effects, std::vector<HexEffect>{E::StrikingIntoCloseCombat});
  EXPECT_EQ(strike.other_targets, std::vector<int>{2});
  EXPECT_FALSE(striking_into(occupancy, 0, 3).applies);  // a lone figure
  EXPECT_FALSE(striking_into(occupancy, 2, 1).applies);  // already in the close combat
  EXPECT_EQ(close_combat_defence_effects(), std::vector<HexEffect>{E::NoBlockInCloseCombat});
  EXPECT_EQ(close_combat_attack_effects(true, true, false),
            (std::vector<HexEffect>{E::CloseCombatRangedWeaponBulk, E::CloseCombatShield}));
  EXPECT_TRUE(close_combat_attack_effects(false, true, true).empty());
}

}  // namespace
}  // namespace fray::map

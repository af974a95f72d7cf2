#include <algorithm>

#include <gtest/gtest.h>

#include <fray/map/hex_melee.h>

namespace fray::map {
namespace {

constexpr HexDirection N = HexDirection::North;
using E = HexEffect;

struct ReachRow {
  Reach reach;
  std::size_t hexes;
};

TEST(HexMelee, ReachHexes) {
  const ReachRow rows[] = {
      {{true, 0, 0}, 1},  {{false, 1, 1}, 3}, {{true, 1, 1}, 4},   {{false, 2, 2}, 5},
      {{false, 1, 2}, 8}, {{false, 3, 3}, 7}, {{false, 1, 3}, 15},
  };
  for (const auto& row : rows) {
    const auto hexes = reach_hexes({0, 0}, N, row.reach);
    EXPECT_EQ(hexes.size(), row.hexes);
    for (const Hex h : hexes) {
      EXPECT_NE(arc({0, 0}, N, h), HexArc::Back);
      EXPECT_NE(arc({0, 0}, N, h), HexArc::Side);
    }
  }
}

struct MeleeRow {
  const char* what;
  Vision vision;
  Reach reach;
  AttackHand hand;
  AttackForm form;
  Hex target;
  bool sees;
  bool in_reach;
  std::vector<HexEffect> effects;
};

TEST(HexMelee, ReachAndWildSwings) {
  const Reach r1{false, 1, 1};
  const Reach r2{false, 2, 2};
  const Reach knife{true, 1, 1};
  const auto two = AttackHand::TwoHanded;
  const auto right = AttackHand::Right;
  const auto swing = AttackForm::Swing;
  const auto thrust = AttackForm::Thrust;
  const Hex front{0, -1}, right_hex{1, 0}, left_hex{-1, 1}, back{0, 1};
  const MeleeRow rows[] = {
      {"front", Vision::Normal, r1, right, swing, front, true, true, {}},
      {"front, too far", Vision::Normal, r1, right, swing, {0, -2}, true, false, {}},
      {"reach 2 front", Vision::Normal, r2, two, thrust, {1, -2}, true, true, {}},
      {"reach 2 cannot hit adjacent", Vision::Normal, r2, two, thrust, front, true, false, {}},
      {"reach C own hex", Vision::Normal, knife, right, thrust, {0, 0}, true, true, {}},
      {"side", Vision::Normal, r1, right, swing, right_hex, true, true, {E::WildSwing}},
      {"back", Vision::Normal, r1, right, swing, back, true, true, {E::WildSwing}},
      {"unseen foe in front", Vision::Normal, r1, right, swing, front, false, true, {E::WildSwing}},
      {"peripheral, right hand right",
       Vision::Peripheral,
       r1,
       right,
       swing,
       right_hex,
       true,
       true,
       {}},
      {"peripheral, two hands left", Vision::Peripheral, r1, two, swing, left_hex, true, true, {}},
      {"peripheral, right hand left",
       Vision::Peripheral,
       r1,
       right,
       swing,
       left_hex,
       true,
       true,
       {E::WildSwing}},
      {"peripheral, back", Vision::Peripheral, r1, two, swing, back, true, true, {E::WildSwing}},
      {"360, right hand left",
       Vision::Full360,
       r1,
       right,
       swing,
       left_hex,
       true,
       true,
       {E::ClumsyAngleAttack}},
      {"360, back", Vision::Full360, r1, two, swing, back, true, true, {E::ClumsyAngleAttack}},
      {"360, right hand right", Vision::Full360, r1, right, swing, right_hex, true, true, {}},
      {"wild thrust at two hexes",
       Vision::Normal,
       r2,
       two,
       thrust,
       {2, 0},
       true,
       true,
       {E::WildSwing, E::NoWildThrustBeyondOneHex}},
      {"wild swing at two hexes",
       Vision::Normal,
       r2,
       two,
       swing,
       {2, 0},
       true,
       true,
       {E::WildSwing}},
  };
  for (const auto& row : rows) {
    const auto check =
        melee_attack({0, 0}, N, row.vision, row.reach, row.hand, row.form, row.target, row.sees);
    EXPECT_EQ(check.in_reach, row.in_reach) << row.what;
    EXPECT_EQ(check.effects, row.effects) << row.what;
  }
}

struct ThroughRow {
  const char* what;
  Hex to;
  std::vector<std::pair<Hex, int>> others;  // hex, team (attacker is team 0)
  std::vector<HexEffect> effects;
};

TEST(HexMelee, AttackingThroughOccupiedHexes) {
  // Attacker at (0, 0) facing north with reach 2 or 3.
  const ThroughRow rows[] = {
      {"open", {0, -2}, {}, {}},
      {"through a friend", {0, -2}, {{{0, -1}, 0}}, {E::AttackingThroughFriendHex}},
      {"through a foe", {0, -2}, {{{0, -1}, 1}}, {E::AttackingThroughEnemyHex}},
      {"reach 3 through friend and foe",
       {0, -3},
       {{{0, -1}, 0}, {{0, -2}, 1}},
       {E::AttackingThroughFriendHex, E::AttackingThroughEnemyHex}},
      // (1, -2) is reached along the hexside between (0, -1) and (1, -1).
      {"hexside, one foe", {1, -2}, {{{0, -1}, 1}}, {}},
      {"hexside, friend and foe",
       {1, -2},
       {{{0, -1}, 1}, {{1, -1}, 0}},
       {E::AttackingThroughFriendHex}},
      {"hexside, two foes", {1, -2}, {{{0, -1}, 1}, {{1, -1}, 1}}, {E::AttackingThroughEnemyHex}},
  };
  for (const auto& row : rows) {
    std::vector<HexFigure> figures{{1, 0, {{0, 0}}}, {2, 1, {row.to}}};
    int id = 10;
    for (const auto& [hex, team] : row.others) figures.push_back({id++, team, {hex}});
    // The rows use hexes around the origin; shift them into the middle of a map.
    const Hex shift = HexGrid::from_offset(5, 6);
    for (auto& f : figures) {
      for (auto& h : f.hexes) h = h + shift;
    }
    const HexOccupancy placed(HexGrid(12, 12), figures);
    EXPECT_EQ(attacking_through_effects(placed, 0, shift, 1, row.to + shift), row.effects)
        << row.what;
  }
}

}  // namespace
}  // namespace fray::map

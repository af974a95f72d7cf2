#include <gtest/gtest.h>

#include <fray/map/hex_ranged.h>

namespace fray::map {
namespace {

constexpr HexDirection N = HexDirection::North;

struct ArcRow {
  Vision vision;
  Hex to;
  bool blind;
};

TEST(HexRanged, ShootingOutsideTheArcOfVisionIsShootingBlind) {
  const ArcRow rows[] = {
      {Vision::Normal, {0, -4}, false},     {Vision::Normal, {3, -1}, true},
      {Vision::Peripheral, {3, -1}, false}, {Vision::Peripheral, {0, 3}, true},
      {Vision::Full360, {0, 3}, false},
  };
  for (const auto& row : rows) {
    EXPECT_EQ(!ranged_arc_effects({0, 0}, N, row.vision, row.to).empty(), row.blind);
  }
}

TEST(HexRanged, PopUpFromBehindAWall) {
  HexSight sight(HexGrid(10, 10));
  const Hex from = HexGrid::from_offset(4, 6);
  const Hex target = from + Hex{0, -4};
  sight.set_blocking(from + Hex{0, -1}, true);  // the corner the attacker hides behind
  const std::vector<Hex> free = {from + Hex{1, -1}, from + Hex{-1, 0}, from + Hex{0, 1},
                                 from + Hex{2, -1}};  // the last is two hexes away
  const auto hexes = pop_up_hexes(sight, from, target, free);
  EXPECT_EQ(hexes, (std::vector<Hex>{from + Hex{1, -1}, from + Hex{-1, 0}}));
  sight.set_blocking(from + Hex{0, -1}, false);
  EXPECT_TRUE(pop_up_hexes(sight, from, target, free).empty());  // visible: no pop-up needed
  EXPECT_EQ(pop_up_effects(),
            (std::vector<HexEffect>{HexEffect::PopUpAttack, HexEffect::CannotAim}));
}

struct OpportunityRow {
  int hexes;
  HexEffect size_effect;
  bool can_aim;
};

TEST(HexRanged, OpportunityFirePenaltyTable) {
  const OpportunityRow rows[] = {
      {1, HexEffect::OpportunityFire1Hex, true},
      {2, HexEffect::OpportunityFire2Hexes, false},
      {3, HexEffect::OpportunityFire3To4Hexes, false},
      {4, HexEffect::OpportunityFire3To4Hexes, false},
      {5, HexEffect::OpportunityFire5To6Hexes, false},
      {6, HexEffect::OpportunityFire5To6Hexes, false},
      {7, HexEffect::OpportunityFire7To10Hexes, false},
      {10, HexEffect::OpportunityFire7To10Hexes, false},
      {11, HexEffect::OpportunityFire11OrMoreHexes, false},
      {30, HexEffect::OpportunityFire11OrMoreHexes, false},
  };
  for (const auto& row : rows) {
    WatchedArea area;
    for (int i = 0; i < row.hexes; ++i) area.hexes.push_back({i, -5});
    const auto effects = opportunity_fire_effects(area, false);
    ASSERT_FALSE(effects.empty());
    EXPECT_EQ(effects[0], row.size_effect) << row.hexes;
    const bool cannot_aim =
        std::find(effects.begin(), effects.end(), HexEffect::CannotAim) != effects.end();
    EXPECT_EQ(!cannot_aim, row.can_aim) << row.hexes;
  }
  WatchedArea line;
  line.line = {{-2, -3}, {3, -5}};
  EXPECT_EQ(opportunity_fire_effects(line, true),
            (std::vector<HexEffect>{HexEffect::OpportunityFireLine, HexEffect::CannotAim,
                                    HexEffect::OpportunityFireTargetDiscrimination}));
}

TEST(HexRanged, WatchedAreaMustLieInTheArcOfVision) {
  WatchedArea ahead{{{0, -3}, {1, -3}, {-1, -2}}, {}};
  EXPECT_TRUE(can_watch({0, 0}, N, Vision::Normal, ahead));
  WatchedArea wide{{{0, -3}, {3, -1}}, {}};
  EXPECT_FALSE(can_watch({0, 0}, N, Vision::Normal, wide));
  EXPECT_TRUE(can_watch({0, 0}, N, Vision::Peripheral, wide));
  WatchedArea line{{}, std::pair<Hex, Hex>{{-2, -2}, {2, -4}}};
  EXPECT_TRUE(can_watch({0, 0}, N, Vision::Normal, line));
}

struct TriggerRow {
  Hex before, after;
  bool triggers;
};

TEST(HexRanged, OpportunityFireTriggers) {
  const WatchedArea hexes{{{0, -3}, {1, -4}}, {}};
  EXPECT_TRUE(triggers_opportunity_fire(hexes, {0, -2}, {0, -3}));
  EXPECT_FALSE(triggers_opportunity_fire(hexes, {0, -3}, {-1, -3}));
  // A line across the north, from (-3, -2) to (3, -5): centres at y = -3.5 hexes, so the
  // step from (0, -3) to (0, -4) crosses it.
  const WatchedArea line{{}, std::pair<Hex, Hex>{{-3, -2}, {3, -5}}};
  const TriggerRow rows[] = {
      {{0, -2}, {0, -3}, false}, {{0, -3}, {0, -4}, true},  {{0, -1}, {0, -2}, false},
      {{0, -5}, {0, -6}, false}, {{5, -4}, {5, -5}, false},
  };
  for (const auto& row : rows) {
    EXPECT_EQ(triggers_opportunity_fire(line, row.before, row.after), row.triggers)
        << row.before.q << "," << row.before.r;
  }
}

}  // namespace
}  // namespace fray::map

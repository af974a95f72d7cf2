// The action tables read with a D6 (seed 004, "Morale/Solo Rules"), the "up to RF0" rows, and
// the commanders within 6" (seed 004, "Orders").
#include <fray/ai/reaction_chart_choice.h>

#include "reaction_chart_fixture.h"

namespace fray::ai::reaction_test {
namespace {

using nlohmann::json;

RiskAssessment risk(int total, bool ranged, const game::Figure* visible = nullptr) {
  RiskAssessment r;
  r.total = total;
  r.ranged = ranged;
  r.nearest_visible_enemy = visible;
  return r;
}

TEST(ReactionChartChoice, EveryOrderRowAndFace) {
  for (const ActionTable* t : {&tables().ranged, &tables().close_combat})
    for (const ActionRow& row : t->rows) {
      if (row.continues) continue;
      const int rf = row.min_rf.value_or(-20);
      for (int face = 1; face <= 6; ++face) {
        const OrderChoice c = choose_order(tables(), risk(rf, t->id == "ranged"), "", face);
        EXPECT_EQ(c.order, row.orders[static_cast<std::size_t>(face - 1)]);
        EXPECT_EQ(c.row, row.label);
        EXPECT_EQ(c.table, t->id);
        EXPECT_EQ(c.how, "D6 " + std::to_string(face));
      }
    }
}

TEST(ReactionChartChoice, UpToRf0ContinuesTheCurrentOrder) {
  const game::Figure enemy;
  for (const bool ranged : {true, false})
    for (int face = 1; face <= 5; ++face) {
      EXPECT_EQ(choose_order(tables(), risk(0, ranged, &enemy), "stand", face).order, "stand");
      EXPECT_EQ(choose_order(tables(), risk(-3, ranged, &enemy), "attack", face).order, "attack");
      // No order yet: the initial order.
      EXPECT_EQ(choose_order(tables(), risk(-3, ranged, &enemy), "", face).order, "march");
    }
}

TEST(ReactionChartChoice, UpToRf0OnASixMovesTowardsTheNearestVisibleEnemy) {
  const game::Figure enemy;
  const OrderChoice c = choose_order(tables(), risk(-1, true, &enemy), "stand", 6);
  EXPECT_EQ(c.order, "march");
  EXPECT_EQ(c.row, "up to RF0");
  // No enemy in sight: nothing to move towards, it continues.
  EXPECT_EQ(choose_order(tables(), risk(-5, true), "stand", 6).order, "stand");
}

TEST(ReactionChartChoice, UpToRf0UnitsFallingBackHaltOnFiveOrSix) {
  const game::Figure enemy;
  for (const char* back : {"withdraw", "flee"}) {
    for (int face = 1; face <= 4; ++face)
      EXPECT_EQ(choose_order(tables(), risk(0, false, &enemy), back, face).order, back);
    EXPECT_EQ(choose_order(tables(), risk(0, false, &enemy), back, 5).order, "halt");
    EXPECT_EQ(choose_order(tables(), risk(0, false, &enemy), back, 6).order, "halt");
  }
}

TEST(ReactionChartChoice, TheCommandersWishIsTheRowsBoldestOrder) {
  const game::Figure enemy;
  EXPECT_EQ(commander_wish(tables(), risk(7, false), ""), "attack");
  EXPECT_EQ(commander_wish(tables(), risk(9, true), ""), "stand");
  EXPECT_EQ(commander_wish(tables(), risk(0, true, &enemy), "withdraw"), "march");
  EXPECT_EQ(commander_wish(tables(), risk(0, true), "withdraw"), "withdraw");
}

TEST(ReactionChartChoice, CommanderWithin6InchesWithAHigherLeadership) {
  const game::Game g =
      battle(json::array({figure(1, "a", 60, 60, 0, {{"leadership", 1}}),
                          figure(2, "a", 70, 60, 0, {{"leadership", 3}}),  // 7.5 cm edge to edge
                          figure(3, "a", 60, 50, 0, {{"leadership", 4}}),  // 7.5 cm, higher: chosen
                          figure(4, "a", 100, 60, 0, {{"leadership", 6}}),  // too far (37.5 cm)
                          figure(5, "a", 55, 60, 0, {{"leadership", 1}}),   // not higher
                          figure(9, "b", 60, 10, 180)}));
  const game::Figure* c = commander_of(g, *g.state().find(1), tables());
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->id, 3);
  EXPECT_EQ(commander_of(g, *g.state().find(4), tables()), nullptr);
  EXPECT_EQ(commander_of(g, *g.state().find(9), tables()), nullptr);  // enemies do not command
}

}  // namespace
}  // namespace fray::ai::reaction_test

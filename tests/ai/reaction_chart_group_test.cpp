// Seed 004, "Groups": figures with the same scenario `group` act as one unit, one risk-factor
// roll and one order per turn; casualties and strength count over the group.
#include <fray/ai/reaction_chart_risk.h>

#include "reaction_chart_fixture.h"

namespace fray::ai::reaction_test {
namespace {

using nlohmann::json;

json grouped(const char* group) { return {{"group", group}}; }

std::size_t count(const game::Game& g, const std::string& type, const std::string& table = "") {
  std::size_t n = 0;
  for (const game::Event& e : g.log().events())
    if (e.type == type && (table.empty() || e.data.value("table", "") == table)) ++n;
  return n;
}

TEST(ReactionChartGroup, OneRollAndOneOrderForTheWholeGroup) {
  game::Game g = battle(
      json::array({figure(1, "a", 50, 60, 0, grouped("g")), figure(3, "a", 60, 60, 0, grouped("g")),
                   figure(4, "a", 70, 60, 0, grouped("g")), figure(2, "b", 60, 10, 180)}));
  make_active(g, 0);
  const json first = decide_order(g, 1, {1});  // RF 1, D6 1 on the close-combat table: stand
  EXPECT_EQ(first["order"], "stand");
  EXPECT_EQ(first["details"]["group"], "g");
  EXPECT_NE(first["reason"].get<std::string>().find("for group g"), std::string::npos);
  const json second = decide_order(g, 3, {6});  // no roll of its own: the 6 is never used
  EXPECT_EQ(second["order"], "stand");
  EXPECT_EQ(second["details"]["follows"], 1);
  EXPECT_NE(second["reason"].get<std::string>().find("seed 004, \"Groups\""), std::string::npos);
  const json third = decide_order(g, 4, {});
  EXPECT_EQ(third["order"], "stand");
  EXPECT_EQ(count(g, "ai_roll", "reaction004"), 1u);
  for (const int id : {1, 3, 4}) EXPECT_EQ(g.state().find(id)->ai.order, "stand");
}

TEST(ReactionChartGroup, FiguresWithoutAGroupEachRollAsBefore) {
  game::Game g = battle(json::array(
      {figure(1, "a", 50, 60, 0), figure(3, "a", 60, 60, 0), figure(2, "b", 60, 10, 180)}));
  make_active(g, 0);
  decide_order(g, 1, {1});
  const json second = decide_order(g, 3, {4});
  EXPECT_EQ(second["details"]["d6"], 4);
  EXPECT_EQ(count(g, "ai_roll", "reaction004"), 2u);
}

TEST(ReactionChartGroup, TwoGroupsRollApartAndAGroupCountsItsOwnCasualties) {
  game::Game g = battle(json::array(
      {figure(1, "a", 50, 60, 0, grouped("left")), figure(3, "a", 70, 60, 0, grouped("right")),
       figure(5, "a", 110, 75, 0, grouped("left")), figure(2, "b", 60, 10, 180)}));
  submit(g, "remove", {{"figure", 5}});
  // Figure 1's group (1 and 5) has lost half; figure 3's group none, though the species and
  // weapon are the same (the declared group replaces the species-and-weapon grouping).
  const RiskAssessment left = assess_risk(g, *g.state().find(1), tables());
  const RiskAssessment right = assess_risk(g, *g.state().find(3), tables());
  EXPECT_TRUE(left.has("casualties"));
  EXPECT_DOUBLE_EQ(left.group_strength, 0.5);
  EXPECT_FALSE(right.has("casualties"));
  make_active(g, 0);
  decide_order(g, 1, {2});
  decide_order(g, 3, {3});
  EXPECT_EQ(count(g, "ai_roll", "reaction004"), 2u);
}

TEST(ReactionChartGroup, TheGroupRollsAgainNextTurn) {
  game::Game g =
      battle(json::array({figure(1, "a", 50, 60, 0, grouped("g")),
                          figure(3, "a", 60, 60, 0, grouped("g")), figure(2, "b", 60, 10, 180)}));
  ReactionChartController a(tables()), b(tables());
  for (int n = 0; n < 400 && g.state().turn < 3 && !g.state().finished; ++n)
    step(g, n % 2 == g.state().active_side ? a : b, g.state().active_side);
  ASSERT_GE(g.state().turn, 3);
  // Two turns: two rolls for the group of side a (figure 2 of side b rolls its own).
  std::size_t group_rolls = 0;
  for (const game::Event& e : g.log().events())
    if (e.type == "ai_roll" && e.data.value("table", "") == "reaction004" &&
        e.data.value("figure", 0) != 2)
      ++group_rolls;
  EXPECT_EQ(group_rolls, 2u);
}

}  // namespace
}  // namespace fray::ai::reaction_test

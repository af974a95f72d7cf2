// Every risk factor of seed 004, "Solo System", set up on the table and read back.
#include <fray/ai/reaction_chart_risk.h>

#include "reaction_chart_fixture.h"

namespace fray::ai::reaction_test {
namespace {

using nlohmann::json;

RiskAssessment risk_of(const game::Game& g, int id) {
  return assess_risk(g, *g.state().find(id), tables());
}

// Figure 1 at (60, 60) facing north (towards y = 0); the enemy ahead of it unless moved.
json one_v_one(double ex, double ey, json mine = json::object(), json theirs = json::object()) {
  return json::array({figure(1, "a", 60, 60, 0, mine), figure(2, "b", ex, ey, 180, theirs)});
}

TEST(ReactionChartRisk, NoEnemyInSightBehindABuilding) {
  const game::Game g = battle(one_v_one(60, 10), building(40, 30, 80, 40));
  const RiskAssessment r = risk_of(g, 1);
  EXPECT_TRUE(r.has("no_enemy_in_sight"));
  EXPECT_FALSE(r.has("enemy_in_clear_sight"));
  EXPECT_EQ(r.nearest_visible_enemy, nullptr);
  EXPECT_NE(r.nearest_enemy, nullptr);
  // -4, and -1 for advancing (no order yet: the initial order, march).
  EXPECT_EQ(r.total, -5) << r.summary();
}

TEST(ReactionChartRisk, EnemyInClearSightButOutOfRange) {
  const game::Game g = battle(one_v_one(60, 0 + 2));  // 58 cm between centres, edges ~55 cm
  const game::Game far = battle(
      json::array({figure(1, "a", 100, 78, 0), figure(2, "b", 20, 2, 180)}));  // about 110 cm apart
  EXPECT_TRUE(risk_of(g, 1).has("enemy_in_clear_sight"));
  EXPECT_TRUE(risk_of(g, 1).has("basic_unit_in_range"));
  const RiskAssessment r = risk_of(far, 1);
  EXPECT_TRUE(r.has("enemy_in_clear_sight"));
  EXPECT_FALSE(r.has("basic_unit_in_range"));
  EXPECT_FALSE(r.has("no_enemy_in_sight"));
}

TEST(ReactionChartRisk, EliteUnitsAreNotBasicAndCountMinusOne) {
  const game::Game g = battle(one_v_one(60, 20, {{"elite", true}}));
  const RiskAssessment r = risk_of(g, 1);
  EXPECT_TRUE(r.has("hero_or_elite"));
  EXPECT_FALSE(r.has("basic_unit_in_range"));
}

TEST(ReactionChartRisk, HeroWithTheUnit) {
  json figures = one_v_one(60, 20);
  figures.push_back(figure(3, "a", 64, 60, 0, {{"leadership", 3}}));  // 2 cm edge to edge
  figures.push_back(figure(4, "a", 100, 60, 0, {{"leadership", 3}}));
  const game::Game g = battle(figures);
  EXPECT_TRUE(risk_of(g, 1).has("hero_or_elite"));
  // The hero itself has no hero with it (figure 4 is far away and no better).
  EXPECT_FALSE(risk_of(g, 3).has("hero_or_elite"));
}

TEST(ReactionChartRisk, InCoverFromTheNearestVisibleEnemyOrAdvancing) {
  game::Game g = battle(one_v_one(60, 20), bushes(50, 50, 70, 70));
  ASSERT_TRUE(risk_of(g, 1).has("in_cover_or_advancing"));
  EXPECT_EQ(risk_of(g, 1).terms[0].why, "in cover");
  EXPECT_TRUE(risk_of(g, 1).in_cover);

  game::Game open = battle(one_v_one(60, 20));
  EXPECT_TRUE(risk_of(open, 1).has("in_cover_or_advancing"));  // marching: advancing
  give_order(open, 1, "stand");
  EXPECT_FALSE(risk_of(open, 1).has("in_cover_or_advancing"));
  give_order(open, 1, "attack");
  EXPECT_TRUE(risk_of(open, 1).has("in_cover_or_advancing"));
}

TEST(ReactionChartRisk, PerTenPercentOfTheGroupLost) {
  json figures = one_v_one(60, 20);
  for (int i = 0; i < 4; ++i) figures.push_back(figure(10 + i, "a", 10.0 + 6 * i, 75, 0));
  figures.push_back(figure(20, "a", 100, 75, 0, archer()));  // another group: archers
  game::Game g = battle(figures);
  EXPECT_FALSE(risk_of(g, 1).has("casualties"));
  submit(g, "remove", {{"figure", 10}});
  submit(g, "remove", {{"figure", 20}});
  RiskAssessment r = risk_of(g, 1);
  ASSERT_TRUE(r.has("casualties"));  // 1 of 5 swordsmen: 20%
  EXPECT_EQ(r.terms.back().value, 2);
  EXPECT_DOUBLE_EQ(r.group_strength, 0.8);
  submit(g, "wound", {{"figure", 11}});
  EXPECT_EQ(risk_of(g, 1).terms.back().value, 4);  // 2 of 5 lost or wounded: 40%
}

TEST(ReactionChartRisk, EnemyOnTheFlankOrRear) {
  const game::Game ahead = battle(one_v_one(60, 20));
  const game::Game flank = battle(one_v_one(100, 60));
  const game::Game rear = battle(one_v_one(60, 78));
  EXPECT_FALSE(risk_of(ahead, 1).has("flank_or_friends_retreating"));
  EXPECT_TRUE(risk_of(flank, 1).has("flank_or_friends_retreating"));
  EXPECT_TRUE(risk_of(rear, 1).has("flank_or_friends_retreating"));
}

TEST(ReactionChartRisk, FriendsRetreatingWithin24Inches) {
  json figures = one_v_one(60, 20);
  figures.push_back(figure(3, "a", 90, 60, 0));
  game::Game g = battle(figures);
  EXPECT_FALSE(risk_of(g, 1).has("flank_or_friends_retreating"));
  give_order(g, 3, "withdraw");
  EXPECT_TRUE(risk_of(g, 1).has("flank_or_friends_retreating"));
  give_order(g, 3, "flee");
  EXPECT_TRUE(risk_of(g, 1).has("flank_or_friends_retreating"));
}

TEST(ReactionChartRisk, ManSizedNearAnEnemyBigMonster) {
  const game::Game near = battle(
      one_v_one(60, 5, json::object(), {{"species", "ogre"}, {"melee_weapon", "two_handed_axe"}}));
  const game::Game ogres =
      battle(one_v_one(60, 5, {{"species", "ogre"}, {"melee_weapon", "two_handed_axe"}},
                       {{"species", "ogre"}, {"melee_weapon", "two_handed_axe"}}));
  const game::Game far = battle(json::array(
      {figure(1, "a", 110, 78, 0),
       figure(2, "b", 5, 2, 180, {{"species", "ogre"}, {"melee_weapon", "two_handed_axe"}})}));
  EXPECT_TRUE(risk_of(near, 1).has("big_monster_near"));
  EXPECT_FALSE(risk_of(ogres, 1).has("big_monster_near"));  // an ogre is not man-sized
  EXPECT_FALSE(risk_of(far, 1).has("big_monster_near"));
}

TEST(ReactionChartRisk, RoutingOrLosingTheMelee) {
  game::Game routing = battle(one_v_one(60, 20));
  give_order(routing, 1, "flee");
  EXPECT_TRUE(risk_of(routing, 1).has("routing_or_losing_melee"));

  // In base contact (a Troll's 4 cm base and a man's 2 cm, 3 cm apart), the Troll
  // (1D3 life points: a wound does not kill it at once) wounded and the man not.
  game::Game melee =
      battle(one_v_one(60, 57, {{"species", "troll_medium"}, {"melee_weapon", "two_handed_axe"}}));
  EXPECT_FALSE(risk_of(melee, 1).has("routing_or_losing_melee"));
  submit(melee, "wound", {{"figure", 1}});
  ASSERT_TRUE(melee.state().find(1)->alive);
  EXPECT_TRUE(risk_of(melee, 1).has("routing_or_losing_melee"));
}

TEST(ReactionChartRisk, TheTotalIsTheSumOfTheTerms) {
  const game::Game g = battle(one_v_one(100, 60));
  const RiskAssessment r = risk_of(g, 1);
  int sum = 0;
  for (const RiskTerm& t : r.terms) sum += t.value;
  EXPECT_EQ(r.total, sum);
  // advancing -1, clear sight +1, in range +1, flank +2
  EXPECT_EQ(r.total, 3) << r.summary();
  EXPECT_EQ(r.to_json().size(), r.terms.size());
}

}  // namespace
}  // namespace fray::ai::reaction_test

// Every seed 004 order carried out on the table (orders.json), and the shooting and melee of
// uncommanded figures (seed 004, "Solo System").
#include <cmath>
#include <numbers>

#include <fray/classic/classic_system.h>
#include <fray/classic/movement_allowance.h>
#include <fray/classic/rules/missile_weapon.h>

#include "reaction_chart_fixture.h"

namespace fray::ai::reaction_test {
namespace {

using nlohmann::json;

double gap(const game::Game& g, int a, int b) {
  const game::Figure& x = *g.state().find(a);
  const game::Figure& y = *g.state().find(b);
  return g.field().edge_distance({x.base, x.placement}, {y.base, y.placement});
}

/// Figure 1 (side a, at the given place) under `order`; its next movement command, submitted
/// ("nothing" when it does nothing: the figure stays as it is).
Decision act(game::Game& g, const std::string& order) {
  make_active(g, 0);
  give_order(g, 1, order);
  ReactionChartController c(tables());
  const std::optional<Decision> d = c.decide(g, 0);
  if (!d) return {"nothing", nullptr, ""};
  const game::Outcome o = g.submit({d->command, d->payload});
  EXPECT_TRUE(o.accepted()) << d->command << ": " << (o.refusal ? o.refusal->message : "");
  return *d;
}

json pair_at(double y_enemy, json mine = json::object(), double x_enemy = 60) {
  return json::array({figure(1, "a", 60, 60, 0, mine), figure(2, "b", x_enemy, y_enemy, 180)});
}

TEST(ReactionChartOrders, AttackChargesWhenInReach) {
  game::Game g = battle(pair_at(45));
  EXPECT_EQ(act(g, "attack").command, "charge");
  EXPECT_LT(gap(g, 1, 2), 0.2);
}

TEST(ReactionChartOrders, AttackClosesWhenOutOfReach) {
  game::Game g = battle(pair_at(10));
  const double before = gap(g, 1, 2);
  EXPECT_EQ(act(g, "attack").command, "move");
  EXPECT_NEAR(before - gap(g, 1, 2), 20, 0.5);  // a full move (20 cm in light clothing)
}

TEST(ReactionChartOrders, MarchMovesTowardsTheEnemyWithoutCharging) {
  game::Game g = battle(pair_at(45));
  const Decision d = act(g, "march");
  EXPECT_EQ(d.command, "move");
  EXPECT_NEAR(gap(g, 1, 2), 1.0, 0.1);
}

TEST(ReactionChartOrders, MarchHaltsMissileTroopsAtMediumRange) {
  const auto& bands = classic_rules(setup())
                          .find_missile_weapon("bow")
                          ->bands_for(rules::BandCondition::Default)
                          .bands;
  const double medium = bands.back().max_cm / 2.0;
  game::Game g =
      battle(json::array({figure(1, "a", 60, 78, 0, archer()), figure(2, "b", 60, 2, 180)}));
  const double before = gap(g, 1, 2);
  ASSERT_GT(before, medium);
  EXPECT_EQ(act(g, "march").command, "move");
  EXPECT_GE(gap(g, 1, 2), medium - 0.5);
  EXPECT_LT(gap(g, 1, 2), before);

  game::Game close =
      battle(json::array({figure(1, "a", 60, 60, 0, archer()), figure(2, "b", 60, 50, 180)}));
  EXPECT_NE(act(close, "march").command, "move");
}

TEST(ReactionChartOrders, StandTurnsToFaceTheNearestEnemyOnly) {
  game::Game ahead = battle(pair_at(20));
  EXPECT_EQ(act(ahead, "stand").command, "nothing");
  game::Game flank = battle(pair_at(60, json::object(), 100));
  EXPECT_EQ(act(flank, "stand").command, "face");
  EXPECT_NEAR(flank.state().find(1)->placement.facing_deg, 90, 1);
  EXPECT_EQ(flank.state().find(1)->placement.centre, (map::Point{60, 60}));
}

TEST(ReactionChartOrders, StandEntersCoverWithin10Inches) {
  game::Game near = battle(pair_at(10), bushes(70, 55, 80, 65));
  const Decision d = act(near, "stand");
  EXPECT_EQ(d.command, "move");
  EXPECT_GE(d.payload["path"][0][0].get<double>(), 70);            // heads into the bushes
  game::Game far = battle(pair_at(10), bushes(100, 55, 110, 65));  // 40 cm away
  EXPECT_NE(act(far, "stand").command, "move");
}

TEST(ReactionChartOrders, HaltStopsInTheNearestCoverWithinAMoveElseInPlace) {
  game::Game cover = battle(pair_at(10), bushes(75, 55, 85, 65));  // 15 cm: within a move
  const Decision d = act(cover, "halt");
  EXPECT_EQ(d.command, "move");
  EXPECT_NE(d.explanation.find("into cover"), std::string::npos) << d.explanation;
  game::Game open = battle(pair_at(10));
  EXPECT_EQ(act(open, "halt").command, "nothing");
}

TEST(ReactionChartOrders, WithdrawMovesAwayFromTheNearestEnemy) {
  game::Game g = battle(pair_at(40));
  const double before = gap(g, 1, 2);
  EXPECT_EQ(act(g, "withdraw").command, "move");
  EXPECT_GT(gap(g, 1, 2), before + 10);
  // Backs away facing the enemy.
  EXPECT_LT(std::abs(g.state().find(1)->placement.facing_deg - 0), 1);
}

TEST(ReactionChartOrders, WithdrawPrefersCoverFurtherFromTheEnemy) {
  game::Game g = battle(pair_at(30), bushes(55, 70, 65, 78));
  const Decision d = act(g, "withdraw");
  EXPECT_EQ(d.command, "move");
  EXPECT_GE(d.payload["path"][0][1].get<double>(), 70);  // into the bushes behind it
  EXPECT_NE(d.explanation.find("into cover"), std::string::npos) << d.explanation;
}

TEST(ReactionChartOrders, WithdrawStaysInCoverAtHalfStrengthOrMore) {
  json figures = pair_at(20);
  figures.push_back(figure(3, "a", 10, 75, 0));
  game::Game stays = battle(figures, bushes(50, 50, 70, 70));
  EXPECT_NE(act(stays, "withdraw").command, "move");  // 2 of 2: stays

  figures.push_back(figure(4, "a", 20, 75, 0));
  game::Game leaves = battle(figures, bushes(50, 50, 70, 70));
  submit(leaves, "remove", {{"figure", 3}});
  submit(leaves, "remove", {{"figure", 4}});  // 1 of 3 left
  EXPECT_EQ(act(leaves, "withdraw").command, "move");
}

TEST(ReactionChartOrders, FleeRunsAFullMoveAwayFacingAway) {
  // The nearest edge (north, 35 cm) is towards the enemy: the figure runs straight away.
  game::Game g = battle(json::array({figure(1, "a", 60, 35, 0), figure(2, "b", 60, 20, 180)}));
  const double allowance = game::allowance_cm(classic_rules(setup()), *g.state().find(1));
  EXPECT_EQ(act(g, "flee").command, "flee");
  EXPECT_GT(g.state().find(1)->placement.centre.y, 35 + allowance);
  EXPECT_NEAR(g.state().find(1)->placement.centre.x, 60, 1e-6);
  EXPECT_NEAR(g.state().find(1)->placement.facing_deg, 180, 1);
}

TEST(ReactionChartOrders, FleeRunsForTheNearestEdgeAwayFromTheEnemy) {
  // Decided rule (assumed; seed 004, "Orders"): a run that reaches the table's edge leaves the
  // battle. The enemy is to the north-west; the nearest edge, east (10 cm), lies away from it.
  game::Game g = battle(json::array({figure(1, "a", 110, 40, 0), figure(2, "b", 90, 30, 90)}));
  const Decision d = act(g, "flee");
  ASSERT_EQ(d.command, "flee");
  EXPECT_GT(d.payload["path"].back()[0].get<double>(), 120);  // straight for the east edge
  EXPECT_NEAR(d.payload["path"].back()[1].get<double>(), 40, 1e-6);
  const game::Figure& f = *g.state().find(1);
  EXPECT_FALSE(f.alive);
  EXPECT_EQ(f.ai.order, "fled");
  ReactionChartController c(tables());
  const std::optional<Decision> next = c.decide(g, 0);  // it has left: no further action
  EXPECT_TRUE(!next || next->payload.value("figure", -1) != 1) << next->payload.dump();
}

TEST(ReactionChartOrders, FleeRunsItsMovePlusD3) {
  // seed 004, "Orders": the run is the move plus D3"; the flee command rolls the die.
  for (const int face : {1, 3}) {
    game::Game g = battle(json::array({figure(1, "a", 60, 30, 0), figure(2, "b", 60, 10, 180)}));
    submit(g, "set_die", {{"face", face}});
    const game::Figure& f = *g.state().find(1);
    const double allowance = game::allowance_cm(classic_rules(setup()), f);
    const Decision d = act(g, "flee");
    ASSERT_EQ(d.command, "flee");
    EXPECT_NEAR(g.state().find(1)->placement.centre.y - 30, allowance + face * 2.54, 0.6) << face;
  }
}

TEST(ReactionChartOrders, FleeWalksWhereTheRunIsRefused) {
  // Bushes (difficult going) all around: the run is refused (open ground only, assumed), the
  // figure walks away with a move.
  game::Game g = battle(pair_at(40), bushes(0, 0, 120, 80));
  EXPECT_EQ(act(g, "flee").command, "move");
  EXPECT_GT(g.state().find(1)->placement.centre.y, 60);
}

TEST(ReactionChartOrders, FleeSurrendersWhenSurrounded) {
  // Six enemies in contact all round it (2 cm bases, 2.05 cm apart): no run and no walk away.
  json figures = json::array({figure(1, "a", 60, 40, 0)});
  for (int k = 0; k < 6; ++k) {
    const double a = k * std::numbers::pi / 3;
    figures.push_back(figure(2 + k, "b", 60 + 2.05 * std::sin(a), 40 - 2.05 * std::cos(a),
                             std::fmod(k * 60.0 + 180, 360)));
  }
  game::Game g = battle(figures);
  const Decision d = act(g, "flee");
  EXPECT_EQ(d.command, "surrender") << d.explanation << " " << d.payload.dump();
  const game::Figure& f = *g.state().find(1);
  EXPECT_TRUE(f.captured);
  EXPECT_FALSE(f.alive);
  EXPECT_EQ(f.captor, d.payload["captor"].get<int>());
  ReactionChartController c(tables());
  const std::optional<Decision> next = c.decide(g, 0);  // a prisoner takes no action
  EXPECT_TRUE(!next || next->payload.value("figure", -1) != 1) << next->payload.dump();
}

std::string phase(const game::Game& g) {
  return g.sequencer().structure().phases[g.state().phase].id;
}

/// The sides pass their phases until `id` begins.
void advance_to(game::Game& g, const std::string& id) {
  for (int n = 0; n < 6 && phase(g) != id; ++n)
    submit(g, "end_phase", {{"side", g.state().active_side}});
  ASSERT_EQ(phase(g), id);
}
void to_shooting(game::Game& g) { advance_to(g, "shooting"); }

TEST(ReactionChartOrders, UncommandedFiguresShootTheNearestEnemy) {
  game::Game g = battle(json::array({figure(1, "a", 60, 70, 0, archer()),
                                     figure(2, "b", 80, 30, 180), figure(3, "b", 60, 40, 180)}));
  to_shooting(g);
  make_active(g, 0);
  ReactionChartController c(tables());
  const std::optional<Decision> d = c.decide(g, 0);
  ASSERT_TRUE(d);
  EXPECT_EQ(d->command, "shoot");
  EXPECT_EQ(d->payload["target"], 3);
}

TEST(ReactionChartOrders, FleeingFiguresNeitherShootNorStrike) {
  game::Game g =
      battle(json::array({figure(1, "a", 60, 70, 0, archer()), figure(3, "b", 60, 40, 180)}));
  give_order(g, 1, "flee");
  to_shooting(g);
  make_active(g, 0);
  ReactionChartController c(tables());
  EXPECT_FALSE(c.decide(g, 0));

  game::Game melee = battle(pair_at(58));  // 2 cm bases in contact
  give_order(melee, 1, "flee");
  advance_to(melee, "melee");
  make_active(melee, 0);
  EXPECT_FALSE(c.decide(melee, 0));
  give_order(melee, 1, "stand");
  const std::optional<Decision> strike = c.decide(melee, 0);
  ASSERT_TRUE(strike);
  EXPECT_EQ(strike->command, "strike");
}

}  // namespace
}  // namespace fray::ai::reaction_test

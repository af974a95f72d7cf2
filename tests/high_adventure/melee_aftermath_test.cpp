// What follows a round of seed 004 melee, played through game commands: breaking off by beating
// the foe's roll, following up a push back, a charging rider riding on, and one enemy to each
// edge of a figure.
#include <cmath>

#include "adventure_fixture.h"

namespace fray::high_adventure::test {
namespace {

using nlohmann::json;

double y_of(const game::Game& g, int id) { return fig(g, id).placement.centre.y; }

TEST(AdventureMeleeAftermath, BeatingTheFoesRollTheStrikerBreaksOffAnInchInsteadOfHurtingIt) {
  game::Game g = duel();
  set_dice(g, {5, 3});  // wins by 2: a push back, but #1 breaks off instead
  const game::Outcome out = must(g, "strike", {{"figure", 1}, {"target", 2}, {"break_off", true}});
  ASSERT_NE(event_of(out, "high_adventure_broke_off"), nullptr);
  EXPECT_NEAR(y_of(g, 1), 40 - kInch, 1e-6);  // an inch straight away from #2
  EXPECT_NEAR(y_of(g, 2), 42.5, 1e-6);        // not pushed back
  EXPECT_EQ(fig(g, 2).wounds, 0);

  game::Game small = duel();
  set_dice(small, {4, 3});  // a win by 1 hurts nobody, and is still a win to break off on
  must(small, "strike", {{"figure", 1}, {"target", 2}, {"break_off", true}});
  EXPECT_NEAR(y_of(small, 1), 40 - kInch, 1e-6);

  game::Game lost = duel();
  set_dice(lost, {3, 5});  // #2 wins: #1 is pushed back as usual, no break off
  const game::Outcome beaten =
      must(lost, "strike", {{"figure", 1}, {"target", 2}, {"break_off", true}});
  EXPECT_EQ(event_of(beaten, "high_adventure_broke_off"), nullptr);
  EXPECT_NEAR(y_of(lost, 1), 37.5, 1e-6);
}

TEST(AdventureMeleeAftermath, AFrontRankFigureBreaksOffBehindTheFriendWhoTakesItsPlace) {
  // #3 stands directly behind #1, #4 beside it.
  const json friends = json::array({figure(3, "a", 50, 37.5), figure(4, "a", 52.5, 40)});
  game::Game g = duel({}, {}, friends);
  const json swap = {{"figure", 1}, {"target", 2}, {"break_off", true}, {"replaced_by", 3}};
  const game::Preview p = g.preview({"strike", swap});
  ASSERT_TRUE(p.accepted());
  bool said = false;
  for (const std::string& line : p.breakdown)
    said = said || line.find("Fighter 3 (#3) taking its place") != std::string::npos;
  EXPECT_TRUE(said);
  set_dice(g, {5, 3});
  const game::Outcome out = must(g, "strike", swap);
  const game::Event* e = event_of(out, "high_adventure_broke_off");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->data.json()["replaced_by"], 3);
  EXPECT_NEAR(y_of(g, 1), 37.5, 1e-6);  // in #3's place
  EXPECT_NEAR(y_of(g, 3), 40, 1e-6);    // in the front rank, touching #2
  EXPECT_NEAR(fig(g, 3).placement.facing_deg, 180, 1e-6);
  EXPECT_EQ(fig(g, 2).wounds, 0);

  game::Game lost = duel({}, {}, friends);
  set_dice(lost, {3, 5});  // #2 wins: no break off, nobody swaps
  must(lost, "strike", swap);
  EXPECT_NEAR(y_of(lost, 3), 37.5, 1e-6);

  game::Game beside = duel({}, {}, friends);
  json wrong = swap;
  wrong["replaced_by"] = 4;
  const auto refusal = beside.check({"strike", wrong});
  ASSERT_TRUE(refusal.has_value());
  EXPECT_NE(refusal->message.find("not directly behind"), std::string::npos) << refusal->message;
  json staying = swap;
  staying["break_off"] = false;
  EXPECT_TRUE(beside.check({"strike", staying}).has_value());
}

TEST(AdventureMeleeAftermath, AWithdrawingTargetBreaksOffWhenItWinsAndTheOddsSaySo) {
  game::Game g = duel({}, {{"order", "withdraw"}});
  set_dice(g, {2, 6});  // #2 wins by 4: would wound and push back #1; it breaks off instead
  must(g, "strike", {{"figure", 1}, {"target", 2}});
  EXPECT_EQ(fig(g, 1).wounds, 0);
  EXPECT_NEAR(y_of(g, 2), 42.5 + kInch, 1e-6);

  // The withdrawing target never hurts the striker: whenever it wins, it breaks off.
  const game::Preview w =
      duel({}, {{"order", "withdraw"}}).preview({"strike", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(w.accepted());
  EXPECT_EQ(w.chances_of(1)->hit + w.chances_of(1)->recoils, 0.0);
  bool said = false;
  for (const std::string& line : w.breakdown) said = said || line.find("breaks off") != line.npos;
  EXPECT_TRUE(said);
  // The striker who breaks off cannot hurt its foe: its preview says so.
  const game::Preview p =
      duel().preview({"strike", {{"figure", 1}, {"target", 2}, {"break_off", true}}});
  ASSERT_TRUE(p.accepted() && p.aim.has_value());
  EXPECT_EQ(p.aim->killed + p.aim->wounded + p.aim->recoils, 0.0);
  EXPECT_NEAR(p.chances_of(1)->hit + p.chances_of(1)->recoils, 10.0 / 36, 1e-12);
  // A break off with no room is no break off: the blow lands as usual.
  game::Game hemmed =
      battle({figure(1, "a", 50, 1.3), figure(2, "b", 50, 3.8)});  // #1 at the table's edge
  to_phase(hemmed, "melee");
  if (hemmed.state().active_side != 0) must(hemmed, "end_phase", {{"side", 1}});
  set_dice(hemmed, {5, 3});
  must(hemmed, "strike", {{"figure", 1}, {"target", 2}, {"break_off", true}});
  EXPECT_NEAR(y_of(hemmed, 2), 6.3, 1e-6);  // pushed back
}

TEST(AdventureMeleeAftermath, TheWinnerFollowsUpAPushBackWhenItChoosesOrAttacks) {
  game::Game chosen = duel();
  set_dice(chosen, {5, 3});  // PB
  const game::Outcome out =
      must(chosen, "strike", {{"figure", 1}, {"target", 2}, {"follow_up", true}});
  ASSERT_NE(event_of(out, "high_adventure_followed_up"), nullptr);
  EXPECT_NEAR(y_of(chosen, 2), 45, 1e-6);
  EXPECT_NEAR(y_of(chosen, 1), 42.5, 1e-6);  // in contact again

  game::Game attacking = duel({{"order", "attack"}});
  set_dice(attacking, {5, 3});
  must(attacking, "strike", {{"figure", 1}, {"target", 2}});
  EXPECT_NEAR(y_of(attacking, 1), 42.5, 1e-6);

  game::Game holds = duel();  // no order, no choice: it holds its ground
  set_dice(holds, {5, 3});
  must(holds, "strike", {{"figure", 1}, {"target", 2}});
  EXPECT_NEAR(y_of(holds, 1), 40, 1e-6);
}

TEST(AdventureMeleeAftermath, ARiderThatChargedRidesOnADieOfInchesAfterItsRound) {
  const json rider = {{"mounted", true},
                      {"order", "attack"},
                      {"base", {{"shape", "rectangle"}, {"width_cm", 2.5}, {"depth_cm", 5}}}};
  game::Game g = battle({figure(1, "a", 50, 10, rider), figure(2, "b", 50, 30)});
  set_dice(g, {1});
  must(g, "charge", {{"figure", 1}, {"target", 2}});
  const double contact = y_of(g, 1);
  to_phase(g, "melee");
  if (g.state().active_side != 0) must(g, "end_phase", {{"side", 1}});
  set_dice(g, {3, 4, 4});  // 3 + 1 riding against 4: a tie; then the D6 for riding on
  const game::Outcome out = must(g, "strike", {{"figure", 1}, {"target", 2}});
  const game::Event* e = event_of(out, "high_adventure_rode_on");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->data.json()["roll"], 4);
  EXPECT_NEAR(y_of(g, 1), contact + 4 * kInch, 1e-6);  // straight on, past the foe

  // Riding on stops short of the table's edge (and of every base).
  game::Game edge = battle({figure(1, "a", 50, 58, rider), figure(2, "b", 50, 72)});
  set_dice(edge, {1});
  must(edge, "charge", {{"figure", 1}, {"target", 2}});
  to_phase(edge, "melee");
  if (edge.state().active_side != 0) must(edge, "end_phase", {{"side", 1}});
  set_dice(edge, {3, 4, 6});
  const game::Event* short_ride =
      event_of(must(edge, "strike", {{"figure", 1}, {"target", 2}}), "high_adventure_rode_on");
  ASSERT_NE(short_ride, nullptr);
  EXPECT_LT(short_ride->data.json()["inches"].get<double>(), 6.0);
  EXPECT_LE(y_of(edge, 1) + 2.5, 80.0 + 1e-6);  // still on the 80 cm table
  // A rider that did not charge stays in the fight.
  game::Game standing = battle({figure(1, "a", 50, 40, rider), figure(2, "b", 50, 43.75)});
  to_phase(standing, "melee");
  if (standing.state().active_side != 0) must(standing, "end_phase", {{"side", 1}});
  set_dice(standing, {3, 4});
  EXPECT_EQ(
      event_of(must(standing, "strike", {{"figure", 1}, {"target", 2}}), "high_adventure_rode_on"),
      nullptr);
}

// #2 faces north (towards y = 0); a point `bearing` degrees clockwise off its front at `r` cm.
json around_two(int id, double bearing, double r, json extra = json::object()) {
  const double rad = bearing * std::acos(-1.0) / 180;
  return figure(id, "a", 50 + r * std::sin(rad), 42.5 - r * std::cos(rad), std::move(extra));
}

TEST(AdventureMeleeAftermath, OneEnemyEngagesEachEdgeOfAFigure) {
  const json attack = {{"order", "attack"}};
  // #1 holds #2's front; #3 charges in 40 degrees right of dead ahead: the front is taken.
  game::Game front =
      battle({around_two(1, 0, 2.5), figure(2, "b", 50, 42.5), around_two(3, 40, 20, attack)});
  const auto refusal = front.check({"charge", {{"figure", 3}, {"target", 2}}});
  ASSERT_TRUE(refusal.has_value());
  EXPECT_NE(refusal->message.find("front"), std::string::npos) << refusal->message;
  // From the flank it engages.
  game::Game flank =
      battle({around_two(1, 0, 2.5), figure(2, "b", 50, 42.5), around_two(3, 90, 16, attack)});
  set_dice(flank, {3});
  must(flank, "charge", {{"figure", 3}, {"target", 2}});
  EXPECT_TRUE(flank.field().in_contact({fig(flank, 3).base, fig(flank, 3).placement},
                                       {fig(flank, 2).base, fig(flank, 2).placement}));
  // A move that ends within 1" of the taken front is refused too.
  game::Game walk =
      battle({around_two(1, 0, 2.5), figure(2, "b", 50, 42.5), around_two(3, 40, 10, attack)});
  const map::Point near = {50 + 3.5 * 0.643, 42.5 - 3.5 * 0.766};
  const auto walked = walk.check({"move", {{"figure", 3}, {"path", {{near.x, near.y}}}}});
  ASSERT_TRUE(walked.has_value());
  EXPECT_NE(walked->message.find("front"), std::string::npos) << walked->message;
}

}  // namespace
}  // namespace fray::high_adventure::test

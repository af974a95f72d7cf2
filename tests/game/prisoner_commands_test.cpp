// The referee's prisoners (seed 004, "Prisoners").
#include "game_fixture.h"

namespace fray::game::test {
namespace {

// Figure 1 (side a) in base contact with figure 2 (side b), and taken prisoner by it.
Game with_prisoner() {
  Game game = Game::from_scenario(
      setup(), duel(human(60, 40, {{"facing_deg", 0}}), human(60, 38, {{"facing_deg", 180}})), 5);
  EXPECT_TRUE(game.submit({"surrender", {{"figure", 1}, {"captor", 2}}}).accepted());
  return game;
}

TEST(PrisonerCommands, ARescuedPrisonerIsBackInPlayWhereItStands) {
  Game game = with_prisoner();
  const map::Point where = game.state().find(1)->placement.centre;
  const Outcome o = game.submit({"release_prisoner", {{"figure", 1}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  const Event* e = find_event(o, "prisoner_released");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->data["captor"], 2);
  EXPECT_EQ(e->data["citation"], "seed 004, \"Prisoners\"");
  const Figure& f = *game.state().find(1);
  EXPECT_TRUE(f.alive);
  EXPECT_FALSE(f.captured);
  EXPECT_EQ(f.placement.centre, where);
  EXPECT_EQ(game.state().alive_count(0), 1);
  EXPECT_EQ(game.check({"release_prisoner", {{"figure", 1}}})->code, RefusalCode::NotAllowed);
}

TEST(PrisonerCommands, AnEscapedPrisonerLeavesTheBattle) {
  Game game = with_prisoner();
  const Outcome o = game.submit({"release_prisoner", {{"figure", 1}, {"escaped", true}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_NE(find_event(o, "prisoner_escaped"), nullptr);
  EXPECT_FALSE(game.state().find(1)->alive);
  EXPECT_FALSE(game.state().find(1)->captured);
}

TEST(PrisonerCommands, GuardedPrisonersStayAbandonedOnesEscape) {
  Game game = with_prisoner();
  Outcome o = game.submit({"check_prisoners"});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  const Event* e = find_event(o, "prisoners_guarded");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->data["side"], 1);
  EXPECT_EQ(e->data["prisoners"], 1);
  EXPECT_EQ(e->data["guards"], nlohmann::json({2}));
  EXPECT_EQ(e->data["needed"], 1);
  EXPECT_EQ(e->data["enough"], true);
  EXPECT_EQ(find_event(o, "prisoner_escaped"), nullptr);
  EXPECT_TRUE(game.state().find(1)->captured);

  ASSERT_TRUE(game.submit({"remove", {{"figure", 2}}}).accepted());  // the captor is gone
  o = game.submit({"check_prisoners"});
  EXPECT_EQ(find_event(o, "prisoners_guarded")->data["enough"], false);
  EXPECT_NE(find_event(o, "prisoner_escaped"), nullptr);
  EXPECT_FALSE(game.state().find(1)->captured);
  EXPECT_EQ(game.check({"check_prisoners"})->code, RefusalCode::NotAllowed);
}

TEST(PrisonerCommands, RefusesWrongPayloads) {
  Game game = with_prisoner();
  EXPECT_EQ(game.check({"release_prisoner", nlohmann::json::object()})->code,
            RefusalCode::BadPayload);
  EXPECT_EQ(game.check({"release_prisoner", {{"figure", 9}}})->code, RefusalCode::UnknownFigure);
  EXPECT_EQ(game.check({"release_prisoner", {{"figure", 2}}})->code, RefusalCode::NotAllowed);
  EXPECT_EQ(game.check({"release_prisoner", {{"figure", 1}, {"escaped", 1}}})->code,
            RefusalCode::BadPayload);
}

}  // namespace
}  // namespace fray::game::test

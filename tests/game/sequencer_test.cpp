#include <gtest/gtest.h>

#include <fray/classic/classic_figure.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using test::human;
using test::setup;

TEST(Sequencer, OutOfTurnCommandsAreRefusedWithWhatIsAllowed) {
  Game game = Game::from_scenario(setup(), test::duel(human(10, 10), human(100, 70)), 3);
  EXPECT_EQ(game.state().active_side, 0);  // turn 1: the first side acts first
  const std::string before = test::dump(game);
  const Outcome wrong_side = game.submit({"move", {{"figure", 2}, {"path", {{100, 60}}}}});
  ASSERT_FALSE(wrong_side.accepted());
  EXPECT_EQ(wrong_side.refusal->code, RefusalCode::NotYourTurn);
  EXPECT_NE(wrong_side.refusal->message.find("Side A to activate"), std::string::npos);
  const Outcome wrong_phase = game.submit({"strike", {{"figure", 1}, {"target", 2}}});
  EXPECT_EQ(wrong_phase.refusal->code, RefusalCode::WrongPhase);
  EXPECT_NE(wrong_phase.refusal->message.find("movement phase"), std::string::npos);
  EXPECT_EQ(test::dump(game), before);
}

TEST(Sequencer, SidesAlternateFigureByFigureAndTheFirstSideAlternatesEachTurn) {
  Game game = Game::from_scenario(setup(), test::demo_scenario(), 5);
  ASSERT_TRUE(game.submit({"move", {{"figure", 3}, {"path", {{70, 30}}}}}).accepted());
  EXPECT_EQ(game.submit({"move", {{"figure", 4}, {"path", {{80, 30}}}}}).refusal->code,
            RefusalCode::NotYourTurn);  // figure 3's activation is under way
  ASSERT_TRUE(game.submit({"end_activation", {{"figure", 3}}}).accepted());
  EXPECT_EQ(game.state().active_side, 1);
  ASSERT_TRUE(game.submit({"end_phase", {{"side", 1}}}).accepted());
  EXPECT_EQ(game.state().active_side, 0);  // the other side has passed: side 0 goes on
  ASSERT_TRUE(game.submit({"end_phase", {{"side", 0}}}).accepted());
  EXPECT_EQ(game.state().phase, 1u);  // shooting
  while (game.state().turn == 1)
    ASSERT_TRUE(game.submit({"end_phase", {{"side", game.state().active_side}}}).accepted());
  EXPECT_EQ(game.state().turn, 2);
  EXPECT_EQ(game.state().first_side, 1);
}

TEST(Sequencer, Seed003InitiativeRollsD20PerArmyAndLimitsAnActivation) {
  Game game = Game::from_scenario(
      setup(), test::duel(human(10, 10), human(100, 70), "seed003-initiative"), 11);
  bool rolled = false;
  for (const Event& e : game.log().events()) rolled = rolled || e.type == "initiative";
  EXPECT_TRUE(rolled);
  const int side = game.state().active_side;
  const int id = side == 0 ? 1 : 2;
  const double y = side == 0 ? 25 : 55;
  const double x = side == 0 ? 10 : 100;
  ASSERT_TRUE(game.submit({"move", {{"figure", id}, {"path", {{x, y}}}}}).accepted());
  ASSERT_TRUE(game.submit({"face", {{"figure", id}, {"facing_deg", 90}}}).accepted());  // free
  EXPECT_EQ(game.state().active_figure, id);
  // The one other action ends the activation (seed 003, "Actions").
  ASSERT_TRUE(game.submit({"shield_wall", {{"figure", id}}}).accepted());
  EXPECT_FALSE(game.state().active_figure.has_value());
  EXPECT_NE(game.state().active_side, side);
}

TEST(Sequencer, LeadershipOrderMovesFiguresInAscendingLeadership) {
  Scenario s = test::duel(human(10, 10, {{"leadership", 5}}), human(100, 70, {{"leadership", 1}}),
                          "seed004-leadership");
  Game game = Game::from_scenario(setup(), s, 2);
  ASSERT_TRUE(game.state().active_figure.has_value());
  EXPECT_EQ(*game.state().active_figure, 2);  // leadership 1 moves first
  EXPECT_EQ(game.submit({"move", {{"figure", 1}, {"path", {{10, 20}}}}}).refusal->code,
            RefusalCode::NotYourTurn);
  ASSERT_TRUE(game.submit({"end_activation", {{"figure", 2}}}).accepted());
  EXPECT_EQ(*game.state().active_figure, 1);
}

TEST(Sequencer, OpportunityFireInterruptsAnEnemyMove) {
  Game game = Game::from_scenario(
      setup(), test::duel(human(50, 10), human(50, 40, {{"missile_weapon", "bow"}})), 4);
  while (game.state().turn == 1)
    ASSERT_TRUE(game.submit({"end_phase", {{"side", game.state().active_side}}}).accepted());
  ASSERT_EQ(game.state().active_side, 1);  // turn 2: side B first
  ASSERT_TRUE(game.submit({"wait", {{"figure", 2}}}).accepted());
  ASSERT_EQ(game.state().active_side, 0);
  // Not yet: the enemy has not moved.
  EXPECT_FALSE(game.submit({"shoot", {{"shooter", 2}, {"target", 1}}}).accepted() &&
               !game.state().find(1)->status.has_moved);
  ASSERT_TRUE(game.submit({"move", {{"figure", 1}, {"path", {{50, 28}}}}}).accepted());
  const Outcome fire = game.submit({"shoot", {{"shooter", 2}, {"target", 1}}});
  ASSERT_TRUE(fire.accepted()) << fire.refusal->message;
  EXPECT_FALSE(game.state().find(2)->status.waiting);
  EXPECT_EQ(game.state().active_figure, 1);  // the mover's activation goes on
}

TEST(Sequencer, AWholeDemoBattleEnds) {
  Game game = Game::from_scenario(setup(), test::demo_scenario(), 42);
  test::play(game, 30);
  EXPECT_TRUE(game.state().finished) << game.allowed_now();
  for (const Figure& f : game.state().figures) EXPECT_LE(f.wounds, 4) << classic_sheet(f).spec.name;
}

}  // namespace
}  // namespace fray::game

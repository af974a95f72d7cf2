// A waiting figure with a melee weapon strikes an enemy that moves past it or charges it, once
// (issue 5 interrupts; docs/rules/turn-sequence.md, "Interrupts").
#include <gtest/gtest.h>

#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using test::human;
using test::setup;

std::size_t count(const Outcome& o, const std::string& type) {
  std::size_t n = 0;
  for (const Event& e : o.events) n += e.type == type;
  return n;
}

// Turn 2 (side B acts first): figure 2 of side B waits, then it is side A's turn.
Game after_wait(const Scenario& scenario, std::uint64_t seed = 4) {
  Game game = Game::from_scenario(setup(), scenario, seed);
  while (game.state().turn == 1)
    EXPECT_TRUE(game.submit({"end_phase", {{"side", game.state().active_side}}}).accepted());
  EXPECT_EQ(game.state().active_side, 1);
  EXPECT_TRUE(game.submit({"wait", {{"figure", 2}}}).accepted());
  EXPECT_EQ(game.state().active_side, 0);
  return game;
}

// Figure 1 walks north to south 0.5 cm from the edge of figure 2's base (2 cm bases).
Scenario passing(nlohmann::json waiting_extra = nlohmann::json::object()) {
  return test::duel(human(47.5, 28), human(50, 40, waiting_extra));
}
const Command kPass{"move", {{"figure", 1}, {"path", {{47.5, 46}}}}};

TEST(WaitingStrike, AWaitingSwordsmanStrikesAnEnemyWalkingPastOnce) {
  Game game = after_wait(passing());
  ASSERT_TRUE(game.submit({"set_die", {{"face", 1}}}).accepted());  // a miss
  const Outcome move = game.submit(kPass);
  ASSERT_TRUE(move.accepted()) << move.refusal->message;
  EXPECT_EQ(count(move, "waiting_strike"), 1u);  // in reach for many steps, struck once
  const Event* strike = test::find_event(move, "waiting_strike");
  EXPECT_EQ(strike->data["figure"], 2);
  EXPECT_EQ(strike->data["target"], 1);
  EXPECT_EQ(count(move, "die_rolled"), 1u);
  EXPECT_FALSE(game.state().find(2)->status.waiting);
  // Missed: the mover goes on to the end of its path (seed 001, "Wait Maneuver Strategy").
  EXPECT_DOUBLE_EQ(game.state().find(1)->placement.centre.y, 46.0);
  EXPECT_FALSE(test::find_event(move, "figure_moved")->data.contains("interrupted"));
}

TEST(WaitingStrike, AWoundingStrikeStopsTheMoveWhereItFell) {
  Game game = after_wait(passing());
  ASSERT_TRUE(game.submit({"set_die", {{"face", 5}}}).accepted());
  const Outcome move = game.submit(kPass);
  ASSERT_TRUE(move.accepted()) << move.refusal->message;
  ASSERT_TRUE(test::find_event(move, "waiting_strike"));
  const Figure& mover = *game.state().find(1);
  EXPECT_TRUE(!mover.alive || mover.status.must_recoil);
  EXPECT_TRUE(test::find_event(move, "figure_moved")->data.value("interrupted", false));
  EXPECT_LT(mover.placement.centre.y, 40.0);  // struck on the way in, not at the end
  EXPECT_GT(mover.placement.centre.y, 28.0);
}

TEST(WaitingStrike, OnlyWaitingEnemiesWithAMeleeWeaponInReachStrike) {
  {  // bare hands: no weapon to strike with
    Game game = after_wait(passing({{"melee_weapon", "bare_hands"}}));
    const Outcome move = game.submit(kPass);
    ASSERT_TRUE(move.accepted());
    EXPECT_FALSE(test::find_event(move, "waiting_strike"));
    EXPECT_TRUE(game.state().find(2)->status.waiting);
  }
  {  // out of reach: 3 cm from the base
    Game game = after_wait(passing());
    const Outcome move = game.submit({"move", {{"figure", 1}, {"path", {{45, 30}, {45, 44}}}}});
    ASSERT_TRUE(move.accepted()) << move.refusal->message;
    EXPECT_FALSE(test::find_event(move, "waiting_strike"));
  }
  {  // not waiting: nothing happens
    Game game = Game::from_scenario(setup(), passing(), 4);
    const Outcome move = game.submit(kPass);
    ASSERT_TRUE(move.accepted()) << move.refusal->message;
    EXPECT_FALSE(test::find_event(move, "waiting_strike"));
  }
}

TEST(WaitingStrike, AChargedWaitingFigureStrikesTheChargerFirst) {
  Game game = after_wait(test::duel(human(50, 25), human(50, 40)));
  ASSERT_TRUE(game.submit({"set_die", {{"face", 1}}}).accepted());
  const Outcome charge = game.submit({"charge", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(charge.accepted()) << charge.refusal->message;
  ASSERT_EQ(count(charge, "waiting_strike"), 1u);
  EXPECT_EQ(test::find_event(charge, "waiting_strike")->data["how"], "charges");
  EXPECT_FALSE(game.state().find(2)->status.waiting);
  EXPECT_FALSE(game.state().find(2)->status.has_struck);  // it still fights in the melee phase
}

TEST(WaitingStrike, UndoAndReplayReproduceTheInterrupt) {
  const Scenario scenario = passing();
  Game game = after_wait(scenario, 9);
  const std::string before = test::dump(game);
  const Outcome first = game.submit(kPass);
  ASSERT_TRUE(first.accepted());
  ASSERT_TRUE(test::find_event(first, "waiting_strike"));
  const std::string after = test::dump(game);
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(test::dump(game), before);
  const Outcome again = game.redo();
  ASSERT_TRUE(again.accepted());
  ASSERT_EQ(again.events.size(), first.events.size());
  for (std::size_t i = 0; i < first.events.size(); ++i)
    EXPECT_EQ(again.events[i].data, first.events[i].data) << first.events[i].type;
  EXPECT_EQ(test::dump(game), after);
  const Verification v = verify_save(setup(), record_game(game, scenario, 9));
  EXPECT_TRUE(v.ok) << v.detail;
}

}  // namespace
}  // namespace fray::game

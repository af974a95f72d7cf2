// The turn aids (issue 8): which referee commands are due once a turn, that they run once, and
// that the state they keep survives a save (old saves loading without it).
#include <filesystem>

#include <gtest/gtest.h>

#include <fray/game/turn/turn_aids.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using nlohmann::json;
using test::setup;

const Scenario& temple() {
  static const Scenario s =
      load_scenario(std::filesystem::path(FRAY_DATA_DIR) / "scenarios" / "temple-raid.json");
  return s;
}

std::vector<std::string> names(const std::vector<Command>& commands) {
  std::vector<std::string> out;
  for (const Command& c : commands) out.push_back(c.name);
  return out;
}

/// The same battle moved on to the start of the next turn (what the sequencer does after the
/// last phase; enough for the aids, which read only the turn number and their own marks).
Game next_turn(const Game& game) {
  BattleState state = game.state();
  ++state.turn;
  state.phase = 0;
  return Game::resume(setup(), state, game.log().hash(), game.field());
}

TEST(TurnAids, NoneInABattleWithoutDeckPortalsOrFire) {
  Game game = Game::from_scenario(setup(), test::demo_scenario(), 3);
  EXPECT_TRUE(due_turn_aids(game).empty());
  EXPECT_TRUE(submit_turn_aids(game).empty());
  EXPECT_TRUE(game.records().empty());
}

TEST(TurnAids, TheTempleRaidDrawsACardAndItsPortalsReactAtTheStartOfTheTurn) {
  Game game = Game::from_scenario(setup(), temple(), 5);
  const std::vector<std::string> due = names(due_turn_aids(game));
  ASSERT_GE(due.size(), 2u);
  EXPECT_EQ(due[0], "draw_event");
  EXPECT_EQ(due[1], "portal_react");
  const std::vector<TurnAid> sent = submit_turn_aids(game);
  ASSERT_GE(sent.size(), 2u);
  for (const TurnAid& aid : sent) EXPECT_TRUE(aid.outcome.accepted()) << aid.command.name;
  EXPECT_EQ(game.records().size(), sent.size());  // logged like any command
  EXPECT_EQ(game.state().generators.deck.drawn_turn, 1);
  EXPECT_EQ(game.state().generators.portals->reacted_turn, 1);
}

TEST(TurnAids, RunOnceATurnAndAgainTheNextTurn) {
  Game game = Game::from_scenario(setup(), temple(), 5);
  submit_turn_aids(game);
  EXPECT_TRUE(due_turn_aids(game).empty());
  EXPECT_TRUE(submit_turn_aids(game).empty());
  const std::size_t commands = game.records().size();
  EXPECT_TRUE(submit_turn_aids(game).empty());
  EXPECT_EQ(game.records().size(), commands);

  Game later = next_turn(game);
  const std::vector<std::string> due = names(due_turn_aids(later));
  ASSERT_GE(due.size(), 2u);
  EXPECT_EQ(due[0], "draw_event");
  submit_turn_aids(later);
  EXPECT_EQ(later.state().generators.deck.drawn_turn, 2);
  EXPECT_TRUE(due_turn_aids(later).empty());
}

TEST(TurnAids, NothingWhenTheBattleIsOver) {
  Game game = Game::from_scenario(setup(), temple(), 5);
  BattleState state = game.state();
  state.finished = true;
  EXPECT_TRUE(due_turn_aids(Game::resume(setup(), state, 0, game.field())).empty());
}

TEST(TurnAids, ArrivalsWaitForACounterInSight) {
  // With every counter out of the party's sight the arrival roll is refused: not due.
  Game game = Game::from_scenario(setup(), temple(), 5);
  BattleState state = game.state();
  for (PortalCounter& k : state.generators.portals->counters) k.eliminated = true;
  const Game blind = Game::resume(setup(), state, 0, game.field());
  for (const std::string& name : names(due_turn_aids(blind)))
    EXPECT_TRUE(name != "generate_forces" && name != "portal_react") << name;
}

TEST(TurnAids, AFireSpreadsFromTheTurnAfterItWasLitOnceATurn) {
  Game game = Game::from_scenario(setup(), test::demo_scenario(), 3);
  ASSERT_TRUE(game.submit({"start_fire", {{"at", {60, 40}}}}).accepted());
  EXPECT_EQ(game.state().fires.at(0).lit_turn, 1);
  EXPECT_TRUE(due_turn_aids(game).empty());  // lit this turn: it spreads next turn

  Game later = next_turn(game);
  EXPECT_EQ(names(due_turn_aids(later)), std::vector<std::string>{"spread_fire"});
  const std::vector<TurnAid> sent = submit_turn_aids(later);
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_TRUE(test::find_event(sent[0].outcome, "fire_spread") ||
              test::find_event(sent[0].outcome, "fire_out"));
  if (!later.state().fires.empty()) {
    EXPECT_EQ(later.state().fires[0].spread_turn, 2);
  }
  EXPECT_TRUE(due_turn_aids(later).empty());
}

TEST(TurnAids, TheMarksAreSavedAndOldSavesLoadWithoutThem) {
  Game game = Game::from_scenario(setup(), temple(), 5);
  ASSERT_TRUE(game.submit({"start_fire", {{"at", {60, 40}}}}).accepted());
  submit_turn_aids(game);
  const json saved = state_to_json(game.state());
  const BattleState back = state_from_json(saved, "test", "");
  EXPECT_EQ(back.generators.portals->reacted_turn, 1);
  EXPECT_EQ(back.fires.at(0).lit_turn, 1);
  EXPECT_EQ(back.generators, game.state().generators);
  EXPECT_EQ(back.fires, game.state().fires);

  json old = saved;  // a save written before the turn aids
  old["seed004"]["portals"].erase("reacted_turn");
  old["fires"][0].erase("lit_turn");
  old["fires"][0].erase("spread_turn");
  const BattleState loaded = state_from_json(old, "old", "");
  EXPECT_EQ(loaded.generators.portals->reacted_turn, 0);
  EXPECT_EQ(loaded.fires.at(0).lit_turn, 0);
  EXPECT_EQ(loaded.fires.at(0).spread_turn, 0);
}

}  // namespace
}  // namespace fray::game

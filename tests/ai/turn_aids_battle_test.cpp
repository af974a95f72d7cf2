// The battle driver sends the turn aids (issue 8): a temple raid played AI against AI draws an
// event card each turn, its portals react and guards arrive, all in the log, and the log
// replays to the same event hash.
#include <filesystem>
#include <set>

#include <gtest/gtest.h>

#include <fray/ai/battle_driver.h>
#include <fray/game/setup/game_setup.h>
#include <fray/game/setup/scenario.h>
#include <fray/systems/load_game_setup.h>

namespace fray::ai {
namespace {

const game::GameSetup& setup() {
  static const game::GameSetup loaded = game::load_game_setup(FRAY_DATA_DIR);
  return loaded;
}

const game::Scenario& temple() {
  static const game::Scenario s =
      game::load_scenario(std::filesystem::path(FRAY_DATA_DIR) / "scenarios" / "temple-raid.json");
  return s;
}

TEST(TurnAidsBattle, TheTempleRaidDrawsEveryTurnGetsArrivalsAndReplays) {
  game::Game game = game::Game::from_scenario(setup(), temple(), 1);
  SimpleController a, b;
  std::size_t aids = 0;
  const BattleRun run = play_out(game, {&a, &b}, 40, [&](const Decision& d, const game::Outcome&) {
    if (d.explanation == "turn aid") ++aids;
  });
  ASSERT_TRUE(run.failure.empty()) << run.failure;
  EXPECT_EQ(run.commands, game.records().size());

  std::set<int> drawn_turns;
  std::size_t draws = 0;
  int reacted = 0, rolled = 0;
  for (const game::Event& e : game.log().events()) {
    if (e.type == "event_card_drawn") {
      drawn_turns.insert(e.data["turn"].get<int>());
      ++draws;
    }
    if (e.type == "portals_reacted") ++reacted;
    if (e.type == "forces_rolled") ++rolled;
  }
  // One card a turn, every turn played (the battle may stop at the start of a turn).
  ASSERT_FALSE(drawn_turns.empty());
  EXPECT_EQ(draws, drawn_turns.size());
  EXPECT_EQ(*drawn_turns.begin(), 1);
  EXPECT_EQ(*drawn_turns.rbegin(), static_cast<int>(drawn_turns.size()));
  EXPECT_GE(*drawn_turns.rbegin(), game.state().turn - 1);
  EXPECT_GE(game.state().turn, 2);
  EXPECT_GE(reacted, 1);
  EXPECT_GE(rolled, 1);
  EXPECT_GE(aids, drawn_turns.size());

  game::Game again = game::Game::from_scenario(setup(), temple(), 1);
  for (const game::CommandRecord& r : game.records())
    ASSERT_TRUE(again.submit(r.command).accepted()) << r.command.name;
  EXPECT_EQ(again.log().hash(), game.log().hash());
}

}  // namespace
}  // namespace fray::ai

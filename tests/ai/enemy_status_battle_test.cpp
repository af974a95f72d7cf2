// The seed 003 AI plays whole battles: the demo against the simple controller and against
// itself, in both turn structures, with no refused command, and replays to the same hash.
#include <fray/ai/battle_driver.h>

#include "enemy_status_fixture.h"

namespace fray::ai::test {
namespace {

const game::Scenario& demo() {
  static const game::Scenario scenario = game::load_scenario(std::filesystem::path(FRAY_DATA_DIR) /
                                                             "scenarios" / "skirmish-demo.json");
  return scenario;
}

void play_and_replay(const game::Scenario& scenario, std::uint64_t seed, Controller& a,
                     Controller& b, bool must_finish = true) {
  game::Game game = game::Game::from_scenario(setup(), scenario, seed);
  game.keep_undo(false);
  std::vector<std::string> lines;
  const BattleRun run = play_out(game, {&a, &b}, 60, [&](const Decision& d, const game::Outcome&) {
    if (getenv("DBG")) lines.push_back(std::to_string(game.state().turn) + " " + to_log_line(d));
  });
  if (getenv("DBG"))
    for (std::size_t i = lines.size() > 60 ? lines.size() - 60 : 0; i < lines.size(); ++i)
      std::cerr << lines[i] << "\n";
  EXPECT_TRUE(run.failure.empty()) << "seed " << seed << ": " << run.failure;
  if (must_finish) {
    EXPECT_TRUE(run.finished) << "seed " << seed << " stopped in turn " << run.turns;
  }
  game::Game again = game::Game::from_scenario(setup(), scenario, seed);
  again.keep_undo(false);
  for (const game::CommandRecord& r : game.records())
    ASSERT_TRUE(again.submit(r.command).accepted()) << r.command.name;
  EXPECT_EQ(again.log().hash(), game.log().hash());
}

TEST(EnemyStatusBattle, TheDemoAgainstTheSimpleControllerPlaysToTheEndAndReplays) {
  EnemyStatusController ai(tables());
  SimpleController simple;
  for (std::uint64_t seed : {1u, 2u, 3u, 4u}) {
    play_and_replay(demo(), seed, simple, ai);
    play_and_replay(demo(), seed, ai, simple);
  }
}

TEST(EnemyStatusBattle, TheDemoAgainstItselfPlaysToTheEndAndReplays) {
  EnemyStatusController a(tables()), b(tables());
  for (std::uint64_t seed : {1u, 2u, 4u, 5u}) play_and_replay(demo(), seed, a, b);
  // Seed 3 ends with both sides below half strength, each losing its morale test about every
  // other round: one retreats while the other comes on, and no one is caught within 60 rounds
  // (the seed 003 structure's known cycle, see docs/rules/solo-ai.md, "Whole battles"). It must
  // still play without a refusal and replay.
  play_and_replay(demo(), 3, a, b, false);
}

// Not every battle ends within 60 rounds here: a side below half strength keeps losing morale
// tests and retreating, and its bowmen shoot at long odds; the test asks for no refusal and an
// exact replay.
TEST(EnemyStatusBattle, TheDemoInTheSeed003TurnStructure) {
  game::Scenario scenario = demo();
  scenario.turn_structure = "seed003-initiative";
  EnemyStatusController a(tables());
  SimpleController simple;
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    play_and_replay(scenario, seed, simple, a, false);
    play_and_replay(scenario, seed, a, a, false);
  }
}

}  // namespace
}  // namespace fray::ai::test

// Every bundled High Adventure scenario plays seed 004's reaction chart against itself to a
// result over many seeds (docs/rules/solo-ai.md: NeverStall plays 200 more), and its saves replay
// verified.
#include <algorithm>
#include <filesystem>

#include <fray/ai/battle_driver.h>
#include <fray/ai/controller.h>
#include <fray/ai/controller_factory.h>
#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>

#include "adventure_fixture.h"

namespace fray::high_adventure::test {
namespace {

std::vector<std::filesystem::path> bundled() {
  std::vector<std::filesystem::path> out;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::filesystem::path(FRAY_DATA_DIR) / "scenarios")) {
    if (entry.path().extension() != ".json") continue;
    if (game::load_scenario(entry.path()).rule_system == "high_adventure")
      out.push_back(entry.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

const ai::AiDefinitions& definitions() {
  static const ai::AiDefinitions loaded = ai::load_ai_definitions(FRAY_DATA_DIR);
  return loaded;
}

// Plays the reaction chart on both sides until the battle ends, as the CLI does (the driver
// sends the turn aids: event cards, portals, arrivals); every decision must be accepted.
void play(game::Game& game, int max_turns) {
  const std::unique_ptr<ai::Controller> a = ai::make_controller("reaction004", definitions());
  const std::unique_ptr<ai::Controller> b = ai::make_controller("reaction004", definitions());
  const ai::BattleRun run = ai::play_out(game, {a.get(), b.get()}, max_turns);
  ASSERT_TRUE(run.failure.empty()) << run.failure;
  EXPECT_EQ(run.interventions, 0) << run.first_intervention;
}

TEST(BundledAdventure, EachPlaysToAResultOverManySeedsAndReplaysVerified) {
  const auto files = bundled();
  ASSERT_GE(files.size(), 1u);
  for (const auto& file : files) {
    SCOPED_TRACE(file.filename().string());
    const game::Scenario scenario = game::load_scenario(file);
    int decided = 0;
    int fought = 0;
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
      const std::uint64_t drawn = seed * 2654435761u % 1000003;
      game::Game game = game::Game::from_scenario(setup(), scenario, drawn);
      game.keep_undo(false);
      play(game, 40);
      ASSERT_TRUE(game.state().finished) << "seed " << drawn;
      decided += game.state().winner.has_value();
      fought += std::any_of(game.state().figures.begin(), game.state().figures.end(),
                            [](const game::Figure& f) { return !f.alive || f.wounds > 0; });
      if (seed % 10 == 0) {
        const game::SavedGame save = game::record_game(game, scenario, drawn);
        const game::Verification v = game::verify_save(setup(), save);
        ASSERT_TRUE(v.ok) << "seed " << drawn << ": " << v.detail;
      }
    }
    EXPECT_GT(fought, 25) << "the sides should come to blows in most battles";
    (void)decided;
  }
}

}  // namespace
}  // namespace fray::high_adventure::test

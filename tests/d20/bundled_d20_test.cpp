// Every bundled d20 scenario (data/scenarios/d20-*.json) plays AI against AI (the simple
// controller of each side) to a result over many seeds, and its save replays verified.
#include <algorithm>
#include <filesystem>

#include <fray/ai/controller.h>
#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>

#include "d20_fixture.h"

namespace fray::d20::test {
namespace {

std::vector<std::filesystem::path> bundled_d20() {
  std::vector<std::filesystem::path> out;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::filesystem::path(FRAY_DATA_DIR) / "scenarios")) {
    if (entry.path().extension() != ".json") continue;
    if (game::load_scenario(entry.path()).rule_system == "d20") out.push_back(entry.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Plays with the simple controller on both sides until the battle ends (or `most` commands).
void play(game::Game& game, std::size_t most) {
  ai::SimpleController controller;
  for (std::size_t n = 0; n < most && !game.state().finished; ++n) {
    const std::optional<int> side = ai::side_to_decide(game.state());
    if (!side) return;
    const ai::Decision d = ai::decide_or_pass(game, controller, *side);
    const game::Outcome o = game.submit({d.command, d.payload});
    ASSERT_TRUE(o.accepted()) << d.command << " " << d.payload.dump() << ": " << o.refusal->message;
  }
}

TEST(BundledD20, ATableAHexAndASquareScenarioAreBundled) {
  const auto files = bundled_d20();
  ASSERT_GE(files.size(), 3u);
  bool table = false;
  bool hexes = false;
  bool squares = false;
  for (const auto& file : files) {
    const game::Scenario s = game::load_scenario(file);
    (s.hex_map ? hexes : s.square_map ? squares : table) = true;
  }
  EXPECT_TRUE(table);
  EXPECT_TRUE(hexes);
  EXPECT_TRUE(squares);
}

TEST(BundledD20, EachPlaysToAResultOverManySeedsAndReplaysVerified) {
  for (const auto& file : bundled_d20()) {
    SCOPED_TRACE(file.filename().string());
    const game::Scenario scenario = game::load_scenario(file);
    int decided = 0;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
      const std::uint64_t drawn = seed * 2654435761u % 1000003;
      game::Game game = game::Game::from_scenario(setup(), scenario, drawn);
      game.keep_undo(false);
      play(game, 20000);
      ASSERT_TRUE(game.state().finished) << "seed " << drawn;
      decided += game.state().winner.has_value();
      if (seed % 40 == 0) {
        const game::SavedGame save = game::record_game(game, scenario, drawn);
        const game::Verification v = game::verify_save(setup(), save);
        ASSERT_TRUE(v.ok) << "seed " << drawn << ": " << v.detail;
      }
    }
    EXPECT_GT(decided, 0);
  }
}

}  // namespace
}  // namespace fray::d20::test

// The enemy-status AI (seed 003) weighs a shot or a strike it sends with the rule system's preview
// of that very command (Game::preview): the chance it announces is the preview's, in battles
// played by the AI on both sides over many seeds.
#include <cmath>
#include <cstdlib>
#include <regex>

#include <gtest/gtest.h>

#include "battle_fixture.h"

namespace fray::ai {
namespace {

std::string percent(double p) { return std::to_string(std::lround(p * 100)) + "%"; }

std::uint64_t seeds() {
  const char* text = std::getenv("FRAY_PROPERTY_SEEDS");
  const int n = text ? std::atoi(text) : 0;
  return n > 0 && n < 40 ? static_cast<std::uint64_t>(n) : 40;
}

struct Checked {
  int announcements = 0;  ///< Shots and strikes announced with their chance.
};

// Plays `scenario` on `seed` with the enemy-status AI on both sides; for every strike or shot it
// announces, the announced chance to kill must be the preview's. The announcement is a note that
// changes nothing but the log, so the preview after it is the one of the command sent next.
void check_battle(const game::Scenario& scenario, std::uint64_t seed, Checked& checked) {
  const auto ai = make_controller("solo003", test::ai_definitions());
  game::Game game = game::Game::from_scenario(test::battle_setup(), scenario, seed);
  game.keep_undo(false);
  game.snapshot_every(0);
  static const std::regex kill_chance("; (\\d+%) to kill\\.$");
  const auto observe = [&](const Decision& d, const game::Outcome&) {
    const auto details = d.payload.find("details");
    if (d.command != "ai_note" || details == d.payload.end() || !details->contains("command"))
      return;
    const std::string command = (*details)["command"];
    const std::string reason = d.payload.value("reason", "");
    std::smatch m;
    if ((command != "shoot" && command != "strike") || !std::regex_search(reason, m, kill_chance))
      return;
    const game::Preview p = game.preview({command, (*details)["payload"]});
    ASSERT_TRUE(p.accepted()) << reason;
    const game::FigureChances* t = p.chances_of((*details)["payload"]["target"].get<int>());
    ASSERT_NE(t, nullptr) << reason;
    EXPECT_EQ(m[1].str(), percent(t->killed)) << "seed " << seed << ": " << reason;
    ++checked.announcements;
  };
  play_out(game, {ai.get(), ai.get()}, 8, observe);
}

TEST(EnemyStatusPreview, TheChanceAnAnnouncedShotOrStrikeGivesIsThePreviewOfThatCommand) {
  Checked checked;
  for (const char* name : {"skirmish-demo", "mill-raid-demo", "example-dwarves-and-ogres"}) {
    const game::Scenario scenario = test::bundled_scenario(name);
    // Seeds spread widely; under the sanitizers FRAY_PROPERTY_SEEDS (20) caps them.
    for (std::uint64_t seed = 1; seed <= seeds(); ++seed) {
      check_battle(scenario, seed * 7919, checked);
      if (testing::Test::HasFatalFailure()) return;
    }
  }
  EXPECT_GT(checked.announcements, static_cast<int>(seeds()));
}

}  // namespace
}  // namespace fray::ai

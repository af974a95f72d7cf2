// Never stall (issue 16): every bundled scenario, AI against AI over many seeds, every pairing of
// the controllers that play its rule system in turn (High Adventure: the reaction chart), must end
// (a result, or the turn limit) with no refused command, no watchdog intervention, and the state's
// invariants kept; a sample of the battles must replay from their command log to the same event
// hash.
//
// FRAY_PROPERTY_SEEDS sets the seeds per scenario (default 200, what CI runs); the longer run of
// docs/rules/solo-ai.md, "The watchdog", uses 5000.
#include <cstdlib>
#include <set>
#include <string>

#include <gtest/gtest.h>

#include <fray/ai/battle_driver.h>

#include "battle_fixture.h"

namespace fray::ai {
namespace {

using test::battle_setup;

int seeds_per_scenario() {
  const char* text = std::getenv("FRAY_PROPERTY_SEEDS");
  const int n = text ? std::atoi(text) : 0;
  return n > 0 ? n : 200;
}

constexpr int kMaxTurns = 30;

// What must hold of any battle's state, whatever the dice.
std::string broken_invariant(const game::BattleState& s, int max_turns) {
  if (s.turn < 1 || s.turn > max_turns + 1) return "turn " + std::to_string(s.turn);
  if (s.finished && s.winner && (*s.winner < 0 || *s.winner > 1)) return "winner out of range";
  if (s.active_side < 0 || s.active_side > 1) return "active side out of range";
  std::set<int> ids;
  for (const game::Figure& f : s.figures) {
    if (!ids.insert(f.id).second) return "figure id " + std::to_string(f.id) + " twice";
    if (f.wounds < 0) return "negative wounds on #" + std::to_string(f.id);
    if (f.side < 0 || f.side > 1) return "figure #" + std::to_string(f.id) + " on no side";
    if (f.status.ammunition && *f.status.ammunition < 0)
      return "negative ammunition on #" + std::to_string(f.id);
  }
  if (s.active_figure) {
    const game::Figure* f = s.find(*s.active_figure);
    if (!f) return "the active figure does not exist";
  }
  return "";
}

class NeverStall : public testing::TestWithParam<std::string> {};

TEST_P(NeverStall, EveryPairingOverManySeedsEndsCleanly) {
  const game::Scenario scenario = test::bundled_scenario(GetParam());
  const int seeds = seeds_per_scenario();
  int failures = 0;
  for (int i = 0; i < seeds; ++i) {
    const std::uint64_t seed = 1 + static_cast<std::uint64_t>(i);
    const auto pairing = test::pairing_of(seed, scenario.rule_system);
    const auto [game, run] = test::play_pairing(scenario, seed, kMaxTurns);
    const std::string where =
        "seed " + std::to_string(seed) + ", " + pairing[0] + " against " + pairing[1];
    if (!run.clean()) {
      if (++failures <= 5)
        ADD_FAILURE() << where << ": " << run.interventions
                      << " intervention(s), first: " << run.first_intervention
                      << "; failure: " << run.failure;
    }
    EXPECT_TRUE(run.finished || run.turns == kMaxTurns + 1)
        << where << " stopped in turn " << run.turns;
    const std::string broken = broken_invariant(game.state(), kMaxTurns);
    EXPECT_EQ(broken, "") << where;
    if (i % 25 == 0) {  // a sample replays from the command log alone
      game::Game again = game::Game::from_scenario(battle_setup(), scenario, seed);
      again.keep_undo(false);
      again.snapshot_every(0);
      for (const game::CommandRecord& r : game.records())
        ASSERT_TRUE(again.submit(r.command).accepted()) << where << ": " << r.command.name;
      EXPECT_EQ(again.log().hash(), game.log().hash()) << where;
    }
  }
  EXPECT_EQ(failures, 0) << "battles with an intervention or a failure, of " << seeds;
}

INSTANTIATE_TEST_SUITE_P(BundledScenarios, NeverStall,
                         testing::ValuesIn(test::bundled_scenario_names(true)),
                         [](const testing::TestParamInfo<std::string>& param) {
                           std::string name = param.param;
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

}  // namespace
}  // namespace fray::ai

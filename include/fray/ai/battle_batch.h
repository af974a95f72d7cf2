#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <fray/ai/ai_definitions.h>
#include <fray/game/setup/game_setup.h>
#include <fray/game/setup/scenario.h>

namespace fray::ai {

/// N battles of one scenario, AI against AI. The setup, scenario and AI tables are shared
/// read-only by the threads; every battle has its own Game and controllers.
struct BatchSpec {
  const game::GameSetup* setup = nullptr;
  const game::Scenario* scenario = nullptr;
  const AiDefinitions* ai = nullptr;
  std::array<std::string, 2> controllers{"simple", "simple"};
  int runs = 1;
  std::uint64_t seed = 1;  ///< Battle i uses seed + i (common seeds across variants).
  int jobs = 1;
  int max_turns = 30;
};

/// How one battle ended.
struct BattleSummary {
  std::uint64_t seed = 0;
  bool finished = false;
  std::optional<int> winner;
  int turns = 0;
  std::size_t commands = 0;
  std::uint64_t event_hash = 0;
  std::map<std::string, int> losses;  ///< "side/species" -> figures killed.
  std::string failure;                ///< Why the battle could not go on, if it could not.
  int interventions = 0;              ///< Times the watchdog stepped in (BattleRun).
  std::string first_intervention;
};

/// A proportion with its 95% Wilson score interval.
struct Proportion {
  double rate = 0, low = 0, high = 0;
};
Proportion wilson95(int successes, int trials);

/// What the battles add up to.
struct BatchReport {
  int runs = 0;
  std::array<int, 2> wins{0, 0};
  std::array<Proportion, 2> win_rates;
  int draws = 0;       ///< Finished without a winner.
  int unfinished = 0;  ///< Stopped by the turn limit.
  int failures = 0;
  /// Battles in which the watchdog had to step in at least once (the goal is none), and how
  /// often it did in all.
  int watchdog_battles = 0;
  int interventions = 0;
  double mean_turns = 0;
  std::map<std::string, double> mean_losses;  ///< "side/species" -> killed per battle.
  std::uint64_t combined_hash = 0;  ///< FNV-1a over the battles' event hashes, in seed order.
  std::string first_failure;
  std::string first_intervention;  ///< "seed N, turn T: why", of the first such battle.
};

/// Plays one battle with the spec's controllers.
BattleSummary play_battle(const BatchSpec& spec, std::uint64_t seed);

/// Plays spec.runs battles on spec.jobs threads; the summaries come back in seed order, the
/// same whatever the number of jobs.
std::vector<BattleSummary> run_batch(const BatchSpec& spec);

BatchReport summarize(const std::vector<BattleSummary>& battles);

}  // namespace fray::ai

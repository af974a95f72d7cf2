// The solo AI's speed (issue 7): complete 20 v 20 battles per second on 1 and 2 threads, and the
// time of one decision, for the reaction-chart AI (seed 004) and, as the reference in the same
// program, the simple controller playing the same battles (same seeds). main() first checks
// that 1 and 2 jobs give the same combined event hash for both.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <vector>

#include <benchmark/benchmark.h>

#include <fray/ai/battle_batch.h>
#include <fray/ai/battle_driver.h>
#include <fray/ai/controller_factory.h>
#include <fray/systems/load_game_setup.h>

namespace {

using namespace fray;

const game::GameSetup& setup() {
  static const game::GameSetup loaded = game::load_game_setup(FRAY_DATA_DIR);
  return loaded;
}

const ai::AiDefinitions& definitions() {
  static const ai::AiDefinitions loaded = ai::load_ai_definitions(FRAY_DATA_DIR);
  return loaded;
}

const game::Scenario& scenario() {
  static const game::Scenario loaded =
      game::load_scenario(std::filesystem::path(FRAY_DATA_DIR) / "scenarios" / "bench-20v20.json");
  return loaded;
}

constexpr int kBattlesPerIteration = 4;  // keeps the CI smoke run to a few seconds
constexpr int kMaxTurns = 30;

ai::BatchSpec spec(const char* controller, int jobs, std::uint64_t seed) {
  return {&setup(), &scenario(), &definitions(), {controller, controller}, kBattlesPerIteration,
          seed,     jobs,        kMaxTurns};
}

// Battles per second: items_per_second. Every iteration plays new seeds.
void battles(benchmark::State& state, const char* controller) {
  const int jobs = static_cast<int>(state.range(0));
  std::uint64_t seed = 1;
  double turns = 0, commands = 0;
  for (auto _ : state) {
    const auto played = ai::run_batch(spec(controller, jobs, seed));
    for (const auto& b : played) turns += b.turns, commands += static_cast<double>(b.commands);
    seed += kBattlesPerIteration;
  }
  const double n = static_cast<double>(state.iterations()) * kBattlesPerIteration;
  state.SetItemsProcessed(static_cast<std::int64_t>(n));
  state.counters["turns_per_battle"] = turns / n;
  state.counters["commands_per_battle"] = commands / n;
}

void BM_ReactionChartBattles(benchmark::State& state) { battles(state, "reaction004"); }
void BM_SimpleBattles(benchmark::State& state) { battles(state, "simple"); }
BENCHMARK(BM_ReactionChartBattles)->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SimpleBattles)->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kMillisecond);

// One decide() call timed at every step of whole battles: the median and the 90th percentile,
// in microseconds, as counters (the iteration time is a whole battle's).
void decisions(benchmark::State& state, const char* controller) {
  std::vector<double> us;
  std::uint64_t seed = 1;
  for (auto _ : state) {
    game::Game g = game::Game::from_scenario(setup(), scenario(), seed++);
    g.keep_undo(false);
    g.snapshot_every(0);
    const auto c = ai::make_controller(controller, definitions());
    while (g.state().turn <= kMaxTurns) {
      const std::optional<int> side = ai::side_to_decide(g.state());
      if (!side) break;
      const auto t0 = std::chrono::steady_clock::now();
      std::optional<ai::Decision> d = c->decide(g, *side);
      const auto t1 = std::chrono::steady_clock::now();
      us.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
      if (!d) d = ai::Decision{"end_phase", {{"side", *side}}, ""};
      if (!g.submit({d->command, d->payload}).accepted()) state.SkipWithError("refused");
    }
  }
  std::sort(us.begin(), us.end());
  state.counters["decisions"] = static_cast<double>(us.size());
  state.counters["median_us"] = us.empty() ? 0 : us[us.size() / 2];
  state.counters["p90_us"] = us.empty() ? 0 : us[us.size() * 9 / 10];
}

void BM_ReactionChartDecision(benchmark::State& state) { decisions(state, "reaction004"); }
void BM_SimpleDecision(benchmark::State& state) { decisions(state, "simple"); }
BENCHMARK(BM_ReactionChartDecision)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SimpleDecision)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  for (const char* controller : {"reaction004", "simple"}) {
    const auto one = ai::summarize(ai::run_batch(spec(controller, 1, 1)));
    const auto two = ai::summarize(ai::run_batch(spec(controller, 2, 1)));
    if (one.combined_hash != two.combined_hash || one.failures || two.failures) {
      std::fprintf(stderr, "ai_bench: %s: 1 and 2 jobs differ or fail (%s)\n", controller,
                   one.first_failure.c_str());
      return EXIT_FAILURE;
    }
    std::printf(
        "%s: 1 and 2 jobs give the same combined hash %016llx; wins %d/%d, mean turns %.1f\n",
        controller, static_cast<unsigned long long>(one.combined_hash), one.wins[0], one.wins[1],
        one.mean_turns);
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return EXIT_SUCCESS;
}

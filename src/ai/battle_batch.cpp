#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>

#include <fray/ai/battle_batch.h>
#include <fray/ai/battle_driver.h>
#include <fray/ai/controller_factory.h>
#include <fray/sheets/classic_sheet.h>
#include <fray/sheets/d20_sheet.h>
#include <fray/sheets/high_adventure_sheet.h>

namespace fray::ai {
namespace {

// What a fallen figure was, for the losses: a classic figure's species, a d20 figure's roster
// profile (its kind, unique or common, when it has none), a High Adventure figure's creature.
std::string kind_of(const game::Figure& f) {
  if (const auto* classic = std::get_if<rules::ClassicSheet>(&f.sheet))
    return classic->spec.species;
  if (const auto* d20 = std::get_if<d20::D20Sheet>(&f.sheet))
    return d20->profile.empty() ? std::string(to_string(d20->kind)) : d20->profile;
  if (const auto* adventure = std::get_if<high_adventure::AdventureSheet>(&f.sheet))
    return adventure->creature;
  return "figure";
}

}  // namespace

Proportion wilson95(int successes, int trials) {
  if (trials <= 0) return {};
  constexpr double z = 1.959963984540054;
  const double n = trials;
  const double p = successes / n;
  const double denominator = 1 + z * z / n;
  const double centre = (p + z * z / (2 * n)) / denominator;
  const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator;
  return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

BattleSummary play_battle(const BatchSpec& spec, std::uint64_t seed) {
  game::Game game = game::Game::from_scenario(*spec.setup, *spec.scenario, seed);
  game.keep_undo(false);
  game.snapshot_every(0);
  const std::unique_ptr<Controller> a = make_controller(spec.controllers[0], *spec.ai);
  const std::unique_ptr<Controller> b = make_controller(spec.controllers[1], *spec.ai);
  const BattleRun run = play_out(game, {a.get(), b.get()}, spec.max_turns);
  BattleSummary s;
  s.seed = seed;
  s.finished = run.finished;
  s.winner = run.winner;
  s.turns = run.turns;
  s.commands = run.commands;
  s.event_hash = game.log().hash();
  s.failure = run.failure;
  s.interventions = run.interventions;
  s.first_intervention = run.first_intervention;
  for (const game::Figure& f : game.state().figures)
    if (!f.alive)
      ++s.losses[game.state().sides[static_cast<std::size_t>(f.side)].id + "/" + kind_of(f)];
  return s;
}

std::vector<BattleSummary> run_batch(const BatchSpec& spec) {
  const int runs = std::max(0, spec.runs);
  std::vector<BattleSummary> out(static_cast<std::size_t>(runs));
  std::atomic<int> next{0};
  const auto work = [&] {
    for (int i = next++; i < runs; i = next++)
      out[static_cast<std::size_t>(i)] =
          play_battle(spec, spec.seed + static_cast<std::uint64_t>(i));
  };
  const int jobs = std::clamp(spec.jobs, 1, std::max(1, runs));
  std::vector<std::thread> threads;
  for (int j = 1; j < jobs; ++j) threads.emplace_back(work);
  work();
  for (std::thread& t : threads) t.join();
  return out;
}

BatchReport summarize(const std::vector<BattleSummary>& battles) {
  BatchReport r;
  r.runs = static_cast<int>(battles.size());
  std::uint64_t hash = 14695981039346656037ULL;
  double turns = 0;
  for (const BattleSummary& b : battles) {
    if (!b.failure.empty() && r.failures++ == 0)
      r.first_failure = "seed " + std::to_string(b.seed) + ": " + b.failure;
    if (b.interventions > 0 && r.watchdog_battles++ == 0)
      r.first_intervention = "seed " + std::to_string(b.seed) + ", " + b.first_intervention;
    r.interventions += b.interventions;
    if (b.winner)
      ++r.wins[static_cast<std::size_t>(*b.winner)];
    else if (b.finished)
      ++r.draws;
    else
      ++r.unfinished;
    turns += b.turns;
    for (const auto& [key, n] : b.losses) r.mean_losses[key] += n;
    for (int byte = 0; byte < 8; ++byte) {
      hash ^= (b.event_hash >> (8 * byte)) & 0xffU;
      hash *= 1099511628211ULL;
    }
  }
  r.combined_hash = hash;
  if (r.runs > 0) {
    r.mean_turns = turns / r.runs;
    for (auto& [key, n] : r.mean_losses) n /= r.runs;
  }
  for (std::size_t s = 0; s < 2; ++s) r.win_rates[s] = wilson95(r.wins[s], r.runs);
  return r;
}

}  // namespace fray::ai

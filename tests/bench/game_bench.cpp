// Timings of the game layer: one command with its events (a move, a shot), and opening a
// 500-command save and seeking to its end, through snapshots and (the reference) by replaying
// every command from the start. main() first checks that both seeks reach the same state.

#include <cstdio>
#include <cstdlib>
#include <vector>

#include <benchmark/benchmark.h>

#include <fray/classic/simple_policy.h>
#include <fray/game/game.h>
#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>
#include <fray/game/record/state_json.h>
#include <fray/systems/load_game_setup.h>

namespace {

using namespace fray::game;
using nlohmann::json;

const GameSetup& setup() {
  static const GameSetup loaded = load_game_setup(FRAY_DATA_DIR);
  return loaded;
}

Scenario scenario_of(json figures) {
  json doc = {{"format", "fray-scenario"},
              {"version", 1},
              {"title", "bench"},
              {"rule_system", "classic"},
              {"table", {{"width_cm", 180}, {"depth_cm", 120}}},
              {"sides", {{{"id", "a"}, {"name", "A"}}, {{"id", "b"}, {"name", "B"}}}},
              {"figures", figures}};
  return parse_scenario(doc, "bench.json");
}

json figure(int id, const char* side, const char* species, double x, double y, bool bow) {
  json f = {{"id", id},
            {"side", side},
            {"name", std::string(species) + std::to_string(id)},
            {"species", species},
            {"class", 3},
            {"armour", 3},
            {"melee_weapon", "sword"},
            {"position", {x, y}}};
  if (bow) f["missile_weapon"] = "bow";
  return f;
}

// Runs `command` on fresh copies of `start`, refilling the copies outside the timing. With
// `read_json`, every event's data is also read as JSON, as a client that looks at each event
// would (the reference: event JSON was built with every event before session 7).
void time_command(benchmark::State& state, const Game& start, const Command& command, bool undo,
                  bool read_json = false) {
  constexpr std::size_t kBatch = 64;
  std::vector<Game> games;
  std::size_t next = kBatch;
  std::size_t events = 0;
  for (auto _ : state) {
    if (next == kBatch) {
      state.PauseTiming();
      games.assign(kBatch, start);
      for (Game& g : games) g.keep_undo(undo);
      next = 0;
      state.ResumeTiming();
    }
    const Outcome outcome = games[next++].submit(command);
    if (!outcome.accepted()) state.SkipWithError(outcome.refusal->message.c_str());
    events += outcome.events.size();
    benchmark::DoNotOptimize(outcome.events.data());
    if (read_json)
      for (const Event& e : outcome.events) benchmark::DoNotOptimize(&e.data.json());
  }
  state.counters["events"] = static_cast<double>(events) / static_cast<double>(state.iterations());
}

Game move_start() {
  return Game::from_scenario(setup(),
                             scenario_of({figure(1, "a", "human", 20, 20, false),
                                          figure(2, "b", "human", 150, 100, false)}),
                             1);
}
const Command kMove{"move", {{"figure", 1}, {"path", {{20, 30}, {28, 34}}}}};

Game shot_start() {
  // An archer 30 cm from an Ogre (1D3 life points), in the shooting phase.
  Game game = Game::from_scenario(
      setup(),
      scenario_of({figure(1, "a", "human", 50, 20, true), figure(2, "a", "human", 10, 10, true),
                   figure(3, "b", "ogre", 50, 52, false)}),
      1);
  game.submit({"end_phase", {{"side", 0}}});
  game.submit({"end_phase", {{"side", 1}}});
  // The Mersenne Twister refills its 624 words on the first draw after seeding and then once
  // per 624 draws. Every copy of this game would pay that refill in its shot, which real shots
  // almost never do: one die drawn here puts the engine just past its refill point.
  BattleState state = game.state();
  state.rng.roll(6);
  return Game::resume(setup(), std::move(state), game.log().hash(), game.field());
}
const Command kShot{"shoot", {{"shooter", 1}, {"target", 3}}};

void BM_MoveCommand(benchmark::State& state) { time_command(state, move_start(), kMove, true); }
BENCHMARK(BM_MoveCommand);
void BM_MoveCommand_NoUndo(benchmark::State& state) {
  time_command(state, move_start(), kMove, false);
}
BENCHMARK(BM_MoveCommand_NoUndo);
void BM_ShotCommand(benchmark::State& state) { time_command(state, shot_start(), kShot, true); }
BENCHMARK(BM_ShotCommand);
void BM_ShotCommand_NoUndo(benchmark::State& state) {
  time_command(state, shot_start(), kShot, false);
}
BENCHMARK(BM_ShotCommand_NoUndo);
void BM_ShotCommand_ReadingEventJson(benchmark::State& state) {
  time_command(state, shot_start(), kShot, true, true);
}
BENCHMARK(BM_ShotCommand_ReadingEventJson);

void BM_ShotCheckOnly(benchmark::State& state) {
  const Game game = shot_start();
  for (auto _ : state) benchmark::DoNotOptimize(game.check(kShot));
}
BENCHMARK(BM_ShotCheckOnly);

// The event-log hash over a shot's events: the walk over the JSON values (hash_event, used by
// the game) against the reference that dumps each event's JSON to text and hashes the text (the
// hash before issue 5's speed work).
const std::vector<Event>& shot_events() {
  static const std::vector<Event> events = [] {
    Game game = shot_start();
    return game.submit(kShot).events;
  }();
  return events;
}

std::uint64_t dump_hash(const std::vector<Event>& events) {
  std::uint64_t hash = 14695981039346656037ULL;
  for (const Event& e : events) hash = fnv1a(e.data.dump(), fnv1a(e.type, hash));
  return hash;
}

void BM_HashShotEvents_Walk(benchmark::State& state) {
  for (auto _ : state) {
    std::uint64_t hash = 14695981039346656037ULL;
    for (const Event& e : shot_events()) hash = hash_event(e, hash);
    benchmark::DoNotOptimize(hash);
  }
}
BENCHMARK(BM_HashShotEvents_Walk);

void BM_HashShotEvents_DumpReference(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(dump_hash(shot_events()));
}
BENCHMARK(BM_HashShotEvents_DumpReference);

// A battle of 20 against 20 played by the simple policy, stopped at 500 commands.
const std::string& save_text() {
  static const std::string text = [] {
    json figures = json::array();
    for (int i = 0; i < 20; ++i) {
      figures.push_back(figure(i + 1, "a", "human", 10 + i * 8, 15, i % 3 == 0));
      figures.push_back(figure(i + 101, "b", "orcq", 10 + i * 8, 100, i % 3 == 0));
    }
    const Scenario scenario = scenario_of(figures);
    // The first seed from 5 on whose battle lasts 500 commands (a rules or policy change may end
    // a given seed's battle sooner; the benchmark needs the length, not that seed).
    for (std::uint64_t seed = 5; seed < 100; ++seed) {
      Game game = Game::from_scenario(setup(), scenario, seed);
      game.keep_undo(false);
      while (game.records().size() < 500) {
        const auto command = simple_policy(game);
        if (!command || !game.submit(*command).accepted()) break;
      }
      if (game.records().size() == 500)
        return save_to_json(record_game(game, scenario, seed)).dump(1);
    }
    std::fprintf(stderr, "game_bench: no battle of seeds 5-99 lasted 500 commands\n");
    std::abort();
  }();
  return text;
}

void BM_LoadAndSeekToEnd_Snapshots(benchmark::State& state) {
  for (auto _ : state) {
    Replay replay(setup(), parse_save(save_text(), "bench.fray"));
    replay.seek(replay.size());
    benchmark::DoNotOptimize(replay.game().log().hash());
  }
}
BENCHMARK(BM_LoadAndSeekToEnd_Snapshots)->Unit(benchmark::kMillisecond);

void BM_ParseSaveOnly(benchmark::State& state) {
  for (auto _ : state)
    benchmark::DoNotOptimize(parse_save(save_text(), "bench.fray").commands.size());
}
BENCHMARK(BM_ParseSaveOnly)->Unit(benchmark::kMillisecond);

void BM_LoadAndSeekToEnd_FromStart(benchmark::State& state) {
  for (auto _ : state) {
    Replay replay(setup(), parse_save(save_text(), "bench.fray"));
    replay.seek_from_start(replay.size());
    benchmark::DoNotOptimize(replay.game().log().hash());
  }
}
BENCHMARK(BM_LoadAndSeekToEnd_FromStart)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  // Both seeks must reach the same state and event hash, or the comparison means nothing.
  Replay a(setup(), parse_save(save_text(), "bench.fray"));
  Replay b(setup(), parse_save(save_text(), "bench.fray"));
  a.seek(a.size());
  b.seek_from_start(b.size());
  if (state_to_json(a.game().state()) != state_to_json(b.game().state()) ||
      a.game().log().hash() != b.game().log().hash() || a.size() != 500) {
    std::fprintf(stderr, "game_bench: the two seeks disagree\n");
    return 1;
  }
  // Both event hashes must see every value: changing one number changes both.
  std::vector<Event> changed = shot_events();
  changed.front().data.edit()["range_cm"] = changed.front().data["range_cm"].get<double>() + 0.5;
  auto walk = [](const std::vector<Event>& events) {
    std::uint64_t hash = 14695981039346656037ULL;
    for (const Event& e : events) hash = hash_event(e, hash);
    return hash;
  };
  if (walk(changed) == walk(shot_events()) || dump_hash(changed) == dump_hash(shot_events())) {
    std::fprintf(stderr, "game_bench: an event hash missed a changed value\n");
    return 1;
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}

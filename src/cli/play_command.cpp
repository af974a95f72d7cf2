#include <algorithm>
#include <filesystem>
#include <ostream>

#include <fray/ai/battle_driver.h>
#include <fray/classic/rules/data_loader.h>
#include <fray/classic/simple_policy.h>
#include <fray/dice/random_engine.h>
#include <fray/game/game.h>
#include <fray/game/record/saved_game.h>
#include <fray/io/data_error.h>
#include <fray/systems/load_game_setup.h>

#include "side_controllers.h"
#include "situation_text.h"
#include "subcommands.h"
#include "text_format.h"

namespace fray::cli {
namespace {

namespace fs = std::filesystem;

// The worked examples of seed 000, assessed and rolled: the demo before battles were playable.
int play_examples(std::uint64_t seed, Console console) {
  const fs::path data(FRAY_DATA_DIR);
  const rules::Ruleset ruleset = rules::load_ruleset(data);
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(data / "examples"))
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  dice::RandomEngine dice(seed);
  for (const fs::path& file : files) {
    const rules::Situation situation = rules::load_situation(file);
    const rules::SituationPlan plan = rules::plan_situation(ruleset, situation);
    console.out << "\n== " << file.filename().string() << "\n";
    print_plan(console.out, situation, plan);
    print_odds(console.out, situation, rules::situation_odds(plan));
    print_roll(console.out, situation, rules::resolve_situation(plan, dice));
  }
  return 0;
}

struct PlayOptions {
  fs::path scenario = fs::path(FRAY_DATA_DIR) / "scenarios" / "mill-raid-demo.json";
  fs::path data = FRAY_DATA_DIR;
  std::uint64_t seed = 1;
  int max_turns = 20;
  bool json = false;
  bool examples = false;
  std::optional<fs::path> save;
  std::array<std::optional<std::string>, 2> sides;  ///< --side0, --side1
};

void print_event(const game::Event& e, bool json, std::ostream& out) {
  if (json)
    out << game::to_json(e).dump() << "\n";
  else
    out << (e.type == "turn_started" ? "\n" : "") << e.text << "\n";
}

int play_battle(const PlayOptions& o, Console console) {
  const game::GameSetup setup = game::load_game_setup(o.data);
  const game::Scenario scenario = game::load_scenario(o.scenario);
  game::Game battle = game::Game::from_scenario(setup, scenario, o.seed);
  if (!o.json) console.out << scenario.title << " (seed " << o.seed << ")\n";
  for (const game::Event& e : battle.log().events()) print_event(e, o.json, console.out);
  const ai::AiDefinitions definitions = ai::load_ai_definitions(o.data);
  const std::array<std::string, 2> ids = controller_ids(scenario.sides, o.sides);
  const auto controllers = make_controllers(ids, definitions, scenario.rule_system);
  if (!o.json)
    console.out << scenario.sides[0].name << ": " << ids[0] << "; " << scenario.sides[1].name
                << ": " << ids[1] << "\n";
  const ai::BattleRun run =
      ai::play_out(battle, {controllers[0].get(), controllers[1].get()}, o.max_turns,
                   [&](const ai::Decision&, const game::Outcome& outcome) {
                     for (const game::Event& e : outcome.events)
                       print_event(e, o.json, console.out);
                   });
  if (run.interventions > 0 && !o.json)
    console.out << "\nWatchdog: stepped in " << count_of(run.interventions, "time", "times")
                << "; first: " << run.first_intervention << "\n";
  if (!run.failure.empty()) {
    console.err << "fray-cli: the battle stopped: " << run.failure << "\n";
    if (o.save) game::write_save(game::record_game(battle, scenario, o.seed), *o.save);
    return 1;
  }
  const game::BattleState& s = battle.state();
  std::string result = s.finished ? (s.winner ? s.sides[*s.winner].name + " wins" : "nobody wins")
                                  : "no result after " + std::to_string(o.max_turns) + " turns";
  result += " (" + std::to_string(battle.records().size()) + " commands, event hash " +
            game::hex(battle.log().hash()) + ")";
  if (o.json)
    console.out << nlohmann::json{{"type", "result"}, {"text", result}}.dump() << "\n";
  else
    console.out << "\nResult: " << result << "\n";
  if (o.save) {
    game::write_save(game::record_game(battle, scenario, o.seed), *o.save);
    if (!o.json) console.out << "Saved to " << o.save->string() << "\n";
  }
  return 0;
}

}  // namespace

int run_play(const std::vector<std::string>& args, Console console) {
  PlayOptions o;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool has_value = i + 1 < args.size();
    if (a == "--help" || a == "-h") {
      console.out
          << "Usage: fray-cli play [SCENARIO.json] [--seed N] [--max-turns T] [--log text|json]\n"
             "                     [--side0 ID] [--side1 ID] [--save OUT.fray] [--data DIR]\n"
             "                     [--examples]\n"
             "Plays a battle headless, each side by its controller: the scenario's \"controller\"\n"
             "('person' plays as 'simple') unless --side0/--side1 name one (simple, solo003,\n"
             "reaction004), printing every event, the AI's decisions and reasons included. Without "
             "a scenario: "
             "data/scenarios/mill-raid-demo.json.\n--examples rolls seed 000's worked examples "
             "instead.\n";
      return 0;
    }
    if (read_side_option(args, i, o.sides)) continue;
    if (a == "--seed" && has_value) {
      const auto seed = parse_seed(args[++i]);
      if (!seed) {
        console.err << "fray-cli: --seed needs a whole number, got '" << args[i] << "'\n";
        return 2;
      }
      o.seed = *seed;
    } else if (a == "--max-turns" && has_value) {
      const auto turns = parse_seed(args[++i]);
      if (!turns || *turns == 0 || *turns > 10000) {
        console.err << "fray-cli: --max-turns needs a whole number from 1 to 10000\n";
        return 2;
      }
      o.max_turns = static_cast<int>(*turns);
    } else if (a == "--log" && has_value) {
      const std::string& log = args[++i];
      if (log != "text" && log != "json") {
        console.err << "fray-cli: --log is 'text' or 'json', not '" << log << "'\n";
        return 2;
      }
      o.json = log == "json";
    } else if (a == "--save" && has_value) {
      o.save = args[++i];
    } else if (a == "--data" && has_value) {
      o.data = args[++i];
    } else if (a == "--examples") {
      o.examples = true;
    } else if (!a.empty() && a[0] != '-') {
      o.scenario = a;
    } else {
      console.err << "fray-cli: unknown option '" << a
                  << "' for play. Try 'fray-cli play --help'.\n";
      return 2;
    }
  }
  try {
    return o.examples ? play_examples(o.seed, console) : play_battle(o, console);
  } catch (const ai::UnfitController& e) {
    console.err << "fray-cli: " << e.what() << "\n";
    return 2;
  } catch (const ai::UnknownController& e) {
    console.err << "fray-cli: " << e.what() << "\n";
    return 2;
  } catch (const io::DataError& e) {
    console.err << "fray-cli: " << e.user_message() << "\n";
    return 1;
  } catch (const std::exception& e) {
    console.err << "fray-cli: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace fray::cli

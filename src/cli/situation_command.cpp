// fray-cli odds / fray-cli resolve: a shot or melee situation from a JSON file, its exact odds
// or one roll of it, every modifier with the rule it comes from.
#include <optional>
#include <ostream>

#include <fray/classic/rules/data_loader.h>
#include <fray/dice/random_engine.h>
#include <fray/io/data_error.h>

#include "battle_situation.h"
#include "situation_text.h"
#include "subcommands.h"

namespace fray::cli {
namespace {

struct SituationArgs {
  std::string file;
  std::string data_dir = FRAY_DATA_DIR;
  bool json = false;
  std::optional<std::uint64_t> seed;
};

// Parses "FILE [--json] [--seed N] [--data DIR]"; returns an error sentence or nothing.
std::optional<std::string> parse_args(const std::vector<std::string>& args, SituationArgs& out) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--json") {
      out.json = true;
    } else if (a == "--seed" || a == "--data") {
      if (i + 1 >= args.size()) return a + " needs a value";
      const std::string& value = args[++i];
      if (a == "--data") {
        out.data_dir = value;
        continue;
      }
      out.seed = parse_seed(value);
      if (!out.seed) return "--seed needs a whole number, got '" + value + "'";
    } else if (!a.empty() && a[0] == '-') {
      return "unknown option '" + a + "'";
    } else if (out.file.empty()) {
      out.file = a;
    } else {
      return "one situation file at a time ('" + a + "' is extra)";
    }
  }
  if (out.file.empty()) return "which situation file?";
  return std::nullopt;
}

void print_data_error(std::ostream& err, const io::DataError& e) {
  err << "fray-cli: " << e.file() << (e.location().empty() ? "" : ":" + e.location()) << ": "
      << e.user_message() << "\n  expected " << e.expected() << ", found " << e.found() << "\n";
}

int run_situation(const std::vector<std::string>& args, Console console, bool roll) {
  const char* usage =
      roll ? "Usage: fray-cli resolve SITUATION.json --seed N [--json] [--data DIR]\n"
           : "Usage: fray-cli odds SITUATION.json [--json] [--data DIR]\n"
             "       fray-cli odds GAME.fray --command NAME [--payload JSON] [--json] [--data "
             "DIR]\n";
  if (!args.empty() && (args[0] == "--help" || args[0] == "-h")) {
    console.out << usage
                << (roll ? "Rolls the situation once with the seeded dice, printing every die and "
                           "the rule behind each step.\n"
                         : "Prints the exact odds of the situation with the modifier breakdown "
                           "and the rule behind each number. With --command, previews that "
                           "command where the saved battle stands (see 'fray-cli odds GAME.fray "
                           "--command NAME --help').\n")
                << "Situation files are described in docs/formats.md: a classic shot or melee\n"
                   "(\"fray-situation\") or a battle situation of any rule system, a scenario\n"
                   "and one command in it (\"fray-battle-situation\"); examples are in "
                   "data/examples/.\n";
    return 0;
  }
  SituationArgs parsed;
  if (auto error = parse_args(args, parsed)) {
    console.err << "fray-cli: " << *error << "\n" << usage;
    return 2;
  }
  if (roll && !parsed.seed) {
    console.err << "fray-cli: resolve needs --seed N so the roll can be repeated\n" << usage;
    return 2;
  }
  // A battle situation (any rule system): the scenario's battle and its system's preview.
  if (is_battle_situation(parsed.file))
    return run_battle_situation(parsed.file, parsed.data_dir, parsed.json,
                                roll ? parsed.seed : std::nullopt, console);
  try {
    const rules::Ruleset ruleset = rules::load_ruleset(parsed.data_dir);
    const rules::Situation situation = rules::load_situation(parsed.file);
    const rules::SituationPlan plan = rules::plan_situation(ruleset, situation);
    if (!roll) {
      const rules::SituationOdds odds = rules::situation_odds(plan);
      if (parsed.json) {
        console.out
            << nlohmann::json{{"plan", plan_json(situation, plan)}, {"odds", odds_json(odds)}}.dump(
                   2)
            << "\n";
      } else {
        print_plan(console.out, situation, plan);
        print_odds(console.out, situation, odds);
      }
      return plan.refusal.empty() ? 0 : 1;
    }
    dice::RandomEngine dice(*parsed.seed);
    const rules::SituationRoll result = rules::resolve_situation(plan, dice);
    if (parsed.json) {
      console.out << nlohmann::json{{"plan", plan_json(situation, plan)},
                                    {"seed", *parsed.seed},
                                    {"roll", roll_json(result)}}
                         .dump(2)
                  << "\n";
    } else {
      print_plan(console.out, situation, plan);
      console.out << "Dice (seed " << *parsed.seed << "):\n";
      print_roll(console.out, situation, result);
    }
    return plan.refusal.empty() ? 0 : 1;
  } catch (const io::DataError& e) {
    print_data_error(console.err, e);
  } catch (const std::exception& e) {
    console.err << "fray-cli: " << parsed.file << ": " << e.what() << "\n";
  }
  return 1;
}

}  // namespace

int run_odds(const std::vector<std::string>& args, Console console) {
  // A command in a saved battle goes to the rule system's preview; a situation file to the rules.
  for (const std::string& a : args)
    if (a == "--command") return run_preview(args, console);
  return run_situation(args, console, false);
}

int run_resolve(const std::vector<std::string>& args, Console console) {
  return run_situation(args, console, true);
}

}  // namespace fray::cli

// fray-cli batch: AI against AI, N battles on J threads (issue 7, "AI against AI").
#include <cstdio>
#include <filesystem>
#include <ostream>

#include <fray/ai/battle_batch.h>
#include <fray/game/state/event.h>
#include <fray/io/data_error.h>
#include <fray/systems/load_game_setup.h>

#include "side_controllers.h"
#include "subcommands.h"
#include "text_format.h"

namespace fray::cli {
namespace {

namespace fs = std::filesystem;

struct BatchOptions {
  std::optional<fs::path> scenario;
  fs::path data = FRAY_DATA_DIR;
  int runs = 100;
  std::uint64_t seed = 1;
  int jobs = 1;
  int max_turns = 30;
  bool json = false;
  std::array<std::optional<std::string>, 2> sides;
};

std::string percent(double p) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f%%", 100 * p);
  return text;
}

void print_text(const ai::BatchReport& r, const BatchOptions& o, const game::Scenario& s,
                const std::array<std::string, 2>& ids, std::ostream& out) {
  out << s.title << "\n"
      << r.runs << " battles, seeds " << o.seed << " to "
      << o.seed + static_cast<std::uint64_t>(r.runs) - 1 << ", " << o.jobs << " job(s), at most "
      << o.max_turns << " turns each\n";
  for (std::size_t i = 0; i < 2; ++i)
    out << "  " << s.sides[i].name << " (" << ids[i] << "): " << r.wins[i] << " wins, "
        << percent(r.win_rates[i].rate) << " (95% CI " << percent(r.win_rates[i].low) << " to "
        << percent(r.win_rates[i].high) << ")\n";
  out << "  Draws: " << r.draws << "; stopped by the turn limit: " << r.unfinished << "\n";
  char turns[32];
  std::snprintf(turns, sizeof turns, "%.2f", r.mean_turns);
  out << "  Mean turns: " << turns << "\n  Killed per battle (side/species):";
  for (const auto& [key, n] : r.mean_losses) {
    char value[32];
    std::snprintf(value, sizeof value, "%.2f", n);
    out << " " << key << " " << value << ";";
  }
  out << "\n  Combined event hash: " << game::hex(r.combined_hash) << "\n";
  if (r.watchdog_battles == 0)
    out << "  Watchdog: stepped in no battle\n";
  else
    out << "  Watchdog: stepped in " << count_of(r.watchdog_battles, "battle", "battles") << ", "
        << count_of(r.interventions, "time", "times") << " (first: " << r.first_intervention
        << ")\n";
  if (r.failures) out << "  Failures: " << r.failures << " (first: " << r.first_failure << ")\n";
}

nlohmann::json to_json(const ai::BatchReport& r, const BatchOptions& o, const game::Scenario& s,
                       const std::array<std::string, 2>& ids) {
  nlohmann::json sides = nlohmann::json::array();
  for (std::size_t i = 0; i < 2; ++i)
    sides.push_back({{"id", s.sides[i].id},
                     {"name", s.sides[i].name},
                     {"controller", ids[i]},
                     {"wins", r.wins[i]},
                     {"win_rate", r.win_rates[i].rate},
                     {"ci95", {r.win_rates[i].low, r.win_rates[i].high}}});
  return {{"scenario", s.title},
          {"runs", r.runs},
          {"seed", o.seed},
          {"jobs", o.jobs},
          {"max_turns", o.max_turns},
          {"sides", sides},
          {"draws", r.draws},
          {"unfinished", r.unfinished},
          {"mean_turns", r.mean_turns},
          {"killed_per_battle", r.mean_losses},
          {"combined_hash", game::hex(r.combined_hash)},
          {"watchdog",
           {{"battles", r.watchdog_battles},
            {"interventions", r.interventions},
            {"first", r.first_intervention}}},
          {"failures", r.failures}};
}

int usage_error(Console console, const std::string& message) {
  console.err << "fray-cli: " << message << ". Try 'fray-cli batch --help'.\n";
  return 2;
}

}  // namespace

int run_batch(const std::vector<std::string>& args, Console console) {
  BatchOptions o;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool has_value = i + 1 < args.size();
    if (a == "--help" || a == "-h") {
      console.out
          << "Usage: fray-cli batch SCENARIO.json [--runs N] [--seed S] [--jobs J] [--json]\n"
             "                      [--side0 ID] [--side1 ID] [--max-turns T] [--data DIR]\n"
             "Plays N battles AI against AI on J threads (battle i uses seed S+i) and reports\n"
             "win rates with 95% Wilson intervals, draws, mean turns, the killed by species\n"
             "and the battles in which the watchdog had to end a stuck AI's activation.\n"
             "Sides play as the scenario's \"controller\" says ('person' plays as 'simple')\n"
             "unless --side0/--side1 name an AI: simple, solo003, reaction004.\n";
      return 0;
    }
    if (read_side_option(args, i, o.sides)) continue;
    const auto number = [&](std::uint64_t lo, std::uint64_t hi) -> std::optional<std::uint64_t> {
      const auto v = parse_seed(args[++i]);
      if (!v || *v < lo || *v > hi) return std::nullopt;
      return v;
    };
    if (a == "--runs" && has_value) {
      const auto v = number(1, 1000000);
      if (!v) return usage_error(console, "--runs needs a whole number from 1 to 1000000");
      o.runs = static_cast<int>(*v);
    } else if (a == "--seed" && has_value) {
      const auto v = parse_seed(args[++i]);
      if (!v) return usage_error(console, "--seed needs a whole number, got '" + args[i] + "'");
      o.seed = *v;
    } else if (a == "--jobs" && has_value) {
      const auto v = number(1, 256);
      if (!v) return usage_error(console, "--jobs needs a whole number from 1 to 256");
      o.jobs = static_cast<int>(*v);
    } else if (a == "--max-turns" && has_value) {
      const auto v = number(1, 10000);
      if (!v) return usage_error(console, "--max-turns needs a whole number from 1 to 10000");
      o.max_turns = static_cast<int>(*v);
    } else if (a == "--data" && has_value) {
      o.data = args[++i];
    } else if (a == "--json") {
      o.json = true;
    } else if (!a.empty() && a[0] != '-' && !o.scenario) {
      o.scenario = a;
    } else {
      return usage_error(console, "unknown option '" + a + "' for batch");
    }
  }
  if (!o.scenario) return usage_error(console, "batch needs a scenario file");
  try {
    const game::GameSetup setup = game::load_game_setup(o.data);
    const game::Scenario scenario = game::load_scenario(*o.scenario);
    const ai::AiDefinitions definitions = ai::load_ai_definitions(o.data);
    const std::array<std::string, 2> ids = controller_ids(scenario.sides, o.sides);
    make_controllers(ids, definitions, scenario.rule_system);  // fails before any battle
    ai::BatchSpec spec{&setup, &scenario, &definitions, ids, o.runs, o.seed, o.jobs, o.max_turns};
    const ai::BatchReport report = ai::summarize(ai::run_batch(spec));
    if (o.json)
      console.out << to_json(report, o, scenario, ids).dump() << "\n";
    else
      print_text(report, o, scenario, ids, console.out);
    return report.failures ? 1 : 0;
  } catch (const ai::UnknownController& e) {
    console.err << "fray-cli: " << e.what() << "\n";
    return 2;
  } catch (const ai::UnfitController& e) {
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

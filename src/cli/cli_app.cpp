#include "cli_app.h"

#include <charconv>
#include <functional>
#include <map>
#include <ostream>

#include <fray/game/setup/build_info.h>

#include "subcommands.h"

namespace fray::cli {
namespace {

struct Subcommand {
  std::string summary;
  std::function<int(const std::vector<std::string>&, Console)> run;
};

const std::map<std::string, Subcommand>& subcommands() {
  static const std::map<std::string, Subcommand> table = {
      {"odds", {"exact odds of a shot or melee situation, with every modifier cited", run_odds}},
      {"resolve", {"roll a shot or melee situation once with seeded dice", run_resolve}},
      {"play",
       {"play a scenario headless, each side by its AI controller, optionally saved", run_play}},
      {"replay", {"replay a saved battle, or verify that it replays identically", run_replay}},
      {"check", {"check that a saved battle opens, and which data files changed", run_check}},
      {"generate", {"roll random terrain (seed 003, VII) into a map file", run_generate}},
      {"oracle",
       {"ask the \"what happens next\" oracle (seed 003, II) with seeded dice", run_oracle}},
      {"batch", {"play N battles AI against AI on J threads and report win rates", run_batch}},
      {"referee",
       {"apply one referee aid (fire, spot, stealth, prisoners, events, portals, oracle) to a "
        "saved battle",
        run_referee}},
  };
  return table;
}

void print_help(std::ostream& out) {
  out << "Usage: fray-cli [--help] [--version] <command> [arguments]\n\n"
         "Fray's headless program: everything the desktop program does to a battle, from a "
         "terminal.\n\nCommands:\n";
  for (const auto& [name, sub] : subcommands()) out << "  " << name << "  " << sub.summary << "\n";
  out << "\nRun 'fray-cli <command> --help' for a command's own options.\n";
}

}  // namespace

std::optional<std::uint64_t> parse_seed(std::string_view text) {
  std::uint64_t seed = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return seed;
}

int run_cli(const std::vector<std::string>& args, Console console) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    print_help(console.out);
    return args.empty() ? 2 : 0;
  }
  if (args[0] == "--version" || args[0] == "-V") {
    console.out << game::version_line() << "\n";
    return 0;
  }
  const auto found = subcommands().find(args[0]);
  if (found == subcommands().end()) {
    console.err << "fray-cli: unknown command '" << args[0] << "'. Try 'fray-cli --help'.\n";
    return 2;
  }
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  return found->second.run(rest, console);
}

}  // namespace fray::cli

#include <ostream>

#include "subcommands.h"

namespace fray::cli {

int run_play(const std::vector<std::string>& args, Console console) {
  if (!args.empty() && (args[0] == "--help" || args[0] == "-h")) {
    console.out << "Usage: fray-cli play [SCENARIO.json] [--seed N]\n"
                   "Plays a skirmish with both sides driven by the computer and prints the log.\n";
    return 0;
  }
  // The battle engine (game layer, issue 5) and the solo AI (issue 7) do not exist yet, so there
  // is no battle to play: say so plainly rather than pretend.
  console.out << "The headless battle is not available yet: the game layer and the solo AI are "
                 "still being built.\n";
  return 0;
}

}  // namespace fray::cli

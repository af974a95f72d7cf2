#pragma once

#include <string>
#include <vector>

#include "cli_app.h"

namespace fray::cli {

// One function per subcommand; each parses its own arguments and returns an exit code.
int run_odds(const std::vector<std::string>& args, Console console);
int run_resolve(const std::vector<std::string>& args, Console console);
int run_play(const std::vector<std::string>& args, Console console);

}  // namespace fray::cli

#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace fray::cli {

/// Streams the headless program writes to; tests pass string streams.
struct Console {
  std::ostream& out;
  std::ostream& err;
};

/// Runs fray-cli with its arguments (without the program name) and returns the exit code:
/// 0 success, 1 the work failed (bad file, refused command), 2 the command line was wrong.
int run_cli(const std::vector<std::string>& args, Console console);

}  // namespace fray::cli

#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "cli_app.h"

namespace fray::cli {

/// What one in-process run of fray-cli gave: its exit code and what it printed.
struct Captured {
  int code;
  std::string out;
  std::string err;
};

/// Runs fray-cli with `args` (the subcommand first) in this process.
inline Captured run(std::vector<std::string> args) {
  std::ostringstream out, err;
  const int code = run_cli(args, {out, err});
  return {code, out.str(), err.str()};
}

}  // namespace fray::cli

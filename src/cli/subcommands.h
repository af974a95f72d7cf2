#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli_app.h"

namespace fray::cli {

/// The value of --seed: a whole number, or nothing when the text is not one.
std::optional<std::uint64_t> parse_seed(std::string_view text);

// One function per subcommand; each parses its own arguments and returns an exit code.
int run_odds(const std::vector<std::string>& args, Console console);
/// fray-cli odds GAME.fray --command NAME: the rule system's preview of a command in a save.
int run_preview(const std::vector<std::string>& args, Console console);
int run_resolve(const std::vector<std::string>& args, Console console);
int run_play(const std::vector<std::string>& args, Console console);
int run_replay(const std::vector<std::string>& args, Console console);
int run_check(const std::vector<std::string>& args, Console console);
int run_generate(const std::vector<std::string>& args, Console console);
int run_oracle(const std::vector<std::string>& args, Console console);
int run_batch(const std::vector<std::string>& args, Console console);
int run_referee(const std::vector<std::string>& args, Console console);

}  // namespace fray::cli

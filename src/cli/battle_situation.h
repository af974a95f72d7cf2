#pragma once
// Battle situations (docs/formats.md, "Battle situations"): a scenario of any rule system and one
// command in it, for `fray-cli odds` (the rule system's preview) and `fray-cli resolve` (the
// command rolled with seeded dice). Classic situation files (format "fray-situation") keep their
// own reader, rules::load_situation.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "subcommands.h"

namespace fray::cli {

/// True when the file's "format" is "fray-battle-situation" (false for anything else, unreadable
/// files included: their reader reports them).
bool is_battle_situation(const std::filesystem::path& file);

/// Prints the odds (no seed) or one roll (a seed) of the battle situation in `file`; the data
/// folder `data_dir`. Returns the exit code.
int run_battle_situation(const std::filesystem::path& file, const std::filesystem::path& data_dir,
                         bool json, std::optional<std::uint64_t> seed, Console console);

}  // namespace fray::cli

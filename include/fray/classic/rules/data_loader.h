#pragma once

#include <filesystem>

#include <fray/classic/rules/ruleset.h>

namespace fray::rules {

/// Loads the classic rule system from `data_dir`: its classic/*.json and the shared magic table
/// magic/abilities.json (seed 004's abilities, which classic battles cast).
///
/// Two passes: each file is parsed and checked on its own (syntax, types, enums, band layout),
/// then references between files are checked (terrain ids, weapon ids, special rules ...).
/// Throws io::DataError naming the file and the place on the first problem; never crashes on bad
/// data.
Ruleset load_ruleset(const std::filesystem::path& data_dir);

}  // namespace fray::rules

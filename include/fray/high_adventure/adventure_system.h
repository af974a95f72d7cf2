#pragma once

#include <filesystem>
#include <memory>

#include <fray/game/setup/rule_system.h>
#include <fray/high_adventure/adventure_rules.h>

namespace fray::high_adventure {

/// Seed 004, "A game of High Adventure", behind the RuleSystem seam, with its tables and its turn
/// structure (high_adventure/turn.json) read from `data_dir`. Throws io::DataError naming the
/// broken file and the place in it.
std::unique_ptr<game::RuleSystem> load_adventure_system(const std::filesystem::path& data_dir);

/// The tables behind `system`; throws std::logic_error when it is another system.
const AdventureRules& adventure_rules(const game::RuleSystem& system);

}  // namespace fray::high_adventure

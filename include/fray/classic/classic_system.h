#pragma once

#include <filesystem>
#include <memory>
#include <vector>

#include <fray/classic/rules/ruleset.h>
#include <fray/game/setup/game_setup.h>
#include <fray/game/setup/rule_system.h>

namespace fray::game {

/// The classic rule system (seeds 000 + 002) behind the RuleSystem seam, with its commands
/// (docs/architecture.md, "Rule systems") and the turn structures it brings.
std::unique_ptr<RuleSystem> make_classic_system(std::shared_ptr<const rules::Ruleset> rules,
                                                std::vector<TurnStructure> turn_structures);

/// The classic system with its definitions and its turn structure (classic/turn.json) read from
/// `data_dir`. Throws io::DataError naming the broken file and the place in it.
std::unique_ptr<RuleSystem> load_classic_system(const std::filesystem::path& data_dir);

/// The classic definitions behind `system`. A classic command reaches its definitions through
/// the battle's system in its context; throws std::logic_error when the system is another one
/// (a classic command registered with it by mistake).
const rules::Ruleset& classic_rules(const RuleSystem& system);
/// The classic definitions behind `system`, or nullptr when it is another system (what an AI
/// that plays several systems asks).
const rules::Ruleset* find_classic_rules(const RuleSystem& system);
/// The definitions of the classic system loaded in `setup` (std::invalid_argument without one).
const rules::Ruleset& classic_rules(const GameSetup& setup);

}  // namespace fray::game

#pragma once

#include <filesystem>
#include <memory>

#include <fray/d20/d20_rules.h>
#include <fray/game/setup/rule_system.h>

namespace fray::d20 {

/// The simple d20 system (seed 003, "V. Miniatures and battle maps" and "VIII. Simple basic
/// combat") behind the RuleSystem seam, with its tables and its turn structure (d20/turn.json)
/// read from `data_dir`. Throws io::DataError naming the broken file and the place in it.
std::unique_ptr<game::RuleSystem> load_d20_system(const std::filesystem::path& data_dir);

/// The d20 tables behind `system`; throws std::logic_error when it is another system.
const D20Rules& d20_rules(const game::RuleSystem& system);

/// A space's size in cm in a d20 battle: a hex on a hex map, else the battle's settings' space
/// (seed 003, "MINIATURES AND BATTLE MAPS"). What the window counts moves in.
double space_cm(const game::RuleSystem& system, const game::Battlefield& field,
                const game::BattleState& state);

}  // namespace fray::d20

#pragma once
// Internal to fray_game: what the melee commands (strike, split_strike) share.

#include <fray/rules/combat_stats.h>

#include "command_families.h"

namespace fray::game {

/// The conditions of `striker`'s strike at `foe` this turn (charging, immobile, shield wall,
/// first turn of contact).
rules::StrikeConditions strike_conditions(const Figure& striker, const Figure& foe);

/// Applies what a melee did to `f`: wounds (a single life point dies at once, the others test
/// at the end of the turn), else a recoil due from `other`.
void apply_melee_result(ExecuteContext& c, Figure& f, int wounds_taken, bool recoils,
                        const Figure& other);

}  // namespace fray::game

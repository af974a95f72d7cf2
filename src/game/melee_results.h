#pragma once
// Internal to fray_game: what the melee commands (strike, split_strike) share.

#include <fray/game/action_situations.h>
#include <fray/rules/combat_stats.h>

#include "command_families.h"

namespace fray::game {

/// Applies what a melee did to `f`: wounds (a single life point dies at once, the others test
/// at the end of the turn), else a recoil due from `other`.
void apply_melee_result(ExecuteContext& c, Figure& f, int wounds_taken, bool recoils,
                        const Figure& other);

}  // namespace fray::game

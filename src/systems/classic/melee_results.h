#pragma once
// Internal to fray_classic: what the melee commands (strike, split_strike) share.

#include <fray/classic/action_situations.h>
#include <fray/classic/rules/combat_stats.h>
#include <fray/game/state/magic.h>

#include "command_families.h"

namespace fray::game {

/// Whether `foe`, struck, strikes back: not if it has already fought this turn, nor asleep.
inline bool strikes_back(const Figure& foe) { return !foe.status.has_struck && !spellbound(foe); }

/// Applies what a melee did to `f`: wounds (a single life point dies at once, the others test
/// at the end of the turn), else a recoil due from `other`.
void apply_melee_result(ExecuteContext& c, Figure& f, int wounds_taken, bool recoils,
                        const Figure& other);

}  // namespace fray::game

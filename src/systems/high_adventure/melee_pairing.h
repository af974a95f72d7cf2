#pragma once
// Internal: who fights whom where several figures meet in melee (seed 004, "Melee procedure",
// note 2: the best skilled figure always fights the best skilled opponent).

#include "adventure_battle.h"

namespace fray::high_adventure {

/// Why `striker` may not fight `target` alone. Its side pairs off best first: each of its figures
/// still to fight, better skilled than the striker (then more heavily armoured, then less
/// wounded), takes the best of its own foes not yet taken; the striker must fight the best of
/// its foes left (the best of them all when none is left). A foe held by a spell or fleeing
/// fights nobody back and may be struck freely; nothing when `target` may be fought.
Check check_pairing(const AdventureRules& rules, const game::Battlefield& field,
                    const BattleState& state, const Figure& striker, const Figure& target);

}  // namespace fray::high_adventure

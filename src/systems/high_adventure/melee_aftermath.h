#pragma once
// Internal: what follows a round of melee besides the blow (melee_aftermath.cpp).

#include <fray/dice/die_source.h>

#include "adventure_battle.h"

namespace fray::high_adventure {

/// `f`, having beaten `foe`'s roll, breaks off to `to` (break_off_place) instead of hurting it.
void break_off(game::EventSink& events, Figure& f, const Figure& foe, const map::Placement& to);

/// `winner` moves as far as `loser` was pushed back (from `loser_was`), staying in contact; a
/// blocked way is reported and it stays.
void follow_up(const game::Battlefield& field, const BattleState& state, game::EventSink& events,
               Figure& winner, const Figure& loser, map::Point loser_was);

/// A rider that charged this turn and is still mounted rides straight on a D6" after its round.
void ride_on(const AdventureRules& rules, const game::Battlefield& field, const BattleState& state,
             game::EventSink& events, dice::DieSource& dice, Figure& rider);

}  // namespace fray::high_adventure

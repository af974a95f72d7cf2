#pragma once
// Internal: what follows a round of melee besides the blow (melee_aftermath.cpp).

#include <fray/dice/die_source.h>

#include "adventure_battle.h"

namespace fray::high_adventure {

/// `f`, having beaten `foe`'s roll, breaks off to `to` (break_off_place) instead of hurting it.
void break_off(game::EventSink& events, Figure& f, const Figure& foe, const map::Placement& to);

/// Why `behind` cannot take `f`'s place in the front rank against `foe` as `f` breaks off (seed
/// 004, "Breaking off": a front rank man replaced by one from directly behind him): it must be
/// a friend free to fight, not in contact with an enemy, directly behind `f` as seen from `foe`
/// (within 45 degrees, assumed) and within 1" of it, on a base like its own, and each must fit
/// in the other's place;
/// "" when it can.
std::string replacement_refusal(const AdventureRules& rules, const game::Battlefield& field,
                                const BattleState& state, const Figure& f, const Figure& behind,
                                const Figure& foe);

/// `f`, having beaten `foe`'s roll, breaks off into `behind`'s place, and `behind` steps into
/// the front rank, facing `foe`.
void replace_front_rank(game::EventSink& events, Figure& f, Figure& behind, const Figure& foe);

/// `winner` moves as far as `loser` was pushed back (from `loser_was`), staying in contact; a
/// blocked way is reported and it stays.
void follow_up(const game::Battlefield& field, const BattleState& state, game::EventSink& events,
               Figure& winner, const Figure& loser, map::Point loser_was);

/// A rider that charged this turn and is still mounted rides straight on a D6" after its round.
void ride_on(const AdventureRules& rules, const game::Battlefield& field, const BattleState& state,
             game::EventSink& events, dice::DieSource& dice, Figure& rider);

}  // namespace fray::high_adventure

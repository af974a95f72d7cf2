#pragma once

#include <vector>

#include <fray/classic/rules/natural_roll.h>
#include <fray/dice/die_source.h>

namespace fray::rules {

/// The outcome of a pool of dice rolled in one turn against one target (one die for a lone
/// striker or shooter; several when several fighters strike the same foe or several shooters
/// shoot at the same target).
struct PoolResult {
  std::vector<DieResult> dice;  ///< Same order as the dice asked for.
  int hits = 0;                 ///< Dice graded Hit: each is one wound.
  bool recoil = false;          ///< Some die was graded Recoil (a hit in the same pool
                                ///< outweighs it: see effect_is_recoil()).
  int friends_hit = 0;          ///< Friends of the shooters hit (friendly_fire rule only).
  int maxima = 0;               ///< Dice whose first face was the die's maximum.

  /// True when the pool's effect on the target is a recoil: no hit but some recoil.
  bool effect_is_recoil() const { return hits == 0 && recoil; }
};

/// Rolls and resolves a pool: faces, pooled maximums, the reroll chain of a lone maximum,
/// natural 1 and 7, the triple maximum and friendly fire. This is the resolution the game
/// uses; the odds engine computes its exact distribution.
///
/// Dice are drawn from `source` in this order: one face per die in pool order; then the reroll
/// chain of a lone maximum; then the compulsory reroll of a lone natural 1 (friendly fire).
/// Throws std::invalid_argument for a die with fewer than 2 sides.
PoolResult resolve_pool(const std::vector<PoolDie>& dice, const PoolRules& rules,
                        dice::DieSource& source);

}  // namespace fray::rules

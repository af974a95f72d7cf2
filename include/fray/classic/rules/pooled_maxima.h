#pragma once

#include <limits>
#include <span>
#include <vector>

#include <fray/classic/rules/natural_roll.h>

namespace fray::rules {

/// A die of a pool that showed its natural maximum, described by the smallest pool bonus that
/// makes it hit and the smallest that makes it recoil.
struct MaximumDie {
  static constexpr int kNever = std::numeric_limits<int>::max() / 2;
  int hit_bonus = 0;          ///< 0 or more; in melee a D6 needs at most 1 (natural 7).
  int recoil_bonus = kNever;  ///< kNever when the die cannot recoil below its hit bonus.
};

/// The thresholds of a maximum of `die` under `rules`.
MaximumDie maximum_die(const PoolDie& die, const PoolRules& rules);

/// The chosen distribution of the bonuses 0, 1, ..., m-1 among m pooled maximums.
struct MaximaAssignment {
  std::vector<int> bonus;   ///< Per die, same order as the input.
  int hits = 0;             ///< Including a triple-maximum hit.
  bool recoil = false;      ///< Some die that does not hit recoils.
  int triple_hit_die = -1;  ///< Index of the die that hits only by the triple rule, or -1.
};

/// Gives the bonuses {0, ..., m-1} to m >= 2 pooled maximums so that the pool scores the most
/// hits, then a recoil if it can (seed 000, "Natural dice maximum rule": the +1s apply "as
/// wished"). In melee three or more maximums hit at least once.
MaximaAssignment assign_pooled_maxima(std::span<const MaximumDie> dice, bool melee);

/// Hits and recoil scored by pooled maximums.
struct MaximaOutcome {
  int hits = 0;
  bool recoil = false;
};

/// The closed form of assign_pooled_maxima for `count` maximums of one kind of die (bonuses
/// 0..count-1, no reroll chain), used by the odds engine on homogeneous pools.
MaximaOutcome identical_maxima_outcome(const MaximumDie& die, int count, bool melee);

}  // namespace fray::rules

#pragma once

// Private pieces of the odds engine shared by its .cpp files.

#include <vector>

#include <fray/rules/natural_roll.h>
#include <fray/rules/pooled_maxima.h>

namespace fray::rules::detail {

/// base^exponent for exponent >= 0; a multiplication loop for the small exponents of chains.
double power(double base, int exponent);

/// Hit / recoil / miss split of some outcome.
struct GradeOdds {
  double hit = 0;
  double recoil = 0;
  double miss = 0;
};

/// One die seen by the odds engine: the chance of its maximum, how its other faces grade
/// (conditional on not being the maximum) and how a lone maximum's chain ends.
struct DieModel {
  double p_max = 0;    ///< 0 when the natural-maximum rule is off.
  GradeOdds other;     ///< Given the first face is not a (rule-bearing) maximum.
  GradeOdds chain;     ///< Given the die is the pool's lone maximum.
  MaximumDie maximum;  ///< Its needs when pooled with other maximums.
};

DieModel die_model(const PoolDie& die, const PoolRules& rules);

/// Joint chances of a lone die's grade and natural value, index = natural value. Used by the
/// natural-die priority of simultaneous melee results.
struct NaturalOdds {
  std::vector<double> hit;     ///< P(hit with this natural value)
  std::vector<double> recoil;  ///< P(recoil with this natural value)
};

NaturalOdds natural_odds(const PoolDie& die, const PoolRules& rules);

}  // namespace fray::rules::detail

#pragma once

// Private pieces of the odds engine shared by its .cpp files.

#include <vector>

#include <fray/classic/rules/natural_roll.h>
#include <fray/classic/rules/odds_pool.h>
#include <fray/classic/rules/pooled_maxima.h>

namespace fray::rules::detail {

// base^exponent for exponent >= 0; a multiplication loop for the small exponents of chains.
double power(double base, int exponent);

// Hit / recoil / miss split of some outcome.
struct GradeOdds {
  double hit = 0;
  double recoil = 0;
  double miss = 0;
};

// One die seen by the odds engine: the chance of its maximum, how its other faces grade
// (conditional on not being the maximum) and how a lone maximum's chain ends.
struct DieModel {
  double p_max = 0;    // 0 when the natural-maximum rule is off.
  GradeOdds other;     // Given the first face is not a (rule-bearing) maximum.
  GradeOdds chain;     // Given the die is the pool's lone maximum.
  MaximumDie maximum;  // Its needs when pooled with other maximums.
};

DieModel die_model(const PoolDie& die, const PoolRules& rules);

// Joint chances of a lone die's grade and natural value, index = natural value. Used by the
// natural-die priority of simultaneous melee results.
struct NaturalOdds {
  std::vector<double> hit;     // P(hit with this natural value)
  std::vector<double> recoil;  // P(recoil with this natural value)
};

NaturalOdds natural_odds(const PoolDie& die, const PoolRules& rules);

// Binomial(count, p) weights of the number of maximums, written to weights[0..count].
void maximum_weights(int count, double p, double* weights);

// Adds one outcome of the maximums (hits, recoil, probability) combined with the other dice:
// their hit distribution and the chances that none of them hits / none hits nor recoils.
struct Sink {
  std::vector<double>& hits;
  double recoil_without_hit = 0;
  double miss = 0;

  void add(double weight, int max_hits, bool max_recoil, const double* others, int others_size,
           double others_no_hit, double others_nothing) {
    if (weight == 0) return;
    for (int j = 0; j < others_size; ++j) hits[j + max_hits] += weight * others[j];
    if (max_hits > 0) return;
    if (max_recoil) {
      recoil_without_hit += weight * others_no_hit;
    } else {
      recoil_without_hit += weight * (others_no_hit - others_nothing);
      miss += weight * others_nothing;
    }
  }

  // The maximums' outcome for `count` maximums of one kind (a lone one rerolls its chain).
  void add_maximums(double weight, int count, const detail::DieModel& model, bool melee,
                    const double* others, int others_size, double no_hit, double nothing) {
    if (count == 0) {
      add(weight, 0, false, others, others_size, no_hit, nothing);
    } else if (count == 1) {
      add(weight * model.chain.hit, 1, false, others, others_size, no_hit, nothing);
      add(weight * model.chain.recoil, 0, true, others, others_size, no_hit, nothing);
      add(weight * model.chain.miss, 0, false, others, others_size, no_hit, nothing);
    } else {
      const MaximaOutcome outcome = identical_maxima_outcome(model.maximum, count, melee);
      add(weight, outcome.hits, outcome.recoil, others, others_size, no_hit, nothing);
    }
  }
};

// The enumeration for pools of several kinds of dice (odds_mixed_pool.cpp).
void mixed_pool_odds(const std::vector<PoolGroup>& groups, const PoolRules& rules, Sink& sink);

}  // namespace fray::rules::detail

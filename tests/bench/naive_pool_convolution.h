#pragma once

// The reference that the odds engine is measured against: what a plain exact engine does for k
// identical dice. It convolves the per-die outcome die by die over the joint state (hits so far,
// maximums so far, some recoil so far), O(k^3), and resolves the maximums at the end with the
// same rules as the engine. Header-only so the benchmark times it and a test checks that both
// give the same distribution.

#include <algorithm>
#include <vector>

#include <fray/classic/rules/natural_roll.h>
#include <fray/classic/rules/odds_pool.h>
#include <fray/classic/rules/pooled_maxima.h>

namespace fray::bench {

inline rules::PoolOdds naive_pool_convolution(int count, const rules::PoolDie& die,
                                              const rules::PoolRules& rules) {
  const int n = die.sides;
  const int plain_faces = rules.natural_maximum ? n - 1 : n;
  double hit = 0;
  double recoil = 0;
  for (int face = 1; face <= plain_faces; ++face) {
    const rules::Grade grade = rules::grade_face(die, face, rules, nullptr);
    hit += grade == rules::Grade::Hit ? 1.0 / n : 0.0;
    recoil += grade == rules::Grade::Recoil ? 1.0 / n : 0.0;
  }
  const double maximum = rules.natural_maximum ? 1.0 / n : 0.0;
  const double miss = 1.0 - hit - recoil - maximum;

  // state[(h * (count + 1) + m) * 2 + r]
  const int side = count + 1;
  auto at = [side](int h, int m, int r) { return (h * side + m) * 2 + r; };
  std::vector<double> state(static_cast<std::size_t>(side * side * 2), 0.0);
  std::vector<double> next(state.size(), 0.0);
  state[at(0, 0, 0)] = 1.0;
  for (int i = 0; i < count; ++i) {
    std::fill(next.begin(), next.end(), 0.0);
    for (int h = 0; h <= i; ++h) {
      for (int m = 0; m + h <= i; ++m) {
        for (int r = 0; r < 2; ++r) {
          const double p = state[at(h, m, r)];
          if (p == 0) continue;
          next[at(h + 1, m, r)] += p * hit;
          next[at(h, m, 1)] += p * recoil;
          next[at(h, m, r)] += p * miss;
          next[at(h, m + 1, r)] += p * maximum;
        }
      }
    }
    state.swap(next);
  }

  // The maximums: a lone one rerolls its chain, several take the bonuses 0..m-1.
  const rules::MaximumDie thresholds = rules::maximum_die(die, rules);
  const int stop = rules::chain_hit_value(die, rules);
  double chain_hit = 1.0;
  double chain_recoil = 0.0;
  if (n < stop) {
    chain_hit = 0.0;
    double reach = 1.0;
    for (int value = n; value < stop; ++value) {
      if (rules::has_recoil_band(die) && value >= die.need_recoil)
        chain_recoil += reach * (1 - 1.0 / n);
      reach /= n;
    }
    chain_hit = reach;
  }

  rules::PoolOdds odds;
  odds.hits.assign(static_cast<std::size_t>(side), 0.0);
  for (int h = 0; h <= count; ++h) {
    for (int m = 0; m + h <= count; ++m) {
      for (int r = 0; r < 2; ++r) {
        const double p = state[at(h, m, r)];
        if (p == 0) continue;
        auto land = [&](int hits, bool recoiled, double weight) {
          odds.hits[hits] += weight;
          if (hits == 0) (recoiled ? odds.recoil_without_hit : odds.miss) += weight;
        };
        if (m == 1) {
          land(h + 1, r == 1, p * chain_hit);
          land(h, true, p * chain_recoil);
          land(h, r == 1, p * (1 - chain_hit - chain_recoil));
        } else {
          const rules::MaximaOutcome outcome =
              rules::identical_maxima_outcome(thresholds, m, rules.melee);
          land(h + outcome.hits, r == 1 || outcome.recoil, p);
        }
      }
    }
  }
  return odds;
}

}  // namespace fray::bench

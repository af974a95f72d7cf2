#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <fray/classic/rules/life_test.h>
#include <fray/classic/rules/odds.h>

#include "odds_detail.h"

namespace fray::rules {

namespace detail {

double power(double base, int exponent) {
  if (exponent > 64) {
    return std::pow(base, exponent);
  }
  double result = 1.0;
  for (int i = 0; i < exponent; ++i) {
    result *= base;
  }
  return result;
}

DieModel die_model(const PoolDie& die, const PoolRules& rules) {
  validate(die);
  DieModel model;
  const int n = die.sides;
  // Without the natural-maximum rule the top face is a plain face like the others.
  const int plain_faces = rules.natural_maximum ? n - 1 : n;
  int hit = 0;
  int recoil = 0;
  for (int face = 1; face <= plain_faces; ++face) {
    const Grade grade = grade_face(die, face, rules, nullptr);
    hit += grade == Grade::Hit ? 1 : 0;
    recoil += grade == Grade::Recoil ? 1 : 0;
  }
  model.other.hit = static_cast<double>(hit) / plain_faces;
  model.other.recoil = static_cast<double>(recoil) / plain_faces;
  model.other.miss = static_cast<double>(plain_faces - hit - recoil) / plain_faces;
  if (!rules.natural_maximum) {
    return model;
  }

  model.p_max = 1.0 / n;
  model.maximum = maximum_die(die, rules);
  const int stop = chain_hit_value(die, rules);
  if (n >= stop) {
    model.chain.hit = 1.0;
    return model;
  }
  // The chain reaches n + j with probability q^j; it hits at stop = n + J.
  const double q = 1.0 / n;
  const int chain_length = stop - n;
  const int recoil_from =
      has_recoil_band(die) ? std::clamp(die.need_recoil - n, 0, chain_length) : chain_length;
  model.chain.hit = power(q, chain_length);
  model.chain.miss = 1.0 - power(q, recoil_from);
  model.chain.recoil = power(q, recoil_from) - model.chain.hit;
  return model;
}

NaturalOdds natural_odds(const PoolDie& die, const PoolRules& rules) {
  validate(die);
  const int n = die.sides;
  const int plain_faces = rules.natural_maximum ? n - 1 : n;
  const int stop = rules.natural_maximum ? std::max(chain_hit_value(die, rules), n) : n;
  NaturalOdds odds;
  odds.hit.assign(static_cast<std::size_t>(stop) + 1, 0.0);
  odds.recoil.assign(static_cast<std::size_t>(stop) + 1, 0.0);
  const double q = 1.0 / n;
  for (int face = 1; face <= plain_faces; ++face) {
    const Grade grade = grade_face(die, face, rules, nullptr);
    if (grade == Grade::Hit) {
      odds.hit[face] += q;
    }
    if (grade == Grade::Recoil) {
      odds.recoil[face] += q;
    }
  }
  if (!rules.natural_maximum) {
    return odds;
  }
  // Lone maximum: n + j for j < J ends there with q^j (1 - q); the chain hits exactly at stop.
  double reach = q;
  for (int value = n; value < stop; ++value) {
    if (has_recoil_band(die) && value >= die.need_recoil) {
      odds.recoil[value] += reach * (1 - q);
    }
    reach *= q;
  }
  odds.hit[stop] += reach;
  return odds;
}

}  // namespace detail

DieOdds single_die_odds(const PoolDie& die, const PoolRules& rules) {
  const detail::DieModel model = detail::die_model(die, rules);
  const double p = model.p_max;
  DieOdds odds;
  odds.hit = (1 - p) * model.other.hit + p * model.chain.hit;
  odds.recoil = (1 - p) * model.other.recoil + p * model.chain.recoil;
  odds.miss = (1 - p) * model.other.miss + p * model.chain.miss;
  return odds;
}

DieOdds single_die_odds(int sides, int need_hit, int need_recoil, bool melee) {
  PoolRules rules;
  rules.melee = melee;
  return single_die_odds(PoolDie{sides, need_hit, need_recoil}, rules);
}

WoundOdds wound_and_death_odds(const std::vector<double>& hits, int life_die_sides,
                               int prior_wounds) {
  if (prior_wounds < 0) {
    throw std::invalid_argument("prior_wounds must not be negative");
  }
  WoundOdds odds;
  const std::size_t size = hits.size() + static_cast<std::size_t>(prior_wounds);
  odds.total_wounds.assign(std::max<std::size_t>(size, 1), 0.0);
  odds.alive_by_wounds.assign(odds.total_wounds.size(), 0.0);
  for (std::size_t k = 0; k < hits.size(); ++k) {
    const int total = prior_wounds + static_cast<int>(k);
    // No wound this turn, no test: the figure stays as it was.
    const double dies = k == 0 ? 0.0 : life_test_kill_probability(life_die_sides, total);
    odds.total_wounds[total] += hits[k];
    odds.killed += hits[k] * dies;
    odds.alive_by_wounds[total] += hits[k] * (1 - dies);
  }
  return odds;
}

}  // namespace fray::rules

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>
#include <string>

#include <fray/classic/rules/odds_pool.h>
#include <fray/classic/rules/pooled_maxima.h>

#include "odds_detail.h"

namespace fray::rules {

double PoolOdds::any_hit() const { return hits.empty() ? 0.0 : 1.0 - hits.front(); }

double PoolOdds::expected_hits() const {
  double mean = 0;
  for (std::size_t k = 1; k < hits.size(); ++k) {
    mean += static_cast<double>(k) * hits[k];
  }
  return mean;
}

namespace detail {

// The recurrence is cheap; huge pools whose first term would underflow go through lgamma.
void maximum_weights(int count, double p, double* weights) {
  std::fill(weights, weights + count + 1, 0.0);
  if (p <= 0) {
    weights[0] = 1.0;
    return;
  }
  const double q = 1.0 - p;
  if (count * -std::log(q) < 600) {
    // The ratios first (independent divisions), then a chain of multiplications only.
    const double ratio = p / q;
    for (int m = 0; m < count; ++m) {
      weights[m + 1] = static_cast<double>(count - m) / (m + 1) * ratio;
    }
    weights[0] = detail::power(q, count);
    for (int m = 0; m < count; ++m) {
      weights[m + 1] *= weights[m];
    }
    return;
  }
  for (int m = 0; m <= count; ++m) {
    weights[m] =
        std::exp(std::lgamma(count + 1.0) - std::lgamma(m + 1.0) - std::lgamma(count - m + 1.0) +
                 m * std::log(p) + (count - m) * std::log(q));
  }
}

}  // namespace detail

namespace {

using detail::Sink;

// Identical groups behave as one; needs without a recoil band are written one way.
std::vector<PoolGroup> merge_groups(std::span<const PoolGroup> groups) {
  std::vector<PoolGroup> merged;
  for (PoolGroup group : groups) {
    if (group.count < 0) {
      throw std::invalid_argument("pool group count must not be negative, got " +
                                  std::to_string(group.count));
    }
    validate(group.die);
    if (group.count == 0) {
      continue;
    }
    if (!has_recoil_band(group.die)) {
      group.die.need_recoil = group.die.need_hit;
    }
    auto same = std::find_if(merged.begin(), merged.end(), [&](const PoolGroup& other) {
      return other.die.sides == group.die.sides && other.die.need_hit == group.die.need_hit &&
             other.die.need_recoil == group.die.need_recoil;
    });
    if (same == merged.end()) {
      merged.push_back(group);
    } else {
      same->count += group.count;
    }
  }
  return merged;
}

double friend_hit_odds(const std::vector<PoolGroup>& groups) {
  // No natural 1 at all, or exactly one whose compulsory reroll is not a 1: for a group g that
  // second case is (k_g / n_g) times the first.
  double none = 1.0;
  double lone_factor = 1.0;
  for (const PoolGroup& group : groups) {
    none *= detail::power(1.0 - 1.0 / group.die.sides, group.count);
    lone_factor += static_cast<double>(group.count) / group.die.sides;
  }
  return std::max(0.0, 1.0 - none * lone_factor);
}

void homogeneous_pool(const PoolGroup& group, const PoolRules& rules, Sink& sink) {
  const detail::DieModel model = detail::die_model(group.die, rules);
  const int k = group.count;
  // Small pools (the usual case) keep their work arrays on the stack.
  constexpr int kStack = 64;
  std::array<double, 3 * kStack> stack_buffer;
  std::vector<double> heap_buffer;
  double* buffer = stack_buffer.data();
  std::size_t stride = kStack;
  if (k >= kStack) {
    stride = static_cast<std::size_t>(k) + 1;
    heap_buffer.resize(3 * stride);
    buffer = heap_buffer.data();
  }
  double* weights = buffer;
  double* others = buffer + stride;
  double* next = buffer + 2 * stride;
  detail::maximum_weights(k, model.p_max, weights);

  // Walk the maximum count m down from k: each step adds one plain die to the others' binomial,
  // then pours the step's terms into the hit distribution. Plain loops over separate arrays, so
  // the compiler can vectorise them.
  double* hits = sink.hits.data();
  others[0] = 1.0;
  double no_hit = 1.0;
  double nothing = 1.0;
  const double plain_hit = model.other.hit;
  const double plain_no_hit = 1.0 - plain_hit;
  for (int m = k; m >= 0; --m) {
    const int plain = k - m;
    const double weight = weights[m];
    if (plain > 0) {
      no_hit *= plain_no_hit;
      nothing *= model.other.miss;
      next[0] = others[0] * plain_no_hit;
      for (int j = 1; j < plain; ++j) {
        next[j] = others[j] * plain_no_hit + others[j - 1] * plain_hit;
      }
      next[plain] = others[plain - 1] * plain_hit;
      std::swap(others, next);
    }
    if (weight == 0) {
      continue;
    }
    // The maximums' outcome: a lone one ends its chain as hit / recoil / miss.
    int max_hits = 0;
    bool max_recoil = false;
    double lone_hit = 0;
    if (m == 1) {
      lone_hit = weight * model.chain.hit;
    } else if (m > 1) {
      const MaximaOutcome outcome = identical_maxima_outcome(model.maximum, m, rules.melee);
      max_hits = outcome.hits;
      max_recoil = outcome.recoil;
    }
    const double stay = weight - lone_hit;  // weight of the terms that keep max_hits
    double* target = hits + max_hits;
    for (int j = 0; j <= plain; ++j) {
      target[j] += stay * others[j];
    }
    if (m == 1) {
      for (int j = 0; j <= plain; ++j) {
        hits[j + 1] += lone_hit * others[j];
      }
    }
    if (max_hits > 0) {
      continue;
    }
    if (m == 1) {
      sink.recoil_without_hit +=
          weight * model.chain.recoil * no_hit + weight * model.chain.miss * (no_hit - nothing);
      sink.miss += weight * model.chain.miss * nothing;
    } else if (max_recoil) {
      sink.recoil_without_hit += weight * no_hit;
    } else {
      sink.recoil_without_hit += weight * (no_hit - nothing);
      sink.miss += weight * nothing;
    }
  }
}

}  // namespace

PoolOdds pool_odds(std::span<const PoolGroup> groups, const PoolRules& rules) {
  const std::vector<PoolGroup> merged = merge_groups(groups);
  int total = 0;
  for (const PoolGroup& group : merged) {
    total += group.count;
  }

  PoolOdds odds;
  odds.hits.assign(static_cast<std::size_t>(total) + 1, 0.0);
  Sink sink{odds.hits};
  if (merged.empty()) {
    odds.hits[0] = 1.0;
    sink.miss = 1.0;
  } else if (merged.size() == 1) {
    homogeneous_pool(merged.front(), rules, sink);
  } else {
    detail::mixed_pool_odds(merged, rules, sink);
  }
  odds.recoil_without_hit = sink.recoil_without_hit;
  odds.miss = sink.miss;
  if (rules.friendly_fire) {
    odds.friend_hit = friend_hit_odds(merged);
  }
  return odds;
}

}  // namespace fray::rules

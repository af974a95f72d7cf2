#include <algorithm>
#include <cstddef>
#include <numeric>

#include <fray/classic/rules/pooled_maxima.h>

namespace fray::rules {

MaximumDie maximum_die(const PoolDie& die, const PoolRules& rules) {
  MaximumDie result;
  result.hit_bonus = std::max(0, die.need_hit - die.sides);
  if (rules.melee && die.sides == 6) {
    result.hit_bonus = std::min(result.hit_bonus, 1);
  }
  if (has_recoil_band(die)) {
    const int recoil = std::max(0, die.need_recoil - die.sides);
    if (recoil < result.hit_bonus) {
      result.recoil_bonus = recoil;
    }
  }
  return result;
}

namespace {

// Bonuses 0..m-1 and a set of dice, each needing at least some bonus: all the needs share the
// top end m-1, so the set can be served iff its i-th smallest need is at most m - size + i.
bool feasible(const std::vector<int>& sorted_needs, int m) {
  const int size = static_cast<int>(sorted_needs.size());
  for (int i = 0; i < size; ++i) {
    if (sorted_needs[i] > m - size + i) {
      return false;
    }
  }
  return true;
}

}  // namespace

MaximaAssignment assign_pooled_maxima(std::span<const MaximumDie> dice, bool melee) {
  const int m = static_cast<int>(dice.size());
  MaximaAssignment result;
  result.bonus.assign(dice.size(), 0);
  if (m == 0) {
    return result;
  }

  std::vector<int> order(dice.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](int x, int y) { return dice[x].hit_bonus < dice[y].hit_bonus; });

  // Most hits: the dice with the smallest needs, as many as can be served (exchange argument:
  // swapping a die of the set for one with a smaller need never breaks feasibility).
  int best_hits = 0;
  std::vector<int> needs;
  for (int j = m; j > 0; --j) {
    needs.clear();
    for (int i = 0; i < j; ++i) {
      needs.push_back(dice[order[i]].hit_bonus);
    }
    if (feasible(needs, m)) {
      best_hits = j;
      break;
    }
  }

  // Then a recoil: some other die d served at its recoil need next to the best_hits cheapest
  // hitters that are not d.
  std::vector<int> chosen;  // dice given the top bonuses, in increasing order of need
  bool recoil = false;
  std::vector<std::pair<int, int>> set;  // (need, die)
  set.reserve(dice.size());
  for (int d = 0; d < m && !recoil && best_hits < m; ++d) {
    if (dice[d].recoil_bonus >= MaximumDie::kNever) {
      continue;
    }
    // Identical dice are interchangeable: one candidate of each kind is enough.
    bool seen = false;
    for (int e = 0; e < d && !seen; ++e) {
      seen = dice[e].hit_bonus == dice[d].hit_bonus && dice[e].recoil_bonus == dice[d].recoil_bonus;
    }
    if (seen) {
      continue;
    }
    set.clear();
    for (int i = 0; i < m && static_cast<int>(set.size()) < best_hits; ++i) {
      if (order[i] != d) {
        set.emplace_back(dice[order[i]].hit_bonus, order[i]);
      }
    }
    set.emplace_back(dice[d].recoil_bonus, d);
    std::stable_sort(set.begin(), set.end(),
                     [](const auto& x, const auto& y) { return x.first < y.first; });
    needs.clear();
    for (const auto& entry : set) {
      needs.push_back(entry.first);
    }
    if (feasible(needs, m)) {
      recoil = true;
      chosen.clear();
      for (const auto& entry : set) {
        chosen.push_back(entry.second);
      }
    }
  }
  if (!recoil) {
    chosen.assign(order.begin(), order.begin() + best_hits);
  }

  std::vector<bool> placed(dice.size(), false);
  const int top = static_cast<int>(chosen.size());
  for (int i = 0; i < top; ++i) {
    result.bonus[chosen[i]] = m - top + i;
    placed[chosen[i]] = true;
  }
  int low = 0;
  for (int i = 0; i < m; ++i) {
    if (!placed[i]) {
      result.bonus[i] = low++;
    }
  }

  result.hits = best_hits;
  result.recoil = recoil;
  if (!melee || m < 3 || best_hits > 1) {
    return result;
  }

  // Triple maximum: one hit whatever the needs, so with at most one hit by value the hit is
  // certain and only the recoil is left to win. Any die d that can sit in its recoil band
  // [recoil_bonus, hit_bonus) gives it; the triple's hit then goes to another die.
  if (!recoil) {
    for (int d = 0; d < m; ++d) {
      const int band_top = std::min(dice[d].hit_bonus, m) - 1;
      if (dice[d].recoil_bonus > band_top) {
        continue;
      }
      recoil = true;
      // d takes `band_top`; the rest take the other bonuses, the largest to the smallest needs, so
      // a hit by value shows when there is one.
      std::vector<int> rest;
      for (const int i : order) {
        if (i != d) {
          rest.push_back(i);
        }
      }
      std::vector<int> free_bonuses;
      for (int b = m - 1; b >= 0; --b) {
        if (b != band_top) {
          free_bonuses.push_back(b);
        }
      }
      result.bonus[d] = band_top;
      for (std::size_t i = 0; i < rest.size(); ++i) {
        result.bonus[rest[i]] = free_bonuses[i];
      }
      chosen.assign(1, d);
      break;
    }
  }
  result.recoil = recoil;
  result.hits = 1;
  bool value_hit = false;
  for (int i = 0; i < m; ++i) {
    value_hit = value_hit || result.bonus[i] >= dice[i].hit_bonus;
  }
  if (!value_hit) {
    int pick = -1;
    for (int i = 0; i < m; ++i) {
      const bool is_recoil_die = recoil && i == chosen.front();
      if (!is_recoil_die && (pick < 0 || result.bonus[i] > result.bonus[pick])) {
        pick = i;
      }
    }
    result.triple_hit_die = pick;
  }
  return result;
}

MaximaOutcome identical_maxima_outcome(const MaximumDie& die, int count, bool melee) {
  MaximaOutcome outcome;
  if (count <= 0) {
    return outcome;
  }
  const int need = std::max(0, die.hit_bonus);
  outcome.hits = std::max(0, count - need);
  // The dice that miss hold the bonuses 0 .. min(need, count) - 1.
  const int top_missing = std::min(need, count);
  outcome.recoil = die.recoil_bonus < top_missing;
  if (melee && count >= 3 && outcome.hits == 0) {
    outcome.hits = 1;
  }
  return outcome;
}

}  // namespace fray::rules

#include <algorithm>

#include <fray/classic/rules/life_test.h>
#include <fray/classic/rules/odds.h>
#include <fray/classic/rules/odds_exchange.h>
#include <fray/classic/rules/odds_pool.h>

#include "odds_detail.h"

namespace fray::rules {

namespace {

// A side's effect on the other: wounds[k] for k >= 1 hits, else a recoil, else nothing.
struct Effect {
  std::vector<double> wounds;
  double recoil = 0;
  double nothing = 1;
};

Effect effect_of(const ExchangeSide& side) {
  Effect effect;
  if (side.dice.empty()) {
    return effect;
  }
  if (side.dice.size() == 1) {
    // The usual lone striker: closed form, no pool machinery.
    const DieOdds odds = single_die_odds(side.dice.front(), exchange_rules(side));
    effect.wounds = {0.0, odds.hit};
    effect.recoil = odds.recoil;
    effect.nothing = odds.miss;
    return effect;
  }
  std::vector<PoolGroup> groups;
  groups.reserve(side.dice.size());
  for (const PoolDie& die : side.dice) {
    groups.push_back(PoolGroup{1, die});
  }
  PoolOdds odds = pool_odds(groups, exchange_rules(side));
  effect.wounds = std::move(odds.hits);
  effect.wounds[0] = 0;
  effect.recoil = odds.recoil_without_hit;
  effect.nothing = odds.miss;
  return effect;
}

class StateTable {
 public:
  StateTable() { states_.reserve(16); }

  void add(int wounds_to_a, int wounds_to_b, bool a_recoils, bool b_recoils, double p) {
    if (p <= 0) {
      return;
    }
    ExchangeState key;
    key.wounds_to_a = wounds_to_a;
    key.wounds_to_b = wounds_to_b;
    key.a_recoils = a_recoils;
    key.b_recoils = b_recoils;
    push(key, p);
  }

  // Splits every wounded state by the end-of-turn life tests.
  std::vector<ExchangeState> with_life_tests(const ExchangeSetup& setup) const {
    StateTable out;
    out.states_.reserve(states_.size() * 2);
    for (const ExchangeState& state : states_) {
      const double die_a = state.wounds_to_a == 0 ? 0.0
                                                  : life_test_kill_probability(
                                                        setup.a.life_die_sides,
                                                        setup.a.prior_wounds + state.wounds_to_a);
      const double die_b = state.wounds_to_b == 0 ? 0.0
                                                  : life_test_kill_probability(
                                                        setup.b.life_die_sides,
                                                        setup.b.prior_wounds + state.wounds_to_b);
      for (int ka = 0; ka < 2; ++ka) {
        for (int kb = 0; kb < 2; ++kb) {
          ExchangeState split = state;
          split.a_killed = ka == 1;
          split.b_killed = kb == 1;
          const double p =
              state.probability * (ka == 1 ? die_a : 1 - die_a) * (kb == 1 ? die_b : 1 - die_b);
          if (p > 0) {
            out.push(split, p);
          }
        }
      }
    }
    return out.states_;
  }

  const std::vector<ExchangeState>& states() const { return states_; }

 private:
  void push(const ExchangeState& key, double p) {
    for (ExchangeState& state : states_) {
      if (state.wounds_to_a == key.wounds_to_a && state.wounds_to_b == key.wounds_to_b &&
          state.a_recoils == key.a_recoils && state.b_recoils == key.b_recoils &&
          state.a_killed == key.a_killed && state.b_killed == key.b_killed) {
        state.probability += p;
        return;
      }
    }
    ExchangeState state = key;
    state.probability = p;
    states_.push_back(state);
  }

  std::vector<ExchangeState> states_;
};

// First striker X, other Y: X's wound or recoil stops Y; otherwise Y's effect lands.
template <typename AddXtoY, typename AddYtoX>
void first_strike(const Effect& x, const Effect& y, AddXtoY on_y, AddYtoX on_x) {
  for (std::size_t k = 1; k < x.wounds.size(); ++k) {
    on_y(static_cast<int>(k), false, x.wounds[k]);
  }
  on_y(0, true, x.recoil);
  for (std::size_t k = 1; k < y.wounds.size(); ++k) {
    on_x(static_cast<int>(k), false, x.nothing * y.wounds[k]);
  }
  on_x(0, true, x.nothing * y.recoil);
  on_x(0, false, x.nothing * y.nothing);
}

// Chances that A's natural value beats B's, loses to it, or ties, both dice having `grade`.
struct Contest {
  double a_wins = 0;
  double b_wins = 0;
  double tie = 0;
};

Contest natural_contest(const std::vector<double>& a, const std::vector<double>& b) {
  Contest contest;
  double b_below = 0;  // P(B's grade with natural < v)
  const std::size_t size = std::max(a.size(), b.size());
  double b_total = 0;
  for (double p : b) {
    b_total += p;
  }
  for (std::size_t v = 0; v < size; ++v) {
    const double pa = v < a.size() ? a[v] : 0.0;
    const double pb = v < b.size() ? b[v] : 0.0;
    contest.a_wins += pa * b_below;
    contest.tie += pa * pb;
    b_below += pb;
    contest.b_wins += pa * (b_total - b_below);
  }
  return contest;
}

// Priority between two equal simultaneous results with one die each.
Contest priority_contest(const ExchangeSetup& setup, const std::vector<double>& a_naturals,
                         const std::vector<double>& b_naturals) {
  const ExchangeSide& a = setup.a;
  const ExchangeSide& b = setup.b;
  const int keys_a[] = {a.fighter_class, a.armour, a.technology};
  const int keys_b[] = {b.fighter_class, b.armour, b.technology};
  double a_total = 0;
  double b_total = 0;
  for (double p : a_naturals) {
    a_total += p;
  }
  for (double p : b_naturals) {
    b_total += p;
  }
  for (int i = 0; i < 3; ++i) {
    if (keys_a[i] != keys_b[i]) {
      Contest contest;
      (keys_a[i] > keys_b[i] ? contest.a_wins : contest.b_wins) = a_total * b_total;
      return contest;
    }
  }
  return natural_contest(a_naturals, b_naturals);
}

void simultaneous(const ExchangeSetup& setup, const Effect& a, const Effect& b, StateTable& table) {
  const bool priority = priority_applies(setup);
  // Results that do not conflict: everything except hit/hit and recoil/recoil.
  for (std::size_t ka = 1; ka < a.wounds.size(); ++ka) {
    table.add(0, static_cast<int>(ka), true, false, a.wounds[ka] * b.recoil);
    table.add(0, static_cast<int>(ka), false, false, a.wounds[ka] * b.nothing);
  }
  for (std::size_t kb = 1; kb < b.wounds.size(); ++kb) {
    table.add(static_cast<int>(kb), 0, false, true, b.wounds[kb] * a.recoil);
    table.add(static_cast<int>(kb), 0, false, false, b.wounds[kb] * a.nothing);
  }
  table.add(0, 0, false, true, a.recoil * b.nothing);
  table.add(0, 0, true, false, b.recoil * a.nothing);
  table.add(0, 0, false, false, a.nothing * b.nothing);

  if (!priority) {
    for (std::size_t ka = 1; ka < a.wounds.size(); ++ka) {
      for (std::size_t kb = 1; kb < b.wounds.size(); ++kb) {
        table.add(static_cast<int>(kb), static_cast<int>(ka), false, false,
                  a.wounds[ka] * b.wounds[kb]);
      }
    }
    table.add(0, 0, true, true, a.recoil * b.recoil);
    return;
  }
  // One die each: a hit is one wound; priority decides who keeps the result.
  const detail::NaturalOdds na =
      detail::natural_odds(setup.a.dice.front(), exchange_rules(setup.a));
  const detail::NaturalOdds nb =
      detail::natural_odds(setup.b.dice.front(), exchange_rules(setup.b));
  const Contest hits = priority_contest(setup, na.hit, nb.hit);
  table.add(0, 1, false, false, hits.a_wins);
  table.add(1, 0, false, false, hits.b_wins);
  table.add(1, 1, false, false, hits.tie);
  const Contest recoils = priority_contest(setup, na.recoil, nb.recoil);
  table.add(0, 0, false, true, recoils.a_wins);
  table.add(0, 0, true, false, recoils.b_wins);
  table.add(0, 0, true, true, recoils.tie);
}

}  // namespace

ExchangeOdds exchange_odds(const ExchangeSetup& setup) {
  const Effect a = effect_of(setup.a);
  const Effect b = effect_of(setup.b);
  StateTable table;
  auto to_a = [&](int wounds, bool recoil, double p) { table.add(wounds, 0, recoil, false, p); };
  auto to_b = [&](int wounds, bool recoil, double p) { table.add(0, wounds, false, recoil, p); };
  switch (setup.order) {
    case StrikeOrder::AFirst:
      first_strike(a, b, to_b, to_a);
      break;
    case StrikeOrder::BFirst:
      first_strike(b, a, to_a, to_b);
      break;
    case StrikeOrder::Simultaneous:
      simultaneous(setup, a, b, table);
      break;
  }

  ExchangeOdds odds;
  odds.states = setup.life_test ? table.with_life_tests(setup) : table.states();
  for (const ExchangeState& state : odds.states) {
    const double p = state.probability;
    odds.a_killed += state.a_killed ? p : 0;
    odds.b_killed += state.b_killed ? p : 0;
    odds.a_wounded += state.wounds_to_a > 0 ? p : 0;
    odds.b_wounded += state.wounds_to_b > 0 ? p : 0;
    odds.a_recoils += state.a_recoils ? p : 0;
    odds.b_recoils += state.b_recoils ? p : 0;
    const bool quiet =
        state.wounds_to_a == 0 && state.wounds_to_b == 0 && !state.a_recoils && !state.b_recoils;
    odds.nothing += quiet ? p : 0;
  }
  return odds;
}

}  // namespace fray::rules

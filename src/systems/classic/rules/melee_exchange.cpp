#include <fray/classic/rules/melee_exchange.h>

namespace fray::rules {

PoolRules exchange_rules(const ExchangeSide& side) {
  PoolRules rules;
  rules.melee = true;
  rules.natural_maximum = side.natural_maximum;
  return rules;
}

namespace {

std::optional<PoolResult> strike(const ExchangeSide& side, dice::DieSource& source) {
  if (side.dice.empty()) {
    return std::nullopt;
  }
  return resolve_pool(side.dice, exchange_rules(side), source);
}

// A pool's effect on its target: wounds outweigh a recoil from the same pool.
void apply(const std::optional<PoolResult>& pool, ExchangeSideResult& target) {
  if (!pool) {
    return;
  }
  if (pool->hits > 0) {
    target.wounds_taken += pool->hits;
  } else if (pool->recoil) {
    target.recoils = true;
  }
}

bool stops_strike(const std::optional<PoolResult>& pool) {
  return pool && (pool->hits > 0 || pool->recoil);
}

// Compares the rules' priority keys in order; 0 when all are equal.
int priority_order(const ExchangeSide& a, const ExchangeSide& b, int natural_a, int natural_b,
                   Priority* rule) {
  const int keys_a[] = {a.fighter_class, a.armour, a.technology, natural_a};
  const int keys_b[] = {b.fighter_class, b.armour, b.technology, natural_b};
  const Priority rules[] = {Priority::HigherClass, Priority::HigherArmour,
                            Priority::HigherTechnology, Priority::HigherNaturalDie};
  for (int i = 0; i < 4; ++i) {
    if (keys_a[i] != keys_b[i]) {
      *rule = rules[i];
      return keys_a[i] > keys_b[i] ? 1 : -1;
    }
  }
  *rule = Priority::Tie;
  return 0;
}

void resolve_simultaneous(const ExchangeSetup& setup, ExchangeResult& result) {
  const auto& pool_a = result.a.strike;
  const auto& pool_b = result.b.strike;
  const bool both_hit = pool_a && pool_b && pool_a->hits > 0 && pool_b->hits > 0;
  const bool both_recoil =
      pool_a && pool_b && pool_a->effect_is_recoil() && pool_b->effect_is_recoil();
  if (both_hit || both_recoil) {
    if (!priority_applies(setup)) {
      result.priority = Priority::Blended;
    } else {
      const int order = priority_order(setup.a, setup.b, pool_a->dice.front().natural,
                                       pool_b->dice.front().natural, &result.priority);
      if (order != 0) {
        result.a_won_priority = order > 0;
        (order > 0 ? result.b : result.a).cancelled = true;
      }
    }
  }
  if (!result.a.cancelled) {
    apply(pool_a, result.b);
  }
  if (!result.b.cancelled) {
    apply(pool_b, result.a);
  }
}

void close_turn(const ExchangeSide& side, ExchangeSideResult& out, dice::DieSource& source) {
  if (out.wounds_taken == 0) {
    return;
  }
  out.life = life_test(side.life_die_sides, side.prior_wounds + out.wounds_taken, source);
  out.killed = out.life->killed;
}

}  // namespace

bool priority_applies(const ExchangeSetup& setup) {
  return setup.a.dice.size() == 1 && setup.b.dice.size() == 1 && !setup.a.blended &&
         !setup.b.blended;
}

namespace {

// The first side strikes; the second strikes back only if it was neither hit nor pushed back.
void strike_in_turn(const ExchangeSide& first, ExchangeSideResult& first_result,
                    const ExchangeSide& second, ExchangeSideResult& second_result,
                    dice::DieSource& source) {
  first_result.strike = strike(first, source);
  apply(first_result.strike, second_result);
  if (stops_strike(first_result.strike)) return;
  second_result.strike = strike(second, source);
  apply(second_result.strike, first_result);
}

}  // namespace

ExchangeResult resolve_exchange(const ExchangeSetup& setup, dice::DieSource& source) {
  ExchangeResult result;
  switch (setup.order) {
    case StrikeOrder::AFirst:
      strike_in_turn(setup.a, result.a, setup.b, result.b, source);
      break;
    case StrikeOrder::BFirst:
      strike_in_turn(setup.b, result.b, setup.a, result.a, source);
      break;
    case StrikeOrder::Simultaneous:
      result.a.strike = strike(setup.a, source);
      result.b.strike = strike(setup.b, source);
      resolve_simultaneous(setup, result);
      break;
  }
  if (setup.life_test) {
    close_turn(setup.a, result.a, source);
    close_turn(setup.b, result.b, source);
  }
  return result;
}

}  // namespace fray::rules

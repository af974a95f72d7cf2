#pragma once

#include <vector>

#include <fray/classic/rules/melee_exchange.h>

namespace fray::rules {

/// One final state of a melee exchange and its probability.
struct ExchangeState {
  int wounds_to_a = 0;
  int wounds_to_b = 0;
  bool a_recoils = false;
  bool b_recoils = false;
  bool a_killed = false;  ///< By the end-of-turn life test (when asked for).
  bool b_killed = false;
  double probability = 0;
};

/// The exact distribution of resolve_exchange().
struct ExchangeOdds {
  std::vector<ExchangeState> states;  ///< Distinct states; probabilities sum to 1.
  double a_killed = 0;
  double b_killed = 0;
  double a_wounded = 0;  ///< At least one wound to A this turn.
  double b_wounded = 0;
  double a_recoils = 0;
  double b_recoils = 0;
  double nothing = 0;  ///< No wound and no recoil on either side.
};

/// Exact odds of a melee exchange, with the same rules as resolve_exchange().
ExchangeOdds exchange_odds(const ExchangeSetup& setup);

}  // namespace fray::rules

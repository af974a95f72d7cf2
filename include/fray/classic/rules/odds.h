#pragma once

#include <vector>

#include <fray/classic/rules/natural_roll.h>
#include <fray/classic/rules/odds_exchange.h>
#include <fray/classic/rules/odds_pool.h>

namespace fray::rules {

/// Exact chances of one die against one target.
struct DieOdds {
  double hit = 0;
  double recoil = 0;  ///< Recoil and no hit.
  double miss = 0;
};

/// Exact odds of one die of `sides` with its reroll chain: need_hit and need_recoil are natural
/// values (need_recoil >= need_hit: no recoil result). A natural 1 misses.
DieOdds single_die_odds(int sides, int need_hit, int need_recoil, bool melee);

/// Same, with all the pool rules (natural 1 flag, natural-maximum rule off...).
DieOdds single_die_odds(const PoolDie& die, const PoolRules& rules);

/// Wounds and death of a figure hit by a distribution of hits this turn.
struct WoundOdds {
  double killed = 0;                    ///< Killed by this turn's life test.
  std::vector<double> total_wounds;     ///< Index = wounds after this turn (alive or not).
  std::vector<double> alive_by_wounds;  ///< Index = wounds after this turn, figure alive.
};

/// Combines this turn's hits (index = hits, summing to 1) with the end-of-turn life test of a
/// figure with `life_die_sides` (1 = a single life point) and `prior_wounds` taken earlier. A
/// turn without a hit has no test.
WoundOdds wound_and_death_odds(const std::vector<double>& hits, int life_die_sides,
                               int prior_wounds);

}  // namespace fray::rules

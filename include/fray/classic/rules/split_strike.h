#pragma once

#include <array>
#include <optional>
#include <vector>

#include <fray/classic/rules/life_test.h>
#include <fray/classic/rules/odds.h>
#include <fray/classic/rules/odds_pool.h>
#include <fray/classic/rules/strike_pool.h>
#include <fray/dice/die_source.h>

namespace fray::rules {

/// An H2 creature (large Troll, Cyclops, Giant) fighting two foes at once with 2D6: one D6 at
/// each, never added (seed 000, "Melee: some peculiarities"). It strikes last, so the foes'
/// pooled strikes land first and a wound or a recoil stops both of its dice.
struct SplitStrikeSetup {
  std::vector<PoolDie> attacker_dice;  ///< Everything striking the creature this turn.
  bool attackers_first = true;         ///< False when the foes also strike last (zombies).
  bool natural_maximum = true;
  int creature_life_die = 4;
  int creature_prior_wounds = 0;
  struct Foe {
    PoolDie die;  ///< The creature's D6 against this foe, needs folded in.
    int life_die_sides = 1;
    int prior_wounds = 0;
  };
  std::array<Foe, 2> foes;
};

/// Exact odds of a split strike.
struct SplitStrikeOdds {
  double creature_strikes = 0;  ///< Neither wounded nor pushed back before its turn.
  double creature_recoils = 0;
  WoundOdds creature;                      ///< After the foes' pool and the end-of-turn life test.
  std::array<DieOdds, 2> die_against_foe;  ///< Each D6, given that the creature strikes.
  std::array<double, 2> foe_hit{};         ///< Unconditional.
  std::array<double, 2> foe_killed{};      ///< Life tests included.
};
SplitStrikeOdds split_strike_odds(const SplitStrikeSetup& setup);

/// One roll of a split strike: the foes' pool first, then (if the creature still strikes) one D6
/// per foe, then the life tests.
struct SplitStrikeResult {
  PoolResult attackers;
  bool creature_strikes = false;
  std::array<std::optional<PoolResult>, 2> against_foe;
  std::optional<LifeTestResult> creature_life;
  std::array<std::optional<LifeTestResult>, 2> foe_life;
};
SplitStrikeResult resolve_split_strike(const SplitStrikeSetup& setup, dice::DieSource& dice);

}  // namespace fray::rules

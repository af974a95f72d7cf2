#pragma once

#include <optional>
#include <vector>

#include <fray/classic/rules/life_test.h>
#include <fray/classic/rules/natural_roll.h>
#include <fray/classic/rules/strike_pool.h>
#include <fray/dice/die_source.h>

namespace fray::rules {

/// Who strikes first in a melee exchange (weapon length on the first turn of contact, charges
/// with couched lances, creatures that always strike last...: the caller decides).
enum class StrikeOrder { AFirst, BFirst, Simultaneous };

/// One side of a melee exchange: the dice it strikes the other side with and what the priority
/// and life rules read about the figure that the other side strikes.
struct ExchangeSide {
  std::vector<PoolDie> dice;    ///< Strikes against the other side (empty: cannot strike).
  int fighter_class = 3;        ///< Priority between simultaneous equal results.
  int armour = 3;               ///< Priority, after class.
  int technology = 0;           ///< Priority after armour when the technology-gap variant is used
                                ///< (stone 0, bronze 1, iron 2); leave equal to ignore it.
  bool blended = false;         ///< Several similar strikes rolled together: no priority.
  int life_die_sides = 1;       ///< 1 for a single life point; 2, 3, 4 for 1D2, 1D3, 1D4.
  int prior_wounds = 0;         ///< Wounds taken in earlier turns.
  bool natural_maximum = true;  ///< False out of a chief's earshot (optional rule).
};

/// A melee exchange between A and B in one game turn.
struct ExchangeSetup {
  ExchangeSide a;
  ExchangeSide b;
  StrikeOrder order = StrikeOrder::Simultaneous;
  bool life_test = true;  ///< Roll the end-of-turn life test of a wounded side.
};

/// Which rule settled two equal simultaneous results.
enum class Priority {
  None,     ///< No conflict: both results (if any) apply.
  Blended,  ///< A side rolled a blended pool: both results apply.
  HigherClass,
  HigherArmour,
  HigherTechnology,
  HigherNaturalDie,
  Tie,  ///< Same class, armour, technology and natural die: both results apply.
};

/// What happened to one side in an exchange.
struct ExchangeSideResult {
  std::optional<PoolResult> strike;  ///< Its dice, if it struck.
  bool cancelled = false;            ///< Its result was cancelled by priority.
  int wounds_taken = 0;
  bool recoils = false;
  std::optional<LifeTestResult> life;
  bool killed = false;
};

/// The full record of an exchange.
struct ExchangeResult {
  ExchangeSideResult a;
  ExchangeSideResult b;
  Priority priority = Priority::None;
  bool a_won_priority = false;  ///< Meaningful for HigherClass..HigherNaturalDie.
};

/// Resolves a melee exchange with real dice: a first striker's hit or recoil prevents the
/// other's strike, simultaneous equal results go through priority, and the life tests of wounded
/// sides close the turn (without life_test, `killed` stays false and the caller decides).
/// Dice order: the first striker's pool (A's when simultaneous), the other pool, then the life
/// test of A, then of B.
/// The pool rules a side's strikes are rolled under: melee, with the side's natural-maximum
/// benefit (lost out of a chief's earshot). Shared by the resolution and the exact odds.
PoolRules exchange_rules(const ExchangeSide& side);

ExchangeResult resolve_exchange(const ExchangeSetup& setup, dice::DieSource& source);

/// True when priority can settle simultaneous results: both sides strike with exactly one die
/// and neither is blended (priority is a one-versus-one rule).
bool priority_applies(const ExchangeSetup& setup);

}  // namespace fray::rules

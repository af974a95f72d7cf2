#pragma once

#include <fray/dice/die_source.h>

namespace fray::rules {

/// The end-of-turn test of a figure that took wounds (seed 000, "Wounds").
struct LifeTestResult {
  int life_die_sides = 1;  ///< 1 for a single life point; 2, 3, 4 for 1D2, 1D3, 1D4.
  int total_wounds = 0;    ///< Every wound taken so far, this turn's included.
  bool rolled = false;     ///< False when the outcome was certain and no die was rolled.
  int face = 0;            ///< The life die, when rolled.
  bool killed = false;
};

/// Tests a figure at the end of a game turn in which it took one or more wounds: the life die
/// at or below the total of wounds kills. No die is rolled when the outcome is certain (a
/// single life point, or as many wounds as the die has sides), so a log never shows a roll
/// that could not matter. Throws std::invalid_argument if life_die_sides < 1.
LifeTestResult life_test(int life_die_sides, int total_wounds, dice::DieSource& source);

/// Probability that life_test() kills: min(1, total_wounds / life_die_sides), 0 without wounds.
double life_test_kill_probability(int life_die_sides, int total_wounds);

}  // namespace fray::rules

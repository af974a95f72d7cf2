#pragma once

#include <string>

#include <fray/rules/combat_stats.h>

namespace fray::rules {

/// What a figure's points cost depends on (seed 000, "Budget").
struct CostInput {
  Strength strength = Strength::EqualH;
  int life_points_die = 1;  ///< 1 (one wound), 2 (1D2), 3 (1D3), 4 (1D4).
  int figure_class = 3;
  int worn_armour = 3;   ///< What the figure wears: 3 light, 4 chainmail, 5 complete.
  int total_armour = 3;  ///< Worn armour with the species' hide added (+H, ++H, H2 formulas).
  bool cavalry = false;
  bool scarce_metal = false;    ///< Armour costs +2 / +5 where metalwork is rare.
  bool costs_as_human = false;  ///< Halflings: no -1 for -H.
  int weapons = 0;              ///< Usual (historical) cost of the weapons carried.
};

/// The cost and how it was reached, for the roster and the scenario budget check.
struct Cost {
  int points = 0;
  std::string formula;  ///< e.g. "(class 3 + armour 5) x 3 + weapons 1 x 2"
};

/// Point cost of one figure (seed 000, "Budget"). -H and =H: class (x2 mounted) plus armour;
/// +H, ++H, H2: (class + total armour) times a factor set by strength and life points, with
/// weapons doubled from ++H on.
Cost point_cost(const CostInput& input);

}  // namespace fray::rules

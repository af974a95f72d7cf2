#pragma once

#include <string>

#include <fray/classic/rules/budget_rules.h>

namespace fray::rules {

/// What one figure brings to a cost formula (seed 000, "Budget").
struct CostInput {
  int figure_class = 3;
  int worn_armour = 3;   ///< What the figure wears: 3 light, 4 chainmail, 5 complete.
  int total_armour = 3;  ///< Worn armour with the species' hide (the +H, ++H, H2 formulas).
  bool cavalry = false;
  bool scarce_metal = false;  ///< Armour costs more where metalwork is rare.
  int weapons = 0;            ///< Usual (historical) cost of the weapons carried.
};

/// The cost and how it was reached, for the roster and the scenario budget check.
struct Cost {
  int points = 0;
  std::string formula;  ///< e.g. "(class 3 + armour 5) x 3 + weapons 1 x 2"
};

/// Evaluates a cost formula from budget.json: base (class, or class + total armour) times the
/// multiplier (the class doubled for cavalry where the formula says so), plus armour costs and
/// the adjustment, plus weapons times their multiplier.
Cost point_cost(const BudgetFormula& formula, const CostInput& input);

}  // namespace fray::rules

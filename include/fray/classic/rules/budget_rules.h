#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fray/classic/rules/types.h>

namespace fray::rules {

struct Species;

/// What the cost multiplier applies to.
enum class BudgetBase { Class, ClassPlusTotalArmour };

struct ArmourCosts {
  int armour4 = 0;
  int armour5 = 0;
};

/// One cost formula of seed 000, "Budget":
/// cost = base x multiplier (x cavalry_multiplier on the class when mounted) + armour costs
///        + adjustment; weapons cost their usual price x weapon_cost_multiplier.
struct BudgetFormula {
  std::string id;
  StrengthClass strength = StrengthClass::EqualH;
  bool any_life_points = true;      ///< False: only for species with exactly life_die.
  std::optional<DieSpec> life_die;  ///< With any_life_points false; nullopt = one life point.
  BudgetBase base = BudgetBase::Class;
  int multiplier = 1;
  std::optional<int> cavalry_multiplier;
  std::optional<ArmourCosts> armour_costs;
  std::optional<ArmourCosts> armour_costs_scarce_metal;  ///< Where metalwork is rare.
  int adjustment = 0;
  int weapon_cost_multiplier = 1;
  std::string notes;
  Provenance provenance;
};

/// A species that uses another formula than its strength suggests (Halflings cost as =H).
struct BudgetOverride {
  std::string species_id;
  std::string formula_id;
  Provenance provenance;
};

struct BudgetRules {
  bool optional = true;
  std::vector<BudgetFormula> formulas;
  std::vector<BudgetOverride> overrides;
  Provenance provenance;

  const BudgetFormula* find_formula(std::string_view id) const;
  /// The formula for a species: its override, else the first matching strength and life points.
  const BudgetFormula* formula_for(const Species& species) const;
};

}  // namespace fray::rules

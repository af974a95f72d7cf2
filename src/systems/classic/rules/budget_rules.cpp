#include <fray/classic/rules/budget_rules.h>
#include <fray/classic/rules/species.h>

namespace fray::rules {

const BudgetFormula* BudgetRules::find_formula(std::string_view id) const {
  for (const auto& formula : formulas) {
    if (formula.id == id) return &formula;
  }
  return nullptr;
}

const BudgetFormula* BudgetRules::formula_for(const Species& species) const {
  for (const auto& o : overrides) {
    if (o.species_id == species.id) return find_formula(o.formula_id);
  }
  for (const auto& formula : formulas) {
    if (formula.strength != species.strength) continue;
    if (formula.any_life_points || formula.life_die == species.life_die) return &formula;
  }
  return nullptr;
}

}  // namespace fray::rules

#include <cstdlib>

#include <fray/classic/rules/budget.h>

namespace fray::rules {
namespace {

int armour_cost(const BudgetFormula& f, const CostInput& in) {
  const std::optional<ArmourCosts>& costs =
      in.scarce_metal && f.armour_costs_scarce_metal ? f.armour_costs_scarce_metal : f.armour_costs;
  if (!costs) return 0;
  if (in.worn_armour >= 5) return costs->armour5;
  if (in.worn_armour == 4) return costs->armour4;
  return 0;
}

}  // namespace

Cost point_cost(const BudgetFormula& f, const CostInput& in) {
  Cost cost;
  std::string& text = cost.formula;
  int base = in.figure_class;
  if (f.base == BudgetBase::ClassPlusTotalArmour) {
    base += in.total_armour;
    text = "(class " + std::to_string(in.figure_class) + " + armour " +
           std::to_string(in.total_armour) + ")";
  } else {
    text = "class " + std::to_string(in.figure_class);
  }
  int multiplier = f.multiplier;
  if (in.cavalry && f.cavalry_multiplier) multiplier *= *f.cavalry_multiplier;
  if (multiplier != 1) text += " x " + std::to_string(multiplier);
  cost.points = base * multiplier;

  if (const int armour = armour_cost(f, in); armour != 0 || f.armour_costs) {
    cost.points += armour;
    text += " + armour " + std::to_string(armour);
  }
  cost.points += in.weapons * f.weapon_cost_multiplier;
  text += " + weapons " + std::to_string(in.weapons);
  if (f.weapon_cost_multiplier != 1) text += " x " + std::to_string(f.weapon_cost_multiplier);
  if (f.adjustment != 0) {
    cost.points += f.adjustment;
    text += (f.adjustment < 0 ? " - " : " + ") + std::to_string(std::abs(f.adjustment));
  }
  return cost;
}

}  // namespace fray::rules

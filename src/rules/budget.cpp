#include <fray/rules/budget.h>

namespace fray::rules {
namespace {

Cost human_scale_cost(const CostInput& in) {
  Cost cost;
  int armour = 0;
  if (in.worn_armour >= 5)
    armour = in.scarce_metal ? 5 : 2;
  else if (in.worn_armour == 4)
    armour = in.scarce_metal ? 2 : 1;
  const int base = in.cavalry ? in.figure_class * 2 : in.figure_class;
  const int less = (in.strength == Strength::MinusH && !in.costs_as_human) ? 1 : 0;
  cost.points = base + armour + in.weapons - less;
  cost.formula = "class " + std::to_string(in.figure_class) + (in.cavalry ? " x 2" : "") +
                 " + armour " + std::to_string(armour) + " + weapons " +
                 std::to_string(in.weapons) + (less ? " - 1 (-H)" : "");
  return cost;
}

}  // namespace

Cost point_cost(const CostInput& in) {
  if (in.strength <= Strength::EqualH) return human_scale_cost(in);
  int factor = 1;
  int weapon_factor = 1;
  if (in.strength == Strength::PlusH) {
    factor = in.life_points_die >= 2 ? 2 : 1;
  } else if (in.strength == Strength::PlusPlusH) {
    factor = in.life_points_die >= 4 ? 4 : 3;
    weapon_factor = 2;
  } else {  // H2
    factor = 6;
    weapon_factor = 2;
  }
  Cost cost;
  cost.points = (in.figure_class + in.total_armour) * factor + in.weapons * weapon_factor;
  cost.formula = "(class " + std::to_string(in.figure_class) + " + armour " +
                 std::to_string(in.total_armour) + ") x " + std::to_string(factor) + " + weapons " +
                 std::to_string(in.weapons) +
                 (weapon_factor > 1 ? " x " + std::to_string(weapon_factor) : "");
  return cost;
}

}  // namespace fray::rules

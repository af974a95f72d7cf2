#include <fray/classic/classic_figure.h>
#include <fray/classic/scenario_budget.h>
#include <fray/game/setup/rule_options.h>
#include <fray/io/data_error.h>
#include <fray/io/data_refusal.h>
#include <fray/io/json_text.h>

namespace fray::game {
namespace {

using io::refuse_data;

int weapon_cost(const ScenarioBudget& budget, const std::string& weapon) {
  const auto it = budget.weapon_costs.find(weapon);
  return it == budget.weapon_costs.end() ? 0 : it->second;
}

}  // namespace

rules::Cost figure_cost(const rules::Ruleset& rules, const ScenarioFigure& figure,
                        const ScenarioBudget& budget, const std::string& file,
                        const std::string& pointer) {
  const rules::Species* species = rules.find_species(classic_sheet(figure).spec.species);
  if (!species)
    refuse_data(file, pointer + "/species", "a species of species.json",
                '"' + classic_sheet(figure).spec.species + '"');
  const rules::BudgetFormula* formula = rules.budget.formula_for(*species);
  if (!formula)
    refuse_data(file, pointer + "/species", "a species with a cost formula in budget.json",
                '"' + classic_sheet(figure).spec.species + '"');
  rules::CostInput input;
  input.figure_class = classic_sheet(figure).spec.figure_class;
  input.worn_armour = classic_sheet(figure).spec.worn_armour;
  input.total_armour = rules::effective_armour(
      species->protection, classic_sheet(figure).spec.worn_armour, rules::AttackKind::Melee);
  input.cavalry = classic_sheet(figure).spec.mount != rules::TroopType::Foot;
  input.scarce_metal = budget.scarce_metal;
  input.weapons = weapon_cost(budget, classic_sheet(figure).melee_weapon) +
                  (classic_sheet(figure).missile_weapon.empty()
                       ? 0
                       : weapon_cost(budget, classic_sheet(figure).missile_weapon));
  return rules::point_cost(*formula, input);
}

std::array<int, 2> side_costs(const rules::Ruleset& rules, const Scenario& scenario) {
  std::array<int, 2> total{};
  const ScenarioBudget none;
  const ScenarioBudget& budget = scenario.budget ? *scenario.budget : none;
  for (std::size_t i = 0; i < scenario.figures.size(); ++i) {
    const ScenarioFigure& f = scenario.figures[i];
    for (std::size_t s = 0; s < scenario.sides.size() && s < 2; ++s)
      if (scenario.sides[s].id == f.side)
        total[s] +=
            figure_cost(rules, f, budget, scenario.file, "/figures/" + std::to_string(i)).points;
  }
  return total;
}

void check_budget(const rules::Ruleset& rules, const Scenario& scenario) {
  if (!scenario.budget || !rule_option_on(scenario.rule_options, "budget")) return;
  const std::array<int, 2> cost = side_costs(rules, scenario);
  for (const auto& [side_id, points] : scenario.budget->points) {
    std::size_t side = scenario.sides.size();
    for (std::size_t s = 0; s < scenario.sides.size(); ++s)
      if (scenario.sides[s].id == side_id) side = s;
    const std::string pointer = "/budget/points/" + io::pointer_token(side_id);
    if (side >= 2) refuse_data(scenario.file, pointer, "a side id", '"' + side_id + '"');
    if (cost[side] > points)
      refuse_data(
          scenario.file, pointer, "a budget covering the side's figures (seed 000, \"Budget\")",
          std::to_string(points) + " points for figures costing " + std::to_string(cost[side]));
  }
}

}  // namespace fray::game

#pragma once

#include <fray/classic/rules/budget.h>
#include <fray/classic/rules/ruleset.h>
#include <fray/game/setup/scenario.h>

namespace fray::game {

/// What `figure` costs under the budget rules (seed 000, "Budget"): its species' formula with
/// its class, worn and total armour (the hide included), mount and weapons. Throws
/// io::DataError at `pointer` when the species is unknown or has no formula.
rules::Cost figure_cost(const rules::Ruleset& rules, const ScenarioFigure& figure,
                        const ScenarioBudget& budget, const std::string& file,
                        const std::string& pointer);

/// Each side's total cost (reserves included), by side index.
std::array<int, 2> side_costs(const rules::Ruleset& rules, const Scenario& scenario);

/// Refuses a scenario whose side costs more than its budget: io::DataError at
/// /budget/points/<side id>, naming the cost and the budget. Nothing to check without a budget.
void check_budget(const rules::Ruleset& rules, const Scenario& scenario);

}  // namespace fray::game

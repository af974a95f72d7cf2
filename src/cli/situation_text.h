#pragma once

#include <ostream>

#include <nlohmann/json.hpp>

#include <fray/classic/rules/situation_report.h>

namespace fray::cli {

// Text and JSON renderings of a situation's plan, odds and roll, for `fray-cli odds` and
// `fray-cli resolve`. Every modifier is printed with its citation.
void print_plan(std::ostream& out, const rules::Situation& situation,
                const rules::SituationPlan& plan);
void print_odds(std::ostream& out, const rules::Situation& situation,
                const rules::SituationOdds& odds);
void print_roll(std::ostream& out, const rules::Situation& situation,
                const rules::SituationRoll& roll);

nlohmann::json plan_json(const rules::Situation& situation, const rules::SituationPlan& plan);
nlohmann::json odds_json(const rules::SituationOdds& odds);
nlohmann::json roll_json(const rules::SituationRoll& roll);

}  // namespace fray::cli

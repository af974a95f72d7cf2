#pragma once

// Small pieces of text and JSON shared by the CLI's renderings of plans, odds and rolls.
#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/classic/rules/modifier.h>
#include <fray/classic/rules/strike_assessment.h>
#include <fray/classic/rules/strike_pool.h>

namespace fray::cli {

/// "1 battle", "3 battles": a count with its noun, plural when it is not one.
std::string count_of(long long n, const std::string& singular, const std::string& plural);
/// " 33.33 %"
std::string percent(double p);
/// What a need means at the table: "a natural 5 or more", or for a need above the die's faces
/// "a natural 8: a 6, then 6 again on 2 rerolls" (the natural maximum rule).
std::string natural_need(int sides, int need);
/// One line per modifier with its citation, then the total.
void print_modifiers(std::ostream& out, const std::vector<rules::Modifier>& modifiers);
/// "D6 rolled [6, 6] natural 7: hit (natural 7)"
std::string die_text(const rules::DieResult& die);

nlohmann::json modifiers_json(const std::vector<rules::Modifier>& modifiers);
nlohmann::json strike_json(const rules::StrikeAssessment& strike);
nlohmann::json pool_result_json(const rules::PoolResult& pool);

}  // namespace fray::cli

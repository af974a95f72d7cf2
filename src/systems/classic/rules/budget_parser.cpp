#include <fray/classic/rules/budget_rules.h>

#include "parsers.h"

namespace fray::rules::detail {
namespace {

constexpr EnumNames<BudgetBase, 2> kBaseNames = {{
    {"class", BudgetBase::Class},
    {"class_plus_total_armour", BudgetBase::ClassPlusTotalArmour},
}};

std::optional<ArmourCosts> parse_armour_costs(const JsonReader& r) {
  if (r.is_null()) return std::nullopt;
  r.allow_only({"armour_4", "armour_5"});
  return ArmourCosts{r.at("armour_4").as_int(0, 100), r.at("armour_5").as_int(0, 100)};
}

// null: any life points; 1: a single life point; "1D2".."1D4": that life die.
void parse_life_points(const JsonReader& r, BudgetFormula& f) {
  f.any_life_points = r.is_null();
  if (f.any_life_points) return;
  const std::string expected = "null (any), 1, 1D2, 1D3 or 1D4";
  if (r.json().is_number_integer()) {
    if (r.json().get<std::int64_t>() != 1) r.fail(expected);
    return;
  }
  if (r.json().is_string()) {
    const auto die = parse_die(r.json().get<std::string>());
    if (die && die->count == 1 && die->sides >= 2 && die->sides <= 4) {
      f.life_die = die;
      return;
    }
  }
  r.fail(expected);
}

BudgetFormula parse_formula(const JsonReader& r) {
  r.allow_only({"id", "strength", "life_points", "base", "multiplier", "cavalry_multiplier",
                "armour_costs", "armour_costs_scarce_metal", "adjustment", "weapon_cost_multiplier",
                "source", "assumed", "note", "notes"});
  const EntryProvenance provenance(r);
  BudgetFormula f;
  f.id = r.at("id").as_id();
  f.strength = read_strength(r.at("strength"));
  parse_life_points(r.at("life_points"), f);
  f.base = r.at("base").as_enum(kBaseNames);
  f.multiplier = r.at("multiplier").as_int(1, 100);
  f.cavalry_multiplier = r.at("cavalry_multiplier").as_optional_int(1, 100);
  f.armour_costs = parse_armour_costs(r.at("armour_costs"));
  f.armour_costs_scarce_metal = parse_armour_costs(r.at("armour_costs_scarce_metal"));
  f.adjustment = r.at("adjustment").as_int(-100, 100);
  f.weapon_cost_multiplier = r.at("weapon_cost_multiplier").as_int(1, 100);
  f.notes = r.optional_text("notes");
  f.provenance = provenance.finish();
  return f;
}

}  // namespace

void parse_budget_file(const JsonReader& root, Ruleset& ruleset) {
  root.allow_only({"optional", "source", "notes", "formulas", "species_overrides"});
  auto& budget = ruleset.budget;
  budget.provenance = read_provenance(root);
  budget.optional = root.at("optional").as_bool();
  for (const auto& r : root.at("formulas").items(1)) {
    BudgetFormula formula = parse_formula(r);
    require_unique_id(budget.formulas, formula.id, r.at("id"));
    budget.formulas.push_back(std::move(formula));
  }
  for (const auto& r : root.at("species_overrides").items()) {
    r.allow_only({"species", "formula", "source", "notes"});
    BudgetOverride o;
    o.provenance = read_provenance(r);
    o.species_id = r.at("species").as_id();
    o.formula_id = r.at("formula").as_id();
    if (!budget.find_formula(o.formula_id)) {
      r.at("formula").fail("a formula id listed under \"formulas\"");
    }
    budget.overrides.push_back(std::move(o));
  }
}

}  // namespace fray::rules::detail

#include <fray/classic/rules/melee_rules.h>

#include "parsers.h"

namespace fray::rules::detail {
namespace {

constexpr EnumNames<PriorityCriterion, 5> kPriorityNames = {{
    {"higher_class", PriorityCriterion::HigherClass},
    {"higher_armour", PriorityCriterion::HigherArmour},
    {"better_metal", PriorityCriterion::BetterMetal},
    {"higher_natural_die", PriorityCriterion::HigherNaturalDie},
    {"higher_tactical_modifiers", PriorityCriterion::HigherTacticalModifiers},
}};

constexpr EnumNames<bool, 3> kMetalNames = {{{"iron", true}, {"bronze", true}, {"stone", true}}};

std::vector<PriorityCriterion> parse_priorities(const JsonReader& r) {
  std::vector<PriorityCriterion> result;
  for (const auto& item : r.items(1)) result.push_back(item.as_enum(kPriorityNames));
  return result;
}

MeleeResolution parse_resolution(const JsonReader& r) {
  r.allow_only({"source", "hit_when_result_above_class", "recoil_when_result_equals_class",
                "armour_above_class_needs_result_above_armour", "natural_one_misses",
                "double_natural_maximum_hits", "triple_natural_maximum_hits",
                "simultaneous_priority", "technology_gap_priority", "metal_order", "notes"});
  MeleeResolution res;
  res.provenance = read_provenance(r);
  res.hit_when_result_above_class = r.at("hit_when_result_above_class").as_bool();
  res.recoil_when_result_equals_class = r.at("recoil_when_result_equals_class").as_bool();
  res.armour_above_class_needs_result_above_armour =
      r.at("armour_above_class_needs_result_above_armour").as_bool();
  res.natural_one_misses = r.at("natural_one_misses").as_bool();
  res.double_natural_maximum_hits = r.at("double_natural_maximum_hits").as_bool();
  res.triple_natural_maximum_hits = r.at("triple_natural_maximum_hits").as_bool();
  res.simultaneous_priority = parse_priorities(r.at("simultaneous_priority"));
  res.technology_gap_priority = parse_priorities(r.at("technology_gap_priority"));
  for (const auto& item : r.at("metal_order").items(1)) {
    item.as_enum(kMetalNames);
    res.metal_order.push_back(item.as_string());
  }
  return res;
}

void parse_step_down(const JsonReader& r, MeleeRules& melee) {
  r.allow_only({"source", "steps", "notes"});
  melee.die_step_down_provenance = read_provenance(r);
  for (const auto& item : r.at("steps").items(1)) {
    item.allow_only({"from", "to", "modifier"});
    DieStepDown step;
    step.from = read_die(item.at("from"));
    step.to = read_die(item.at("to"));
    step.modifier = item.at("modifier").as_int(-3, 0);
    for (const auto& earlier : melee.die_step_down) {
      if (earlier.from == step.from) item.at("from").fail("a die not already stepped down");
    }
    melee.die_step_down.push_back(step);
  }
}

}  // namespace

void parse_melee_modifiers_file(const JsonReader& root, Ruleset& ruleset) {
  root.allow_only({"modifiers", "resolution", "die_step_down"});
  for (const auto& r : root.at("modifiers").items(1)) {
    r.allow_only({"id", "value", "description", "source", "assumed", "note", "notes"});
    const EntryProvenance provenance(r);
    MeleeModifierDefinition m;
    m.id = r.at("id").as_id();
    require_unique_id(ruleset.melee.modifiers, m.id, r.at("id"));
    m.value = r.at("value").as_int(-5, 5);
    m.description = r.at("description").as_string();
    m.provenance = provenance.finish();
    ruleset.melee.modifiers.push_back(std::move(m));
  }
  ruleset.melee.resolution = parse_resolution(root.at("resolution"));
  parse_step_down(root.at("die_step_down"), ruleset.melee);
}

}  // namespace fray::rules::detail

#include <fray/classic/rules/magic_ability.h>

#include "parsers.h"

namespace fray::rules {

std::string_view to_string(AbilityKind kind) {
  switch (kind) {
    case AbilityKind::Attack:
      return "attack";
    case AbilityKind::Damage:
      return "damage";
    case AbilityKind::Defence:
      return "defence";
    case AbilityKind::Heal:
      return "heal";
    case AbilityKind::Other:
      return "other";
  }
  return "?";
}

const MagicAbility* MagicRules::find(std::string_view id) const {
  for (const auto& ability : abilities)
    if (ability.id == id) return &ability;
  return nullptr;
}

std::optional<double> MagicRules::range_cm(const MagicAbility& ability) const {
  if (!ability.range_inches) return std::nullopt;
  return *ability.range_inches * inch_cm;
}

namespace detail {
namespace {

constexpr EnumNames<AbilityKind, 5> kKindNames = {{
    {"attack", AbilityKind::Attack},
    {"damage", AbilityKind::Damage},
    {"defence", AbilityKind::Defence},
    {"heal", AbilityKind::Heal},
    {"other", AbilityKind::Other},
}};

constexpr EnumNames<bool, 2> kRankNames = {{{"minor", false}, {"major", true}}};

MagicAbility parse_ability(const JsonReader& r) {
  r.allow_only({"id", "name", "rank", "conjure_turns", "cost", "range_inches", "effect", "kind",
                "implemented", "source", "assumed", "note"});
  const EntryProvenance provenance(r);
  MagicAbility a;
  a.id = r.at("id").as_id();
  a.name = r.at("name").as_string();
  a.major = r.at("rank").as_enum(kRankNames);
  a.conjure_turns = r.at("conjure_turns").as_int(1, 10);
  a.cost = r.at("cost").as_int(0, 20);
  if (const JsonReader range = r.at("range_inches"); !range.is_null()) {
    a.range_inches = range.as_number();
    if (*a.range_inches <= 0) range.fail("a range above 0 inches, or null");
  }
  a.effect = r.at("effect").as_string();
  a.kind = r.at("kind").as_enum(kKindNames);
  a.implemented = r.at("implemented").as_bool();
  a.provenance = provenance.finish();
  return a;
}

}  // namespace

void parse_abilities_file(const JsonReader& root, Ruleset& ruleset) {
  root.allow_only({"source", "notes", "inch_cm", "casting_die", "abilities"});
  MagicRules& magic = ruleset.magic;
  magic.provenance = read_provenance(root);
  const JsonReader inch = root.at("inch_cm");
  magic.inch_cm = inch.as_number();
  if (magic.inch_cm <= 0) inch.fail("a positive number of cm");
  magic.casting_die = root.at("casting_die").as_int(6, 6);
  for (const auto& r : root.at("abilities").items(1)) {
    MagicAbility ability = parse_ability(r);
    require_unique_id(magic.abilities, ability.id, r.at("id"));
    magic.abilities.push_back(std::move(ability));
  }
}

}  // namespace detail
}  // namespace fray::rules

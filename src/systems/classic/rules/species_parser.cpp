#include <fray/classic/rules/species.h>

#include "parsers.h"

namespace fray::rules::detail {
namespace {

constexpr EnumNames<ProtectionKind, 4> kProtectionNames = {{
    {"class_or_armour", ProtectionKind::ClassOrArmour},
    {"armour_plus", ProtectionKind::ArmourPlus},
    {"fixed", ProtectionKind::Fixed},
    {"split", ProtectionKind::Split},
}};

constexpr EnumNames<RangedUse, 3> kRangedUseNames = {{
    {"common", RangedUse::Common},
    {"rare", RangedUse::Rare},
    {"none", RangedUse::None},
}};

constexpr EnumNames<BaseShape, 2> kShapeNames = {{
    {"round", BaseShape::Round},
    {"square", BaseShape::Square},
}};

constexpr EnumNames<bool, 1> kPeculiarityKinds = {{{"best_of_slowing_dice", true}}};

Protection parse_protection(const JsonReader& r) {
  Protection p;
  p.kind = r.at("kind").as_enum(kProtectionNames);
  switch (p.kind) {
    case ProtectionKind::ClassOrArmour:
      r.allow_only({"kind"});
      break;
    case ProtectionKind::ArmourPlus:
      r.allow_only({"kind", "bonus"});
      p.armour_bonus = r.at("bonus").as_int(1, 2);
      break;
    case ProtectionKind::Fixed:
      r.allow_only({"kind", "armour"});
      p.fixed_armour = r.at("armour").as_int(6, 20);
      break;
    case ProtectionKind::Split:
      r.allow_only({"kind", "shooting_armour", "melee_class", "melee_armour"});
      p.shooting_armour = r.at("shooting_armour").as_int(2, 20);
      p.melee_class = r.at("melee_class").as_int(2, 20);
      p.melee_armour = r.at("melee_armour").as_int(2, 20);
      break;
  }
  return p;
}

MovementByArmour parse_movement(const JsonReader& r) {
  r.allow_only({"light", "armour4", "armour5"});
  MovementByArmour m;
  m.light_cm = r.at("light").as_optional_int(0, 200);
  m.armour4_cm = r.at("armour4").as_int(0, 200);
  m.armour5_cm = r.at("armour5").as_int(0, 200);
  return m;
}

TerrainPeculiarity parse_peculiarity(const JsonReader& r) {
  r.allow_only({"kind", "dice_rolled", "dice_kept", "terrain_ids"});
  r.at("kind").as_enum(kPeculiarityKinds);
  TerrainPeculiarity t;
  t.dice_rolled = r.at("dice_rolled").as_int(2, 6);
  t.dice_kept = r.at("dice_kept").as_int(1, t.dice_rolled - 1);
  const auto ids = r.at("terrain_ids");
  ids.items(1);
  t.terrain_ids = ids.as_id_list();
  return t;
}

// Life points are written 1, "1D2", "1D3" or "1D4" (seed 000, "Wounds").
std::optional<DieSpec> parse_life(const JsonReader& r) {
  const std::string expected = "1, 1D2, 1D3 or 1D4";
  if (r.json().is_number_integer()) {
    if (r.json().get<std::int64_t>() != 1) r.fail(expected);
    return std::nullopt;
  }
  if (r.json().is_string()) {
    const auto die = parse_die(r.json().get<std::string>());
    if (die && die->count == 1 && die->sides >= 2 && die->sides <= 4) return die;
  }
  r.fail(expected);
}

void parse_ranged(const JsonReader& r, Species& s) {
  r.allow_only({"use", "die", "thrown_die"});
  s.ranged_use = r.at("use").as_enum(kRangedUseNames);
  s.ranged_die = read_optional_die(r.at("die"));
  s.thrown_die = read_optional_die(r.at("thrown_die"));
}

void parse_base(const JsonReader& r, Species& s) {
  r.allow_only({"sizes_cm", "shapes"});
  for (const auto& size : r.at("sizes_cm").items(1)) {
    const double cm = size.as_number();
    if (cm != 2.0 && cm != 2.5 && cm != 4.0) size.fail("a base size of 2, 2.5 or 4 (cm)");
    s.base_sizes_cm.push_back(cm);
  }
  for (const auto& shape : r.at("shapes").items(1)) {
    s.base_shapes.push_back(shape.as_enum(kShapeNames));
  }
}

// Recoil refusal and its special rule must agree, and only weaker foes can be refused.
void check_recoil_refusal(const JsonReader& r, const Species& s) {
  const bool has_rule = s.has_rule("ignore_recoil_from_weaker");
  if (s.refuse_recoil_from && !(*s.refuse_recoil_from < s.strength)) {
    r.at("refuse_recoil_from").fail("a strength class weaker than the species' own, or null");
  }
  if (s.refuse_recoil_from && !has_rule) {
    r.at("special_rules")
        .fail("a list including \"ignore_recoil_from_weaker\"",
              "no such rule although refuse_recoil_from is set");
  }
  if (!s.refuse_recoil_from && has_rule) {
    r.at("refuse_recoil_from")
        .fail("the strength class whose recoil may be refused",
              "null although the species has ignore_recoil_from_weaker");
  }
}

Species parse_one_species(const JsonReader& r) {
  r.allow_only({"id", "name", "source", "assumed", "note", "notes", "strength", "movement_cm",
                "terrain_peculiarities", "protection", "life_points", "ranged", "melee_dice",
                "base", "cannot_use_missile_weapons", "special_rules", "refuse_recoil_from"});
  const EntryProvenance provenance(r);
  Species s;
  s.id = r.at("id").as_id();
  s.name = r.at("name").as_string();
  s.strength = read_strength(r.at("strength"));
  s.movement = parse_movement(r.at("movement_cm"));
  for (const auto& item : r.at("terrain_peculiarities").items()) {
    s.terrain_peculiarities.push_back(parse_peculiarity(item));
  }
  s.protection = parse_protection(r.at("protection"));
  s.life_die = parse_life(r.at("life_points"));
  parse_ranged(r.at("ranged"), s);
  for (const auto& die : r.at("melee_dice").items(1)) s.melee_dice.push_back(read_die(die));
  parse_base(r.at("base"), s);
  s.forbidden_missile_weapons = r.at("cannot_use_missile_weapons").as_id_list();
  s.special_rules = r.at("special_rules").as_id_list();
  s.refuse_recoil_from = read_optional_strength(r.at("refuse_recoil_from"));
  s.notes = r.optional_text("notes");
  check_recoil_refusal(r, s);
  s.provenance = provenance.finish();
  return s;
}

}  // namespace

void parse_species_file(const JsonReader& root, Ruleset& ruleset) {
  root.allow_only({"special_rules", "species"});
  for (const auto& r : root.at("special_rules").items(1)) {
    r.allow_only({"id", "description", "source"});
    const EntryProvenance provenance(r);
    SpecialRuleDefinition rule;
    rule.id = r.at("id").as_id();
    require_unique_id(ruleset.special_rules, rule.id, r.at("id"));
    rule.description = r.at("description").as_string();
    rule.provenance = provenance.finish();
    ruleset.special_rules.push_back(std::move(rule));
  }
  for (const auto& r : root.at("species").items(1)) {
    Species species = parse_one_species(r);
    require_unique_id(ruleset.species, species.id, r.at("id"));
    ruleset.species.push_back(std::move(species));
  }
}

}  // namespace fray::rules::detail

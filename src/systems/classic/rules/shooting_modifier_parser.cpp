#include <fray/classic/rules/shooting_rules.h>

#include "enum_names.h"
#include "parsers.h"

namespace fray::rules::detail {
namespace {

constexpr EnumNames<ShootingModifierGroup, 4> kGroupNames = {{
    {"terrain_cover", ShootingModifierGroup::TerrainCover},
    {"armour_furtive", ShootingModifierGroup::ArmourFurtive},
    {"shooter", ShootingModifierGroup::Shooter},
    {"group_bonus", ShootingModifierGroup::GroupBonus},
}};

constexpr EnumNames<MirroredWeaponField, 4> kMirrorNames = {{
    {"none", MirroredWeaponField::None},
    {"armour_4", MirroredWeaponField::Armour4},
    {"moving_penalty", MirroredWeaponField::MovingPenalty},
    {"group_bonus", MirroredWeaponField::GroupBonus},
}};

ShootingModifierGroupRule parse_group(const JsonReader& r) {
  r.allow_only({"id", "cumulative", "capped", "description", "source", "assumed", "note"});
  const EntryProvenance provenance(r);
  ShootingModifierGroupRule g;
  g.group = r.at("id").as_enum(kGroupNames);
  g.cumulative = r.at("cumulative").as_bool();
  g.capped = r.at("capped").as_bool();
  g.description = r.at("description").as_string();
  g.provenance = provenance.finish();
  return g;
}

ShootingModifierDefinition parse_modifier(const JsonReader& r) {
  r.allow_only({"id", "group", "value", "description", "weapons", "exempt_weapons",
                "exempt_categories", "mirrors_weapon_field", "source", "assumed", "note", "notes"});
  const EntryProvenance provenance(r);
  ShootingModifierDefinition m;
  m.id = r.at("id").as_id();
  m.group = r.at("group").as_enum(kGroupNames);
  m.value = r.at("value").as_int(-5, 5);
  m.description = r.at("description").as_string();
  m.weapons = r.at("weapons").as_id_list();
  m.exempt_weapons = r.at("exempt_weapons").as_id_list();
  for (const auto& item : r.at("exempt_categories").items()) {
    m.exempt_categories.push_back(item.as_enum(kMissileCategoryNames));
  }
  m.mirrors = r.at("mirrors_weapon_field").as_enum(kMirrorNames);
  m.provenance = provenance.finish();
  return m;
}

ArmourBeyondFive parse_armour_beyond_5(const JsonReader& r) {
  r.allow_only({"first_armour", "per_level", "outside_cap", "disables_cover_when_total_below",
                "source", "notes"});
  ArmourBeyondFive a;
  a.provenance = read_provenance(r);
  a.first_armour = r.at("first_armour").as_int(6, 6);
  a.per_level = r.at("per_level").as_int(-3, 0);
  a.outside_cap = r.at("outside_cap").as_bool();
  a.disables_cover_when_total_below = r.at("disables_cover_when_total_below").as_int(-10, 0);
  return a;
}

CrowdShooting parse_crowd(const JsonReader& r) {
  r.allow_only(
      {"max_range_cm", "small_shooters", "double_natural_one_hits_friend", "source", "notes"});
  CrowdShooting c;
  c.provenance = read_provenance(r);
  c.max_range_cm = r.at("max_range_cm").as_int(0, 1000);
  const auto small = r.at("small_shooters");
  small.allow_only({"strengths", "species"});
  for (const auto& item : small.at("strengths").items()) {
    c.small_strengths.push_back(read_strength(item));
  }
  c.small_species = small.at("species").as_id_list();
  c.double_natural_one_hits_friend = r.at("double_natural_one_hits_friend").as_bool();
  return c;
}

}  // namespace

void parse_shooting_modifiers_file(const JsonReader& root, Ruleset& ruleset) {
  root.allow_only({"groups", "cap", "armour_beyond_5", "modifiers", "shooting_into_crowd"});
  auto& shooting = ruleset.shooting;
  for (const auto& r : root.at("groups").items(1)) {
    auto group = parse_group(r);
    if (shooting.find_group(group.group)) r.at("id").fail("a group not already listed");
    shooting.groups.push_back(std::move(group));
  }
  const auto cap = root.at("cap");
  cap.allow_only({"worst_total", "source", "notes"});
  shooting.cap_provenance = read_provenance(cap);
  shooting.cap_worst_total = cap.at("worst_total").as_int(-10, 0);
  shooting.armour_beyond_5 = parse_armour_beyond_5(root.at("armour_beyond_5"));
  for (const auto& r : root.at("modifiers").items(1)) {
    auto modifier = parse_modifier(r);
    require_unique_id(shooting.modifiers, modifier.id, r.at("id"));
    if (!shooting.find_group(modifier.group)) {
      r.at("group").fail("a group listed under \"groups\"");
    }
    shooting.modifiers.push_back(std::move(modifier));
  }
  shooting.crowd = parse_crowd(root.at("shooting_into_crowd"));
}

}  // namespace fray::rules::detail

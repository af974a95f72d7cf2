#include <fray/classic/rules/missile_weapon.h>

#include "enum_names.h"
#include "parsers.h"

namespace fray::rules::detail {
namespace {

constexpr EnumNames<BandCondition, 3> kConditionNames = {{
    {"default", BandCondition::Default},
    {"cavalry_moving_easy_terrain", BandCondition::CavalryMovingOnEasyTerrain},
    {"good_thrower", BandCondition::GoodThrower},
}};

MovingFire parse_moving(const JsonReader& r, bool foot) {
  if (foot) {
    r.allow_only({"allowed", "penalty", "max_range_cm"});
  } else {
    r.allow_only({"allowed", "penalty"});
  }
  MovingFire m;
  m.allowed = r.at("allowed").as_bool();
  m.penalty = r.at("penalty").as_int(-5, 0);
  if (foot) m.max_range_cm = r.at("max_range_cm").as_optional_int(0, 1000);
  return m;
}

void parse_shoot_while_moving(const JsonReader& r, MissileWeapon& w) {
  r.allow_only({"foot", "mounted", "no_penalty_just_before_contact_on_foot"});
  w.moving_foot = parse_moving(r.at("foot"), true);
  w.moving_mounted = parse_moving(r.at("mounted"), false);
  w.no_penalty_just_before_contact_on_foot =
      r.at("no_penalty_just_before_contact_on_foot").as_bool();
}

MissileRangeBand parse_band(const JsonReader& r) {
  r.allow_only({"min_cm", "max_cm", "to_hit", "exterior_only"});
  MissileRangeBand b;
  b.min_cm = r.at("min_cm").as_int(0, 1000);
  b.max_cm = r.at("max_cm").as_int(1, 1000);
  b.to_hit = r.at("to_hit").as_optional_int(2, 12);
  b.exterior_only = r.at("exterior_only").as_bool();
  return b;
}

// Bands must tile the range from 0 outwards, so every distance has exactly one band.
BandSet parse_band_set(const JsonReader& r) {
  r.allow_only({"condition", "bands"});
  BandSet set;
  set.condition = r.at("condition").as_enum(kConditionNames);
  const auto items = r.at("bands").items(1);
  for (const auto& item : items) {
    MissileRangeBand band = parse_band(item);
    const int expected_min = set.bands.empty() ? 0 : set.bands.back().max_cm;
    if (band.min_cm != expected_min) {
      item.at("min_cm").fail(std::to_string(expected_min) +
                             (set.bands.empty() ? " (the first band starts at the shooter)"
                                                : " (where the previous band ends)"));
    }
    if (band.max_cm <= band.min_cm) {
      item.at("max_cm").fail("a distance beyond min_cm (" + std::to_string(band.min_cm) + ")");
    }
    set.bands.push_back(band);
  }
  return set;
}

void parse_band_sets(const JsonReader& r, MissileWeapon& w) {
  const auto items = r.items(1);
  for (const auto& item : items) {
    BandSet set = parse_band_set(item);
    for (const auto& earlier : w.band_sets) {
      if (earlier.condition == set.condition) {
        item.at("condition").fail("a condition not already given for this weapon");
      }
    }
    w.band_sets.push_back(std::move(set));
  }
  if (w.band_sets.front().condition != BandCondition::Default) {
    items.front().at("condition").fail("\"default\" (the first band set is the usual row)");
  }
}

MissileWeapon parse_weapon(const JsonReader& r) {
  r.allow_only({"id", "name", "source", "assumed", "note", "notes", "category", "foot_only",
                "immobile_only", "shoot_while_moving", "reload_turns", "limited_supply",
                "shots_per_figure", "group_bonus", "not_protected_by_terrain_when_shooting",
                "ignores_shield_wall", "no_melee_after_shooting", "armour_modifiers", "band_sets"});
  const EntryProvenance provenance(r);
  MissileWeapon w;
  w.id = r.at("id").as_id();
  w.name = r.at("name").as_string();
  w.category = r.at("category").as_enum(kMissileCategoryNames);
  w.foot_only = r.at("foot_only").as_bool();
  w.immobile_only = r.at("immobile_only").as_bool();
  parse_shoot_while_moving(r.at("shoot_while_moving"), w);
  w.reload_turns = r.at("reload_turns").as_int(0, 10);
  w.limited_supply = r.at("limited_supply").as_bool();
  w.shots_per_figure = r.at("shots_per_figure").as_optional_int(1, 100);
  w.group_bonus = r.at("group_bonus").as_int(0, 3);
  w.not_protected_by_terrain_when_shooting =
      r.at("not_protected_by_terrain_when_shooting").as_bool();
  w.ignores_shield_wall = r.at("ignores_shield_wall").as_bool();
  w.no_melee_after_shooting = r.at("no_melee_after_shooting").as_bool();
  const auto armour = r.at("armour_modifiers");
  armour.allow_only({"armour_4", "armour_5"});
  w.armour4_modifier = armour.at("armour_4").as_int(-5, 0);
  w.armour5_modifier = armour.at("armour_5").as_int(-5, 0);
  parse_band_sets(r.at("band_sets"), w);
  w.notes = r.optional_text("notes");
  w.provenance = provenance.finish();
  return w;
}

}  // namespace

void parse_missile_weapons_file(const JsonReader& root, Ruleset& ruleset) {
  root.allow_only({"weapons"});
  for (const auto& r : root.at("weapons").items(1)) {
    MissileWeapon weapon = parse_weapon(r);
    require_unique_id(ruleset.missile_weapons, weapon.id, r.at("id"));
    ruleset.missile_weapons.push_back(std::move(weapon));
  }
}

}  // namespace fray::rules::detail

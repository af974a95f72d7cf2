#include <fray/classic/rules/melee_weapon.h>

#include "parsers.h"

namespace fray::rules::detail {
namespace {

constexpr EnumNames<Wielder, 3> kWielderNames = {{
    {"any", Wielder::Any},
    {"foot", Wielder::Foot},
    {"mounted", Wielder::Mounted},
}};

WeaponBonus parse_bonus(const JsonReader& r) {
  r.allow_only({"id", "value", "wielder", "charging_only", "target_min_strength",
                "or_target_mounted", "wielder_weaker_than_target", "description", "source"});
  const EntryProvenance provenance(r);
  WeaponBonus b;
  b.id = r.at("id").as_id();
  b.value = r.at("value").as_int(-5, 5);
  b.wielder = r.at("wielder").as_enum(kWielderNames);
  b.charging_only = r.at("charging_only").as_bool();
  b.target_min_strength = read_optional_strength(r.at("target_min_strength"));
  b.or_target_mounted = r.at("or_target_mounted").as_bool();
  b.wielder_weaker_than_target = r.at("wielder_weaker_than_target").as_bool();
  b.description = r.at("description").as_string();
  b.provenance = provenance.finish();
  return b;
}

MountedUse parse_mounted(const JsonReader& r) {
  r.allow_only({"usable", "counts_as", "length", "bonuses_apply"});
  MountedUse m;
  m.usable = r.at("usable").as_bool();
  m.counts_as = r.at("counts_as").as_optional_id();
  if (const auto length = r.at("length"); !length.is_null()) m.length = read_length(length);
  m.bonuses_apply = r.at("bonuses_apply").as_bool();
  return m;
}

MeleeWeapon parse_weapon(const JsonReader& r) {
  r.allow_only({"id", "name", "source", "assumed", "note", "notes", "length", "length_overrides",
                "two_handed", "heavy", "staff_weapon", "mounted", "mounted_only", "bonuses",
                "applies_modifier", "strikes_first_when_charging", "strike_from_rank"});
  const EntryProvenance provenance(r);
  MeleeWeapon w;
  w.id = r.at("id").as_id();
  w.name = r.at("name").as_string();
  w.length = read_length(r.at("length"));
  for (const auto& item : r.at("length_overrides").items()) {
    item.allow_only({"wielder_special_rule", "length"});
    w.length_overrides.push_back(
        {item.at("wielder_special_rule").as_id(), read_length(item.at("length"))});
  }
  w.two_handed = r.at("two_handed").as_bool();
  w.heavy = r.at("heavy").as_bool();
  w.staff_weapon = r.at("staff_weapon").as_bool();
  w.mounted = parse_mounted(r.at("mounted"));
  w.mounted_only = r.at("mounted_only").as_bool();
  for (const auto& item : r.at("bonuses").items()) w.bonuses.push_back(parse_bonus(item));
  w.applies_modifier = r.at("applies_modifier").as_optional_id();
  w.strikes_first_when_charging = r.at("strikes_first_when_charging").as_bool();
  const auto ranks = r.at("strike_from_rank");
  ranks.allow_only({"normal", "close_order"});
  w.max_rank = ranks.at("normal").as_int(1, 20);
  w.max_rank_close_order = ranks.at("close_order").as_int(w.max_rank, 20);
  w.notes = r.optional_text("notes");
  w.provenance = provenance.finish();
  return w;
}

// The engine compares lengths through the LengthClass order; the data's ranks must agree with it
// so that a designer reading the file sees the order the engine uses.
void parse_length_classes(const JsonReader& r, Ruleset& ruleset) {
  for (const auto& item : r.items(5)) {
    item.allow_only({"id", "rank", "name", "source"});
    const EntryProvenance provenance(item);
    LengthClassDefinition def;
    def.length = read_length(item.at("id"));
    def.rank = item.at("rank").as_int();
    if (def.rank != static_cast<int>(def.length)) {
      item.at("rank").fail(std::to_string(static_cast<int>(def.length)) + " (the rank of " +
                           std::string(to_string(def.length)) + " in the length order)");
    }
    for (const auto& earlier : ruleset.length_classes) {
      if (earlier.length == def.length) item.at("id").fail("a length class not already listed");
    }
    def.name = item.at("name").as_string();
    def.provenance = provenance.finish();
    ruleset.length_classes.push_back(std::move(def));
  }
}

}  // namespace

void parse_melee_weapons_file(const JsonReader& root, Ruleset& ruleset) {
  root.allow_only({"length_classes", "length_advantage", "weapons"});
  parse_length_classes(root.at("length_classes"), ruleset);
  const auto advantage = root.at("length_advantage");
  advantage.allow_only({"first_melee_turn_only", "source", "notes"});
  read_provenance(advantage);
  ruleset.length_advantage_first_turn_only = advantage.at("first_melee_turn_only").as_bool();
  for (const auto& r : root.at("weapons").items(1)) {
    MeleeWeapon weapon = parse_weapon(r);
    require_unique_id(ruleset.melee_weapons, weapon.id, r.at("id"));
    ruleset.melee_weapons.push_back(std::move(weapon));
  }
}

}  // namespace fray::rules::detail

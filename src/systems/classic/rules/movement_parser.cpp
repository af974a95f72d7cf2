#include <fray/classic/rules/movement_rules.h>

#include "parsers.h"

namespace fray::rules::detail {
namespace {

constexpr EnumNames<TroopType, 3> kTroopNames = {{
    {"foot", TroopType::Foot},
    {"cavalry", TroopType::Cavalry},
    {"mounted_foot", TroopType::MountedFoot},
}};

constexpr EnumNames<BlockRule, 2> kBlockNames = {{
    {"any_six", BlockRule::AnySix},
    {"all_sixes", BlockRule::AllSixes},
}};

constexpr EnumNames<bool, 2> kFormationNames = {{
    {"shield_wall", true},
    {"close_ranks_of_spears", true},
}};

TroopMovement parse_troop(const JsonReader& r) {
  r.allow_only({"id", "name", "source", "assumed", "note", "notes", "movement_cm", "slowing_dice",
                "blocked_in_difficult", "blocked_in_very_difficult"});
  const EntryProvenance provenance(r);
  TroopMovement t;
  t.type = r.at("id").as_enum(kTroopNames);
  t.name = r.at("name").as_string();
  const auto cm = r.at("movement_cm");
  cm.allow_only({"light", "armour4", "armour5"});
  t.light_cm = cm.at("light").as_int(0, 200);
  t.armour4_cm = cm.at("armour4").as_int(0, 200);
  t.armour5_cm = cm.at("armour5").as_int(0, 200);
  t.slowing_dice = r.at("slowing_dice").as_int(1, 3);
  t.blocked_in_difficult = r.at("blocked_in_difficult").as_enum(kBlockNames);
  t.blocked_in_very_difficult = r.at("blocked_in_very_difficult").as_enum(kBlockNames);
  t.notes = r.optional_text("notes");
  t.provenance = provenance.finish();
  return t;
}

}  // namespace

void parse_movement_file(const JsonReader& root, Ruleset& ruleset) {
  root.allow_only({"troop_types", "terrain_effects", "close_order", "leg_wound"});
  auto& movement = ruleset.movement;
  const auto troops = root.at("troop_types");
  for (const auto& r : troops.items(1)) {
    TroopMovement troop = parse_troop(r);
    if (movement.find(troop.type)) r.at("id").fail("a troop type not already listed");
    movement.troop_types.push_back(std::move(troop));
  }
  // Every troop type needs a row: the engine looks them up without a fallback.
  if (movement.troop_types.size() != 3)
    troops.fail("one entry each for foot, cavalry and mounted_foot");

  const auto effects = root.at("terrain_effects");
  effects.allow_only(
      {"difficult_deducts_slowing_dice", "very_difficult_halves_first", "source", "notes"});
  movement.terrain_effects_provenance = read_provenance(effects);
  movement.difficult_deducts_slowing_dice = effects.at("difficult_deducts_slowing_dice").as_bool();
  movement.very_difficult_halves_first = effects.at("very_difficult_halves_first").as_bool();

  const auto close = root.at("close_order");
  close.allow_only({"forward_cm", "sideways_or_back_cm", "allowed_in_difficult_terrain",
                    "formations", "source", "notes"});
  movement.close_order_provenance = read_provenance(close);
  movement.close_order_forward_cm = close.at("forward_cm").as_int(0, 200);
  movement.close_order_sideways_or_back_cm = close.at("sideways_or_back_cm").as_int(0, 200);
  movement.close_order_in_difficult_terrain = close.at("allowed_in_difficult_terrain").as_bool();
  for (const auto& item : close.at("formations").items(1)) item.as_enum(kFormationNames);

  const auto leg = root.at("leg_wound");
  leg.allow_only({"reduction_cm", "cumulative", "source", "notes"});
  movement.leg_wound_provenance = read_provenance(leg);
  movement.leg_wound_reduction_cm = leg.at("reduction_cm").as_int(0, 200);
  movement.leg_wounds_cumulative = leg.at("cumulative").as_bool();
}

}  // namespace fray::rules::detail

#include <fray/classic/rules/terrain_type.h>

#include "parsers.h"

namespace fray::rules::detail {
namespace {

constexpr EnumNames<TerrainDifficulty, 4> kDifficultyNames = {{
    {"normal", TerrainDifficulty::Normal},
    {"difficult", TerrainDifficulty::Difficult},
    {"very_difficult", TerrainDifficulty::VeryDifficult},
    {"forbidden", TerrainDifficulty::Forbidden},
}};

constexpr EnumNames<CoverCondition, 6> kCoverNames = {{
    {"none", CoverCondition::None},
    {"target_on_foot", CoverCondition::TargetOnFoot},
    {"target_in_forest_edge_or_under_10cm", CoverCondition::TargetInForestEdgeOrUnder10cm},
    {"target_on_foot_behind_bank", CoverCondition::TargetOnFootBehindBank},
    {"target_on_foot_behind_wall", CoverCondition::TargetOnFootBehindWall},
    {"target_at_opening", CoverCondition::TargetAtOpening},
}};

constexpr EnumNames<ShotDenial, 6> kDenialNames = {{
    {"never", ShotDenial::Never},
    {"hidden_crouched_immobile", ShotDenial::HiddenCrouchedImmobile},
    {"forest_depth_10cm_or_more", ShotDenial::ForestDepth10cmOrMore},
    {"crouched_behind_bank", ShotDenial::CrouchedBehindBank},
    {"crouched_behind_wall", ShotDenial::CrouchedBehindWall},
    {"inside_away_from_openings", ShotDenial::InsideAwayFromOpenings},
}};

// Slowing dice only make sense where the going is difficult; a designer who sets one without
// the other has made a mistake the engine would otherwise silently ignore.
TerrainMovement parse_movement(const JsonReader& r) {
  r.allow_only({"difficulty", "slowing_dice"});
  TerrainMovement m;
  m.difficulty = r.at("difficulty").as_enum(kDifficultyNames);
  m.slowing_dice = r.at("slowing_dice").as_int(0, 3);
  const bool slowed = m.difficulty == TerrainDifficulty::Difficult ||
                      m.difficulty == TerrainDifficulty::VeryDifficult;
  if (slowed && m.slowing_dice == 0) {
    r.at("slowing_dice").fail("1 to 3 slowing dice for difficult terrain");
  }
  if (!slowed && m.slowing_dice != 0) {
    r.at("slowing_dice").fail("0 (no slowing dice unless the terrain is difficult)");
  }
  return m;
}

TerrainType parse_terrain(const JsonReader& r) {
  r.allow_only({"id", "name", "source", "assumed", "note", "notes", "movement",
                "shooting_protection", "cannot_be_shot_if", "mineral_ground", "linear_obstacle",
                "higher_ground", "crouched_move"});
  const EntryProvenance provenance(r);
  TerrainType t;
  t.id = r.at("id").as_id();
  t.name = r.at("name").as_string();
  const auto movement = r.at("movement");
  movement.allow_only({"foot", "cavalry", "mounted_foot"});
  t.foot = parse_movement(movement.at("foot"));
  t.cavalry = parse_movement(movement.at("cavalry"));
  t.mounted_foot = parse_movement(movement.at("mounted_foot"));
  const auto protection = r.at("shooting_protection");
  protection.allow_only({"modifier", "condition"});
  t.shooting_protection = protection.at("modifier").as_int(-2, 0);
  t.cover_condition = protection.at("condition").as_enum(kCoverNames);
  t.cannot_be_shot_if = r.at("cannot_be_shot_if").as_enum(kDenialNames);
  t.mineral_ground = r.at("mineral_ground").as_bool();
  t.linear_obstacle = r.at("linear_obstacle").as_bool();
  t.higher_ground = r.at("higher_ground").as_bool();
  if (const auto crouched = r.at("crouched_move"); !crouched.is_null()) {
    crouched.allow_only({"base_cm", "dice"});
    t.crouched_move =
        CrouchedMove{crouched.at("base_cm").as_int(0, 100), crouched.at("dice").as_int(0, 3)};
  }
  t.notes = r.optional_text("notes");
  t.provenance = provenance.finish();
  return t;
}

}  // namespace

void parse_terrain_file(const JsonReader& root, Ruleset& ruleset) {
  root.allow_only({"terrain_types"});
  for (const auto& r : root.at("terrain_types").items(1)) {
    TerrainType terrain = parse_terrain(r);
    require_unique_id(ruleset.terrain_types, terrain.id, r.at("id"));
    ruleset.terrain_types.push_back(std::move(terrain));
  }
}

}  // namespace fray::rules::detail

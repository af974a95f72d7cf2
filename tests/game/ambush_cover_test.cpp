// The Ambushers' set-up in cover (seed 003, "Ambush": behind terrain and buildings, in cover as
// much as possible), judged with the map layer's line of sight.
#include <filesystem>

#include <gtest/gtest.h>

#include <fray/classic/classic_figure.h>
#include <fray/game/field/ambush_cover.h>
#include <fray/game/setup/generic_scenario.h>
#include <fray/map/map_file.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using test::setup;

ScenarioFigure fighter(int id, const std::string& species) {
  ScenarioFigure f;
  f.id = id;
  classic_sheet(f).spec.name = species + " " + std::to_string(id);
  classic_sheet(f).spec.species = species;
  classic_sheet(f).spec.figure_class = 3;
  classic_sheet(f).spec.worn_armour = 3;
  classic_sheet(f).melee_weapon = "sword";
  return f;
}

map::TableMap village() {
  return map::load_table_map(std::filesystem::path(FRAY_DATA_DIR) / "maps" / "village.json");
}

GenericScenarioRequest ambush_request(std::size_t per_side) {
  GenericScenarioRequest r;
  r.sides = {Side{"men", "Men", false}, Side{"orcqs", "Orcqs", false}};
  for (std::size_t i = 0; i < per_side; ++i) {
    r.forces[0].push_back(fighter(1 + static_cast<int>(i), "human"));
    r.forces[1].push_back(fighter(101 + static_cast<int>(i), "orcq"));
  }
  r.terrain = village();
  return r;
}

map::TableMap one_feature(const std::string& terrain, map::TerrainTraits traits,
                          std::vector<map::Point> polygon, map::FeatureShape shape,
                          double thickness_cm = 0) {
  map::TableMap table;
  map::TerrainFeature f;
  f.terrain_id = terrain;
  f.traits = traits;
  f.shape = shape;
  f.points = std::move(polygon);
  f.thickness_cm = thickness_cm;
  table.features.push_back(f);
  return table;
}

// Arrangement in, answer out: a viewer at (90, 100) looks at a 2.5 cm figure.
TEST(AmbushCover, InCoverFromTheViewpoints) {
  const map::TerrainTraits wall{map::Footing::Difficult,
                                map::Footing::Difficult,
                                map::SightEffect::Clear,
                                map::CoverGiven::Cover,
                                true,
                                false};
  const map::TerrainTraits house{map::Footing::Difficult,
                                 map::Footing::Impassable,
                                 map::SightEffect::Blocking,
                                 map::CoverGiven::Building,
                                 false,
                                 false};
  const map::TerrainTraits wood{map::Footing::Difficult,
                                map::Footing::VeryDifficult,
                                map::SightEffect::Obscuring,
                                map::CoverGiven::Forest,
                                false,
                                false};
  struct Row {
    const char* arrangement;
    map::TableMap table;
    map::Point figure;
    bool in_cover;
  };
  const std::vector<Row> rows = {
      {"open table", map::TableMap{}, {90, 40}, false},
      {"just behind a wall",
       one_feature("low_wall", wall, {{70, 43}, {110, 43}}, map::FeatureShape::Polyline, 1),
       {90, 41},
       true},
      {"far behind a wall",
       one_feature("low_wall", wall, {{70, 70}, {110, 70}}, map::FeatureShape::Polyline, 1),
       {90, 40},
       false},
      {"behind a house",
       one_feature("building", house, {{70, 50}, {110, 50}, {110, 60}, {70, 60}},
                   map::FeatureShape::PolygonArea),
       {90, 40},
       true},
      {"deep in a wood",
       one_feature("woods", wood, {{70, 20}, {110, 20}, {110, 60}, {70, 60}},
                   map::FeatureShape::PolygonArea),
       {90, 40},
       true},
  };
  const std::vector<map::Point> viewpoints = {{90, 100}};
  for (const Row& row : rows) {
    const map::Sighted target{{map::BaseShape::Round, 2.5, 2.5}, {row.figure, 0}, false, false};
    EXPECT_EQ(in_cover_from(row.table, target, viewpoints), row.in_cover) << row.arrangement;
  }
}

// Every Ambusher of a generic Ambush on the village map is in cover from every Target and from
// the corners and centre of the Targets' area, judged with the figures' own bases.
TEST(AmbushCover, EveryAmbusherStandsInCover) {
  const map::TableMap table = village();
  const Scenario scenario = build_generic_scenario(ambush_request(4), VictoryType::Ambush);
  EXPECT_EQ(scenario.table_map, table);
  const BattleState state = make_battle_state(setup(), scenario, 1);
  std::vector<map::Point> viewpoints;
  for (const Figure& f : state.figures)
    if (f.side == 1) viewpoints.push_back(f.placement.centre);
  for (const map::Point corner : state.victory.deployment[1].corners) viewpoints.push_back(corner);
  viewpoints.push_back(state.victory.deployment[1].centre());
  int ambushers = 0;
  for (const Figure& f : state.figures) {
    if (f.side != 0) continue;
    ++ambushers;
    for (const map::Point v : viewpoints) {
      const map::SightResult r =
          map::line_of_sight(table, {{map::BaseShape::Round, 2.5, 2.5}, {v, 0}, false, false},
                             {f.base, f.placement, false, false});
      EXPECT_TRUE(!r.visible || r.cover != map::CoverClass::None)
          << "figure " << f.id << " at " << f.placement.centre.x << ", " << f.placement.centre.y
          << " seen in the open from " << v.x << ", " << v.y;
    }
    EXPECT_FALSE(state.victory.deployment[1].contains(f.placement.centre));
  }
  EXPECT_EQ(ambushers, 4);
}

// Without terrain the Ambushers line up along their edge as before.
TEST(AmbushCover, WithoutTerrainTheAmbushersKeepTheirEdge) {
  GenericScenarioRequest r = ambush_request(3);
  r.terrain.reset();
  const Scenario scenario = build_generic_scenario(r, VictoryType::Ambush);
  for (const ScenarioFigure& f : scenario.figures) {
    if (f.side == "men") {
      EXPECT_LE(f.position.y, 6 * 2.54);
    }
  }
}

}  // namespace
}  // namespace fray::game

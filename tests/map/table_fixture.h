#pragma once

// A small free-measure table shared by the map tests: one feature of each kind.
#include <fray/map/table_map.h>

namespace fray::map::test {

enum FixtureFeature { kWoods, kBuilding, kWall, kHill, kStream, kPond, kBushes, kBank };

inline TerrainFeature polygon_feature(std::string id, TerrainTraits traits, Polygon corners) {
  TerrainFeature f;
  f.terrain_id = std::move(id);
  f.traits = traits;
  f.shape = FeatureShape::PolygonArea;
  f.points = std::move(corners);
  return f;
}

inline TerrainFeature line_feature(std::string id, TerrainTraits traits, std::vector<Point> points,
                                   double thickness) {
  TerrainFeature f;
  f.terrain_id = std::move(id);
  f.traits = traits;
  f.shape = FeatureShape::Polyline;
  f.points = std::move(points);
  f.thickness_cm = thickness;
  return f;
}

inline TerrainFeature circle_feature(std::string id, TerrainTraits traits, Point centre,
                                     double radius) {
  TerrainFeature f;
  f.terrain_id = std::move(id);
  f.traits = traits;
  f.shape = FeatureShape::CircleArea;
  f.centre = centre;
  f.radius_cm = radius;
  return f;
}

inline TableMap fixture_table() {
  using enum Footing;
  TableMap map;
  map.name = "fixture";
  // Woods: a 20 x 20 cm square.
  map.features.push_back(polygon_feature(
      "woods", {Difficult, VeryDifficult, SightEffect::Obscuring, CoverGiven::Forest},
      {{40, 20}, {60, 20}, {60, 40}, {40, 40}}));
  // A building 20 x 15 cm: a window on its south wall, an arrow slit on its west wall, a door east.
  TerrainFeature building = polygon_feature(
      "building", {Difficult, Impassable, SightEffect::Blocking, CoverGiven::Building},
      {{100, 20}, {120, 20}, {120, 35}, {100, 35}});
  building.openings = {{OpeningKind::Window, {{108, 35}, {112, 35}}},
                       {OpeningKind::ArrowSlit, {{100, 26}, {100, 28}}},
                       {OpeningKind::Door, {{120, 25}, {120, 30}}}};
  map.features.push_back(building);
  // A low wall along y = 80.
  TerrainTraits wall{Difficult, Difficult, SightEffect::Clear, CoverGiven::Cover, true, false};
  map.features.push_back(line_feature("low_wall", wall, {{20, 80}, {60, 80}}, 1.0));
  // A round hill, one step high.
  TerrainTraits hill{Difficult, Difficult, SightEffect::Hill, CoverGiven::None, false, true};
  TerrainFeature hill_feature = circle_feature("hard_slope", hill, {140, 80}, 15);
  hill_feature.level = 1;
  map.features.push_back(hill_feature);
  // A stream across the lower table.
  map.features.push_back(
      line_feature("water_ford", {Difficult, Difficult}, {{0, 100}, {90, 110}, {180, 105}}, 3.0));
  // A pond nobody can enter.
  map.features.push_back(circle_feature("pond", {Impassable, Impassable}, {160, 20}, 6));
  // Bushes: clear sight, cover.
  map.features.push_back(
      polygon_feature("bushes", {Difficult, Difficult, SightEffect::Clear, CoverGiven::Cover},
                      {{70, 50}, {90, 50}, {90, 60}, {70, 60}}));
  // An earth bank along x = 20 from y = 40 to 60.
  TerrainTraits bank{Difficult, Difficult, SightEffect::Clear, CoverGiven::Cover, true, true};
  map.features.push_back(line_feature("hard_slope", bank, {{20, 40}, {20, 60}}, 2.0));
  return map;
}

}  // namespace fray::map::test

#include <gtest/gtest.h>

#include <fray/map/base_fit.h>
#include <fray/map/table_map.h>

#include "table_fixture.h"

namespace fray::map {
namespace {

using namespace test;

TEST(TableMap, DefaultTableIsSixByFourFeet) {
  const TableMap map;
  EXPECT_DOUBLE_EQ(map.width_cm, 180.0);
  EXPECT_DOUBLE_EQ(map.depth_cm, 120.0);
  EXPECT_TRUE(on_table(map, {0, 0}));
  EXPECT_TRUE(on_table(map, {180, 120}));
  EXPECT_FALSE(on_table(map, {180.5, 60}));
  EXPECT_FALSE(on_table(map, {60, -0.5}));
}

struct PointCase {
  const char* what;
  Point p;
  std::vector<int> features;
  int level;
  Footing foot;
  Footing mounted;
};

TEST(TableMap, WhatLiesUnderAPointTable) {
  using enum Footing;
  const TableMap map = fixture_table();
  const PointCase cases[] = {
      {"open ground", {10, 10}, {}, 0, Open, Open},
      {"in the woods", {50, 30}, {kWoods}, 0, Difficult, VeryDifficult},
      {"on the woods' edge", {40, 30}, {kWoods}, 0, Difficult, VeryDifficult},
      {"inside the building", {110, 30}, {kBuilding}, 0, Difficult, Impassable},
      {"on the wall (1 cm thick)", {30, 80.4}, {kWall}, 0, Difficult, Difficult},
      {"just off the wall", {30, 80.6}, {}, 0, Open, Open},
      {"on the hill", {140, 70}, {kHill}, 1, Difficult, Difficult},
      {"in the stream's bend", {90, 111}, {kStream}, 0, Difficult, Difficult},
      {"in the pond", {160, 22}, {kPond}, 0, Impassable, Impassable},
  };
  for (const auto& c : cases) {
    EXPECT_EQ(features_at(map, c.p), c.features) << c.what;
    EXPECT_EQ(level_at(map, c.p), c.level) << c.what;
    EXPECT_EQ(footing_at(map, c.p, false), c.foot) << c.what;
    EXPECT_EQ(footing_at(map, c.p, true), c.mounted) << c.what;
  }
}

TEST(TableMap, DistanceToFeatures) {
  const TableMap map = fixture_table();
  EXPECT_DOUBLE_EQ(distance_to_feature(map.features[kWoods], {30, 30}), 10.0);
  EXPECT_DOUBLE_EQ(distance_to_feature(map.features[kWoods], {45, 30}), 0.0);
  EXPECT_DOUBLE_EQ(distance_to_feature(map.features[kHill], {140, 100}), 5.0);
  EXPECT_DOUBLE_EQ(distance_to_feature(map.features[kWall], {30, 83}), 2.5);
}

TEST(TableMap, CrossingsAndLengthInside) {
  const TableMap map = fixture_table();
  const Segment across_hill{{120, 80}, {160, 80}};  // 40 cm, through the 30 cm circle
  const auto hill_cuts = crossings(map.features[kHill], across_hill);
  ASSERT_EQ(hill_cuts.size(), 2u);
  EXPECT_NEAR(hill_cuts[0], 5.0 / 40.0, 1e-12);
  EXPECT_NEAR(hill_cuts[1], 35.0 / 40.0, 1e-12);
  EXPECT_NEAR(length_inside(map.features[kHill], across_hill), 30.0, 1e-9);
  EXPECT_NEAR(length_inside(map.features[kWoods], {{30, 30}, {70, 30}}), 20.0, 1e-9);
  // A line crossing the wall's centre line once; lines have no "inside" length.
  const Segment over_wall{{30, 70}, {30, 90}};
  ASSERT_EQ(crossings(map.features[kWall], over_wall).size(), 1u);
  EXPECT_DOUBLE_EQ(length_inside(map.features[kWall], over_wall), 0.0);
}

struct FitCase {
  const char* what;
  Base base;
  Placement placement;
  bool mounted;
  FitProblem problem;
};

TEST(BaseFit, Table) {
  using enum FitProblem;
  const TableMap map = fixture_table();
  const Base foot{BaseShape::Round, 2.5, 2.5};
  const Base square{BaseShape::Square, 2.0, 2.0};
  const Base horse{BaseShape::Rectangle, 2.5, 5.0};
  const std::vector<Footprint> others{footprint(foot, {{10, 10}, 0})};
  const FitCase cases[] = {
      {"open ground", foot, {{30, 10}, 0}, false, None},
      {"touching another base", foot, {{12.5, 10}, 0}, false, None},
      {"on another base", foot, {{11.5, 10}, 0}, false, Overlaps},
      {"hanging off the table", foot, {{1, 50}, 0}, false, OffTable},
      {"flush with the table edge", square, {{1, 50}, 0}, false, None},
      {"in the pond", foot, {{160, 14.5}, 0}, false, Impassable},
      {"touching the pond", foot, {{160, 12.75}, 0}, false, None},
      {"in the woods", foot, {{50, 30}, 0}, false, None},
      {"foot in the building", square, {{110, 30}, 0}, false, None},
      {"rider at the building's wall", horse, {{98, 30}, 90}, true, Impassable},
      {"rider clear of the building", horse, {{97.4, 30}, 90}, true, None},
  };
  for (const auto& c : cases) {
    const FitCheck got = check_fit(map, footprint(c.base, c.placement), c.mounted, others);
    EXPECT_EQ(got.problem, c.problem) << c.what;
  }
  const FitCheck pond = check_fit(map, footprint(foot, {{160, 20}, 0}), false, others);
  EXPECT_EQ(pond.feature, kPond);
  const FitCheck overlap = check_fit(map, footprint(foot, {{11, 10}, 0}), false, others);
  EXPECT_EQ(overlap.other, 0);
}

}  // namespace
}  // namespace fray::map

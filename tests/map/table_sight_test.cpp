#include <string>

#include <gtest/gtest.h>

#include <fray/map/table_sight.h>

#include "table_fixture.h"

namespace fray::map {
namespace {

using namespace test;

constexpr Base kFoot{BaseShape::Round, 2.5, 2.5};
constexpr Base kHorse{BaseShape::Rectangle, 2.5, 5.0};

Sighted at(Point p) { return {kFoot, {p, 0}}; }
Sighted crouched(Point p) { return {kFoot, {p, 0}, false, true}; }
Sighted riding(Point p) { return {kHorse, {p, 0}, true}; }

// The fixture plus a strip of woods 8 cm wide (x 40..48 would clash with the fixture's woods, so
// the strip stands at x 160..168, y 40..120).
TableMap sight_table() {
  TableMap map = fixture_table();
  map.features.push_back(polygon_feature(
      "woods",
      {Footing::Difficult, Footing::VeryDifficult, SightEffect::Obscuring, CoverGiven::Forest},
      {{160, 40}, {168, 40}, {168, 120}, {160, 120}}));
  return map;
}

struct SightCase {
  const char* what;
  Sighted viewer;
  Sighted target;
  bool visible;
  SightBlock block;
  CoverClass cover;
  std::vector<SightFactKind> facts;
};

TEST(TableSight, Table) {
  using enum SightFactKind;
  using B = SightBlock;
  using C = CoverClass;
  const TableMap map = sight_table();
  const SightCase cases[] = {
      {"open ground", at({10, 10}), at({30, 10}), true, B::None, C::None, {}},
      {"20 cm of woods", at({30, 30}), at({70, 30}), false, B::Forest, C::None, {ForestTooDeep}},
      {"on foot in the woods' edge",
       at({30, 30}),
       at({45, 30}),
       true,
       B::None,
       C::ForestEdge,
       {InForestEdge}},
      {"mounted in the woods' edge",
       at({30, 30}),
       riding({45, 30}),
       true,
       B::None,
       C::None,
       {MountedInForestEdge}},
      {"behind 8 cm of woods",
       at({150, 60}),
       at({175, 60}),
       true,
       B::None,
       C::BehindForest,
       {BehindForest}},
      {"mounted behind 8 cm of woods",
       at({150, 60}),
       riding({175, 60}),
       true,
       B::None,
       C::BehindForest,
       {BehindForest}},
      {"viewer in the woods' edge looking out",
       at({162, 60}),
       at({175, 60}),
       true,
       B::None,
       C::None,
       {}},
      {"a building between",
       at({110, 10}),
       at({110, 50}),
       false,
       B::Building,
       C::None,
       {BlockedByBuilding}},
      {"inside, at the window",
       at({110, 60}),
       at({110, 33}),
       true,
       B::None,
       C::Opening,
       {AtOpening}},
      {"inside, behind the arrow slit",
       at({80, 27}),
       at({102, 27}),
       true,
       B::None,
       C::ArrowSlit,
       {BehindArrowSlit}},
      {"inside, away from the openings",
       at({90, 60}),
       at({110, 25}),
       false,
       B::Building,
       C::None,
       {BlockedByBuilding}},
      {"shooting out of the window",
       at({110, 33}),
       at({110, 60}),
       true,
       B::None,
       C::None,
       {ShooterAtWindow}},
      {"on foot behind the wall",
       at({30, 60}),
       at({30, 81.75}),
       true,
       B::None,
       C::BehindCover,
       {BehindCover}},
      {"same side of the wall", at({30, 100}), at({30, 81.75}), true, B::None, C::None, {}},
      {"the wall is at the shooter's feet, not the target's",
       at({30, 78.75}),
       at({30, 100}),
       true,
       B::None,
       C::None,
       {}},
      {"crouched behind the wall",
       at({30, 60}),
       crouched({30, 81.75}),
       false,
       B::Hidden,
       C::None,
       {HiddenCrouched}},
      {"a rider behind the wall has no cover",
       at({30, 60}),
       riding({30, 83}),
       true,
       B::None,
       C::None,
       {}},
      {"in the bushes", at({80, 20}), at({80, 55}), true, B::None, C::BehindCover, {BehindCover}},
      {"crouched in the bushes",
       at({80, 20}),
       crouched({80, 55}),
       false,
       B::Hidden,
       C::None,
       {HiddenCrouched}},
      {"behind the earth bank",
       at({5, 50}),
       at({22.25, 50}),
       true,
       B::None,
       C::BehindCover,
       {BehindCover}},
      {"a hill between", at({120, 80}), at({157, 80}), false, B::Hill, C::None, {HillBetween}},
      {"viewer on the hill", at({130, 80}), at({157, 80}), true, B::None, C::None, {ViewerHigher}},
      {"target on the hill", at({100, 80}), at({150, 80}), true, B::None, C::None, {TargetHigher}},
      {"centre hidden by the building's corner, edge seen",
       at({95, 36}),
       at({125, 34.5}),
       true,
       B::None,
       C::BehindCover,
       {PartlyHidden}},
  };
  for (const auto& c : cases) {
    const SightResult r = line_of_sight(map, c.viewer, c.target);
    EXPECT_EQ(r.visible, c.visible) << c.what;
    EXPECT_EQ(r.blocked_by, c.block) << c.what;
    EXPECT_EQ(r.cover, c.cover) << c.what;
    std::vector<SightFactKind> kinds;
    for (const auto& f : r.facts) kinds.push_back(f.kind);
    EXPECT_EQ(kinds, c.facts) << c.what;
  }
}

TEST(TableSight, NumbersReported) {
  const TableMap map = sight_table();
  const SightResult edge = line_of_sight(map, at({30, 30}), at({45, 30}));
  EXPECT_NEAR(edge.forest_cm, 5.0, 1e-9);
  EXPECT_NEAR(edge.range_cm, 12.5, 1e-9);
  EXPECT_EQ(edge.facts.front().feature, kWoods);
  const SightResult deep = line_of_sight(map, at({30, 30}), at({70, 30}));
  EXPECT_NEAR(deep.facts.front().value, 20.0, 1e-9);
  EXPECT_EQ(deep.blocking_feature, kWoods);
  const SightResult high = line_of_sight(map, at({100, 80}), at({150, 80}));
  EXPECT_EQ(high.target_level, 1);
  EXPECT_EQ(high.viewer_level, 0);
  EXPECT_EQ(cover_modifier(CoverClass::ArrowSlit), -2);
  EXPECT_EQ(cover_modifier(CoverClass::ForestEdge), -1);
  EXPECT_EQ(cover_modifier(CoverClass::None), 0);
}

TEST(TableSight, TargetInAGroup) {
  const TableMap map = fixture_table();
  const std::vector<Footprint> friends{footprint(kFoot, {{12.5, 52}, 0}),  // beside the target
                                       footprint(kFoot, {{15.5, 52}, 0}),  // beside that one
                                       footprint(kFoot, {{40, 52}, 0})};   // far away
  const SightResult r = line_of_sight(map, at({10, 10}), at({10, 52}), friends);
  ASSERT_TRUE(r.has(SightFactKind::TargetInGroup));
  EXPECT_DOUBLE_EQ(r.facts.back().value, 3.0);
  const SightResult alone =
      line_of_sight(map, at({10, 10}), at({10, 52}), std::span(friends).subspan(2));
  EXPECT_FALSE(alone.has(SightFactKind::TargetInGroup));
}

TEST(TableSight, EveryFactHasTextAndACitation) {
  for (int i = 0; i <= static_cast<int>(SightFactKind::TargetInGroup); ++i) {
    const auto kind = static_cast<SightFactKind>(i);
    EXPECT_STRNE(describe(kind), "");
    EXPECT_EQ(std::string(citation(kind)).rfind("seed 00", 0), 0u) << i;
  }
}

}  // namespace
}  // namespace fray::map

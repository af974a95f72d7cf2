#include <algorithm>
#include <filesystem>

#include <gtest/gtest.h>

#include <fray/dice/scripted_dice.h>
#include <fray/game/generators/portal_markers.h>

namespace fray::game {
namespace {

using map::Point;

// Portal rules in centimetres: 8" = 20 cm approach, 12" = 30 cm fall-back, 5" = 12.5 cm in
// dungeons (seed 004; inch = 2.5 cm).
const PortalDistances kOpen{20, 30};
const PortalDistances kDungeon{12.5, 30};

bool near(Point a, Point b) { return map::distance(a, b) < 0.01; }

/// A scene's sight: spots in `hidden` are seen by nobody, spots in `cover` are seen in cover,
/// anything else in the open.
PortalSight scene(std::vector<Point> hidden, std::vector<Point> cover) {
  return [hidden, cover](Point, Point spot) {
    auto at = [&](const std::vector<Point>& list) {
      return std::any_of(list.begin(), list.end(), [&](Point p) { return near(p, spot); });
    };
    if (at(hidden)) return PortalView::Hidden;
    return at(cover) ? PortalView::InCover : PortalView::InOpen;
  };
}

struct Case {
  const char* what;
  Point portal;
  std::vector<Point> party;
  bool after_generation;
  PortalDistances distances;
  PortalFate fate;
  Point to;
};

TEST(PortalMarkers, FallBackOrStay) {
  const Point corner{50, 50}, far_corner{50, 75}, wood{95, 50};
  // The corner is in cover, the far corner and the wood hidden from the party.
  const PortalSight sight = scene({far_corner, wood}, {corner});
  const std::vector<Point> spots = {corner, far_corner, wood};
  const Case cases[] = {
      {"in cover, seen from over 8 inches",
       corner,
       {{50, 25}},
       true,
       kOpen,
       PortalFate::Stays,
       corner},
      {"in cover, seen within 8 inches",
       corner,
       {{50, 35}},
       true,
       kOpen,
       PortalFate::FallsBack,
       far_corner},
      {"in the open before force generation",
       {60, 50},
       {{60, 0}},
       false,
       kOpen,
       PortalFate::Stays,
       {60, 50}},
      // the near corner is seen only in cover and far off: the counter may go there
      {"in the open after force generation",
       {60, 50},
       {{60, 0}},
       true,
       kOpen,
       PortalFate::FallsBack,
       corner},
      {"in a dungeon 6 inches off", corner, {{50, 35}}, true, kDungeon, PortalFate::Stays, corner},
      {"in a dungeon 4 inches off",
       corner,
       {{50, 40}},
       true,
       kDungeon,
       PortalFate::FallsBack,
       far_corner},
      {"hidden, however close", far_corner, {{50, 76}}, true, kOpen, PortalFate::Stays, far_corner},
  };
  for (const Case& c : cases) {
    const auto r =
        react_portals({{1, c.portal}}, spots, c.party, c.distances, sight, c.after_generation);
    ASSERT_EQ(r.size(), 1u);
    EXPECT_EQ(r[0].fate, c.fate) << c.what;
    EXPECT_TRUE(near(r[0].to, c.to)) << c.what << ": " << r[0].to.x << ", " << r[0].to.y;
  }
}

TEST(PortalMarkers, OnlySpotsWithinTwelveInches) {
  const PortalSight sight = scene({{50, 85}}, {{50, 50}});
  // The only hidden spot is 35 cm away: too far, the counter is eliminated.
  const auto r = react_portals({{1, {50, 50}}}, {{50, 85}}, {{50, 35}}, kOpen, sight, true);
  EXPECT_EQ(r[0].fate, PortalFate::Eliminated);
}

TEST(PortalMarkers, SeedExampleTwoBracketedCounters) {
  // seed 004, "Portal Markers : Eliminating Portals", example 2: two counters at one corner of a
  // building; one party figure looks round the corner, another stands at the building's other
  // corner. Counter (b) reaches the wood within 12"; counter (a) has nowhere to go.
  const Point a{45, 50}, b{55, 50}, other_corner{50, 75}, wood{84, 50};
  const std::vector<Point> party = {{40, 60}, other_corner};
  const PortalSight sight = [&](Point, Point spot) {
    if (near(spot, wood)) return PortalView::Hidden;
    return PortalView::InCover;
  };
  const auto r =
      react_portals({{1, a}, {2, b}}, {a, b, other_corner, wood}, party, kOpen, sight, true);
  EXPECT_EQ(r[0].fate, PortalFate::Eliminated);
  EXPECT_EQ(r[0].threatened_by, 0);
  EXPECT_EQ(r[1].fate, PortalFate::FallsBack);
  EXPECT_TRUE(near(r[1].to, wood));
}

TEST(PortalMarkers, TableSightHidesBehindABuilding) {
  map::TableMap table;
  map::TerrainFeature house;
  house.terrain_id = "building";
  house.traits.sight = map::SightEffect::Blocking;
  house.traits.cover = map::CoverGiven::Building;
  house.points = {{80, 40}, {100, 40}, {100, 80}, {80, 80}};
  table.features.push_back(house);
  const PortalSight sight = table_portal_sight(table);
  EXPECT_EQ(sight({60, 60}, {120, 60}), PortalView::Hidden);
  EXPECT_EQ(sight({60, 20}, {120, 20}), PortalView::InOpen);
}

TEST(AreaMarkers, NearestUnseenDoorwayElseARandomPlaceInTheArea) {
  const PortalSight sight = scene({{10, 0}, {40, 0}}, {});
  const map::Polygon room = {{0, 0}, {50, 0}, {50, 30}, {0, 30}};
  dice::ScriptedDice none;
  EXPECT_EQ(
      area_marker_entry({30, 15}, {{10, 0}, {40, 0}, {30, 30}}, {{25, 20}}, sight, room, none),
      (Point{40, 0}));
  dice::ScriptedDice dice{3, 5};  // grid 2.5 cm from the room's corner: x 5, y 10
  EXPECT_EQ(area_marker_entry({30, 15}, {{30, 30}}, {{25, 20}}, sight, room, dice), (Point{5, 10}));
}

}  // namespace
}  // namespace fray::game

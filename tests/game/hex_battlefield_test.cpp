// The battlefield's answers on a hex map (docs/rules/hex.md, "Hex battles in the game").
#include <gtest/gtest.h>

#include <fray/game/field/battlefield.h>
#include <fray/map/hex_sight.h>

namespace fray::game {
namespace {

using map::Hex;
using map::HexGrid;

// 8 x 6 hexes of 2.5 cm: a building at [2, 1], woods at [3, 3] and [4, 3].
map::HexMap small_map() {
  map::HexMap m(8, 6);
  m.terrain_names = {"open", "building", "woods"};
  map::HexCell& building = m.cell(HexGrid::from_offset(2, 1));
  building.terrain = 1, building.impassable = true, building.blocks_sight = true;
  for (const int column : {3, 4}) {
    map::HexCell& woods = m.cell(HexGrid::from_offset(column, 3));
    woods.terrain = 2, woods.extra_move_cost = 1, woods.blocks_sight = true;
  }
  return m;
}

map::Point centre(int column, int row) {
  return map::HexLayout{}.centre(HexGrid::from_offset(column, row));
}

Footprint at(int column, int row, double facing_deg = 0) {
  return {{map::BaseShape::Round, 2.0, 2.0}, {centre(column, row), facing_deg}};
}

struct HexArrangement {
  const char* what;
  Footprint a, b;
  double edge_cm;
  bool contact;
  bool overlap;
};

TEST(HexBattlefield, DistancesContactAndOverlapFromArrangements) {
  const Battlefield field(small_map());
  const HexArrangement table[] = {
      {"neighbours across a hexside", at(0, 0), at(1, 0), 0.0, true, false},
      {"neighbours north and south", at(5, 2), at(5, 3), 0.0, true, false},
      {"one empty hex between", at(5, 1), at(5, 3), 2.5, false, false},
      {"three hexes apart", at(0, 0), at(3, 0), 5.0, false, false},
      {"the same hex", at(4, 4), at(4, 4), 0.0, true, true},
  };
  for (const HexArrangement& row : table) {
    SCOPED_TRACE(row.what);
    EXPECT_NEAR(field.edge_distance(row.a, row.b), row.edge_cm, 1e-9);
    EXPECT_EQ(field.in_contact(row.a, row.b), row.contact);
    EXPECT_EQ(field.overlaps(row.a, row.b), row.overlap);
  }
  EXPECT_TRUE(field.is_hex());
  EXPECT_TRUE(field.on_table(at(7, 5)));
  EXPECT_FALSE(field.on_table(at(8, 5)));
  EXPECT_EQ(field.impassable_under(at(2, 1), false),
            std::optional<std::string>("hex [2, 1] (building)"));
  EXPECT_FALSE(field.impassable_under(at(3, 3), false));
}

TEST(HexBattlefield, PositionsOffAHexCentreNameTheNearestHex) {
  const Battlefield field(small_map());
  EXPECT_FALSE(field.off_centre(centre(3, 2)));
  const map::Point off = centre(3, 2) + map::Point{0.6, 0.3};
  const std::optional<std::string> why = field.off_centre(off);
  ASSERT_TRUE(why);
  EXPECT_NE(why->find("nearest is hex [3, 2]"), std::string::npos) << *why;
  EXPECT_EQ(field.snap(off), centre(3, 2));
  EXPECT_FALSE(Battlefield(60, 40).off_centre(off));  // a table has no centres
}

TEST(HexBattlefield, SightIsBlockedByABuildingHexAndWoodsGiveCover) {
  const Battlefield field(small_map());
  const Sight blocked = field.line_of_sight(at(2, 0), at(2, 2));
  EXPECT_FALSE(blocked.clear);
  EXPECT_NE(blocked.blocked_by.find("hex [2, 1] (building)"), std::string::npos)
      << blocked.blocked_by;
  const Sight open = field.line_of_sight(at(0, 0), at(0, 5));
  EXPECT_TRUE(open.clear);
  EXPECT_EQ(open.cover, map::CoverClass::None);
  const Sight woods = field.line_of_sight(at(3, 5), at(3, 3));
  EXPECT_TRUE(woods.clear);
  EXPECT_EQ(woods.cover, map::CoverClass::ForestEdge);
  // Every answer agrees with the map layer's fast sight test.
  map::HexSight sight(small_map());
  for (int i = 0; i < 48; i += 5)
    for (int j = 0; j < 48; j += 3) {
      const Hex a = field.hex_map()->grid.hex(i);
      const Hex b = field.hex_map()->grid.hex(j);
      const Footprint fa{{map::BaseShape::Round, 2, 2}, {field.hex_layout().centre(a), 0}};
      const Footprint fb{{map::BaseShape::Round, 2, 2}, {field.hex_layout().centre(b), 0}};
      EXPECT_EQ(field.line_of_sight(fa, fb).clear, sight.clear(a, b)) << i << " " << j;
    }
}

TEST(HexBattlefield, PathSurveyWalksTheHexesAndReportsTheirGround) {
  const Battlefield field(small_map());
  const PathSurvey woods = field.survey_path(centre(3, 5), {centre(3, 1)});
  EXPECT_NEAR(woods.length_cm, 10.0, 1e-9);  // four hexes of 2.5 cm
  EXPECT_EQ(woods.worst, map::Footing::Difficult);
  EXPECT_EQ(woods.worst_feature, "hex [3, 3] (woods)");
  EXPECT_EQ(woods.stretches.size(), 4u);
  EXPECT_FALSE(woods.leaves_table);
  const PathSurvey wall = field.survey_path(centre(2, 0), {centre(2, 2)});
  EXPECT_EQ(wall.worst, map::Footing::Impassable);
  const PathSurvey open = field.survey_path(centre(0, 0), {centre(0, 3), centre(1, 3)});
  EXPECT_EQ(open.worst, map::Footing::Open);
  EXPECT_NEAR(open.length_cm, 10.0, 1e-9);
  EXPECT_TRUE(field.survey_path(centre(7, 5), {centre(9, 5)}).leaves_table);
}

map::Combatant fighter(int id, int side, int column, int row, double facing_deg,
                       map::StaffWeapon staff = map::StaffWeapon::None) {
  map::Combatant c;
  c.id = id;
  c.side = side;
  c.base = {map::BaseShape::Round, 2, 2};
  c.placement = {centre(column, row), facing_deg};
  c.staff = staff;
  // What the classic system fills in for a spear (src/systems/classic/classic_queries.cpp).
  if (staff == map::StaffWeapon::Spear) c.reach = {false, 1, 2};
  return c;
}

TEST(HexBattlefield, StrikesFollowTheHexReach) {
  const Battlefield field(small_map());
  struct Row {
    const char* what;
    map::Combatant striker;
    map::Combatant foe;
    bool allowed;
    const char* reason;
  };
  // The striker at [5, 2] faces south (180 degrees).
  const Row rows[] = {
      {"front hex", fighter(1, 0, 5, 2, 180), fighter(2, 1, 5, 3, 0), true, "in front"},
      {"back hex: a wild swing", fighter(1, 0, 5, 2, 180), fighter(2, 1, 5, 1, 0), true,
       "wild swing"},
      {"two hexes with a sword", fighter(1, 0, 5, 2, 180), fighter(2, 1, 5, 4, 0), false,
       "not within reach"},
      {"two hexes with a spear", fighter(1, 0, 5, 2, 180, map::StaffWeapon::Spear),
       fighter(2, 1, 5, 4, 0), true, "in front"},
      {"three hexes with a spear", fighter(1, 0, 5, 2, 180, map::StaffWeapon::Spear),
       fighter(2, 1, 5, 5, 0), false, "not within reach"},
  };
  for (const Row& row : rows) {
    SCOPED_TRACE(row.what);
    const map::Combatant around[] = {row.striker, row.foe};
    const StrikeVerdict v = field.may_strike(1, 2, around);
    EXPECT_EQ(v.allowed, row.allowed);
    EXPECT_NE(v.reason.find(row.reason), std::string::npos) << v.reason;
    EXPECT_NE(v.citation.find("seed 001"), std::string::npos);
  }
}

TEST(HexBattlefield, ContactPlacementTakesTheNearestFreeNeighbour) {
  const Battlefield field(small_map());
  double distance = 0;
  const map::Placement end = field.contact_placement(at(5, 5), at(5, 2), &distance);
  EXPECT_EQ(end.centre, centre(5, 3));
  EXPECT_NEAR(distance, 5.0, 1e-9);
  EXPECT_NEAR(end.facing_deg, 0.0, 1e-9);  // facing north, at the target
  const Footprint blocker = at(5, 3);
  const map::Placement around =
      field.contact_placement(at(5, 5), at(5, 2), &distance, std::span(&blocker, 1));
  EXPECT_NE(around.centre, centre(5, 3));
  EXPECT_EQ(map::hex_distance(field.hex_at(around.centre), field.hex_at(centre(5, 2))), 1);
  EXPECT_NEAR(distance,
              2.5 * map::hex_distance(field.hex_at(centre(5, 5)), field.hex_at(around.centre)),
              1e-9);
}

}  // namespace
}  // namespace fray::game

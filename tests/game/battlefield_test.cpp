#include <gtest/gtest.h>

#include <fray/game/field/battlefield.h>

namespace fray::game {
namespace {

using map::BaseShape;

Footprint round(double x, double y, double diameter = 2.0) {
  return {{BaseShape::Round, diameter, diameter}, {{x, y}, 0}};
}
Footprint rect(double x, double y, double w, double d, double facing) {
  return {{BaseShape::Rectangle, w, d}, {{x, y}, facing}};
}

struct Arrangement {
  const char* what;
  Footprint a, b;
  double distance;
  bool contact;
  bool overlap;
};

TEST(Battlefield, DistancesContactAndOverlapFromArrangements) {
  const Battlefield field(120, 80);
  const Arrangement table[] = {
      {"round bases 10 cm apart centre to centre", round(10, 10), round(20, 10), 8.0, false, false},
      {"round bases touching", round(10, 10), round(12, 10), 0.0, true, false},
      {"round bases 0.1 cm apart are in contact", round(10, 10), round(12.1, 10), 0.1, true, false},
      {"round bases 0.2 cm apart are not", round(10, 10), round(12.2, 10), 0.2, false, false},
      {"round bases overlapping", round(10, 10), round(11, 10), 0.0, true, true},
      {"round and rectangle facing north, side by side", round(10, 10), rect(14.25, 10, 2.5, 5, 0),
       2.0, false, false},
      {"rectangle turned 90 degrees", round(10, 10), rect(15.5, 10, 2.5, 5, 90), 2.0, false, false},
      {"two rectangles end to end", rect(10, 10, 2.5, 5, 0), rect(10, 15, 2.5, 5, 0), 0.0, true,
       false},
  };
  for (const Arrangement& row : table) {
    SCOPED_TRACE(row.what);
    EXPECT_NEAR(field.edge_distance(row.a, row.b), row.distance, 1e-9);
    EXPECT_EQ(field.in_contact(row.a, row.b), row.contact);
    EXPECT_EQ(field.overlaps(row.a, row.b), row.overlap);
  }
}

TEST(Battlefield, TableEdges) {
  const Battlefield field(120, 80);
  EXPECT_TRUE(field.on_table(round(1, 1)));
  EXPECT_FALSE(field.on_table(round(0.5, 40)));
  EXPECT_FALSE(field.on_table(round(60, 79.5)));
}

TEST(Battlefield, ContactPlacementTouchesAndFacesTheTarget) {
  const Battlefield field(120, 80);
  double moved = 0;
  const map::Placement end = field.contact_placement(round(10, 30), round(10, 10), &moved);
  EXPECT_NEAR(moved, 18.0, 0.01);
  EXPECT_NEAR(end.facing_deg, 0.0, 1e-9);
  EXPECT_TRUE(field.in_contact({{BaseShape::Round, 2, 2}, end}, round(10, 10)));
  EXPECT_FALSE(field.overlaps({{BaseShape::Round, 2, 2}, end}, round(10, 10)));
}

TEST(Battlefield, PathSurveyOnAnEmptyTableIsOpenGround) {
  const Battlefield field(120, 80);
  const PathSurvey survey = field.survey_path({1, 1}, {{4, 5}, {4, 11}});
  EXPECT_DOUBLE_EQ(survey.length_cm, 11.0);
  ASSERT_FALSE(survey.stretches.empty());
  for (const PathStretch& s : survey.stretches) EXPECT_EQ(s.terrain, "open_ground");
  EXPECT_EQ(survey.worst, map::Footing::Open);
  EXPECT_FALSE(survey.leaves_table);
  EXPECT_TRUE(field.survey_path({1, 1}, {{-5, 1}}).leaves_table);
  EXPECT_TRUE(field.line_of_sight(round(10, 10), round(50, 50)).clear);
}

map::TableMap wood_and_wall() {
  map::TableMap table;
  table.width_cm = 120;
  table.depth_cm = 80;
  map::TerrainFeature wood;
  wood.name = "Old wood";
  wood.terrain_id = "woods";
  wood.traits = {map::Footing::Difficult, map::Footing::VeryDifficult, map::SightEffect::Obscuring,
                 map::CoverGiven::Forest};
  wood.points = {{20, 20}, {40, 20}, {40, 40}, {20, 40}};
  map::TerrainFeature house = wood;
  house.name = "House";
  house.terrain_id = "building";
  house.traits = {map::Footing::Impassable, map::Footing::Impassable, map::SightEffect::Blocking,
                  map::CoverGiven::Building};
  house.points = {{60, 20}, {70, 20}, {70, 30}, {60, 30}};
  table.features = {wood, house};
  return table;
}

TEST(Battlefield, PathSurveyNamesTheGroundAndItsWorstFooting) {
  const Battlefield field(wood_and_wall());
  struct Row {
    const char* what;
    std::vector<map::Point> path;
    bool mounted;
    map::Footing worst;
    const char* worst_feature;
  };
  const Row rows[] = {
      {"open ground", {{90, 10}}, false, map::Footing::Open, ""},
      {"through the wood on foot", {{30, 50}}, false, map::Footing::Difficult, "Old wood (woods)"},
      {"through the wood mounted",
       {{30, 50}},
       true,
       map::Footing::VeryDifficult,
       "Old wood (woods)"},
  };
  for (const Row& row : rows) {
    SCOPED_TRACE(row.what);
    const PathSurvey s = field.survey_path({30, 10}, row.path, row.mounted);
    EXPECT_EQ(s.worst, row.worst);
    EXPECT_EQ(s.worst_feature, row.worst_feature);
  }
  const PathSurvey through = field.survey_path({30, 10}, {{30, 50}});
  double in_wood = 0;
  for (const PathStretch& s : through.stretches)
    if (s.terrain == "woods") in_wood += s.length_cm;
  EXPECT_NEAR(in_wood, 20.0, 1e-6);
}

TEST(Battlefield, ImpassableGroundAndBlockedSightNameTheFeature) {
  const Battlefield field(wood_and_wall());
  EXPECT_EQ(field.impassable_under(round(65, 25), false), "House (building)");
  EXPECT_EQ(field.impassable_under(round(65, 40), false), std::nullopt);
  const Sight behind_house = field.line_of_sight(round(65, 10), round(65, 45));
  EXPECT_FALSE(behind_house.clear);
  EXPECT_NE(behind_house.blocked_by.find("House"), std::string::npos) << behind_house.blocked_by;
  const Sight in_wood_edge = field.line_of_sight(round(30, 60), round(30, 38));
  EXPECT_TRUE(in_wood_edge.clear);
  EXPECT_EQ(in_wood_edge.cover, map::CoverClass::ForestEdge);
}

TEST(Battlefield, StrikesFollowTheMapsContactRules) {
  const Battlefield field(120, 80);
  const auto combatant = [](int id, int side, map::Point at, double facing) {
    map::Combatant c;
    c.id = id;
    c.side = side;
    c.base = {BaseShape::Round, 2, 2};
    c.placement = {at, facing};
    return c;
  };
  map::Combatant a = combatant(1, 0, {10, 10}, 180);
  map::Combatant b = combatant(2, 1, {10, 12}, 0);
  const std::vector<map::Combatant> face_to_face{a, b};
  EXPECT_TRUE(field.may_strike(1, 2, face_to_face).allowed);
  map::Combatant far = b;
  far.placement.centre = {10, 20};
  const std::vector<map::Combatant> apart{a, far};
  const StrikeVerdict no = field.may_strike(1, 2, apart);
  EXPECT_FALSE(no.allowed);
  EXPECT_FALSE(no.citation.empty());
  // A spearman behind a friend strikes over its shoulder (seed 000).
  map::Combatant friend_in_front = combatant(3, 0, {10, 10}, 180);
  map::Combatant spear = combatant(4, 0, {10, 8}, 180);
  spear.staff = map::StaffWeapon::Spear;
  const std::vector<map::Combatant> ranks{friend_in_front, spear, b};
  const StrikeVerdict over = field.may_strike(4, 2, ranks);
  EXPECT_TRUE(over.allowed) << over.reason;
  EXPECT_EQ(over.rank, 2);
}

}  // namespace
}  // namespace fray::game

#include <gtest/gtest.h>

#include <fray/game/battlefield.h>

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

TEST(Battlefield, PathSurveyIsStraightOpenGroundForNow) {
  const Battlefield field(120, 80);
  const PathSurvey survey = field.survey_path({0, 0}, {{3, 4}, {3, 10}});
  EXPECT_DOUBLE_EQ(survey.length_cm, 11.0);
  ASSERT_EQ(survey.stretches.size(), 2u);
  EXPECT_EQ(survey.stretches[0].terrain, "open_ground");
  EXPECT_FALSE(survey.leaves_table);
  EXPECT_TRUE(field.survey_path({1, 1}, {{-5, 1}}).leaves_table);
  EXPECT_TRUE(field.line_of_sight(round(10, 10), round(50, 50)).clear);
}

}  // namespace
}  // namespace fray::game

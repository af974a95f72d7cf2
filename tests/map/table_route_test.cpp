#include <gtest/gtest.h>

#include <fray/map/table_route.h>

#include "table_fixture.h"

namespace fray::map {
namespace {

using namespace test;

struct ExpectedStretch {
  double from;
  double to;
  std::vector<int> features;
  Footing foot;
  Footing mounted;
};

struct RouteCase {
  const char* what;
  std::vector<Point> path;
  double length;
  std::vector<ExpectedStretch> stretches;
  std::vector<int> crossed;  // line features crossed, in order
  std::vector<double> crossed_at;
};

TEST(TableRoute, Table) {
  using enum Footing;
  const TableMap map = fixture_table();
  const RouteCase cases[] = {
      {"open ground only", {{10, 10}, {30, 10}}, 20, {{0, 20, {}, Open, Open}}, {}, {}},
      {"straight through the woods",
       {{30, 30}, {70, 30}},
       40,
       {{0, 10, {}, Open, Open},
        {10, 30, {kWoods}, Difficult, VeryDifficult},
        {30, 40, {}, Open, Open}},
       {},
       {}},
      {"into the woods and out again round a corner: stretches merge across legs",
       {{30, 30}, {50, 30}, {50, 50}},
       40,
       {{0, 10, {}, Open, Open},
        {10, 30, {kWoods}, Difficult, VeryDifficult},
        {30, 40, {}, Open, Open}},
       {},
       {}},
      {"over the wall", {{30, 70}, {30, 90}}, 20, {{0, 20, {}, Open, Open}}, {kWall}, {10}},
      {"up the hill",
       {{120, 80}, {140, 80}},
       20,
       {{0, 5, {}, Open, Open}, {5, 20, {kHill}, Difficult, Difficult}},
       {},
       {}},
      {"across the stream and the wall, in order",
       {{30, 115}, {30, 75}},
       40,
       {{0, 40, {}, Open, Open}},
       {kStream, kWall},
       {115.0 - (100 + 10 * 30.0 / 90.0), 35}},
  };
  for (const auto& c : cases) {
    const Route r = trace_route(map, c.path);
    EXPECT_NEAR(r.length_cm, c.length, 1e-9) << c.what;
    ASSERT_EQ(r.stretches.size(), c.stretches.size()) << c.what;
    for (std::size_t i = 0; i < c.stretches.size(); ++i) {
      const auto& got = r.stretches[i];
      const auto& want = c.stretches[i];
      EXPECT_NEAR(got.from_cm, want.from, 1e-9) << c.what << " #" << i;
      EXPECT_NEAR(got.to_cm, want.to, 1e-9) << c.what << " #" << i;
      EXPECT_EQ(got.features, want.features) << c.what << " #" << i;
      EXPECT_EQ(got.footing, want.foot) << c.what << " #" << i;
      EXPECT_EQ(got.mounted_footing, want.mounted) << c.what << " #" << i;
    }
    ASSERT_EQ(r.crossings.size(), c.crossed.size()) << c.what;
    for (std::size_t i = 0; i < c.crossed.size(); ++i) {
      EXPECT_EQ(r.crossings[i].feature, c.crossed[i]) << c.what;
      EXPECT_NEAR(r.crossings[i].at_cm, c.crossed_at[i], 1e-9) << c.what;
    }
  }
}

TEST(TableRoute, SummariesForTheSlowingDice) {
  const TableMap map = fixture_table();
  const std::vector<Point> path{{30, 30}, {70, 30}};
  const Route r = trace_route(map, path);
  EXPECT_NEAR(r.length_at_least(Footing::Difficult, false), 20.0, 1e-9);
  EXPECT_NEAR(r.length_at_least(Footing::VeryDifficult, false), 0.0, 1e-9);
  EXPECT_NEAR(r.length_at_least(Footing::VeryDifficult, true), 20.0, 1e-9);
  EXPECT_EQ(r.worst(map, true), Footing::VeryDifficult);
  const std::vector<Point> wall{{30, 70}, {30, 90}};
  EXPECT_EQ(trace_route(map, wall).worst(map, false), Footing::Difficult);
}

TEST(TableRoute, LeavingTheTableIsReported) {
  const TableMap map = fixture_table();
  const std::vector<Point> path{{10, 5}, {10, -5}};
  const Route r = trace_route(map, path);
  ASSERT_EQ(r.stretches.size(), 2u);
  EXPECT_TRUE(r.stretches[0].on_table);
  EXPECT_FALSE(r.stretches[1].on_table);
  EXPECT_NEAR(r.stretches[1].length_cm(), 5.0, 1e-9);
}

TEST(TableRoute, ASinglePointIsAnEmptyRoute) {
  const TableMap map = fixture_table();
  const std::vector<Point> path{{10, 5}};
  const Route r = trace_route(map, path);
  EXPECT_DOUBLE_EQ(r.length_cm, 0.0);
  EXPECT_TRUE(r.stretches.empty());
}

}  // namespace
}  // namespace fray::map

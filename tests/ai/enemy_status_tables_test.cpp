#include <gtest/gtest.h>

#include <fray/ai/enemy_status_tables.h>
#include <fray/io/data_error.h>

namespace fray::ai {
namespace {

using nlohmann::json;

json table(json rows) {
  return {{"format", "fray-solo003-table"},
          {"version", 1},
          {"id", "patrol"},
          {"title", "t"},
          {"source", "s"},
          {"die", 20},
          {"rows", std::move(rows)}};
}

TEST(EnemyStatusTables, TheBundledTablesLoadWithTheSeedsRows) {
  const EnemyStatusTables t = load_enemy_status_tables(FRAY_DATA_DIR);
  // seed 003, "Patrolling"
  EXPECT_EQ(t.patrol.row(1).result, "stay");
  EXPECT_EQ(t.patrol.row(6).result, "stay");
  EXPECT_EQ(t.patrol.row(7).result, "forward");
  EXPECT_EQ(t.patrol.row(12).result, "turn_left");
  EXPECT_EQ(t.patrol.row(17).result, "turn_right");
  EXPECT_EQ(t.patrol.row(20).result, "turn_about");
  // seed 003, "COMBAT TACTICS": 18 tactics, 19-20 roll again
  EXPECT_EQ(t.tactics.row(1).result, "ambitious");
  EXPECT_EQ(t.tactics.row(8).result, "efficient");
  EXPECT_EQ(t.tactics.row(17).result, "unexpected");
  EXPECT_EQ(t.tactics.row(18).result, "vengeful");
  EXPECT_EQ(t.tactics.row(19).result, "roll_again");
  EXPECT_EQ(t.tactics.find("selective")->position, "keep_distance");
  EXPECT_EQ(t.tactics.find("efficient")->target, "easiest");
  EXPECT_TRUE(t.tactics.find("negotiating")->assumed);
  // seed 003, "Random Enemy Action"
  EXPECT_EQ(t.random_action.row(2).result, "one");
  EXPECT_EQ(t.random_action.row(3).result, "half");
  EXPECT_EQ(t.random_action.row(17).result, "all");
  EXPECT_EQ(t.random_action.row(18).result, "all_and_return");
  for (const EnemyStatusTable* each : {&t.patrol, &t.tactics, &t.random_action})
    for (const EnemyStatusRow& r : each->rows) EXPECT_FALSE(r.source.empty());
}

TEST(EnemyStatusTables, AGapInTheRowsIsLocated) {
  const json doc = table({{{"from", 1}, {"to", 6}, {"result", "stay"}, {"source", "s"}},
                          {{"from", 8}, {"to", 20}, {"result", "forward"}, {"source", "s"}}});
  try {
    parse_enemy_status_table(doc, "patrol.json", "patrol");
    FAIL() << "accepted a gap";
  } catch (const io::DataError& e) {
    EXPECT_EQ(e.file(), "patrol.json");
    EXPECT_EQ(e.location(), "/rows/1/from");
  }
}

TEST(EnemyStatusTables, RowsMustReachTheDiesLastFace) {
  const json doc = table({{{"from", 1}, {"to", 6}, {"result", "stay"}, {"source", "s"}}});
  try {
    parse_enemy_status_table(doc, "patrol.json", "patrol");
    FAIL() << "accepted a short table";
  } catch (const io::DataError& e) {
    EXPECT_EQ(e.location(), "/rows");
  }
}

TEST(EnemyStatusTables, ATacticNeedsAKnownTargetPolicy) {
  json doc = table({{{"from", 1},
                     {"to", 20},
                     {"result", "ambitious"},
                     {"target", "tallest"},
                     {"position", "advance"},
                     {"source", "s"}}});
  doc["id"] = "tactics";
  try {
    parse_enemy_status_table(doc, "tactics.json", "tactics");
    FAIL() << "accepted an unknown target";
  } catch (const io::DataError& e) {
    EXPECT_EQ(e.location(), "/rows/0/target");
  }
}

TEST(EnemyStatusTables, TheWrongTableIsNamed) {
  try {
    parse_enemy_status_table(table(json::array()), "x.json", "tactics");
    FAIL();
  } catch (const io::DataError& e) {
    EXPECT_EQ(e.location(), "/id");
  }
}

}  // namespace
}  // namespace fray::ai

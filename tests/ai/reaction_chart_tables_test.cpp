#include <fstream>
#include <random>

#include "reaction_chart_fixture.h"

namespace fray::ai::reaction_test {
namespace {

namespace fs = std::filesystem;

// Seed 004, "Morale/Solo Rules": both action tables, transcribed (RF, then D6 = 1..6).
struct RowCase {
  const char* table;
  int risk;
  std::array<const char*, 6> orders;
};

const RowCase kRows[] = {
    {"ranged", 1, {"stand", "march", "march", "march", "march", "attack"}},
    {"ranged", 2, {"withdraw", "stand", "stand", "march", "march", "march"}},
    {"ranged", 5, {"withdraw", "stand", "stand", "march", "march", "march"}},
    {"ranged", 6, {"flee", "withdraw", "halt", "stand", "stand", "march"}},
    {"ranged", 8, {"flee", "withdraw", "halt", "stand", "stand", "march"}},
    {"ranged", 9, {"flee", "flee", "flee", "withdraw", "withdraw", "stand"}},
    {"ranged", 15, {"flee", "flee", "flee", "withdraw", "withdraw", "stand"}},
    {"close_combat", 1, {"stand", "march", "march", "attack", "attack", "attack"}},
    {"close_combat", 2, {"stand", "march", "march", "attack", "attack", "attack"}},
    {"close_combat", 3, {"withdraw", "stand", "stand", "march", "attack", "attack"}},
    {"close_combat", 6, {"withdraw", "stand", "stand", "march", "attack", "attack"}},
    {"close_combat", 7, {"flee", "withdraw", "withdraw", "stand", "march", "attack"}},
    {"close_combat", 8, {"flee", "withdraw", "withdraw", "stand", "march", "attack"}},
    {"close_combat", 9, {"flee", "flee", "flee", "withdraw", "withdraw", "stand"}},
};

TEST(ReactionChartTables, BothActionTablesAreTheSeedsRowForRow) {
  for (const RowCase& c : kRows) {
    const ActionTable& t =
        std::string(c.table) == "ranged" ? tables().ranged : tables().close_combat;
    const ActionRow& row = t.row_for(c.risk);
    ASSERT_FALSE(row.continues) << c.table << " RF" << c.risk;
    for (std::size_t i = 0; i < 6; ++i)
      EXPECT_EQ(row.orders[i], c.orders[i]) << c.table << " RF" << c.risk << " D6 " << i + 1;
  }
  for (const ActionTable* t : {&tables().ranged, &tables().close_combat})
    for (int risk : {-8, -1, 0}) {
      EXPECT_TRUE(t->row_for(risk).continues) << t->id << " RF" << risk;
      EXPECT_EQ(t->row_for(risk).advance_face, 6);
      EXPECT_EQ(t->row_for(risk).halt_faces, (std::vector<int>{5, 6}));
    }
}

TEST(ReactionChartTables, RiskFactorValuesAreTheSeeds) {
  const std::pair<const char*, int> expected[] = {
      {"no_enemy_in_sight", -4},          {"hero_or_elite", -1},
      {"in_cover_or_advancing", -1},      {"enemy_in_clear_sight", 1},
      {"basic_unit_in_range", 1},         {"casualties", 1},
      {"flank_or_friends_retreating", 2}, {"big_monster_near", 2},
      {"routing_or_losing_melee", 3}};
  for (const auto& [id, value] : expected) EXPECT_EQ(tables().factor(id).value, value) << id;
  EXPECT_EQ(tables().factor("casualties").per_percent, 10);
  EXPECT_DOUBLE_EQ(tables().range_cm, 60);        // 24" at 2.5 cm to the inch
  EXPECT_DOUBLE_EQ(tables().big_monster_cm, 75);  // 30"
  EXPECT_DOUBLE_EQ(tables().command_cm, 15);      // 6"
  EXPECT_DOUBLE_EQ(tables().stand_cover_cm, 25);  // 10"
  for (const char* o : {"attack", "march", "stand", "halt", "withdraw", "flee", "surrender"})
    EXPECT_NE(tables().find_order(o), nullptr) << o;
}

fs::path broken_copy(const std::string& file, const std::string& from, const std::string& to) {
  // One folder a test and a process: ctest runs the tests of this file side by side.
  const fs::path dir =
      fs::temp_directory_path() /
      ("fray_r004_" + std::string(testing::UnitTest::GetInstance()->current_test_info()->name()) +
       "_" + std::to_string(std::random_device{}()));
  fs::create_directories(dir);
  const fs::path source = fs::path(FRAY_DATA_DIR) / "ai" / "reaction004";
  for (const char* f : {"risk_factors.json", "action_tables.json", "orders.json"})
    fs::copy_file(source / f, dir / f, fs::copy_options::overwrite_existing);
  std::ifstream in(dir / file);
  std::string text((std::istreambuf_iterator<char>(in)), {});
  in.close();
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  text.replace(at, from.size(), to);
  std::ofstream(dir / file) << text;
  return dir;
}

TEST(ReactionChartTables, ABadOrderIsLocatedByItsJsonPointer) {
  const fs::path dir =
      broken_copy("action_tables.json", "\"stand\", \"march\", \"march\", \"march\"",
                  "\"sit\", \"march\", \"march\", \"march\"");
  try {
    load_reaction_chart_tables(dir);
    FAIL() << "loaded";
  } catch (const AiDataError& e) {
    EXPECT_EQ(e.location(), "/tables/0/rows/1/orders/0");
    EXPECT_NE(std::string(e.what()).find("action_tables.json"), std::string::npos);
  }
}

TEST(ReactionChartTables, AGapInTheRowsIsRefused) {
  const fs::path dir = broken_copy("action_tables.json", "\"min_rf\": 2, \"max_rf\": 5",
                                   "\"min_rf\": 3, \"max_rf\": 5");
  EXPECT_THROW(load_reaction_chart_tables(dir), AiDataError);
}

TEST(ReactionChartTables, AMissingFactorIsRefused) {
  const fs::path dir =
      broken_copy("risk_factors.json", "\"id\": \"big_monster_near\"", "\"id\": \"dragons\"");
  try {
    load_reaction_chart_tables(dir);
    FAIL() << "loaded";
  } catch (const AiDataError& e) {
    EXPECT_EQ(e.location(), "/factors/7/id");
  }
}

TEST(ReactionChartTables, SyntaxErrorsGiveLineAndColumn) {
  const fs::path dir = broken_copy("orders.json", "\"orders\": [", "\"orders\": [,");
  try {
    load_reaction_chart_tables(dir);
    FAIL() << "loaded";
  } catch (const AiDataError& e) {
    EXPECT_FALSE(e.is_json_pointer());
  }
}

}  // namespace
}  // namespace fray::ai::reaction_test

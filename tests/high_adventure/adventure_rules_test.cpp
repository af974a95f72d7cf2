// The tables of data/high_adventure/ as the rule system reads them, and the errors a broken one
// gives.
#include <filesystem>
#include <fstream>

#include <fray/io/data_error.h>

#include "adventure_fixture.h"

namespace fray::high_adventure::test {
namespace {

TEST(AdventureRules, TheTablesAreThoseOfSeed004) {
  const AdventureRules& r = rules();
  ASSERT_EQ(r.melee_results.size(), 10u);
  EXPECT_EQ(r.melee_results[3][0], Outcome::WoundPushBack);  // 4 against the unarmoured
  EXPECT_EQ(r.melee_results[6][3], Outcome::WoundPushBack);  // 7 against plate
  EXPECT_EQ(r.shooting_results[4][0], Outcome::Killed);
  const Creature* troll = r.creature("troll");
  ASSERT_NE(troll, nullptr);
  EXPECT_EQ(troll->strength, 3);
  EXPECT_EQ(troll->armour, Armour::Mail);
  EXPECT_TRUE(r.creature("elf")->ignores_rough_ground);
  EXPECT_EQ(r.missile_weapon("crossbow")->load, Loading::WholeTurn);
  EXPECT_EQ(r.missile_weapon("bow")->ranges_in[2], 48);
}

TEST(AdventureRules, ABrokenTableNamesItsFileAndThePlaceInIt) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / "fray-high-adventure-broken";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir / "high_adventure");
  for (const auto& entry :
       std::filesystem::directory_iterator(std::filesystem::path(FRAY_DATA_DIR) / "high_adventure"))
    std::filesystem::copy(entry.path(), dir / "high_adventure" / entry.path().filename());
  {
    std::ifstream in(dir / "high_adventure" / "combat.json");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto at = text.find("\"wound_push_back\"");
    ASSERT_NE(at, std::string::npos);
    text.replace(at, 17, "\"maimed\"");
    std::ofstream(dir / "high_adventure" / "combat.json") << text;
  }
  try {
    load_adventure_rules(dir);
    FAIL() << "a broken table was read";
  } catch (const io::DataError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("high_adventure/combat.json"), std::string::npos) << what;
    EXPECT_NE(what.find("/melee_results/rows/3/results/0"), std::string::npos) << what;
  }
  std::filesystem::remove_all(dir);
}

TEST(AdventureRules, AScenarioFigureOfAnUnknownCreatureIsRefusedWhereItStands) {
  try {
    battle({figure(1, "a", 20, 10, {{"creature", "unicorn"}}), figure(2, "b", 100, 70)});
    FAIL() << "an unknown creature was accepted";
  } catch (const io::DataError& e) {
    EXPECT_NE(std::string(e.what()).find("/figures/0/creature"), std::string::npos) << e.what();
  }
}

TEST(AdventureRules, TheRefereesWoundsDisableLikeAnyOthers) {
  game::Game g = battle({figure(1, "a", 20, 10, {{"strength", 2}}), figure(2, "b", 100, 70)});
  must(g, "wound", {{"figure", 1}, {"count", 2}});  // one full wound of two
  EXPECT_TRUE(fig(g, 1).alive);
  must(g, "wound", {{"figure", 1}, {"count", 2}});
  EXPECT_FALSE(fig(g, 1).alive);
  EXPECT_TRUE(std::get<AdventureSheet>(fig(g, 1).sheet).disabled);
}

}  // namespace
}  // namespace fray::high_adventure::test

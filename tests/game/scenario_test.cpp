#include <gtest/gtest.h>

#include <fray/game/setup/scenario.h>
#include <fray/io/data_error.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using test::setup;

TEST(Scenario, DemoLoadsTenFiguresOnTwoSides) {
  const Scenario& s = test::demo_scenario();
  EXPECT_EQ(s.sides.size(), 2u);
  EXPECT_EQ(s.figures.size(), 10u);
  const BattleState state = make_battle_state(setup(), s, 7);
  EXPECT_EQ(state.alive_count(0), 5);
  EXPECT_EQ(state.alive_count(1), 5);
  const Figure* ogre = state.find(15);
  ASSERT_NE(ogre, nullptr);
  EXPECT_DOUBLE_EQ(ogre->base.width_cm, 2.5);  // the species' usual base
  EXPECT_EQ(state.find(1)->status.ammunition, 12);
}

// Each broken scenario names the place (JSON pointer or line:column) and what was wrong.
struct Broken {
  const char* what;
  std::string text;
  const char* location;
  const char* found;
};

TEST(Scenario, BrokenScenariosNameThePlace) {
  const std::string head =
      R"({"format": "fray-scenario", "version": 1, "title": "t", "rule_system": "classic",
    "table": {"width_cm": 120, "depth_cm": 80}, "sides": [{"id": "a", "name": "A"}, {"id": "b", "name": "B"}],
    "figures": [)";
  const std::string ok_figure =
      R"({"id": 1, "side": "a", "name": "X", "species": "human", "class": 3, "armour": 3, "position": [10, 10]})";
  const Broken table[] = {
      {"unknown species",
       head +
           R"({"id": 1, "side": "a", "name": "X", "species": "elf_lord", "class": 3, "armour": 3, "position": [10, 10]}]})",
       "/figures/0/species", "\"elf_lord\""},
      {"unknown side",
       head +
           R"({"id": 1, "side": "c", "name": "X", "species": "human", "class": 3, "armour": 3, "position": [10, 10]}]})",
       "/figures/0/side", "\"c\""},
      {"overlapping figures",
       head + ok_figure + "," +
           R"({"id": 2, "side": "b", "name": "Y", "species": "human", "class": 3, "armour": 3, "position": [11, 10]}]})",
       "/figures/1/position", "a base overlapping figure 1"},
      {"misspelt member",
       head +
           R"({"id": 1, "side": "a", "name": "X", "species": "human", "clas": 3, "armour": 3, "position": [10, 10]}]})",
       "/figures/0/clas", "an unknown member \"clas\""},
      {"weapon the species may not use",
       head +
           R"({"id": 1, "side": "a", "name": "X", "species": "dwarf", "class": 3, "armour": 3, "missile_weapon": "longbow", "position": [10, 10]}]})",
       "/figures/0/missile_weapon", "\"longbow\""},
      {"truncated file", head + ok_figure, "3:119", "unexpected end of input"},
  };
  for (const Broken& row : table) {
    SCOPED_TRACE(row.what);
    try {
      const Scenario s = parse_scenario_text(row.text, "broken.json");
      make_battle_state(setup(), s, 1);
      ADD_FAILURE() << "accepted";
    } catch (const io::DataError& e) {
      EXPECT_EQ(e.file(), "broken.json");
      EXPECT_EQ(e.location(), row.location);
      EXPECT_EQ(e.found(), row.found);
    }
  }
}

TEST(Scenario, NewerVersionIsRefusedWithAMessage) {
  nlohmann::json doc = test::demo_scenario().document;
  doc["version"] = 2;
  try {
    parse_scenario(doc, "future.json");
    FAIL();
  } catch (const io::DataError& e) {
    EXPECT_EQ(e.location(), "/version");
    EXPECT_NE(e.user_message().find("newer Fray"), std::string::npos);
  }
}

}  // namespace
}  // namespace fray::game

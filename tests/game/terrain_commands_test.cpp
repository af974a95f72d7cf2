// The game on a table with terrain: the Battlefield seam answers from the map layer.
#include <gtest/gtest.h>

#include <fray/io/data_error.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using nlohmann::json;
using test::find_event;
using test::human;
using test::setup;

// A 120 x 80 table with a wood and a tower no one may enter (an inline map).
json terrain_map() {
  return {
      {"format", "fray-map"},
      {"version", 1},
      {"kind", "table"},
      {"name", "Wood and tower"},
      {"width_cm", 120},
      {"depth_cm", 80},
      {"terrain",
       {{"woods",
         {{"footing", "difficult"},
          {"mounted_footing", "very_difficult"},
          {"sight", "obscuring"},
          {"cover", "forest"}}},
        {"building", {{"footing", "impassable"}, {"sight", "blocking"}, {"cover", "building"}}}}},
      {"features",
       {{{"name", "Dark wood"},
         {"terrain", "woods"},
         {"polygon", {{40, 15}, {60, 15}, {60, 25}, {40, 25}}}},
        {{"name", "Tower"},
         {"terrain", "building"},
         {"polygon", {{60, 40}, {70, 40}, {70, 50}, {60, 50}}}}}}};
}

Scenario on_terrain(json a, json b) {
  a["id"] = 1, a["side"] = "a";
  b["id"] = 2, b["side"] = "b";
  const json doc = {{"format", "fray-scenario"},
                    {"version", 1},
                    {"title", "terrain"},
                    {"rule_system", "classic"},
                    {"table", {{"width_cm", 120}, {"depth_cm", 80}}},
                    {"map", terrain_map()},
                    {"sides", {{{"id", "a"}, {"name", "A"}}, {{"id", "b"}, {"name", "B"}}}},
                    {"figures", {a, b}}};
  return parse_scenario(doc, "terrain.json");
}

TEST(TerrainCommands, AMoveThroughWoodsRollsTheSlowingDice) {
  Game game = Game::from_scenario(setup(), on_terrain(human(50, 30), human(100, 70)), 3);
  const Outcome o = game.submit({"move", {{"figure", 1}, {"path", {{50, 12}}}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  const Event* slowed = find_event(o, "slowing_dice");
  ASSERT_NE(slowed, nullptr);
  EXPECT_EQ(slowed->data["difficulty"], "difficult");
  EXPECT_EQ(slowed->data["rolled"].size(), 1u);  // one die on foot (seed 002, "MOVEMENT")
  EXPECT_NE(slowed->text.find("Dark wood"), std::string::npos);
  EXPECT_NE(find_event(o, "figure_moved"), nullptr);
}

TEST(TerrainCommands, AMoveOverOpenGroundRollsNothing) {
  Game game = Game::from_scenario(setup(), on_terrain(human(20, 60), human(100, 70)), 3);
  const Outcome o = game.submit({"move", {{"figure", 1}, {"path", {{30, 60}}}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_EQ(find_event(o, "slowing_dice"), nullptr);
}

TEST(TerrainCommands, AMoveIntoImpassableGroundIsRefusedNamingTheFeature) {
  Game game = Game::from_scenario(setup(), on_terrain(human(50, 45), human(100, 70)), 3);
  const Outcome into = game.submit({"move", {{"figure", 1}, {"path", {{62, 45}}}}});
  ASSERT_FALSE(into.accepted());
  EXPECT_EQ(into.refusal->code, RefusalCode::Blocked);
  EXPECT_NE(into.refusal->message.find("Tower"), std::string::npos) << into.refusal->message;
  const Outcome through = game.submit({"move", {{"figure", 1}, {"path", {{75, 45}}}}});
  ASSERT_FALSE(through.accepted());
  EXPECT_NE(through.refusal->message.find("Tower"), std::string::npos) << through.refusal->message;
}

TEST(TerrainCommands, AMoveThroughAnEnemyBaseIsRefusedButPassingBesideItIsNot) {
  Game game = Game::from_scenario(setup(), on_terrain(human(20, 60), human(30, 60)), 3);
  const Outcome through = game.submit({"move", {{"figure", 1}, {"path", {{40, 60}}}}});
  ASSERT_FALSE(through.accepted());
  EXPECT_EQ(through.refusal->code, RefusalCode::Blocked);
  EXPECT_NE(through.refusal->message.find("pass through"), std::string::npos)
      << through.refusal->message;
  const Outcome around =
      game.submit({"move", {{"figure", 1}, {"path", {{24, 57}, {34, 57}, {36, 58}}}}});
  EXPECT_TRUE(around.accepted()) << around.refusal->message;
}

TEST(TerrainCommands, AFigurePlacedOnImpassableGroundIsRefused) {
  try {
    make_battle_state(setup(), on_terrain(human(65, 45), human(100, 70)), 1);
    FAIL() << "a figure inside the tower was accepted";
  } catch (const io::DataError& e) {
    EXPECT_EQ(e.location(), "/figures/0/position");
    EXPECT_NE(std::string(e.what()).find("Tower"), std::string::npos) << e.what();
  }
}

TEST(TerrainCommands, TheRefereeCannotPlaceAFigureOnImpassableGround) {
  Game game = Game::from_scenario(setup(), on_terrain(human(20, 60), human(100, 70)), 3);
  json figure = human(65, 45);
  figure["id"] = 7, figure["side"] = "a";
  const Outcome o = game.submit({"place", {{"figure", figure}}});
  ASSERT_FALSE(o.accepted());
  EXPECT_NE(o.refusal->message.find("Tower"), std::string::npos) << o.refusal->message;
}

TEST(TerrainCommands, ABuildingBlocksTheLineOfSight) {
  Game game = Game::from_scenario(
      setup(), on_terrain(human(65, 30, {{"missile_weapon", "bow"}}), human(65, 60)), 3);
  for (int side : {0, 1}) ASSERT_TRUE(game.submit({"end_phase", {{"side", side}}}).accepted());
  const Outcome shot = game.submit({"shoot", {{"shooter", 1}, {"target", 2}}});
  ASSERT_FALSE(shot.accepted());
  EXPECT_NE(shot.refusal->message.find("cannot see"), std::string::npos) << shot.refusal->message;
  EXPECT_NE(shot.refusal->message.find("Tower"), std::string::npos) << shot.refusal->message;
}

TEST(TerrainCommands, AnInlineMapErrorNamesTheScenarioAndThePointer) {
  json doc = {{"format", "fray-scenario"},
              {"version", 1},
              {"title", "bad map"},
              {"rule_system", "classic"},
              {"table", {{"width_cm", 120}, {"depth_cm", 80}}},
              {"map", terrain_map()},
              {"sides", {{{"id", "a"}, {"name", "A"}}, {{"id", "b"}, {"name", "B"}}}},
              {"figures", json::array()}};
  doc["map"]["features"][1]["terrain"] = "nowhere";
  try {
    parse_scenario(doc, "bad.json");
    FAIL() << "a broken inline map was accepted";
  } catch (const io::DataError& e) {
    EXPECT_EQ(e.file(), "bad.json");
    EXPECT_EQ(e.location().rfind("/map/features/1", 0), 0u) << e.location();
  }
}

TEST(TerrainCommands, AMapFileIsReadRelativeToTheScenarioAndInlinedForSaves) {
  const Scenario s =
      load_scenario(std::filesystem::path(FRAY_DATA_DIR) / "scenarios" / "skirmish-demo.json");
  EXPECT_FALSE(s.table_map.features.empty());
  ASSERT_TRUE(s.document["map"].is_object());
  const Scenario again = parse_scenario(s.document, "saved");
  EXPECT_EQ(again.table_map, s.table_map);
}

}  // namespace
}  // namespace fray::game

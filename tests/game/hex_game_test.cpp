// Hex battles through the game's commands: scenarios, moves, a whole battle, save and replay.
#include <filesystem>

#include <gtest/gtest.h>

#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>
#include <fray/io/data_error.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using test::setup;

const Scenario& crossroads() {
  static const Scenario scenario =
      load_scenario(fs::path(FRAY_DATA_DIR) / "scenarios" / "crossroads-hex-skirmish.json");
  return scenario;
}

json hex_map_document() {
  return {{"format", "fray-map"},
          {"version", 1},
          {"kind", "hex"},
          {"columns", 6},
          {"rows", 5},
          {"terrain_names", {"open", "wall", "woods"}},
          {"legend",
           {{".", {{"terrain", "open"}}},
            {"#", {{"terrain", "wall"}, {"impassable", true}, {"blocks_sight", true}}},
            {"W", {{"terrain", "woods"}, {"extra_move_cost", 1}}}}},
          {"cells", {"......", "..#...", "......", "WWWWWW", "......"}}};
}

// Two humans on an inline 6 x 5 hex map: figure 1 (side "a") and 2 (side "b").
json hex_duel_document(json a, json b) {
  const auto figure = [](json f, int id, const char* side) {
    f.update({{"id", id},
              {"side", side},
              {"name", "Human"},
              {"species", "human"},
              {"class", 3},
              {"armour", 3},
              {"melee_weapon", "sword"}});
    return f;
  };
  return {{"format", "fray-scenario"},
          {"version", 1},
          {"title", "hex duel"},
          {"rule_system", "classic"},
          {"map", hex_map_document()},
          {"sides", {{{"id", "a"}, {"name", "Side A"}}, {{"id", "b"}, {"name", "Side B"}}}},
          {"figures", {figure(a, 1, "a"), figure(b, 2, "b")}}};
}

map::Point centre_of(const Scenario& s, int column, int row) {
  return s.hex_map->layout.centre(map::HexGrid::from_offset(column, row));
}

TEST(HexGame, ScenarioPlacesFiguresOnHexCentres) {
  const Scenario& s = crossroads();
  ASSERT_TRUE(s.hex_map);
  EXPECT_GE(s.figures.size(), 12u);
  EXPECT_EQ(s.figures.front().position, centre_of(s, 4, 0));
  EXPECT_NEAR(s.figures.front().facing_deg, 180.0, 1e-9);
  EXPECT_EQ(s.document["map"]["kind"], "hex");  // the map file is inlined for saves
  const Game game = Game::from_scenario(setup(), s, 3);
  EXPECT_TRUE(game.field().is_hex());
  for (const Figure& f : game.state().figures)
    EXPECT_FALSE(game.field().off_centre(f.placement.centre));
}

TEST(HexGame, APositionIsSnappedToItsHexAndBadHexesAreRefused) {
  const Scenario s = parse_scenario(
      hex_duel_document({{"position", {3.9, 5.3}}, {"facing_deg", 170}}, {{"hex", {4, 4}}}),
      "duel.json");
  EXPECT_EQ(s.figures[0].position, centre_of(s, 2, 2));
  EXPECT_NEAR(s.figures[0].facing_deg, 180.0, 1e-9);
  EXPECT_EQ(s.figures[1].position, centre_of(s, 4, 4));
  const auto refused = [](const json& doc, const std::string& pointer) {
    try {
      parse_scenario(doc, "bad.json");
      ADD_FAILURE() << "accepted";
    } catch (const io::DataError& e) {
      EXPECT_NE(std::string(e.what()).find(pointer), std::string::npos) << e.what();
    }
  };
  refused(hex_duel_document({{"hex", {6, 0}}}, {{"hex", {4, 4}}}), "/figures/0/hex");
  json with_table = hex_duel_document({{"hex", {0, 0}}}, {{"hex", {4, 4}}});
  with_table["table"] = {{"width_cm", 120}, {"depth_cm", 80}};
  refused(with_table, "/table");
  json on_table = hex_duel_document({{"hex", {1, 1}}}, {{"position", {50, 50}}});
  on_table.erase("map");
  on_table["table"] = {{"width_cm", 120}, {"depth_cm", 80}};
  refused(on_table, "/figures/0/hex");
}

TEST(HexGame, AMoveMustEndOnAFreePassableHexCentre) {
  const Scenario s = parse_scenario(
      hex_duel_document({{"hex", {2, 0}}, {"facing_deg", 180}}, {{"hex", {5, 4}}}), "duel.json");
  Game game = Game::from_scenario(setup(), s, 3);
  const map::Point off = centre_of(s, 4, 1) + map::Point{0.7, 0.2};
  const Outcome refused = game.submit({"move", {{"figure", 1}, {"path", {{off.x, off.y}}}}});
  ASSERT_FALSE(refused.accepted());
  EXPECT_NE(refused.refusal->message.find("nearest is hex [4, 1]"), std::string::npos)
      << refused.refusal->message;
  const map::Point wall = centre_of(s, 2, 1);
  EXPECT_FALSE(game.submit({"move", {{"figure", 1}, {"path", {{wall.x, wall.y}}}}}).accepted());
  // Straight through the wall is refused; around it, to a centre, is a move of three hexes.
  const map::Point beyond = centre_of(s, 2, 2);
  EXPECT_FALSE(game.submit({"move", {{"figure", 1}, {"path", {{beyond.x, beyond.y}}}}}).accepted());
  const map::Point side = centre_of(s, 1, 1);
  const Outcome ok =
      game.submit({"move", {{"figure", 1}, {"path", {{side.x, side.y}, {beyond.x, beyond.y}}}}});
  ASSERT_TRUE(ok.accepted()) << ok.refusal->message;
  EXPECT_EQ(game.state().find(1)->placement.centre, beyond);
  const Event* moved = test::find_event(ok, "figure_moved");
  ASSERT_NE(moved, nullptr);
  EXPECT_NEAR(moved->data["length_cm"].get<double>(), 7.5, 1e-9);
}

TEST(HexGame, ASlowedFigureStopsOnAHexCentreWithinWhatTheDiceLeave) {
  const Scenario s = parse_scenario(
      hex_duel_document({{"hex", {1, 0}}, {"facing_deg", 180}}, {{"hex", {5, 4}}}), "duel.json");
  Game game = Game::from_scenario(setup(), s, 3);
  ASSERT_TRUE(game.submit({"set_die", {{"face", 6}}}).accepted());
  // Down through the woods and back up: 7 hexes, 17.5 cm of a human's 20 cm.
  const map::Point down = centre_of(s, 1, 4);
  const map::Point up = centre_of(s, 1, 1);
  const Outcome o =
      game.submit({"move", {{"figure", 1}, {"path", {{down.x, down.y}, {up.x, up.y}}}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  const Event* slowed = test::find_event(o, "slowing_dice");
  ASSERT_NE(slowed, nullptr);
  EXPECT_EQ(slowed->data["terrain"], "hex [1, 3] (woods)");
  const Event* moved = test::find_event(o, "figure_moved");
  ASSERT_NE(moved, nullptr);
  ASSERT_TRUE(moved->data.value("stopped_short", false)) << moved->text;
  const Figure& f = *game.state().find(1);
  EXPECT_FALSE(game.field().off_centre(f.placement.centre));
  const int steps = map::hex_distance(game.field().hex_at(centre_of(s, 1, 0)),
                                      game.field().hex_at(f.placement.centre));
  EXPECT_LE(steps * 2.5, slowed->data["allowance_cm"].get<double>() + 1e-9);
}

TEST(HexGame, ChargeEndsOnTheNeighbouringHexAndTheFoesMayStrike) {
  const Scenario s = parse_scenario(
      hex_duel_document({{"hex", {4, 0}}, {"facing_deg", 180}}, {{"hex", {4, 4}}}), "duel.json");
  Game game = Game::from_scenario(setup(), s, 3);
  const Outcome o = game.submit({"charge", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_EQ(game.state().find(1)->placement.centre, centre_of(s, 4, 3));
  const Figure& a = *game.state().find(1);
  const Figure& b = *game.state().find(2);
  EXPECT_TRUE(game.field().in_contact({a.base, a.placement}, {b.base, b.placement}));
  EXPECT_NEAR(a.placement.facing_deg, 180.0, 1e-9);
}

// The classic system gives each weapon its hex reach (assumed from seed 001, "Reach of a
// Weapon"): a thrusting spear strikes two hexes ahead, a sword only the next hex. A third figure
// in contact brings on the melee phase.
TEST(HexGame, AThrustingSpearStrikesTwoHexesAheadAndASwordDoesNot) {
  for (const char* weapon : {"thrusting_spear", "sword"}) {
    SCOPED_TRACE(weapon);
    json doc = hex_duel_document({{"hex", {4, 0}}, {"facing_deg", 180}}, {{"hex", {4, 2}}});
    doc["figures"][0]["melee_weapon"] = weapon;
    json third = doc["figures"][1];
    third["id"] = 3;
    third["hex"] = {5, 0};
    doc["figures"].push_back(third);
    Game game = Game::from_scenario(setup(), parse_scenario(doc, "duel.json"), 3);
    ASSERT_TRUE(test::end_phases_until(game, 2)) << game.allowed_now();  // melee
    if (game.state().active_side != 0) {
      const bool ended = game.submit({"end_activation", {{"figure", 3}}}).accepted();
      ASSERT_TRUE(ended) << game.allowed_now();
    }
    const Outcome strike = game.submit({"strike", {{"figure", 1}, {"target", 2}}});
    if (std::string(weapon) == "sword") {
      ASSERT_FALSE(strike.accepted());
      EXPECT_NE(strike.refusal->message.find("the weapon reaches 1 to 1"), std::string::npos)
          << strike.refusal->message;
    } else {
      EXPECT_TRUE(strike.accepted()) << strike.refusal->message;
    }
  }
}

TEST(HexGame, AWholeHexBattleIsPlayedSavedAndReplayed) {
  Game game = Game::from_scenario(setup(), crossroads(), 3);
  test::play(game, 30);
  EXPECT_TRUE(game.state().finished) << "turn " << game.state().turn;
  for (const Figure& f : game.state().figures)
    EXPECT_FALSE(game.field().off_centre(f.placement.centre)) << f.id;
  const SavedGame save = record_game(game, crossroads(), 3);
  const SavedGame read = parse_save(save_to_json(save).dump(), "hex.fray");
  const Verification v = verify_save(setup(), read);
  EXPECT_TRUE(v.ok) << v.detail;
  EXPECT_EQ(v.actual_hash, v.expected_hash);
  Replay replay(setup(), read);
  replay.seek(replay.size() / 2);
  replay.seek(replay.size());
  EXPECT_EQ(test::dump(replay.game()), test::dump(game));
}

}  // namespace
}  // namespace fray::game

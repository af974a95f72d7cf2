// Fire blocks movement and sight (assumed; seed 004, "Fire" does not say): no walking through
// or ending in a burning circle, and smoke across a line of sight hides the target.
#include <gtest/gtest.h>

#include <fray/classic/action_situations.h>
#include <fray/game/field/fire_obstacles.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using nlohmann::json;
using test::duel;
using test::human;
using test::setup;

Fire fire_at(double x, double y, double radius) {
  Fire f;
  f.id = 1;
  f.centre = {x, y};
  f.radius_cm = radius;
  return f;
}

Footprint base_at(double x, double y) { return {{map::BaseShape::Round, 2.5, 2.5}, {{x, y}, 0}}; }

TEST(FireObstacles, PathsThroughAndPastAFireOnTheTable) {
  const Battlefield field(120, 80);
  const Fire fires[] = {fire_at(50, 40, 3)};
  struct Row {
    const char* what;
    map::Point start;
    std::vector<map::Point> path;
    bool blocked;
  };
  const Row table[] = {
      {"straight through the middle", {40, 40}, {{60, 40}}, true},
      {"the base grazes the edge (4 cm off, 3 + 1.25)", {40, 44}, {{60, 44}}, true},
      {"clear of it by a hair (5 cm off)", {40, 45}, {{60, 45}}, false},
      {"round it on two legs", {40, 40}, {{40, 50}, {60, 50}}, false},
      {"the second leg crosses it", {40, 50}, {{50, 50}, {50, 30}}, true},
      {"walking out of the fire it stands in", {50, 41}, {{50, 60}}, false},
  };
  for (const Row& row : table) {
    SCOPED_TRACE(row.what);
    EXPECT_EQ(fire_on_path(field, fires, base_at(row.start.x, row.start.y), row.path) != nullptr,
              row.blocked);
  }
}

TEST(FireObstacles, SmokeAcrossALineOfSightOnTheTable) {
  const Battlefield field(120, 80);
  const Fire fires[] = {fire_at(50, 40, 3)};
  struct Row {
    map::Point from, to;
    bool blocked;
  };
  for (const Row row : {Row{{40, 40}, {60, 40}, true}, Row{{40, 42.9}, {60, 42.9}, true},
                        Row{{40, 43.5}, {60, 43.5}, false}, Row{{40, 40}, {45, 40}, false},
                        Row{{50, 40}, {70, 70}, true}})
    EXPECT_EQ(fire_across_sight(field, fires, row.from, row.to) != nullptr, row.blocked)
        << row.from.x << "," << row.from.y << " to " << row.to.x << "," << row.to.y;
  EXPECT_EQ(fire_across_sight(field, {}, {40, 40}, {60, 40}), nullptr);
}

TEST(FireObstacles, OnHexesAFireCoversTheHexesWhoseCentresAreInItsCircle) {
  const Battlefield field(map::HexMap(12, 8));
  const map::HexLayout layout = field.hex_layout();
  const map::Point centre = layout.centre(map::HexGrid::from_offset(5, 4));
  const Fire fires[] = {fire_at(centre.x, centre.y, 1)};  // its own hex only (neighbours 2.5 off)
  EXPECT_TRUE(hex_burns(field, fires[0], centre));
  EXPECT_FALSE(hex_burns(field, fires[0], layout.centre(map::HexGrid::from_offset(6, 4))));
  const Fire wide = fire_at(centre.x, centre.y, 2.6);  // and its six neighbours
  EXPECT_TRUE(hex_burns(field, wide, layout.centre(map::HexGrid::from_offset(6, 4))));
  EXPECT_FALSE(hex_burns(field, wide, layout.centre(map::HexGrid::from_offset(7, 4))));

  // Lines down a column of hexes: through the burning hex, and two columns aside.
  const map::Point north = layout.centre(map::HexGrid::from_offset(5, 1));
  const map::Point south = layout.centre(map::HexGrid::from_offset(5, 7));
  const map::Point aside_north = layout.centre(map::HexGrid::from_offset(3, 1));
  const map::Point aside_south = layout.centre(map::HexGrid::from_offset(3, 7));
  EXPECT_NE(fire_across_sight(field, fires, north, south), nullptr);
  EXPECT_EQ(fire_across_sight(field, fires, aside_north, aside_south), nullptr);
  const Footprint walker{{map::BaseShape::Round, 2.0, 2.0}, {north, 0}};
  EXPECT_NE(fire_on_path(field, fires, walker, {south}), nullptr);
  EXPECT_EQ(fire_on_path(field, fires, walker, {aside_north, aside_south}), nullptr);
}

Game with_fire(double x, double y, double radius, json a = human(40, 40), json b = human(100, 70)) {
  Game game = Game::from_scenario(setup(), duel(std::move(a), std::move(b)), 3);
  const Outcome lit = game.submit({"start_fire", {{"at", {x, y}}, {"radius_cm", radius}}});
  EXPECT_TRUE(lit.accepted()) << lit.refusal->message;
  return game;
}

TEST(FireObstacles, AMoveThroughOrIntoAFireIsRefusedNamingTheFire) {
  Game game = with_fire(48, 40, 2);
  const Outcome through = game.submit({"move", {{"figure", 1}, {"path", {{56, 40}}}}});
  ASSERT_FALSE(through.accepted());
  EXPECT_EQ(through.refusal->code, RefusalCode::Blocked);
  EXPECT_NE(through.refusal->message.find("pass through fire 1"), std::string::npos)
      << through.refusal->message;
  EXPECT_NE(through.refusal->message.find("seed 004, \"Fire\""), std::string::npos);
  const Outcome into = game.submit({"move", {{"figure", 1}, {"path", {{47, 40}}}}});
  ASSERT_FALSE(into.accepted());
  EXPECT_NE(into.refusal->message.find("end its move in fire 1"), std::string::npos)
      << into.refusal->message;
  const Outcome round = game.submit({"move", {{"figure", 1}, {"path", {{40, 48}, {50, 48}}}}});
  EXPECT_TRUE(round.accepted()) << round.refusal->message;
}

TEST(FireObstacles, WithoutAFireTheSameMoveIsAllowed) {
  Game game = Game::from_scenario(setup(), duel(human(40, 40), human(100, 70)), 3);
  EXPECT_TRUE(game.submit({"move", {{"figure", 1}, {"path", {{56, 40}}}}}).accepted());
}

TEST(FireObstacles, AChargeThroughAFireIsRefused) {
  Game game = with_fire(50, 40, 2, human(40, 40), human(60, 40));
  const Outcome charge = game.submit({"charge", {{"figure", 1}, {"target", 2}}});
  ASSERT_FALSE(charge.accepted());
  EXPECT_NE(charge.refusal->message.find("fire 1"), std::string::npos) << charge.refusal->message;
}

TEST(FireObstacles, SmokeBlocksAShotAndASpotInTheOpenButNotBesideIt) {
  Game smoky = with_fire(60, 40, 3, human(40, 40), human(80, 40));
  const BattleState& s = smoky.state();
  const Sight blocked = shot_sight(smoky.field(), s, *s.find(1), *s.find(2));
  EXPECT_FALSE(blocked.clear);
  EXPECT_NE(blocked.blocked_by.find("smoke of fire 1"), std::string::npos);

  Game beside = with_fire(60, 50, 3, human(40, 40), human(80, 40));
  const BattleState& t = beside.state();
  EXPECT_TRUE(shot_sight(beside.field(), t, *t.find(1), *t.find(2)).clear);

  const Outcome spot = smoky.submit({"spot", {{"observer", 1}, {"target", 2}, {"ground", "open"}}});
  ASSERT_TRUE(spot.accepted());
  const Event* e = test::find_event(spot, "spot");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->data["seen"], false);
  EXPECT_NE(e->text.find("smoke"), std::string::npos) << e->text;
}

}  // namespace
}  // namespace fray::game

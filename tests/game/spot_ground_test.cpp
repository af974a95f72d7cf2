// The spot command reads the target's ground from the map when the referee does not name it
// (seed 004, "Visibility"; seed 004, "Woods and other cover"); the referee's ground still wins.
#include <gtest/gtest.h>

#include <fray/game/field/spot_ground.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using nlohmann::json;
using test::setup;

map::TerrainFeature square(const char* terrain, double x, double y, double side = 20) {
  map::TerrainFeature f;
  f.name = terrain;
  f.terrain_id = terrain;
  f.points = {{x, y}, {x + side, y}, {x + side, y + side}, {x, y + side}};
  return f;
}

// Woods at (0..20, 0..20), bushes at (30..50, 0..20), a building at (60..80, 0..20).
map::TableMap table() {
  map::TableMap t;
  t.width_cm = 120;
  t.depth_cm = 80;
  t.features = {square("woods", 0, 0), square("bushes", 30, 0), square("building", 60, 0)};
  return t;
}

Figure standing(int id, double x, double y) {
  Figure f;
  f.id = id;
  f.placement = {{x, y}, 0};
  return f;
}

TEST(SpotGround, ReadFromTheTableUnderTheTarget) {
  const Battlefield field(table());
  struct Row {
    const char* what;
    map::Point observer, target;
    const char* ground;
  };
  const Row rows[] = {
      {"open ground", {100, 60}, {100, 40}, "open"},
      {"in the woods", {100, 60}, {10, 10}, "woods"},
      {"in the bushes", {100, 60}, {40, 10}, "terrain_edge"},
      {"in a building, seen from outside", {100, 60}, {70, 10}, "building_outside"},
      {"in a building, seen from inside it", {62, 18}, {70, 10}, "building_inside"},
      {"the observer in the woods, the target in the open", {10, 10}, {100, 40}, "open"},
  };
  for (const Row& row : rows)
    EXPECT_EQ(ground_under(field, standing(1, row.observer.x, row.observer.y),
                           standing(2, row.target.x, row.target.y)),
              row.ground)
        << row.what;
}

TEST(SpotGround, ReadFromTheHexUnderTheTarget) {
  map::HexMap hex(8, 6);
  hex.terrain_names = {"open", "woods", "building", "scrub", "hill"};
  const auto set = [&](int column, int row, std::uint16_t terrain) {
    hex.cell(map::HexGrid::from_offset(column, row)).terrain = terrain;
  };
  set(1, 1, 1), set(2, 2, 2), set(2, 3, 2), set(3, 3, 3), set(4, 4, 4);
  const Battlefield field(hex);
  const auto at = [&](int column, int row) {
    const map::Point p = field.hex_layout().centre(map::HexGrid::from_offset(column, row));
    return p;
  };
  const auto ground = [&](map::Point observer, map::Point target) {
    return ground_under(field, standing(1, observer.x, observer.y),
                        standing(2, target.x, target.y));
  };
  EXPECT_EQ(ground(at(6, 5), at(0, 0)), "open");
  EXPECT_EQ(ground(at(6, 5), at(1, 1)), "woods");
  EXPECT_EQ(ground(at(6, 5), at(2, 2)), "building_outside");
  EXPECT_EQ(ground(at(2, 3), at(2, 2)), "building_inside");
  EXPECT_EQ(ground(at(6, 5), at(3, 3)), "terrain_edge");
  EXPECT_EQ(ground(at(6, 5), at(4, 4)), "open");  // on a hill: plain sight
}

Game on_table(map::Point observer, map::Point target) {
  const Game start = Game::from_scenario(
      setup(), test::duel(test::human(observer.x, observer.y), test::human(target.x, target.y)), 5);
  return Game(setup(), start.state(), table());
}

TEST(SpotGround, TheSpotCommandDefaultsToTheMapAndTheRefereeOverrides) {
  Game game = on_table({15, 30}, {10, 10});  // target in the woods, 18 cm apart edge to edge
  const Outcome from_map = game.submit({"spot", {{"observer", 1}, {"target", 2}}});
  ASSERT_TRUE(from_map.accepted()) << from_map.refusal->message;
  const Event* e = test::find_event(from_map, "spot");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->data["ground"], "woods");
  EXPECT_EQ(e->data["ground_from_map"], true);
  EXPECT_EQ(e->data["seen"], true);  // within 8" in woods

  const Outcome named =
      game.submit({"spot", {{"observer", 1}, {"target", 2}, {"ground", "building_outside"}}});
  ASSERT_TRUE(named.accepted());
  const Event* n = test::find_event(named, "spot");
  EXPECT_EQ(n->data["ground"], "building_outside");
  EXPECT_FALSE(n->data.contains("ground_from_map"));
  EXPECT_EQ(n->data["seen"], false);  // beyond 3"
}

}  // namespace
}  // namespace fray::game

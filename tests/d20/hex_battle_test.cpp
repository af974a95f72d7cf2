// A d20 battle on a hex map: a space is a hex (seed 003, "MINIATURES AND BATTLE MAPS").
#include "d20_fixture.h"

namespace fray::d20::test {
namespace {

using nlohmann::json;

// A 12 x 5 hex map: open rows, a row of rubble (difficult), a wall.
json hex_document(json figures) {
  json doc = document(std::move(figures));
  doc.erase("table");
  doc["map"] = {
      {"format", "fray-map"},
      {"version", 1},
      {"kind", "hex"},
      {"columns", 12},
      {"rows", 5},
      {"terrain_names", {"open", "wall", "rubble"}},
      {"legend",
       {{".", {{"terrain", "open"}}},
        {"#", {{"terrain", "wall"}, {"impassable", true}, {"blocks_sight", true}}},
        {"R", {{"terrain", "rubble"}, {"extra_move_cost", 1}}}}},
      {"cells", {"............", "......#.....", "............", "RRRRRRRRRRRR", "............"}}};
  return doc;
}

json on_hex(int id, const std::string& side, int column, int row, json extra = json::object()) {
  json f = figure(id, side, 0, 0, std::move(extra));
  f.erase("position");
  f["hex"] = {column, row};
  return f;
}

json path_to(const game::Game& game, int column, int row) {
  const map::Point p = game.field().hex_layout().centre(map::HexGrid::from_offset(column, row));
  return json::array({json::array({p.x, p.y})});
}

TEST(D20HexBattle, AFigureMovesSixHexesAndRubbleCostsTwo) {
  game::Game game = game_of(hex_document({on_hex(1, "a", 0, 0), on_hex(2, "b", 11, 4)}));
  let_act(game, 1);
  EXPECT_EQ(game.submit({"move", {{"figure", 1}, {"path", path_to(game, 7, 0)}}}).refusal->code,
            game::RefusalCode::TooFar);
  EXPECT_TRUE(game.preview({"move", {{"figure", 1}, {"path", path_to(game, 6, 0)}}}).accepted());
  // From row 2 into the rubble hex below it: one hex of rubble, 2 spaces.
  game::Game rubble = game_of(hex_document({on_hex(1, "a", 0, 2), on_hex(2, "b", 11, 4)}));
  let_act(rubble, 1);
  const game::Preview into =
      rubble.preview({"move", {{"figure", 1}, {"path", path_to(rubble, 0, 3)}}});
  EXPECT_TRUE(into.accepted()) << into.refusal->message;
  // Then along the rubble row: 2 (in) + 5 x 2 = 12 spaces > 6.
  const game::Outcome along = rubble.submit(
      {"move", {{"figure", 1}, {"path", {path_to(rubble, 0, 3)[0], path_to(rubble, 5, 3)[0]}}}});
  ASSERT_FALSE(along.accepted());
  EXPECT_EQ(along.refusal->code, game::RefusalCode::TooFar);
}

TEST(D20HexBattle, RangesCountHexesAndAWallBlocksTheLine) {
  const json archer = {{"weapons", {{"melee", "sword"}, {"short", "short_bow"}}}};
  game::Game game = game_of(
      hex_document({on_hex(1, "a", 0, 1, archer), on_hex(2, "b", 10, 1), on_hex(3, "b", 9, 2)}));
  let_act(game, 1);
  // Figure 2 stands behind the wall hex: no line.
  EXPECT_EQ(game.submit({"attack", {{"figure", 1}, {"target", 2}}}).refusal->code,
            game::RefusalCode::Blocked);
  const game::Preview p = game.preview({"attack", {{"figure", 1}, {"target", 3}}});
  ASSERT_TRUE(p.accepted()) << p.refusal->message;
  EXPECT_EQ(p.need_natural.front(), 11);
  EXPECT_NE(p.breakdown.front().find("short at "), std::string::npos) << p.breakdown.front();
}

}  // namespace
}  // namespace fray::d20::test

// A d20 battle on a square map: a space is a square, diagonals included (seed 003,
// "MINIATURES AND BATTLE MAPS", "Movement", "Line of Sight").
#include <fray/io/data_error.h>

#include "d20_fixture.h"

namespace fray::d20::test {
namespace {

using nlohmann::json;

// A 12 x 6 square map: open rows, a wall square, a row of brush (difficult) and two hedge
// squares (difficult, partial cover).
json square_map() {
  return {{"format", "fray-map"},
          {"version", 1},
          {"kind", "square"},
          {"columns", 12},
          {"rows", 6},
          {"terrain_names", {"open", "wall", "brush", "hedge"}},
          {"legend",
           {{".", {{"terrain", "open"}}},
            {"#", {{"terrain", "wall"}, {"impassable", true}, {"blocks_sight", true}}},
            {"b", {{"terrain", "brush"}, {"difficult", true}}},
            {"h", {{"terrain", "hedge"}, {"difficult", true}, {"partial_cover", true}}}}},
          {"cells",
           {"............", "......#.....", "............", "bbbbbbbbbbbb", "....hh......",
            "............"}}};
}

json square_document(json figures, json settings = json::object()) {
  json doc = document(std::move(figures), std::move(settings));
  doc.erase("table");
  doc["map"] = square_map();
  return doc;
}

json path_to(const game::Game& game, std::initializer_list<std::pair<int, int>> squares) {
  json path = json::array();
  for (const auto& [column, row] : squares) {
    const map::Point p = game.field().square_map()->layout.centre({column, row});
    path.push_back({p.x, p.y});
  }
  return path;
}

game::Preview move_preview(game::Game& game, int figure, json path) {
  return game.preview({"move", {{"figure", figure}, {"path", std::move(path)}}});
}

TEST(D20SquareBattle, SixSpacesAMoveAndADiagonalIsOne) {
  game::Game game = game_of(square_document({on_square(1, "a", 0, 0), on_square(2, "b", 11, 5)}));
  let_act(game, 1);
  EXPECT_TRUE(game.field().is_square());
  // Six columns and two rows away: six diagonal-or-straight steps.
  const game::Preview six = move_preview(game, 1, path_to(game, {{6, 2}}));
  EXPECT_TRUE(six.accepted()) << six.refusal->message;
  EXPECT_EQ(move_preview(game, 1, path_to(game, {{7, 0}})).refusal->code,
            game::RefusalCode::TooFar);
  // A figure stops on a square's centre.
  const game::Preview off = game.preview({"move", {{"figure", 1}, {"path", {{4.0, 1.0}}}}});
  ASSERT_FALSE(off.accepted());
  EXPECT_NE(off.refusal->message.find("not a square's centre"), std::string::npos)
      << off.refusal->message;
}

TEST(D20SquareBattle, DifficultGroundCostsTwoAndAWallStopsAWalk) {
  game::Game game = game_of(square_document({on_square(1, "a", 0, 2), on_square(2, "b", 11, 5)}));
  let_act(game, 1);
  // Into the brush below: 2 spaces; on along it to column 3: 2 + 3 x 2 = 8 > 6.
  const game::Preview into = move_preview(game, 1, path_to(game, {{0, 3}}));
  ASSERT_TRUE(into.accepted());
  ASSERT_TRUE(into.move);
  EXPECT_DOUBLE_EQ(into.move->cost, 2.0);
  EXPECT_DOUBLE_EQ(into.move->allowance, 6.0);
  EXPECT_EQ(into.move->unit, "spaces");
  EXPECT_TRUE(move_preview(game, 1, path_to(game, {{0, 3}, {2, 3}})).accepted());
  EXPECT_EQ(move_preview(game, 1, path_to(game, {{0, 3}, {3, 3}})).refusal->code,
            game::RefusalCode::TooFar);
  // The wall square at [6, 1] cannot be walked through.
  game::Game walled = game_of(square_document({on_square(1, "a", 4, 1), on_square(2, "b", 11, 5)}));
  let_act(walled, 1);
  EXPECT_EQ(move_preview(walled, 1, path_to(walled, {{8, 1}})).refusal->code,
            game::RefusalCode::Blocked);
}

TEST(D20SquareBattle, AFigureNeverWalksThroughAnEnemy) {
  game::Game game = game_of(square_document({on_square(1, "a", 0, 0), on_square(2, "b", 1, 0)}));
  let_act(game, 1);
  EXPECT_EQ(move_preview(game, 1, path_to(game, {{2, 0}})).refusal->code,
            game::RefusalCode::Blocked);
  EXPECT_TRUE(move_preview(game, 1, path_to(game, {{1, 1}, {2, 0}})).accepted());
}

TEST(D20SquareBattle, BetweenTwoSquaresAsNearTheLineTheWalkTakesTheFreerOneBothWays) {
  // Two across and one down passes as near [1, 0] as [1, 1]: an enemy on one of them does not
  // stop the walk, and the brush below costs nothing either way.
  game::Game game = game_of(square_document({on_square(1, "a", 0, 2), on_square(2, "b", 1, 2),
                                             on_square(3, "a", 2, 1), on_square(4, "b", 9, 5)}));
  let_act(game, 1);
  const game::Preview past = move_preview(game, 1, path_to(game, {{2, 3}}));
  ASSERT_TRUE(past.accepted()) << past.refusal->message;  // by [1, 3] (brush) or [1, 2] (enemy)
  EXPECT_DOUBLE_EQ(past.move->cost, 3.0);                 // the brush square, the only free one
  game::Game back = game_of(
      square_document({on_square(1, "a", 2, 3), on_square(2, "b", 1, 2), on_square(4, "b", 9, 5)}));
  let_act(back, 1);
  const game::Preview returning = move_preview(back, 1, path_to(back, {{0, 2}}));
  ASSERT_TRUE(returning.accepted()) << returning.refusal->message;
  EXPECT_DOUBLE_EQ(returning.move->cost, 2.0);  // into [1, 3] brush, then open [0, 2]
}

TEST(D20SquareBattle, APointFarOffTheMapIsRefusedAtOnce) {
  game::Game game = game_of(square_document({on_square(1, "a", 0, 0), on_square(2, "b", 11, 5)}));
  let_act(game, 1);
  for (const double x : {3e9, 1e12, -1e300}) {
    const game::Preview far = game.preview({"move", {{"figure", 1}, {"path", {{x, 1.27}}}}});
    ASSERT_FALSE(far.accepted()) << x;
    EXPECT_EQ(far.refusal->code, game::RefusalCode::TooFar) << x;
  }
  // Walking off the near edge takes the figure out of the battle, as its preview says.
  const game::Preview off = game.preview({"move", {{"figure", 1}, {"path", {{-1.27, 1.27}}}}});
  ASSERT_TRUE(off.accepted()) << off.refusal->message;
  ASSERT_EQ(off.figures.size(), 1u);
  EXPECT_DOUBLE_EQ(off.figures[0].killed, 1.0);
}

TEST(D20SquareBattle, MeleeReachesTheEightSquaresAround) {
  game::Game game = game_of(square_document({on_square(1, "a", 2, 0), on_square(2, "b", 3, 1)}));
  let_act(game, 1);
  const game::Preview p = game.preview({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(p.accepted()) << p.refusal->message;
  EXPECT_EQ(p.need_natural.front(), rules().melee_need);
  const game::Outcome o = game.submit({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(o.accepted());
  const game::Event* attack = find_event(o, "d20_attack");
  ASSERT_NE(attack, nullptr);
  EXPECT_EQ(attack->data.at("spaces"), 1);
}

TEST(D20SquareBattle, AWallBlocksTheLineAndAHedgeGivesCover) {
  const json archer = {{"weapons", {{"melee", "sword"}, {"short", "short_bow"}}}};
  game::Game game =
      game_of(square_document({on_square(1, "a", 4, 0, archer), on_square(2, "b", 4, 4),
                               on_square(3, "b", 8, 4), on_square(4, "b", 8, 1)}));
  let_act(game, 1);
  // Figure 4 stands behind the wall square [6, 1]: no line.
  EXPECT_EQ(game.submit({"attack", {{"figure", 1}, {"target", 4}}}).refusal->code,
            game::RefusalCode::Blocked);
  const game::Preview hedge = game.preview({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(hedge.accepted()) << hedge.refusal->message;
  EXPECT_EQ(hedge.need_natural.front(), rules().ranged_in_cover_need);
  const game::Preview open = game.preview({"attack", {{"figure", 1}, {"target", 3}}});
  ASSERT_TRUE(open.accepted()) << open.refusal->message;
  EXPECT_EQ(open.need_natural.front(), rules().ranged_need);
}

TEST(D20SquareBattle, TheScenarioIsCheckedAgainstItsSquares) {
  const auto refused_at = [](const json& doc) -> std::string {
    try {
      (void)game_of(doc);
    } catch (const io::DataError& e) {
      return e.location();
    }
    return "accepted";
  };
  EXPECT_EQ(refused_at(square_document({on_square(1, "a", 0, 0), on_square(2, "b", 11, 5)},
                                       {{"space_inches", 1}})),
            "/settings/space_inches");
  EXPECT_EQ(refused_at(square_document({on_square(1, "a", 12, 0), on_square(2, "b", 11, 5)})),
            "/figures/0/square");
  json hex = square_document({on_square(1, "a", 0, 0), on_square(2, "b", 11, 5)});
  hex["figures"][0].erase("square");
  hex["figures"][0]["hex"] = {0, 0};
  EXPECT_EQ(refused_at(hex), "/figures/0/hex");
  json classic = square_document(json::array());
  classic["rule_system"] = "classic";
  EXPECT_EQ(refused_at(classic), "/map");
  json chart = square_document({on_square(1, "a", 0, 0), on_square(2, "b", 11, 5)});
  chart["sides"][1]["controller"] = "reaction004";  // seed 004's AI plays d20 too
  EXPECT_EQ(refused_at(chart), "accepted");
  json on_table = document({on_square(1, "a", 0, 0), on_square(2, "b", 11, 5)});
  EXPECT_EQ(refused_at(on_table), "/figures/0/square");
}

}  // namespace
}  // namespace fray::d20::test

// Large figures on a grid (seed 003, "Large Figures"): a base wider than a space covers several;
// its main space is where it moves and attacks from, and any of its spaces may be attacked. Every
// test goes through the game (Game::preview and Game::submit).
#include <fray/io/data_error.h>

#include "d20_fixture.h"

namespace fray::d20::test {
namespace {

using nlohmann::json;

const json kTroll = {{"profile", "troll_large"}};

// A 12 x 8 map of 1-inch squares: column 5 is a wall one square thick (rows 0-5), columns 8 and
// 9 a wall two squares thick (rows 0-5); rows 6 and 7 are open all along.
json walled_squares(json figures) {
  json doc = document(std::move(figures));
  doc.erase("table");
  doc["map"] = {{"format", "fray-map"},
                {"version", 1},
                {"kind", "square"},
                {"columns", 12},
                {"rows", 8},
                {"terrain_names", {"open", "wall"}},
                {"legend",
                 {{".", {{"terrain", "open"}}},
                  {"#", {{"terrain", "wall"}, {"impassable", true}, {"blocks_sight", true}}}}},
                {"cells",
                 {".....#..##..", ".....#..##..", ".....#..##..", ".....#..##..", ".....#..##..",
                  ".....#..##..", "............", "............"}}};
  return doc;
}

json path_to(const game::Game& game, std::initializer_list<std::pair<int, int>> squares) {
  json path = json::array();
  for (const auto& [column, row] : squares) path.push_back(square_centre(game, column, row));
  return path;
}

std::vector<map::Square> squares_under(const game::Game& game, int figure) {
  std::vector<map::Square> out;
  const game::Figure& f = *game.state().find(figure);
  for (const map::Point& p : game.field().spaces_under({f.base, f.placement}))
    out.push_back(game.field().square_at(p));
  return out;
}

TEST(D20LargeFigure, ATrollCoversFourSquaresItsMainOneAtTheFrontLeft) {
  // Facing north (0 degrees): the body lies behind (south) and to the right (east).
  game::Game game =
      game_of(open_squares({on_square(1, "a", 2, 2, kTroll), on_square(2, "b", 9, 5)}, 12, 8));
  EXPECT_EQ(squares_under(game, 1), (std::vector<map::Square>{{2, 2}, {3, 2}, {2, 3}, {3, 3}}));
  EXPECT_EQ(squares_under(game, 2), (std::vector<map::Square>{{9, 5}}));
  // Facing east, behind is west and the right is south.
  game::Game east = game_of(
      open_squares({on_square(1, "a", 2, 2, {{"profile", "troll_large"}, {"facing_deg", 90}}),
                    on_square(2, "b", 9, 5)},
                   12, 8));
  EXPECT_EQ(squares_under(east, 1), (std::vector<map::Square>{{2, 2}, {2, 3}, {1, 2}, {1, 3}}));
}

TEST(D20LargeFigure, NoFigureMayStartInATrollsSquaresNorItsBodyOffTheMap) {
  const json overlapping =
      open_squares({on_square(1, "a", 2, 2, kTroll), on_square(2, "b", 3, 3)}, 12, 8);
  try {
    game_of(overlapping);
    FAIL() << "a figure in a troll's square was accepted";
  } catch (const io::DataError& e) {
    EXPECT_NE(std::string(e.what()).find("/figures/1/position"), std::string::npos) << e.what();
  }
  // The bottom row: the troll's body would hang below the map.
  EXPECT_THROW(
      game_of(open_squares({on_square(1, "a", 2, 7, kTroll), on_square(2, "b", 9, 0)}, 12, 8)),
      io::DataError);
}

TEST(D20LargeFigure, AnyOfItsSquaresMayBeAttacked) {
  // The soldier at [4, 4] is next to the troll's back right square [3, 3], two from its main one.
  game::Game game =
      game_of(open_squares({on_square(1, "a", 2, 2, kTroll), on_square(2, "b", 4, 4)}, 12, 8));
  let_act(game, 2);
  const game::Preview at_troll = game.preview({"attack", {{"figure", 2}, {"target", 1}}});
  ASSERT_TRUE(at_troll.accepted()) << at_troll.refusal->message;
  EXPECT_EQ(at_troll.need_natural.front(), rules().melee_need);
  // The troll is hardy: it rolls its defence twice, both 1s here.
  for (const int face : {20, 1, 1})
    ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
  ASSERT_TRUE(game.submit({"attack", {{"figure", 2}, {"target", 1}}}).accepted());
  EXPECT_EQ(game.state().find(1)->wounds, 1);
  // A small figure where the troll's main square is would be two squares away: out of reach.
  game::Game small =
      game_of(open_squares({on_square(1, "a", 2, 2), on_square(2, "b", 4, 4)}, 12, 8));
  let_act(small, 2);
  EXPECT_FALSE(small.preview({"attack", {{"figure", 2}, {"target", 1}}}).accepted());
}

TEST(D20LargeFigure, ItAttacksFromItsMainSquare) {
  // Next to the troll's back right square but two from its main square: the troll cannot reach.
  game::Game game =
      game_of(open_squares({on_square(1, "a", 2, 2, kTroll), on_square(2, "b", 4, 4)}, 12, 8));
  let_act(game, 1);
  const game::Preview p = game.preview({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_FALSE(p.accepted());
  // Beside its main square it can.
  game::Game beside =
      game_of(open_squares({on_square(1, "a", 2, 2, kTroll), on_square(2, "b", 1, 1)}, 12, 8));
  let_act(beside, 1);
  EXPECT_TRUE(beside.preview({"attack", {{"figure", 1}, {"target", 2}}}).accepted());
}

TEST(D20LargeFigure, ItCrossesAWallWhileOneOfItsSquaresStaysOpen) {
  // Facing east from [4, 2]: its body trails west. Column 5 is a wall one square thick.
  const json east = {{"profile", "troll_large"}, {"facing_deg", 90}};
  game::Game game =
      game_of(walled_squares({on_square(1, "a", 4, 2, east), on_square(2, "b", 11, 7)}));
  let_act(game, 1);
  const game::Preview through =
      game.preview({"move", {{"figure", 1}, {"path", path_to(game, {{5, 2}, {6, 2}})}}});
  ASSERT_TRUE(through.accepted()) << through.refusal->message;
  ASSERT_TRUE(through.move);
  EXPECT_DOUBLE_EQ(through.move->cost, 2.0);  // the wall costs as open ground (assumed)
  // The two-square wall at columns 8 and 9 leaves none of its squares open on the way.
  game::Game thick =
      game_of(walled_squares({on_square(1, "a", 7, 2, east), on_square(2, "b", 11, 7)}));
  let_act(thick, 1);
  const game::Preview refused =
      thick.preview({"move", {{"figure", 1}, {"path", path_to(thick, {{8, 2}, {9, 2}, {10, 2}})}}});
  ASSERT_FALSE(refused.accepted());
  EXPECT_NE(refused.refusal->message.find("Large Figures"), std::string::npos)
      << refused.refusal->message;
  // Nor does it stop with its main square in the wall.
  const game::Preview in_wall =
      game.preview({"move", {{"figure", 1}, {"path", path_to(game, {{5, 2}})}}});
  ASSERT_FALSE(in_wall.accepted());
  EXPECT_NE(in_wall.refusal->message.find("cannot stand on"), std::string::npos)
      << in_wall.refusal->message;
  // A soldier of one square does not pass the thin wall at all.
  game::Game soldier = game_of(walled_squares({on_square(1, "a", 4, 2), on_square(2, "b", 11, 7)}));
  let_act(soldier, 1);
  const game::Preview stopped =
      soldier.preview({"move", {{"figure", 1}, {"path", path_to(soldier, {{5, 2}, {6, 2}})}}});
  ASSERT_FALSE(stopped.accepted());
  EXPECT_NE(stopped.refusal->message.find("no figure passes"), std::string::npos)
      << stopped.refusal->message;
  // The move is made: the troll stands east of the wall, its body on [5, 2] and [5, 3].
  ASSERT_TRUE(
      game.submit({"move", {{"figure", 1}, {"path", path_to(game, {{5, 2}, {6, 2}})}}}).accepted());
  EXPECT_EQ(squares_under(game, 1), (std::vector<map::Square>{{6, 2}, {6, 3}, {5, 2}, {5, 3}}));
}

TEST(D20LargeFigure, NoOneWalksThroughItsSquaresAndItEndsOnNoOne) {
  // The troll covers [4..5, 3..4]; a soldier at [3, 4] walking east along row 4 meets its back.
  game::Game game = game_of(open_squares(
      {on_square(1, "a", 4, 3, kTroll), on_square(2, "b", 3, 4), on_square(3, "a", 8, 1)}, 12, 8));
  let_act(game, 2);
  const game::Preview blocked =
      game.preview({"move", {{"figure", 2}, {"path", path_to(game, {{4, 4}, {5, 4}, {6, 4}})}}});
  ASSERT_FALSE(blocked.accepted());
  EXPECT_NE(blocked.refusal->message.find("never through an opponent"), std::string::npos)
      << blocked.refusal->message;
  // Round it below: accepted.
  EXPECT_TRUE(
      game.preview({"move", {{"figure", 2}, {"path", path_to(game, {{4, 5}, {5, 5}, {6, 4}})}}})
          .accepted());
  // The troll may not stop where its body would cover its friend at [8, 1]: [7, 0] puts its
  // back right square there.
  let_act(game, 1);
  const game::Preview onto =
      game.preview({"move", {{"figure", 1}, {"path", path_to(game, {{5, 2}, {6, 1}, {7, 0}})}}});
  ASSERT_FALSE(onto.accepted());
  EXPECT_NE(onto.refusal->message.find("cannot end its move"), std::string::npos)
      << onto.refusal->message;
}

TEST(D20LargeFigure, ItsBodySweepsBesideItsWalkAndNeverThroughAnOpponent) {
  // The troll covers [2..3, 2..3]; walking east along row 2 its body sweeps row 3.
  game::Game game =
      game_of(open_squares({on_square(1, "a", 2, 2, kTroll), on_square(2, "b", 6, 3)}, 12, 8));
  let_act(game, 1);
  const game::Preview p = game.preview(
      {"move", {{"figure", 1}, {"path", path_to(game, {{4, 2}, {5, 2}, {6, 2}, {7, 2}})}}});
  ASSERT_FALSE(p.accepted());
  EXPECT_NE(p.refusal->message.find("Large Figures"), std::string::npos) << p.refusal->message;
  // With the soldier two rows lower the way is open.
  game::Game open =
      game_of(open_squares({on_square(1, "a", 2, 2, kTroll), on_square(2, "b", 6, 5)}, 12, 8));
  let_act(open, 1);
  const game::Preview q = open.preview(
      {"move", {{"figure", 1}, {"path", path_to(open, {{4, 2}, {5, 2}, {6, 2}, {7, 2}})}}});
  EXPECT_TRUE(q.accepted()) << q.refusal->message;
}

TEST(D20LargeFigure, ItTurnsOnlyWhereItsBodyFits) {
  // At [0, 2] facing north it covers [0..1, 2..3]. Facing south its body would lie west of the
  // map; facing west it would cover its friend at [1, 1].
  game::Game game = game_of(open_squares(
      {on_square(1, "a", 0, 2, kTroll), on_square(3, "a", 1, 1), on_square(2, "b", 9, 7)}, 12, 8));
  let_act(game, 1);
  const game::Preview south = game.preview({"face", {{"figure", 1}, {"facing_deg", 180}}});
  ASSERT_FALSE(south.accepted());
  EXPECT_NE(south.refusal->message.find("off the map"), std::string::npos)
      << south.refusal->message;
  const game::Preview west = game.preview({"face", {{"figure", 1}, {"facing_deg", 270}}});
  ASSERT_FALSE(west.accepted());
  EXPECT_NE(west.refusal->message.find("Soldier 3"), std::string::npos) << west.refusal->message;
  // A soldier turns anywhere.
  EXPECT_TRUE(game.preview({"face", {{"figure", 3}, {"facing_deg", 180}}}).accepted());
}

TEST(D20LargeFigure, AShooterSeesTheSquaresOfItsBodyThatNoWallHides) {
  // The troll at [6, 5] covers [6..7, 5..6]. From [1, 6] the wall square [5, 5] hides its main
  // square, but row 6 is open all along: the archer sees [6, 6] and shoots. From [1, 2] the wall
  // hides all four squares.
  const json human = {{"profile", "human"}};
  game::Game game =
      game_of(walled_squares({on_square(1, "a", 1, 6, human), on_square(2, "a", 1, 2, human),
                              on_square(3, "b", 6, 5, kTroll)}));
  let_act(game, 1);
  const game::Preview seen = game.preview({"attack", {{"figure", 1}, {"target", 3}}});
  EXPECT_TRUE(seen.accepted()) << seen.refusal->message;
  EXPECT_FALSE(game.preview({"attack", {{"figure", 2}, {"target", 3}}}).accepted());
  // A soldier of one square at [6, 5] is hidden from [1, 6].
  game::Game small = game_of(walled_squares(
      {on_square(1, "a", 1, 6, human), on_square(2, "a", 1, 2, human), on_square(3, "b", 6, 5)}));
  let_act(small, 1);
  EXPECT_FALSE(small.preview({"attack", {{"figure", 1}, {"target", 3}}}).accepted());
}

TEST(D20LargeFigure, OnHexesATrollCoversItsHexAndTheOneBehind) {
  json doc = document({figure(1, "a", 0, 0, kTroll), figure(2, "b", 0, 0)});
  doc.erase("table");
  doc["map"] = {{"format", "fray-map"},
                {"version", 1},
                {"kind", "hex"},
                {"columns", 10},
                {"rows", 8},
                {"hex_across_flats_cm", 2.5},
                {"terrain_names", {"open"}},
                {"legend", {{".", {{"terrain", "open"}}}}},
                {"cells", std::vector<std::string>(8, "..........")}};
  doc["figures"][0].erase("position");
  doc["figures"][0]["hex"] = {4, 3};  // facing north: the body is the hex to the south, [4, 4]
  doc["figures"][1].erase("position");
  doc["figures"][1]["hex"] = {4, 6};  // next to [4, 5], below the body
  game::Game game = game_of(doc);
  const game::Figure& troll = *game.state().find(1);
  const std::vector<map::Point> body = game.field().spaces_under({troll.base, troll.placement});
  ASSERT_EQ(body.size(), 2U);
  const map::Hex back = game.field().hex_at(body[1]);
  EXPECT_EQ(back,
            map::neighbour(game.field().hex_at(troll.placement.centre), map::HexDirection::South));
  // The soldier two hexes below the body's back hex is out of reach; one hex below is in.
  let_act(game, 2);
  EXPECT_FALSE(game.preview({"attack", {{"figure", 2}, {"target", 1}}}).accepted());
  const map::Point below =
      game.field().hex_layout().centre(map::neighbour(back, map::HexDirection::South));
  ASSERT_TRUE(game.submit({"move", {{"figure", 2}, {"path", {{below.x, below.y}}}}}).accepted());
  const game::Preview p = game.preview({"attack", {{"figure", 2}, {"target", 1}}});
  EXPECT_TRUE(p.accepted()) << p.refusal->message;
}

}  // namespace
}  // namespace fray::d20::test

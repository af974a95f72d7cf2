// A multi-figure unit moving as one (seed 003, "Movement"): one figure moves, the others of its
// unit are placed touching it or a figure touching it, none farther into the battlefield.
#include <fray/d20/simple_policy.h>
#include <fray/d20/unit_placement.h>
#include <fray/game/record/state_json.h>

#include "d20_fixture.h"

namespace fray::d20::test {
namespace {

using nlohmann::json;

// An open 20 x 6 square map with a square of poison gas at [4, 5].
json open_field(json figures) {
  return open_squares(std::move(figures), 20, 6, json::object(),
                      {"....................", "....................", "....................",
                       "....................", "....................", "....G..............."});
}

// Three spearmen of one unit at the west edge, a loner beside them, one enemy far east.
game::Game band(std::uint64_t seed = 1) {
  const json unit = {{"group", "spears"}};
  return game_of(open_field({on_square(1, "a", 1, 2, unit), on_square(2, "a", 0, 2, unit),
                             on_square(3, "a", 0, 3, unit), on_square(4, "a", 0, 0),
                             on_square(5, "b", 19, 2)}),
                 seed);
}

game::Command unit_move(const game::Game& game, std::vector<std::array<int, 3>> placed,
                        int leader_column = 6) {
  json payload = {
      {"figure", 1}, {"path", {square_centre(game, leader_column, 2)}}, {"unit", json::array()}};
  for (const auto& [id, c, r] : placed)
    payload["unit"].push_back({{"figure", id}, {"to", square_centre(game, c, r)}});
  return game::Command{"move", payload};
}

TEST(D20UnitMove, TheOthersArePlacedTouchingTheFigureMovedOrAFigureTouchingIt) {
  game::Game game = band();
  let_act(game, 1);
  // Touching the leader at [6, 2], and one touching that one.
  const game::Outcome o = game.submit(unit_move(game, {{2, 5, 2}, {3, 4, 3}}));
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_EQ(square_of(game, 1), (map::Square{6, 2}));
  EXPECT_EQ(square_of(game, 2), (map::Square{5, 2}));
  EXPECT_EQ(square_of(game, 3), (map::Square{4, 3}));
  ASSERT_NE(find_event(o, "d20_unit_moved"), nullptr);
  EXPECT_EQ(find_event(o, "d20_unit_moved")->data.at("placed").size(), 2u);
}

TEST(D20UnitMove, APlacementApartFarForwardOrOutsideTheUnitIsRefused) {
  game::Game game = band();
  let_act(game, 1);
  const auto refused = [&](std::vector<std::array<int, 3>> placed, const std::string& words,
                           int leader_column = 6) {
    const auto r = game.check(unit_move(game, std::move(placed), leader_column));
    ASSERT_TRUE(r.has_value());
    EXPECT_NE(r->message.find(words), std::string::npos) << r->message;
  };
  refused({{2, 3, 2}}, "touching");                         // two squares behind the leader
  refused({{2, 5, 2}, {3, 3, 3}}, "touching");              // beyond the chain of one
  refused({{2, 5, 2}}, "farther into the battlefield", 4);  // ahead of the leader
  refused({{2, 7, 1}}, "more than its 6 spaces", 7);        // beyond its own move
  refused({{4, 5, 1}}, "not of");                           // the loner is not of the unit
  refused({{2, 5, 2}, {2, 5, 3}}, "placed twice");
  refused({{2, 6, 2}}, "space");  // on the leader's own square
  EXPECT_FALSE(game.check(unit_move(game, {{2, 5, 1}})).has_value());
  EXPECT_EQ(square_of(game, 2), (map::Square{0, 2}));  // a refused command changes nothing
}

TEST(D20UnitMove, AFigurePlacedByItsUnitDoesNotMoveItselfThatRoundButStillActs) {
  game::Game game = band();
  let_act(game, 1);
  ASSERT_TRUE(game.submit(unit_move(game, {{2, 5, 2}})).accepted());
  // The unit's second move carries it again.
  const game::Outcome again =
      game.submit({"move",
                   {{"figure", 1},
                    {"path", {square_centre(game, 11, 2)}},
                    {"unit", {{{"figure", 2}, {"to", square_centre(game, 10, 2)}}}}}});
  ASSERT_TRUE(again.accepted()) << again.refusal->message;
  EXPECT_FALSE(game.state().active_figure.has_value());  // a move and another: its activation ends
  let_act(game, 2);
  const auto own = game.check({"move", {{"figure", 2}, {"path", {square_centre(game, 10, 3)}}}});
  ASSERT_TRUE(own.has_value());
  EXPECT_NE(own->message.find("moved with its unit"), std::string::npos) << own->message;
  // Next round it moves again on its own.
  while (game.state().turn == 1 && !game.state().finished)
    ASSERT_TRUE(game.submit({"end_phase", {{"side", game.state().active_side}}}).accepted());
  let_act(game, 2);
  EXPECT_FALSE(
      game.check({"move", {{"figure", 2}, {"path", {square_centre(game, 10, 3)}}}}).has_value());
}

TEST(D20UnitMove, OnlyTheFigureWhoseMovePlacedAnotherCarriesItAgain) {
  game::Game game = band();
  let_act(game, 1);
  ASSERT_TRUE(game.submit(unit_move(game, {{2, 5, 2}})).accepted());
  if (game.state().active_figure) game.submit({"end_activation", {{"figure", 1}}});
  let_act(game, 3);
  const auto r = game.check({"move",
                             {{"figure", 3},
                              {"path", {square_centre(game, 4, 3)}},
                              {"unit", {{{"figure", 2}, {"to", square_centre(game, 4, 2)}}}}}});
  ASSERT_TRUE(r.has_value());
  EXPECT_NE(r->message.find("only that figure's moves carry it"), std::string::npos) << r->message;
}

TEST(D20UnitMove, AHostileUnitIsACleanRefusalAndChangesNothing) {
  game::Game game = band();
  let_act(game, 1);
  const std::string before = game::state_to_json(game.state()).dump();
  const json path = {square_centre(game, 6, 2)};
  for (const json& unit :
       {json("x"), json::array({1}), json::array({{{"figure", 2}, {"to", "bad"}}}),
        json::array({{{"figure", 4294967298LL}, {"to", square_centre(game, 5, 2)}}}),
        json::array({{{"figure", 2}, {"to", {1e300, 1e300}}}}),
        json::array({{{"figure", "2"}, {"to", square_centre(game, 5, 2)}}}),
        json::array({{{"figure", 2}}})}) {
    const game::Command move{"move", {{"figure", 1}, {"path", path}, {"unit", unit}}};
    EXPECT_TRUE(game.check(move).has_value()) << unit.dump();
    EXPECT_FALSE(game.submit(move).accepted()) << unit.dump();
  }
  EXPECT_EQ(game::state_to_json(game.state()).dump(), before);
}

TEST(D20UnitMove, AFigurePlacedOnDangerousGroundRollsForItAndThePreviewShowsIt) {
  int rolls = 0;
  for (std::uint64_t seed = 1; seed <= 100; ++seed) {
    game::Game game = band(seed * 7907);
    let_act(game, 1);
    json payload = {{"figure", 1},
                    {"path", {square_centre(game, 5, 4)}},
                    {"unit", {{{"figure", 3}, {"to", square_centre(game, 4, 5)}}}}};
    const game::Preview preview = game.preview({"move", payload});
    ASSERT_TRUE(preview.accepted()) << preview.refusal->message;
    ASSERT_EQ(preview.figures.size(), 1u);
    EXPECT_EQ(preview.figures[0].figure, 3);
    const game::Outcome o = game.submit({"move", payload});
    ASSERT_TRUE(o.accepted());
    const game::Event* roll = find_event(o, "d20_dangerous_ground");
    ASSERT_NE(roll, nullptr);
    EXPECT_EQ(roll->data.at("figure"), 3);
    ++rolls;
  }
  EXPECT_EQ(rolls, 100);
}

TEST(D20UnitMove, WithUnitPlacesTheOthersAndTheSimplePolicyMovesAUnitAsOne) {
  game::Game game = band();
  let_act(game, 1);
  const json move = with_unit(game, {{"figure", 1}, {"path", {square_centre(game, 6, 2)}}});
  ASSERT_TRUE(move.contains("unit")) << move.dump();
  EXPECT_EQ(move["unit"].size(), 2u);
  const game::Outcome o = game.submit({"move", move});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  for (const int mate : {2, 3})
    EXPECT_LE(map::square_distance(square_of(game, mate), {6, 2}), 2) << mate;
  // The loner stays alone; the simple policy's first move brings the unit.
  EXPECT_FALSE(
      with_unit(game, {{"figure", 4}, {"path", {square_centre(game, 1, 0)}}}).contains("unit"));
  game::Game played = band();
  let_act(played, 1);
  const std::optional<game::Command> first = simple_policy(played);
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ(first->name, "move");
  EXPECT_TRUE(first->payload.contains("unit")) << first->payload.dump();
}

}  // namespace
}  // namespace fray::d20::test

// seed 003, "Movement", "Difficult Terrain", "Special Movement": the move command through
// Game::submit, counted in spaces.
#include "d20_fixture.h"

namespace fray::d20::test {
namespace {

using nlohmann::json;

json path_to(double x, double y) { return json::array({json::array({x, y})}); }

game::Outcome move(game::Game& game, int figure, double x, double y) {
  return game.submit({"move", {{"figure", figure}, {"path", path_to(x, y)}}});
}

// One figure of each side far apart; figure 1 at (20, 40).
json lone(json extra = json::object(), json settings = json::object()) {
  return document({figure(1, "a", 20, 40, extra), figure(2, "b", 100, 70)}, settings);
}

TEST(D20Move, AnAverageFigureMovesSixSpacesOnALargeBattlefield) {
  // 6 spaces of 1 inch: 15.24 cm.
  game::Game game = game_of(lone());
  let_act(game, 1);
  EXPECT_EQ(move(game, 1, 36, 40).refusal->code, game::RefusalCode::TooFar);
  const game::Outcome o = move(game, 1, 35, 40);
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_EQ(find_event(o, "figure_moved")->data.json()["allowance_spaces"], 6);
}

TEST(D20Move, HeavyArmourASmallBattlefieldAndBigSpacesChangeTheMove) {
  struct Case {
    json extra;
    json settings;
    double most_cm;
  };
  const Case cases[] = {
      {{{"heavy_armour", true}}, json::object(), 5 * 2.54},
      {json::object(), {{"battlefield", "small"}}, 3 * 2.54},
      {{{"size", "small"}}, json::object(), 5 * 2.54},
      {json::object(), {{"space_inches", 1.5}}, 6 * 3.81},
  };
  for (const Case& c : cases) {
    game::Game game = game_of(lone(c.extra, c.settings));
    let_act(game, 1);
    EXPECT_EQ(game.system().allowance_cm(game.state(), *game.state().find(1)), c.most_cm);
    EXPECT_FALSE(move(game, 1, 20 + c.most_cm + 0.5, 40).accepted()) << c.extra << c.settings;
    EXPECT_TRUE(move(game, 1, 20 + c.most_cm - 0.1, 40).accepted()) << c.extra << c.settings;
  }
}

TEST(D20Move, DifficultGroundCostsTwoSpacesPerSpace) {
  json doc = lone();
  doc["map"] = {{"format", "fray-map"},
                {"version", 1},
                {"kind", "table"},
                {"name", "Rubble"},
                {"width_cm", 120},
                {"depth_cm", 80},
                {"terrain", {{"rubble", {{"footing", "difficult"}}}}},
                {"features",
                 {{{"name", "Rubble field"},
                   {"terrain", "rubble"},
                   {"polygon", {{25, 30}, {60, 30}, {60, 50}, {25, 50}}}}}}};
  game::Game game = game_of(doc);
  let_act(game, 1);
  // 5 cm of open ground, then rubble: 5 + 2 x 5 = 15 cm of cost within 15.24.
  EXPECT_TRUE(game.preview({"move", {{"figure", 1}, {"path", path_to(30, 40)}}}).accepted());
  const game::Outcome far = move(game, 1, 31, 40);
  ASSERT_FALSE(far.accepted());
  EXPECT_EQ(far.refusal->code, game::RefusalCode::TooFar);
}

TEST(D20Move, FiguresPassFriendsNeverEnemiesAndNeverEndOnAFigure) {
  const json doc = document({figure(1, "a", 20, 40), figure(2, "b", 100, 70),
                             figure(3, "a", 25, 40), figure(4, "b", 25, 45)});
  game::Game game = game_of(doc);
  let_act(game, 1);
  EXPECT_TRUE(game.preview({"move", {{"figure", 1}, {"path", path_to(30, 40)}}}).accepted());
  EXPECT_EQ(move(game, 1, 25, 40).refusal->code, game::RefusalCode::Blocked);
  EXPECT_EQ(move(game, 1, 30, 50).refusal->code, game::RefusalCode::Blocked);  // through #4
}

TEST(D20Move, LeavingThePlayAreaDefeatsTheFigure) {
  game::Game game =
      game_of(document({figure(1, "a", 3, 40), figure(2, "b", 100, 70), figure(3, "a", 50, 40)}));
  let_act(game, 1);
  const game::Outcome o = move(game, 1, -5, 40);
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_FALSE(game.state().find(1)->alive);
  ASSERT_NE(find_event(o, "figure_killed"), nullptr);
}

TEST(D20Move, AFigureMovesAndTakesOneOtherActionWhichMayBeASecondMove) {
  game::Game game = game_of(lone());
  let_act(game, 1);
  ASSERT_TRUE(move(game, 1, 30, 40).accepted());
  ASSERT_TRUE(move(game, 1, 40, 40).accepted());
  EXPECT_FALSE(move(game, 1, 45, 40).accepted());
}

}  // namespace
}  // namespace fray::d20::test

namespace fray::d20::test {
namespace {

TEST(D20Move, ABaseOverhangingTheEdgeIsRefusedNotDefeated) {
  game::Game game =
      game_of(document({figure(1, "a", 3, 40), figure(2, "b", 100, 70), figure(3, "a", 50, 40)}));
  let_act(game, 1);
  const game::Outcome o = move(game, 1, 0.5, 40);
  ASSERT_FALSE(o.accepted());
  EXPECT_EQ(o.refusal->code, game::RefusalCode::Blocked);
  EXPECT_TRUE(game.state().find(1)->alive);
}

}  // namespace
}  // namespace fray::d20::test

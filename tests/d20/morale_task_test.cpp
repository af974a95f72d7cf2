// seed 003, "Morale" and "Non-Combat Action" through Game::submit.
#include <cmath>

#include "d20_fixture.h"

namespace fray::d20::test {
namespace {

using nlohmann::json;

TEST(D20Task, ElevenSucceedsAndATalentedFigureRollsTwice) {
  game::Game game = game_of(
      document({figure(1, "a", 20, 40, {{"talents", {"pick_lock"}}}), figure(2, "b", 100, 70)}));
  let_act(game, 1);
  const game::Preview plain = game.preview({"task", {{"figure", 1}, {"task", "climb"}}});
  ASSERT_TRUE(plain.accepted()) << plain.refusal->message;
  EXPECT_NEAR(*plain.success, 0.5, 1e-12);
  const game::Preview talent = game.preview({"task", {{"figure", 1}, {"task", "pick_lock"}}});
  EXPECT_NEAR(*talent.success, 0.75, 1e-12);
  for (const int face : {10, 11})
    ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
  const game::Outcome o = game.submit({"task", {{"figure", 1}, {"task", "pick_lock"}}});
  ASSERT_TRUE(o.accepted());
  EXPECT_EQ(find_event(o, "d20_task")->data.json()["success"], true);
  EXPECT_EQ(find_event(o, "d20_task")->data.json()["roll"], 11);
  EXPECT_FALSE(game.submit({"task", {{"figure", 1}, {"task", "fly"}}}).accepted());
}

// Side b starts with three figures; one is removed by the referee, the attack defeats the second:
// one of three left, below half. Figure 4 is its own unit and tests.
json below_half(json b_extra = json::object()) {
  return document({figure(1, "a", 50, 40), figure(2, "b", 100, 70), figure(3, "b", 52.5, 40),
                   figure(4, "b", 100, 20, std::move(b_extra))});
}

game::Outcome defeat_the_second(game::Game& game, int morale_roll) {
  EXPECT_TRUE(game.submit({"remove", {{"figure", 2}}}).accepted());
  let_act(game, 1);
  for (const int face : {20, 1, morale_roll})
    EXPECT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
  return game.submit({"attack", {{"figure", 1}, {"target", 3}}});
}

TEST(D20Morale, AnArmyBelowHalfTestsEachUnitElevenHoldsTenRetreatsOneDefeats) {
  struct Case {
    int roll;
    const char* result;
  };
  for (const Case c : {Case{11, "holds"}, Case{10, "retreats"}, Case{1, "defeated"}}) {
    game::Game game = game_of(below_half());
    const game::Outcome o = defeat_the_second(game, c.roll);
    ASSERT_TRUE(o.accepted()) << o.refusal->message;
    const game::Event* morale = find_event(o, "d20_morale");
    ASSERT_NE(morale, nullptr) << c.roll;
    EXPECT_EQ(morale->data.json()["need"], 11);
    EXPECT_EQ(morale->data.json()["tester"], 4);
    EXPECT_EQ(morale->data.json()["result"], c.result);
    EXPECT_EQ(game.state().find(4)->alive, c.roll != 1);
  }
}

TEST(D20Morale, ThePreviewGivesTheTestsOddsAndTheRollsAgree) {
  game::Game game = game_of(below_half());
  ASSERT_TRUE(game.submit({"remove", {{"figure", 2}}}).accepted());
  let_act(game, 1);
  const game::Preview p = game.preview({"attack", {{"figure", 1}, {"target", 3}}});
  ASSERT_TRUE(p.accepted());
  std::string morale;
  for (const std::string& line : p.breakdown)
    if (line.rfind("Morale:", 0) == 0) morale = line;
  // Defeated 0.75 x 0.5 = 0.375; then figure 4, as powerful as the cause, needs 11: 10 of 20
  // hold, a 1 defeats, the 9 others retreat: 0.1875, 0.16875, 0.01875 of all attacks.
  EXPECT_EQ(morale,
            "Morale: Side B falls below half 38 % of the time, and each unit tests; Soldier 4 (#4) "
            "(needs 11+) holds 19 %, retreats 17 %, defeated 2 % (seed 003, \"Morale\").")
      << morale;
  constexpr int kRuns = 800;
  int tests = 0;
  int holds = 0;
  for (int run = 0; run < kRuns; ++run) {
    game::Game g = game_of(below_half(), static_cast<std::uint64_t>(run) * 7907 + 11);
    ASSERT_TRUE(g.submit({"remove", {{"figure", 2}}}).accepted());
    let_act(g, 1);
    const game::Outcome o = g.submit({"attack", {{"figure", 1}, {"target", 3}}});
    const game::Event* test = find_event(o, "d20_morale");
    tests += test != nullptr;
    holds += test && test->data.json()["result"] == "holds";
  }
  EXPECT_NEAR(tests / double(kRuns), 0.375, 4 * std::sqrt(0.375 * 0.625 / kRuns));
  EXPECT_NEAR(holds / double(kRuns), 0.1875, 4 * std::sqrt(0.1875 * 0.8125 / kRuns));
}

TEST(D20Morale, AMorePowerfulTesterNeedsSix) {
  game::Game game = game_of(below_half({{"kind", "unique"}, {"wounds", 2}, {"power", 5}}));
  const game::Outcome o = defeat_the_second(game, 6);
  ASSERT_TRUE(o.accepted());
  EXPECT_EQ(find_event(o, "d20_morale")->data.json()["need"], 6);
  EXPECT_EQ(find_event(o, "d20_morale")->data.json()["result"], "holds");
  EXPECT_TRUE(d20_sheet_of(game, 4).army_tested);
}

TEST(D20Morale, ARetreatingFigureOnlyMovesAwayFromTheCause) {
  game::Game game = game_of(below_half());
  ASSERT_TRUE(defeat_the_second(game, 5).accepted());
  ASSERT_EQ(d20_sheet_of(game, 4).retreat_from, 1);
  let_act(game, 4);
  EXPECT_EQ(game.submit({"attack", {{"figure", 4}, {"target", 1}}}).refusal->code,
            game::RefusalCode::NotAllowed);
  const json towards = json::array({json::array({95, 25})});
  EXPECT_FALSE(game.submit({"move", {{"figure", 4}, {"path", towards}}}).accepted());
  const json away = json::array({json::array({108, 14})});
  const game::Outcome o = game.submit({"move", {{"figure", 4}, {"path", away}}});
  EXPECT_TRUE(o.accepted()) << o.refusal->message;
}

TEST(D20Morale, AFearsomeAttackerMakesTheUnitItAttacksTest) {
  game::Game game =
      game_of(document({figure(1, "a", 50, 40, {{"causes_fear", true}}), figure(2, "b", 52.5, 40),
                        figure(3, "b", 100, 70), figure(4, "b", 100, 20)}));
  let_act(game, 1);
  for (const int face : {2, 15}) ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
  const game::Outcome o = game.submit({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(o.accepted());
  const game::Event* morale = find_event(o, "d20_morale");
  ASSERT_NE(morale, nullptr);
  EXPECT_EQ(morale->data.json()["reason"], "fear");
  EXPECT_EQ(morale->data.json()["result"], "holds");
  EXPECT_EQ(d20_sheet_of(game, 2).fear_tested, std::vector<int>{1});
}

TEST(D20Morale, AScenarioMayMakeAFailedTestStun) {
  json doc = below_half();
  doc["settings"] = {{"morale_failure", "stun"}};
  game::Game game = game_of(doc);
  const game::Outcome o = defeat_the_second(game, 4);
  ASSERT_TRUE(o.accepted());
  EXPECT_EQ(find_event(o, "d20_morale")->data.json()["result"], "stunned");
  EXPECT_EQ(d20_sheet_of(game, 4).stunned_from, game.state().turn + 1);
  EXPECT_EQ(d20_sheet_of(game, 4).stunned_until, game.state().turn + 1);
}

}  // namespace
}  // namespace fray::d20::test

namespace fray::d20::test {
namespace {

int morale_tests(const game::Outcome& o) {
  int tests = 0;
  for (const game::Event& e : o.events) tests += e.type == "d20_morale";
  return tests;
}

void next_round(game::Game& game) {
  const int turn = game.state().turn;
  while (game.state().turn == turn)
    ASSERT_TRUE(game.submit({"end_phase", {{"side", game.state().active_side}}}).accepted());
}

TEST(D20Morale, AnArmyTestsOnceEvenAsItKeepsLosing) {
  // Side b starts with five; the referee removes two (no test), then #1 defeats #2 (two of five
  // left: below half, both units test) and next round #3 (no second test).
  game::Game game = game_of(
      document({figure(1, "a", 50, 40), figure(2, "b", 52.5, 40), figure(3, "b", 47.5, 40),
                figure(4, "b", 100, 20), figure(5, "b", 100, 70), figure(6, "b", 110, 70)}));
  ASSERT_TRUE(game.submit({"remove", {{"figure", 5}}}).accepted());
  ASSERT_TRUE(game.submit({"remove", {{"figure", 6}}}).accepted());
  let_act(game, 1);
  for (const int face : {20, 1, 15, 15})
    ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
  const game::Outcome first = game.submit({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(first.accepted());
  EXPECT_EQ(morale_tests(first), 2);
  next_round(game);
  let_act(game, 1);
  for (const int face : {20, 1}) ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
  const game::Outcome second = game.submit({"attack", {{"figure", 1}, {"target", 3}}});
  ASSERT_TRUE(second.accepted());
  EXPECT_FALSE(game.state().find(3)->alive);
  EXPECT_EQ(morale_tests(second), 0);
}

TEST(D20Morale, AFearsomeFigureMakesAUnitTestOnlyTheFirstTimeItAttacksIt) {
  game::Game game = game_of(document({figure(1, "a", 50, 40, {{"causes_fear", true}}),
                                      figure(2, "b", 52.5, 40), figure(3, "b", 100, 70)}));
  let_act(game, 1);
  for (const int face : {2, 15}) ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
  EXPECT_EQ(morale_tests(game.submit({"attack", {{"figure", 1}, {"target", 2}}})), 1);
  next_round(game);
  let_act(game, 1);
  ASSERT_TRUE(game.submit({"set_die", {{"face", 2}}}).accepted());
  EXPECT_EQ(morale_tests(game.submit({"attack", {{"figure", 1}, {"target", 2}}})), 0);
}

TEST(D20Morale, TheRetreatEndsWithItsRound) {
  game::Game game = game_of(below_half());
  ASSERT_TRUE(defeat_the_second(game, 5).accepted());
  // #4's side had passed the round (let_act), so it runs in the next one and stops after it.
  const int round = d20_sheet_of(game, 4).retreat_round;
  ASSERT_EQ(round, game.state().turn + 1);
  bool over = false;
  while (game.state().turn <= round) {
    const game::Outcome o = game.submit({"end_phase", {{"side", game.state().active_side}}});
    ASSERT_TRUE(o.accepted());
    over = over || find_event(o, "d20_retreat_over") != nullptr;
    if (game.state().turn == round) {
      EXPECT_EQ(d20_sheet_of(game, 4).retreat_from, 1);
    }
  }
  EXPECT_TRUE(over);
  EXPECT_EQ(d20_sheet_of(game, 4).retreat_from, 0);
}

}  // namespace
}  // namespace fray::d20::test

// flee: the run of a figure under seed 004's Flee order, its move plus D3" (D2" for halflings
// and dwarves), seed 004, "Orders".
#include <fray/classic/classic_system.h>
#include <fray/classic/movement_allowance.h>
#include <fray/game/record/replay.h>
#include <fray/game/turn/victory_rules.h>

#include "game_fixture.h"

namespace fray::game::test {
namespace {

// Figure 1 (side a) at (60, 40) facing south, figure 2 (side b) at (60, 20) facing it.
Scenario fleeing_pair(const char* species = "human") {
  return duel(human(60, 40, {{"facing_deg", 180}, {"species", species}}),
              human(60, 20, {{"facing_deg", 180}}));
}

Game with_flee_order(const Scenario& s, std::uint64_t seed = 3) {
  Game game = Game::from_scenario(setup(), s, seed);
  EXPECT_TRUE(
      game.submit({"ai_note", {{"figure", 1}, {"order", "flee"}, {"reason", "test"}}}).accepted());
  return game;
}

nlohmann::json run_south(double cm) {
  return {{"figure", 1}, {"path", {{60, 40 + cm}}}, {"facing_deg", 180}};
}

TEST(FleeCommand, RunsTheMovePlusTheD3InInches) {
  for (const int face : {1, 2, 3}) {
    Game game = with_flee_order(fleeing_pair());
    const int allowance = allowance_cm(classic_rules(setup()), *game.state().find(1));
    ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
    const Outcome o = game.submit({"flee", run_south(allowance + 3 * kCmPerInch)});
    ASSERT_TRUE(o.accepted()) << o.refusal->message;
    const Event* die = find_event(o, "run_die");
    ASSERT_NE(die, nullptr);
    EXPECT_EQ(die->data["die"], "D3");
    EXPECT_EQ(die->data["result"], face);
    EXPECT_NE(die->text.find("seed 004, \"Orders\""), std::string::npos);
    const double ran = game.state().find(1)->placement.centre.y - 40;
    EXPECT_NEAR(ran, allowance + face * kCmPerInch, 0.5) << face;
    EXPECT_LE(ran, allowance + face * kCmPerInch + 1e-9) << face;
    EXPECT_TRUE(game.state().find(1)->status.has_moved);
  }
}

TEST(FleeCommand, AShortPathIsRunToItsEnd) {
  Game game = with_flee_order(fleeing_pair());
  ASSERT_TRUE(game.submit({"flee", run_south(5)}).accepted());
  EXPECT_NEAR(game.state().find(1)->placement.centre.y, 45, 1e-9);
  EXPECT_NEAR(game.state().find(1)->placement.facing_deg, 180, 1e-9);
}

TEST(FleeCommand, HalflingsAndDwarvesRunD2) {
  Game game = with_flee_order(fleeing_pair("dwarf"));
  const int allowance = allowance_cm(classic_rules(setup()), *game.state().find(1));
  EXPECT_EQ(game.check({"flee", run_south(allowance + 3 * kCmPerInch)})->code, RefusalCode::TooFar);
  const Outcome o = game.submit({"flee", run_south(allowance + 2 * kCmPerInch)});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_EQ(find_event(o, "run_die")->data["die"], "D2");
}

TEST(FleeCommand, RefusalsLeaveTheStateAlone) {
  Game plain = Game::from_scenario(setup(), fleeing_pair(), 3);
  EXPECT_EQ(plain.check({"flee", run_south(5)})->code, RefusalCode::NotAllowed);  // no flee order
  Game game = with_flee_order(fleeing_pair());
  const std::string before = dump(game);
  EXPECT_EQ(game.check({"flee", run_south(40)})->code, RefusalCode::TooFar);
  EXPECT_EQ(game.check({"flee", {{"figure", 1}}})->code, RefusalCode::BadPayload);
  EXPECT_EQ(game.check({"flee", {{"figure", 1}, {"path", {{60, 15}}}}})->code,
            RefusalCode::Blocked);  // through the enemy
  EXPECT_EQ(game.check({"flee", {{"figure", 1}, {"path", {{60, 21.5}}}}})->code,
            RefusalCode::Blocked);  // onto its base
  EXPECT_EQ(dump(game), before);
  ASSERT_TRUE(game.submit({"flee", run_south(5)}).accepted());
  EXPECT_EQ(game.check({"flee", run_south(10)})->code, RefusalCode::AlreadyActed);
}

TEST(FleeCommand, BreaksOffFromContact) {
  Game game = with_flee_order(
      duel(human(60, 40, {{"facing_deg", 0}}), human(60, 38, {{"facing_deg", 180}})));
  EXPECT_TRUE(game.check({"move", run_south(5)}));  // a walk may not leave the melee
  const Outcome o = game.submit({"flee", run_south(5)});
  EXPECT_TRUE(o.accepted()) << o.refusal->message;
}

TEST(FleeCommand, UndoAndReplayRollTheSameDie) {
  const Scenario s = fleeing_pair();
  Game game = with_flee_order(s, 12);
  const std::string before = dump(game);
  const Outcome first = game.submit({"flee", run_south(18)});
  ASSERT_TRUE(first.accepted());
  const std::string after = dump(game);
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(dump(game), before);
  const Outcome again = game.redo();
  ASSERT_TRUE(again.accepted());
  EXPECT_EQ(find_event(again, "run_die")->data, find_event(first, "run_die")->data);
  EXPECT_EQ(dump(game), after);
  const Verification v = verify_save(setup(), record_game(game, s, 12));
  EXPECT_TRUE(v.ok) << v.detail;
}

// Decided rule (assumed; seed 004, "Orders": a fleeing unit runs away): a run that reaches or
// would cross a table edge takes the figure out of the battle.
TEST(FleeCommand, ARunOverTheTableEdgeLeavesTheBattle) {
  Game game = with_flee_order(duel(human(60, 75), human(60, 20, {{"facing_deg", 180}})));
  EXPECT_FALSE(game.check({"flee", {{"figure", 1}, {"path", {{60, 79.5}}}}}));  // off is allowed
  const Outcome o = game.submit({"flee", {{"figure", 1}, {"path", {{60, 90}}}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  const Event* fled = find_event(o, "figure_fled");
  ASSERT_NE(fled, nullptr);
  EXPECT_EQ(fled->data["figure"], 1);
  EXPECT_NE(fled->text.find("seed 004, \"Orders\""), std::string::npos);
  const Figure& f = *game.state().find(1);
  EXPECT_FALSE(f.alive);  // out of play: a casualty for victory and morale
  EXPECT_FALSE(f.captured);
  EXPECT_EQ(f.ai.order, "fled");
  EXPECT_LE(f.placement.centre.y, 80);  // drawn where it crossed the edge
  EXPECT_TRUE(game.state().finished);   // its side has no figure left
  EXPECT_EQ(game.state().winner, std::optional<int>(1));
}

TEST(FleeCommand, AShortRunStopsShortOfTheEdge) {
  // The edge (the base's rim at y = 80, so its centre at 79) is the move + 2" away: a 1 stops
  // short, a 3 carries the figure off.
  for (const int face : {1, 3}) {
    const Figure probe = *Game::from_scenario(setup(), fleeing_pair(), 3).state().find(1);
    const int allowance = allowance_cm(classic_rules(setup()), probe);
    const double y = 79 - (allowance + 2 * kCmPerInch);
    Game game = with_flee_order(duel(human(60, y), human(60, y - 20, {{"facing_deg", 180}})));
    ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
    const Outcome o =
        game.submit({"flee", {{"figure", 1}, {"path", {{60, y + allowance + 3 * kCmPerInch}}}}});
    ASSERT_TRUE(o.accepted()) << o.refusal->message;
    const Figure& f = *game.state().find(1);
    if (face == 1) {
      EXPECT_EQ(find_event(o, "figure_fled"), nullptr);
      EXPECT_TRUE(f.alive);
      EXPECT_NEAR(f.placement.centre.y, y + allowance + kCmPerInch, 0.5);
    } else {
      EXPECT_NE(find_event(o, "figure_fled"), nullptr);
      EXPECT_FALSE(f.alive);
    }
  }
}

TEST(FleeCommand, TheFlightIsSavedAndReplays) {
  const Scenario s = duel(human(60, 75), human(60, 20, {{"facing_deg", 180}}));
  Game game = with_flee_order(s, 5);
  ASSERT_TRUE(game.submit({"flee", {{"figure", 1}, {"path", {{60, 90}}}}}).accepted());
  EXPECT_NE(dump(game).find("\"fled\""), std::string::npos);
  const Verification v = verify_save(setup(), record_game(game, s, 5));
  EXPECT_TRUE(v.ok) << v.detail;
}

}  // namespace
}  // namespace fray::game::test

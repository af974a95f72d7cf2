// The solo AI's bookkeeping commands: dice from the game's engine, notes on a figure.
#include <fray/io/data_error.h>

#include "game_fixture.h"

namespace fray::game::test {
namespace {

TEST(AiCommands, RollUsesTheGameDiceAndIsLoggedWithItsTable) {
  Game game = Game::from_scenario(setup(), demo_scenario(), 4);
  ASSERT_TRUE(game.submit({"set_die", {{"face", 17}}}).accepted());
  const Outcome o = game.submit({"ai_roll",
                                 {{"die", 20},
                                  {"table", "patrol"},
                                  {"figure", 1},
                                  {"citation", "seed 003, \"Patrolling\""}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  const Event* roll = find_event(o, "ai_roll");
  ASSERT_NE(roll, nullptr);
  EXPECT_EQ(roll->data["result"], 17);
  EXPECT_EQ(roll->data["table"], "patrol");
  EXPECT_NE(roll->text.find("seed 003"), std::string::npos);
}

TEST(AiCommands, RollRefusesAnOddDieAndLeavesTheStateAlone) {
  Game game = Game::from_scenario(setup(), demo_scenario(), 4);
  const std::string before = dump(game);
  EXPECT_EQ(game.check({"ai_roll", {{"die", 7}, {"table", "patrol"}}})->code,
            RefusalCode::BadPayload);
  EXPECT_EQ(game.check({"ai_roll", {{"die", 20}}})->code, RefusalCode::BadPayload);
  EXPECT_EQ(game.check({"ai_roll", {{"die", 20}, {"table", "x"}, {"figure", 999}}})->code,
            RefusalCode::UnknownFigure);
  EXPECT_EQ(dump(game), before);
}

TEST(AiCommands, NoteSetsStatusTacticAndOrderAndSurvivesASave) {
  Game game = Game::from_scenario(setup(), demo_scenario(), 4);
  const Outcome o = game.submit({"ai_note",
                                 {{"figure", 1},
                                  {"status", "alerted"},
                                  {"tactic", "reckless"},
                                  {"order", "attack"},
                                  {"reason", "sees the enemy"},
                                  {"details", {{"seen", {2}}}}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  const Figure& f = *game.state().find(1);
  EXPECT_EQ(f.ai.status, "alerted");
  EXPECT_EQ(f.ai.tactic, "reckless");
  EXPECT_EQ(f.ai.order, "attack");
  EXPECT_EQ(find_event(o, "ai_decision")->data["details"]["seen"][0], 2);
  const BattleState back = state_from_json(state_to_json(game.state()), "test", "");
  EXPECT_EQ(back.find(1)->ai, f.ai);
  EXPECT_TRUE(game.undo());
  EXPECT_EQ(game.state().find(1)->ai, FigureAi{});
}

TEST(AiCommands, NoteNeedsAReasonAndAFigureForChanges) {
  Game game = Game::from_scenario(setup(), demo_scenario(), 4);
  EXPECT_TRUE(game.check({"ai_note", {{"status", "alerted"}}}));
  EXPECT_TRUE(game.check({"ai_note", {{"status", "alerted"}, {"reason", "x"}}}));
  EXPECT_FALSE(game.check({"ai_note", {{"reason", "the round begins"}}}));
}

TEST(AiCommands, ScenarioGivesArchFoeTacticOrderAndController) {
  nlohmann::json a = human(10, 10, {{"arch_foe", true}, {"tactic", "cautious"}});
  nlohmann::json b = human(60, 10, {{"order", "stand"}});
  Scenario s = duel(a, b);
  EXPECT_TRUE(s.figures[0].ai.arch_foe);
  EXPECT_EQ(s.figures[0].ai.tactic, "cautious");
  EXPECT_EQ(s.figures[1].ai.order, "stand");
  nlohmann::json doc = s.document;
  doc["sides"][1]["controller"] = "solo003";
  EXPECT_EQ(parse_scenario(doc, "x.json").sides[1].controller, "solo003");
  doc["sides"][1]["controller"] = "genius";
  EXPECT_THROW(parse_scenario(doc, "x.json"), io::DataError);
}

}  // namespace
}  // namespace fray::game::test

// surrender: a figure taken prisoner by an enemy in base contact (seed 004, "Prisoners").
#include <fray/game/record/replay.h>
#include <fray/game/turn/victory.h>

#include "game_fixture.h"

namespace fray::game::test {
namespace {

Scenario in_contact() {
  return duel(human(60, 40, {{"facing_deg", 0}}), human(60, 38, {{"facing_deg", 180}}));
}

TEST(SurrenderCommand, TheFigureIsCapturedOutOfPlayAndNotKilled) {
  Game game = Game::from_scenario(setup(), in_contact(), 5);
  const Outcome o = game.submit({"surrender", {{"figure", 1}, {"captor", 2}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  const Event* e = find_event(o, "figure_captured");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->data["captor"], 2);
  EXPECT_NE(e->text.find("seed 004, \"Prisoners\""), std::string::npos);
  EXPECT_EQ(find_event(o, "figure_killed"), nullptr);
  const Figure& f = *game.state().find(1);
  EXPECT_TRUE(f.captured);
  EXPECT_EQ(f.captor, 2);
  EXPECT_FALSE(f.alive);  // takes no action, cannot be struck, counts as a casualty
  EXPECT_TRUE(game.check({"strike", {{"figure", 2}, {"target", 1}}}));
  EXPECT_TRUE(game.check({"surrender", {{"figure", 1}, {"captor", 2}}}));
  EXPECT_EQ(game.state().alive_count(0), 0);
}

TEST(SurrenderCommand, NeedsAnEnemyInContact) {
  Game apart =
      Game::from_scenario(setup(), duel(human(60, 40), human(60, 20, {{"facing_deg", 180}})), 5);
  EXPECT_EQ(apart.check({"surrender", {{"figure", 1}, {"captor", 2}}})->code,
            RefusalCode::NotAllowed);
  Game game = Game::from_scenario(setup(), in_contact(), 5);
  EXPECT_EQ(game.check({"surrender", {{"figure", 1}, {"captor", 1}}})->code,
            RefusalCode::NotAllowed);
  EXPECT_EQ(game.check({"surrender", {{"figure", 1}, {"captor", 9}}})->code,
            RefusalCode::UnknownFigure);
  EXPECT_EQ(game.check({"surrender", {{"figure", 1}}})->code, RefusalCode::BadPayload);
}

TEST(SurrenderCommand, CapturedIsSavedAndOldSavesLoadFree) {
  Game game = Game::from_scenario(setup(), in_contact(), 5);
  ASSERT_TRUE(game.submit({"surrender", {{"figure", 1}, {"captor", 2}}}).accepted());
  nlohmann::json saved = state_to_json(game.state());
  const BattleState back = state_from_json(saved, "test", "");
  EXPECT_TRUE(back.find(1)->captured);
  EXPECT_EQ(back.find(1)->captor, 2);
  for (auto& f : saved["figures"]) f.erase("captured");  // as written before the command
  EXPECT_FALSE(state_from_json(saved, "test", "").find(1)->captured);
  EXPECT_FALSE(
      state_to_json(state_from_json(saved, "test", ""))["figures"][1].contains("captured"));
}

TEST(SurrenderCommand, UndoAndReplay) {
  const Scenario s = in_contact();
  Game game = Game::from_scenario(setup(), s, 5);
  const std::string before = dump(game);
  ASSERT_TRUE(game.submit({"surrender", {{"figure", 1}, {"captor", 2}}}).accepted());
  const std::string after = dump(game);
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(dump(game), before);
  ASSERT_TRUE(game.redo().accepted());
  EXPECT_EQ(dump(game), after);
  const Verification v = verify_save(setup(), record_game(game, s, 5));
  EXPECT_TRUE(v.ok) << v.detail;
}

TEST(ScenarioGroup, AFiguresGroupIsReadSavedAndOptional) {
  Scenario s = duel(human(60, 40, {{"group", "archers"}}), human(60, 20));
  Game game = Game::from_scenario(setup(), s, 5);
  EXPECT_EQ(game.state().find(1)->ai.group, "archers");
  EXPECT_EQ(game.state().find(2)->ai.group, "");
  const nlohmann::json saved = state_to_json(game.state());
  EXPECT_EQ(saved["figures"][0]["ai"]["group"], "archers");
  EXPECT_FALSE(saved["figures"][1]["ai"].contains("group"));
  EXPECT_EQ(state_from_json(saved, "test", "").find(1)->ai.group, "archers");
}

}  // namespace
}  // namespace fray::game::test

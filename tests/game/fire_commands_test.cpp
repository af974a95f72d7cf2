// The referee's fire (seed 004, "Fire"; Start Fire in seed 004, "Minor Abilities").
#include <fray/game/record/replay.h>

#include "game_fixture.h"

namespace fray::game::test {
namespace {

constexpr double kInch = 2.54;

Game two_apart() { return Game::from_scenario(setup(), duel(human(60, 40), human(10, 10)), 5); }

void faces(Game& game, std::initializer_list<int> list) {
  for (const int face : list) ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
}

Outcome start(Game& game, nlohmann::json extra = nlohmann::json::object()) {
  nlohmann::json p = {{"at", {100, 70}}};
  p.update(extra);
  return game.submit({"start_fire", p});
}

TEST(FireCommands, AFireIsLitForTwoD6Turns) {
  Game game = two_apart();
  faces(game, {3, 4});
  const Outcome o = start(game);
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  const Event* e = find_event(o, "fire_started");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->data["turns"], 7);
  EXPECT_EQ(e->data["rolls"], nlohmann::json({3, 4}));
  EXPECT_NE(e->text.find("seed 004, \"Minor Abilities\""), std::string::npos);
  ASSERT_EQ(game.state().fires.size(), 1u);
  EXPECT_EQ(game.state().fires[0].id, 1);
  EXPECT_DOUBLE_EQ(game.state().fires[0].radius_cm, kInch);
  EXPECT_EQ(game.state().fires[0].turns_left, 7);
}

TEST(FireCommands, ItSpreadsThreeInchesATurnUntilItsObjectIsEngulfed) {
  struct Row {
    const char* object;
    int spreading_turns;
  };
  for (const Row row : {Row{"small_building", 3}, Row{"large_building", 5}}) {
    Game game = two_apart();
    faces(game, {6, 6});
    ASSERT_TRUE(start(game, {{"object", row.object}}).accepted());
    for (int turn = 1; turn <= 8; ++turn) {
      const Outcome o = game.submit({"spread_fire"});
      ASSERT_TRUE(o.accepted()) << o.refusal->message;
      const bool spreads = turn <= row.spreading_turns;
      EXPECT_NE(find_event(o, spreads ? "fire_spread" : "fire_burning"), nullptr)
          << row.object << " turn " << turn;
      const int grown = std::min(turn, row.spreading_turns);
      EXPECT_NEAR(game.state().fires[0].radius_cm, kInch + grown * 3 * kInch, 1e-9);
    }
  }
}

TEST(FireCommands, ItBurnsOutWhenItsTurnsAreSpent) {
  Game game = two_apart();
  faces(game, {1, 1});
  ASSERT_TRUE(start(game).accepted());
  EXPECT_NE(find_event(game.submit({"spread_fire"}), "fire_spread"), nullptr);
  const Outcome o = game.submit({"spread_fire"});
  const Event* out = find_event(o, "fire_out");
  ASSERT_NE(out, nullptr);
  EXPECT_EQ(out->data["reason"], "burnt_out");
  EXPECT_TRUE(game.state().fires.empty());
  EXPECT_EQ(game.check({"spread_fire"})->code, RefusalCode::NotAllowed);
}

TEST(FireCommands, AFigureCaughtInTheFireIsWoundedOnFiveOrSix) {
  for (const auto& [face, burnt] : {std::pair{4, false}, std::pair{5, true}, {6, true}}) {
    Game game = two_apart();
    faces(game, {6, 6});
    ASSERT_TRUE(start(game, {{"at", {60, 45}}}).accepted());  // 5 cm from figure 1's centre
    faces(game, {face});
    const Outcome o = game.submit({"spread_fire"});
    ASSERT_TRUE(o.accepted());
    const Event* roll = find_event(o, "fire_roll");
    ASSERT_NE(roll, nullptr);  // only figure 1 is inside: figure 2 rolls nothing
    EXPECT_EQ(roll->data["figure"], 1);
    EXPECT_EQ(roll->data["burnt"], burnt);
    EXPECT_EQ(roll->data["assumed"], true);
    EXPECT_EQ(game.state().find(1)->wounds, burnt ? 1 : 0);
    EXPECT_EQ(find_event(o, "wounded") != nullptr, burnt);
    EXPECT_EQ(game.state().find(2)->wounds, 0);
  }
}

TEST(FireCommands, AFigureLightsAFireOnFiveOrSix) {
  Game game = two_apart();
  faces(game, {4});
  Outcome o = start(game, {{"by", 1}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_EQ(find_event(o, "fire_lighting")->data["lit"], false);
  EXPECT_TRUE(game.state().fires.empty());
  faces(game, {5, 2, 2});
  o = start(game, {{"by", 1}});
  EXPECT_EQ(find_event(o, "fire_lighting")->data["lit"], true);
  ASSERT_EQ(game.state().fires.size(), 1u);
  EXPECT_EQ(game.state().fires[0].turns_left, 4);
}

TEST(FireCommands, WaterWorksOnASixInTheFirstTwoTurnsMagicAlways) {
  Game game = two_apart();
  faces(game, {6, 6});
  ASSERT_TRUE(start(game).accepted());
  faces(game, {5});
  Outcome o = game.submit({"extinguish_fire", {{"fire", 1}, {"by", "water"}}});
  EXPECT_EQ(find_event(o, "fire_extinguish")->data["out"], false);
  ASSERT_EQ(game.state().fires.size(), 1u);
  faces(game, {6});
  o = game.submit({"extinguish_fire", {{"fire", 1}, {"by", "water"}}});
  EXPECT_NE(find_event(o, "fire_out"), nullptr);
  EXPECT_TRUE(game.state().fires.empty());

  faces(game, {6, 6});
  ASSERT_TRUE(start(game).accepted());
  ASSERT_TRUE(game.submit({"spread_fire"}).accepted());
  ASSERT_TRUE(game.submit({"spread_fire"}).accepted());
  ASSERT_EQ(game.state().fires.size(), 1u);
  const int id = game.state().fires[0].id;
  EXPECT_EQ(game.check({"extinguish_fire", {{"fire", id}, {"by", "water"}}})->code,
            RefusalCode::NotAllowed);
  o = game.submit({"extinguish_fire", {{"fire", id}, {"by", "magic"}}});
  ASSERT_TRUE(o.accepted());
  EXPECT_TRUE(game.state().fires.empty());
}

TEST(FireCommands, RefusesWrongPayloads) {
  Game game = two_apart();
  EXPECT_EQ(game.check({"start_fire", {{"at", 3}}})->code, RefusalCode::BadPayload);
  EXPECT_EQ(game.check({"start_fire", nlohmann::json::object()})->code, RefusalCode::BadPayload);
  EXPECT_EQ(game.check({"start_fire", {{"at", {500, 10}}}})->code, RefusalCode::Blocked);
  EXPECT_EQ(game.check({"start_fire", {{"at", {5, 10}}, {"object", "tree"}}})->code,
            RefusalCode::BadPayload);
  EXPECT_EQ(game.check({"start_fire", {{"at", {5, 10}}, {"radius_cm", -1}}})->code,
            RefusalCode::BadPayload);
  EXPECT_EQ(game.check({"start_fire", {{"at", {5, 10}}, {"by", 9}}})->code,
            RefusalCode::UnknownFigure);
  EXPECT_EQ(game.check({"spread_fire"})->code, RefusalCode::NotAllowed);
  EXPECT_EQ(game.check({"extinguish_fire", {{"fire", 1}, {"by", "water"}}})->code,
            RefusalCode::NotAllowed);
  EXPECT_EQ(game.check({"extinguish_fire", {{"fire", 1}, {"by", "spit"}}})->code,
            RefusalCode::BadPayload);
}

TEST(FireCommands, FiresAreSavedOnlyWhenBurningAndOldSavesLoad) {
  Game game = two_apart();
  EXPECT_FALSE(state_to_json(game.state()).contains("fires"));
  faces(game, {2, 5});
  ASSERT_TRUE(start(game, {{"engulf_turns", 4}, {"radius_cm", 3}}).accepted());
  ASSERT_TRUE(game.submit({"spread_fire"}).accepted());
  const nlohmann::json saved = state_to_json(game.state());
  ASSERT_TRUE(saved.contains("fires"));
  const BattleState back = state_from_json(saved, "test", "");
  EXPECT_EQ(back.fires, game.state().fires);
  EXPECT_EQ(back.fires[0].engulf_turns, 4);
  EXPECT_EQ(back.fires[0].age_turns, 1);
  nlohmann::json old = saved;
  old.erase("fires");  // as written before the fire commands
  EXPECT_TRUE(state_from_json(old, "test", "").fires.empty());
}

TEST(FireCommands, UndoAndReplay) {
  const Scenario s = duel(human(60, 40), human(10, 10));
  Game game = Game::from_scenario(setup(), s, 5);
  const std::string before = dump(game);
  ASSERT_TRUE(start(game, {{"at", {60, 45}}}).accepted());
  ASSERT_TRUE(game.submit({"spread_fire"}).accepted());
  const std::string after = dump(game);
  ASSERT_TRUE(game.undo());
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(dump(game), before);
  ASSERT_TRUE(game.redo().accepted());
  ASSERT_TRUE(game.redo().accepted());
  EXPECT_EQ(dump(game), after);
  const Verification v = verify_save(setup(), record_game(game, s, 5));
  EXPECT_TRUE(v.ok) << v.detail;
}

}  // namespace
}  // namespace fray::game::test

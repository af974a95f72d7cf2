// Seed 004's abilities that work on places and hidden things, played through game commands:
// Smoke's cloud that blocks sight, Start Fire and Light Torch lighting fires, Find revealing a
// hidden figure and Levitate floating a figure over two turns of conjuring.
#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>
#include <fray/game/turn/turn_aids.h>

#include "magic_fixture.h"

namespace fray::high_adventure::test {
namespace {

using nlohmann::json;

json cast_at(const std::string& ability, double x, double y) {
  return {{"caster", 1}, {"ability", ability}, {"to", {{x, y}}}};
}

// Ends phases until side b acts in phase `id`.
void to_b_phase(game::Game& g, const std::string& id) {
  to_phase(g, id);
  if (g.state().active_side != 1) must(g, "end_phase", {{"side", g.state().active_side}});
  ASSERT_EQ(phase_id(g), id);
}

TEST(AdventurePlaceMagic, SmokeBlocksEveryShotThroughItForItsTurnsAndThenClears) {
  const game::Scenario s =
      scenario({wizard(1, {"smoke", "sleep", "teleport"}), figure(3, "a", 80, 10),
                figure(2, "b", 50, 60, {{"missile_weapon", "bow"}})});
  game::Game g = game::Game::from_scenario(setup(), s, 5);
  to_magic(g);
  EXPECT_NE(refusal(g, "cast", {{"caster", 1}, {"ability", "smoke"}, {"target", 2}}).find("\"to\""),
            std::string::npos);
  EXPECT_EQ(g.check({"cast", cast_at("smoke", 50, 79)})->code, game::RefusalCode::TooFar);
  set_dice(g, {3, 2});  // the casting die, then D6 turns
  const game::Outcome out = must(g, "cast", cast_at("smoke", 50, 35));
  ASSERT_TRUE(event_of(out, "smoke_cloud"));
  ASSERT_EQ(g.state().smoke_clouds.size(), 1u);
  EXPECT_NEAR(g.state().smoke_clouds[0].radius_cm, 4 * kInch, 1e-9);  // 8" across
  ASSERT_EQ(g.state().turn, 2);  // nobody else casts: the turn is over, the cloud hangs on
  to_b_phase(g, "movement");
  EXPECT_FALSE(g.check({"move", {{"figure", 2}, {"path", {{50, 42}}}}}));  // into the smoke
  to_b_phase(g, "shooting");
  EXPECT_NE(refusal(g, "shoot", {{"figure", 2}, {"target", 1}}).find("smoke"), std::string::npos);
  EXPECT_FALSE(g.check({"shoot", {{"figure", 2}, {"target", 3}}}));  // beside the cloud
  to_magic(g);  // nor does the caster see through it to teleport a friend there
  const std::string behind = refusal(
      g, "cast", {{"caster", 1}, {"ability", "teleport"}, {"target", 3}, {"to", {{50, 50}}}});
  EXPECT_NE(behind.find("cloud of smoke"), std::string::npos) << behind;
  end_turn(g, 2);  // two turns after its own: it hangs one more
  ASSERT_EQ(g.state().smoke_clouds.size(), 1u);
  const game::Verification saved = game::verify_save(setup(), game::record_game(g, s, 5));
  EXPECT_TRUE(saved.ok) << saved.detail;
  end_turn(g, 3);
  EXPECT_TRUE(g.state().smoke_clouds.empty());
  to_b_phase(g, "shooting");
  EXPECT_FALSE(g.check({"shoot", {{"figure", 2}, {"target", 1}}}));
}

TEST(AdventurePlaceMagic, StartFireLightsAFireThatStopsMovesAndShots) {
  game::Game g = battle({wizard(1, {"start_fire"}), figure(2, "b", 62, 36),
                         figure(3, "b", 56, 75, {{"missile_weapon", "bow"}})});
  to_magic(g);
  set_dice(g, {2, 3, 4});  // the casting die, then the fire's 2D6 turns
  const game::Outcome out = must(g, "cast", cast_at("start_fire", 50, 40));
  const game::Event* lit = event_of(out, "fire_started");
  ASSERT_TRUE(lit);
  EXPECT_EQ(lit->data.json()["turns"], 7);
  ASSERT_EQ(g.state().fires.size(), 1u);
  ASSERT_EQ(g.state().turn, 2);
  // The turn aids spread it 3" a turn, as any fire.
  const std::vector<game::Command> aids = game::due_turn_aids(g);
  ASSERT_FALSE(aids.empty());
  EXPECT_EQ(aids.front().name, "spread_fire");
  must(g, "spread_fire", json::object());
  EXPECT_NEAR(g.state().fires[0].radius_cm, 4 * kInch, 1e-9);
  to_b_phase(g, "movement");
  EXPECT_NE(
      refusal(g, "move", {{"figure", 2}, {"path", {{55, 36}}}}).find("cannot end its move in fire"),
      std::string::npos);
  const std::string past = refusal(g, "move", {{"figure", 2}, {"path", {{46, 27}}}});
  EXPECT_NE(past.find("cannot pass through fire"), std::string::npos) << past;
  EXPECT_FALSE(g.check({"move", {{"figure", 2}, {"path", {{70, 36}}}}}));
  to_b_phase(g, "shooting");
  EXPECT_NE(refusal(g, "shoot", {{"figure", 3}, {"target", 1}}).find("smoke of fire"),
            std::string::npos);
}

TEST(AdventurePlaceMagic, LightTorchLightsAFireWithinTwelveInchesButNeverOnAFigure) {
  game::Game g = battle({wizard(1, {"light_torch"}), figure(2, "b", 50, 25)});
  to_magic(g);
  EXPECT_NE(refusal(g, "cast", cast_at("light_torch", 50, 25)).find("cannot wound or kill"),
            std::string::npos);
  EXPECT_EQ(g.check({"cast", cast_at("light_torch", 50, 45)})->code, game::RefusalCode::TooFar);
  set_dice(g, {2, 1, 1});
  must(g, "cast", cast_at("light_torch", 40, 25));
  ASSERT_EQ(g.state().fires.size(), 1u);
  EXPECT_NEAR(g.state().fires[0].radius_cm, kInch, 1e-9);
  EXPECT_EQ(g.state().fires[0].turns_left, 2);
}

TEST(AdventurePlaceMagic, FindRevealsAHiddenFigure) {
  game::Game g = battle({wizard(1, {"find"}), figure(2, "b", 60, 40)});
  to_magic(g);
  EXPECT_NE(
      refusal(g, "cast", {{"caster", 1}, {"ability", "find"}, {"target", 2}}).find("not hidden"),
      std::string::npos);
  set_dice(g, {1});
  must(g, "stealth_test", {{"figure", 2}});
  ASSERT_TRUE(fig(g, 2).status.hidden);
  set_dice(g, {2});
  const game::Outcome out = must(g, "cast", {{"caster", 1}, {"ability", "find"}, {"target", 2}});
  ASSERT_TRUE(event_of(out, "found"));
  EXPECT_FALSE(fig(g, 2).status.hidden);
}

TEST(AdventurePlaceMagic, LevitateFloatsAFigureUpToManSizeAfterTwoTurnsOfConjuring) {
  const game::Scenario s =
      scenario({wizard(1, {"levitate"}), figure(3, "a", 60, 10),
                figure(4, "b", 40, 30, {{"creature", "troll"}}), figure(2, "b", 100, 70)});
  game::Game g = game::Game::from_scenario(setup(), s, 3);
  to_magic(g);
  json floated = cast_at("levitate", 20, 40);
  floated["target"] = 3;
  json troll = floated;
  troll["target"] = 4;
  EXPECT_NE(refusal(g, "cast", troll).find("larger than a man"), std::string::npos);
  json far = floated;
  far["to"] = {{110, 75}};
  EXPECT_EQ(g.check({"cast", far})->code, game::RefusalCode::TooFar);
  json onto = floated;
  onto["to"] = {{40, 30}};
  EXPECT_NE(refusal(g, "cast", onto).find("would stand on"), std::string::npos);
  must(g, "cast", floated);
  EXPECT_EQ(fig(g, 1).magic.conjuring, "levitate");
  ASSERT_EQ(g.state().turn, 2);                         // the first turn of conjuring is over
  EXPECT_NEAR(fig(g, 3).placement.centre.x, 60, 1e-9);  // and the figure has not gone yet
  const game::Verification saved = game::verify_save(setup(), game::record_game(g, s, 3));
  EXPECT_TRUE(saved.ok) << saved.detail;
  set_dice(g, {2});
  end_turn(g, 2);
  EXPECT_NEAR(fig(g, 3).placement.centre.x, 20, 1e-9);
  EXPECT_NEAR(fig(g, 3).placement.centre.y, 40, 1e-9);
}

}  // namespace
}  // namespace fray::high_adventure::test

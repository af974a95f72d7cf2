// The undead and their masters, played through game commands: zombies and skeletons fall with
// the magic user who keeps them up and do as it wishes whatever their order; Reanimate raises a
// body that has lain dead 6 turns as a zombie of the caster's side, which falls again once its
// master moves or begins another casting, and returns a stone figure to life.
#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>
#include <fray/io/data_error.h>

#include "magic_fixture.h"

namespace fray::high_adventure::test {
namespace {

using nlohmann::json;

json undead(int id, const std::string& creature, double x, double y, json extra = json::object()) {
  json f = figure(id, "a", x, y, {{"creature", creature}, {"controlled_by", 1}});
  f.update(extra);
  return f;
}

const AdventureSheet& sheet(const game::Game& g, int id) {
  return std::get<AdventureSheet>(fig(g, id).sheet);
}

TEST(AdventureUndead, TheUndeadFallWhenTheMagicUserKeepingThemUpIsKilled) {
  game::Game g = duel({{"magic", {{"power_points", 6}, {"abilities", {"sleep"}}}}},
                      {{"strength", 2}, {"weapon_skill", 3}},
                      {undead(3, "zombie", 20, 10), undead(4, "skeleton", 30, 10),
                       figure(5, "a", 90, 10, {{"creature", "zombie"}})});
  set_dice(g, {1, 6, 6});  // the magic user's 1 against 6 + 3: killed
  const game::Outcome out = must(g, "strike", {{"figure", 1}, {"target", 2}});
  ASSERT_FALSE(fig(g, 1).alive);
  EXPECT_FALSE(fig(g, 3).alive);
  EXPECT_FALSE(fig(g, 4).alive);
  EXPECT_TRUE(fig(g, 5).alive);  // no master keeps it up: it stands
  int fell = 0;
  for (const game::Event& e : out.events)
    if (e.type == "figure_killed" && e.text.find("master") != std::string::npos) ++fell;
  EXPECT_EQ(fell, 2);
  EXPECT_EQ(sheet(g, 3).controlled_by, 0);
}

TEST(AdventureUndead, AKeptUndeadDoesAsItsMasterWishesWhateverItsOrder) {
  game::Game g = battle({wizard(1, {"sleep"}), undead(3, "zombie", 20, 10, {{"order", "stand"}}),
                         figure(4, "a", 90, 10, {{"creature", "zombie"}, {"order", "stand"}}),
                         figure(2, "b", 60, 70)});
  to_phase(g, "movement");
  if (g.state().active_side != 0) must(g, "end_phase", {{"side", g.state().active_side}});
  must(g, "move", {{"figure", 3}, {"path", {{20, 20}}}});  // 4", its order notwithstanding
  must(g, "end_activation", {{"figure", 3}});
  const std::string held = refusal(g, "move", {{"figure", 4}, {"path", {{90, 20}}}});
  EXPECT_NE(held.find("under the stand order"), std::string::npos) << held;
}

TEST(AdventureUndead, AScenarioNamesAMagicUserOfTheSideAsMasterOfAnUndeadOnly) {
  try {
    battle({figure(1, "a", 50, 10), undead(3, "zombie", 20, 10), figure(2, "b", 60, 70)});
    FAIL() << "a master without magic was accepted";
  } catch (const io::DataError& e) {
    EXPECT_NE(std::string(e.what()).find("/figures/1/controlled_by"), std::string::npos)
        << e.what();
  }
  EXPECT_THROW(battle({wizard(1, {"sleep"}), undead(3, "orc", 20, 10), figure(2, "b", 60, 70)}),
               io::DataError);
  EXPECT_THROW(battle({wizard(1, {"sleep"}, 6, 50, 10, "b"), undead(3, "zombie", 20, 10),
                       figure(2, "b", 60, 70)}),
               io::DataError);
}

// Wizards #1 (Reanimate and Sleep), #5 (Freeze) and #6 (Petrify) of side a; #2 of side b, whom
// Freeze kills in the first turn, and #4 of side b, both within 8" of #1 (#4 within Sleep's 3").
game::Scenario necromancy() {
  return scenario({wizard(1, {"reanimate", "sleep"}), wizard(5, {"freeze"}, 6, 80, 10),
                   wizard(6, {"petrify"}, 6, 20, 10), figure(2, "b", 50, 25),
                   figure(4, "b", 44, 14)});
}

json reanimate(int target) { return {{"caster", 1}, {"ability", "reanimate"}, {"target", target}}; }

// The battle once Reanimate has raised #2, at the start of turn 10.
game::Game raised(const game::Scenario& s) {
  game::Game g = game::Game::from_scenario(setup(), s, 11);
  to_magic(g);
  set_dice(g, {2, 5});  // Freeze works and holds 5 turns: it kills
  must(g, "cast", {{"caster", 5}, {"ability", "freeze"}, {"target", 2}});
  EXPECT_FALSE(fig(g, 2).alive);
  EXPECT_NE(refusal(g, "cast", reanimate(2)).find("has lain dead 0 full turn(s)"),
            std::string::npos);
  EXPECT_NE(refusal(g, "cast", reanimate(4)).find("is alive and not turned to stone"),
            std::string::npos);
  end_turn(g, 1);
  for (int turn = 2; turn <= 6; ++turn) end_turn(g, turn);
  EXPECT_EQ(sheet(g, 2).dead_turns, 6);
  to_magic(g);
  must(g, "cast", reanimate(2));  // three turns of conjuring, the die at the end of the last
  EXPECT_EQ(fig(g, 1).magic.conjuring, "reanimate");
  EXPECT_FALSE(fig(g, 2).alive);
  end_turn(g, 8);
  set_dice(g, {3});
  end_turn(g, 9);
  return g;
}

TEST(AdventureUndead, ReanimateRaisesABodySixTurnsDeadAsAZombieOfTheCastersSide) {
  const game::Scenario s = necromancy();
  game::Game g = raised(s);
  const game::Figure& zombie = fig(g, 2);
  ASSERT_TRUE(zombie.alive);
  EXPECT_EQ(zombie.side, 0);
  EXPECT_EQ(sheet(g, 2).creature, "zombie");
  EXPECT_EQ(sheet(g, 2).controlled_by, 1);
  EXPECT_TRUE(sheet(g, 2).obeys_while_idle);
  EXPECT_EQ(sheet(g, 2).name.rfind("Zombie", 0), 0u) << sheet(g, 2).name;
  EXPECT_EQ(fig(g, 1).magic.power_points, 3);
  const game::Verification saved = game::verify_save(setup(), game::record_game(g, s, 11));
  EXPECT_TRUE(saved.ok) << saved.detail;
  // It obeys while its master stands; once the master moves, it falls lifeless.
  to_phase(g, "movement");
  if (g.state().active_side != 0) must(g, "end_phase", {{"side", g.state().active_side}});
  must(g, "move", {{"figure", 2}, {"path", {{50, 30}}}});
  ASSERT_TRUE(fig(g, 2).alive);
  must(g, "end_activation", {{"figure", 2}});
  const game::Outcome out = must(g, "move", {{"figure", 1}, {"path", {{55, 10}}}});
  EXPECT_FALSE(fig(g, 2).alive);
  const game::Event* fell = event_of(out, "figure_killed");
  ASSERT_TRUE(fell);
  EXPECT_NE(fell->text.find("did something else"), std::string::npos) << fell->text;
}

TEST(AdventureUndead, AZombieFallsWhenItsMasterBeginsAnotherCasting) {
  game::Game g = raised(necromancy());
  ASSERT_TRUE(fig(g, 2).alive);
  to_magic(g);
  set_dice(g, {2});
  const game::Outcome out = must(g, "cast", {{"caster", 1}, {"ability", "sleep"}, {"target", 4}});
  EXPECT_FALSE(fig(g, 2).alive);
  const game::Event* fell = event_of(out, "figure_killed");
  ASSERT_TRUE(fell);
  EXPECT_NE(fell->text.find("another casting"), std::string::npos) << fell->text;
}

TEST(AdventureUndead, ReanimateReturnsAStoneFigureToLife) {
  game::Game g = game::Game::from_scenario(setup(), necromancy(), 4);
  to_magic(g);
  set_dice(g, {2, 6, 6});  // Petrify works: 12 turns of stone
  must(g, "cast", {{"caster", 6}, {"ability", "petrify"}, {"target", 4}});
  ASSERT_EQ(fig(g, 4).magic.petrified_turns, 12);
  json at_stone = reanimate(4);
  must(g, "cast", at_stone);
  end_turn(g, 2);
  set_dice(g, {4});
  end_turn(g, 3);
  EXPECT_EQ(fig(g, 4).magic.petrified_turns, 0);
  EXPECT_EQ(fig(g, 4).side, 1);  // alive all along: it stays on its side
}

json bones(int id, double x, double y) {
  return figure(id, "b", x, y, {{"creature", "skeleton"}, {"dormant", true}});
}

TEST(AdventureUndead, ControlAnimatesUpTo2D6SkeletonsThatFallWithTheirMaster) {
  const game::Scenario s = scenario({wizard(1, {"control"}), bones(3, 50, 25), bones(4, 60, 25),
                                     bones(5, 100, 60), figure(2, "b", 100, 70)});
  game::Game g = game::Game::from_scenario(setup(), s, 6);
  EXPECT_FALSE(fig(g, 3).alive);  // laid down dormant
  to_magic(g);
  must(g, "cast", {{"caster", 1}, {"ability", "control"}});
  if (g.state().turn == 1) end_turn(g, 1);
  set_dice(g, {3, 1, 1});  // the casting die, then 2D6: 2 rise, the nearest
  end_turn(g, 2);
  for (const int id : {3, 4}) {
    EXPECT_TRUE(fig(g, id).alive) << id;
    EXPECT_EQ(fig(g, id).side, 0) << id;
    EXPECT_EQ(sheet(g, id).controlled_by, 1) << id;
    EXPECT_FALSE(sheet(g, id).dormant) << id;
  }
  EXPECT_FALSE(fig(g, 5).alive);
  const game::Verification saved = game::verify_save(setup(), game::record_game(g, s, 6));
  EXPECT_TRUE(saved.ok) << saved.detail;
  must(g, "remove", {{"figure", 1}});  // the master leaves the fight: its skeletons fall
  EXPECT_FALSE(fig(g, 3).alive);
  EXPECT_FALSE(fig(g, 4).alive);
}

TEST(AdventureUndead, ControlIsRefusedWithNothingToAnimateAndOnlyBonesLieDormant) {
  game::Game g = battle({wizard(1, {"control"}), figure(2, "b", 100, 70)});
  to_magic(g);
  EXPECT_NE(refusal(g, "cast", {{"caster", 1}, {"ability", "control"}}).find("No skeleton"),
            std::string::npos);
  try {
    battle({wizard(1, {"control"}), figure(2, "b", 100, 70, {{"dormant", true}})});
    FAIL() << "a dormant human was accepted";
  } catch (const io::DataError& e) {
    EXPECT_NE(std::string(e.what()).find("/figures/1/dormant"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace fray::high_adventure::test

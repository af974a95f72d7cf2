// Seed 004's magic played through game commands: the casting die against the power points left,
// the natural 1, taking 1 off for a point, conjuring over several turns standing still, and what
// each applied ability does to a battle.
#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>
#include <fray/io/data_error.h>

#include "magic_fixture.h"

namespace fray::high_adventure::test {
namespace {

using nlohmann::json;

TEST(AdventureMagic, SleepHoldsItsTargetUntilItRollsASixInALaterTurn) {
  game::Game g = battle({wizard(1, {"sleep"}), figure(2, "b", 50, 17.5)});
  to_magic(g);
  set_dice(g, {4});
  const json e = casting(must(g, "cast", {{"caster", 1}, {"ability", "sleep"}, {"target", 2}}));
  EXPECT_EQ(e["success"], true);
  EXPECT_EQ(e["spent"], 1);
  EXPECT_EQ(fig(g, 1).magic.power_points, 5);
  end_turn(g, 1);  // no waking roll in the turn it fell asleep
  EXPECT_GT(fig(g, 2).magic.asleep_since, 0);
  EXPECT_NE(refusal(g, "move", {{"figure", 2}, {"path", {{50, 30}}}}).find("asleep"),
            std::string::npos);
  set_dice(g, {6});
  next_turn(g);
  EXPECT_EQ(fig(g, 2).magic.asleep_since, 0);
}

TEST(AdventureMagic, TheCastingDieFailsOnANaturalOneOrAboveThePointsAndAPointTakesOneOff) {
  const auto cast_with = [](int face, bool take_one_off) {
    game::Game g = battle({wizard(1, {"sleep"}, 4), figure(2, "b", 50, 17.5)});
    to_magic(g);
    set_dice(g, {face});
    json p = {{"caster", 1}, {"ability", "sleep"}, {"target", 2}};
    if (take_one_off) p["take_one_off"] = true;
    const json e = casting(must(g, "cast", p));
    return std::make_pair(e, g.state().find(1)->magic.power_points);
  };
  auto [one, left_one] = cast_with(1, false);
  EXPECT_EQ(one["success"], false);
  EXPECT_EQ(left_one, 4);  // failed castings cost nothing
  auto [five, left_five] = cast_with(5, false);
  EXPECT_EQ(five["success"], false);
  EXPECT_EQ(left_five, 4);
  auto [paid, left_paid] = cast_with(5, true);
  EXPECT_EQ(paid["success"], true);
  EXPECT_EQ(left_paid, 2);  // the ability's point and the point to take 1 off

  game::Game g = battle({wizard(1, {"sleep"}, 4), figure(2, "b", 50, 17.5)});
  to_magic(g);
  const game::Preview plain =
      g.preview({"cast", {{"caster", 1}, {"ability", "sleep"}, {"target", 2}}});
  ASSERT_TRUE(plain.success.has_value());
  EXPECT_DOUBLE_EQ(*plain.success, 3.0 / 6);  // 2, 3 or 4
  const game::Preview off = g.preview(
      {"cast", {{"caster", 1}, {"ability", "sleep"}, {"target", 2}, {"take_one_off", true}}});
  EXPECT_DOUBLE_EQ(*off.success, 4.0 / 6);  // 2 to 5
}

TEST(AdventureMagic, CastingIsRefusedOutsideItsPhaseOutOfRangeOrWithoutTheAbility) {
  game::Game g = battle({wizard(1, {"sleep", "open_lock_close"}), figure(2, "b", 50, 17.5),
                         figure(3, "b", 80, 40, {{"missile_weapon", "bow"}})});
  to_phase(g, "shooting");
  EXPECT_TRUE(g.check({"cast", {{"caster", 1}, {"ability", "sleep"}, {"target", 2}}}));
  to_magic(g);
  const auto wrong = g.check({"cast", {{"caster", 1}, {"ability", "fireball"}, {"target", 2}}});
  ASSERT_TRUE(wrong);
  EXPECT_EQ(wrong->code, game::RefusalCode::BadPayload);
  EXPECT_NE(refusal(g, "cast", {{"caster", 1}, {"ability", "petrify"}, {"target", 2}})
                .find("does not know"),
            std::string::npos);
  EXPECT_NE(refusal(g, "cast", {{"caster", 1}, {"ability", "open_lock_close"}, {"target", 2}})
                .find("does not apply"),
            std::string::npos);
  const auto far = g.check({"cast", {{"caster", 1}, {"ability", "sleep"}, {"target", 3}}});
  ASSERT_TRUE(far);
  EXPECT_EQ(far->code, game::RefusalCode::TooFar);
}

TEST(AdventureMagic, AScenarioMayGiveOnlyTheSeedsPanoplyAndPoints) {
  EXPECT_THROW(battle({wizard(1, {"petrify", "freeze"}), figure(2, "b", 50, 40)}), io::DataError);
  EXPECT_THROW(battle({wizard(1, {"sleep", "oppose", "knock_back", "smoke", "find"}),
                       figure(2, "b", 50, 40)}),
               io::DataError);
  EXPECT_THROW(battle({wizard(1, {"sleep"}, 12), figure(2, "b", 50, 40)}), io::DataError);
  EXPECT_THROW(battle({wizard(1, {"no_such_spell"}), figure(2, "b", 50, 40)}), io::DataError);
  EXPECT_NO_THROW(battle({wizard(1, {"petrify", "sleep", "oppose"}), figure(2, "b", 50, 40)}));
}

TEST(AdventureMagic, AFigureHeldByASpellThrowsNoDiceWhenStruck) {
  game::Game g =
      battle({wizard(1, {"sleep"}), figure(3, "a", 52.5, 17.5), figure(2, "b", 50, 17.5)});
  to_magic(g);
  set_dice(g, {4});
  must(g, "cast", {{"caster", 1}, {"ability", "sleep"}, {"target", 2}});
  end_turn(g, 1);
  to_phase(g, "melee");
  if (g.state().active_side != 0) must(g, "end_phase", {{"side", g.state().active_side}});
  set_dice(g, {2});
  const game::Outcome out = must(g, "strike", {{"figure", 3}, {"target", 2}});
  const game::Event* e = event_of(out, "high_adventure_melee");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->data.json()["target_score"], 0);
  EXPECT_TRUE(e->data.json()["target_faces"].empty());
}

TEST(AdventureMagic, AConjuringCasterPutToSleepLosesItsSpell) {
  game::Game g = battle({wizard(1, {"healing"}), figure(3, "a", 55, 10, {{"strength", 3}}),
                         wizard(2, {"sleep"}, 6, 50, 17.5, "b")});
  must(g, "wound", {{"figure", 3}, {"count", 2}});
  to_magic(g);
  must(g, "cast", {{"caster", 1}, {"ability", "healing"}, {"target", 3}});
  set_dice(g, {3});
  must(g, "cast", {{"caster", 2}, {"ability", "sleep"}, {"target", 1}});
  EXPECT_EQ(g.state().turn, 2);  // nobody left to act: the turn ended
  EXPECT_TRUE(fig(g, 1).magic.conjuring.empty());
  EXPECT_EQ(fig(g, 3).wounds, 2);
}

TEST(AdventureMagic, KnockBackThrowsTheTargetTheRolledInchesAwayFromTheCaster) {
  game::Game g = battle({wizard(1, {"knock_back"}), figure(2, "b", 50, 25)});
  to_magic(g);
  set_dice(g, {3, 4});
  must(g, "cast", {{"caster", 1}, {"ability", "knock_back"}, {"target", 2}});
  EXPECT_NEAR(fig(g, 2).placement.centre.y, 25 + 4 * kInch, 1e-6);
}

TEST(AdventureMagic, PetrifyHoldsForTwoDiceOfTurnsAndFreezeKillsAtFourOrMore) {
  game::Game stone = battle({wizard(1, {"petrify"}), figure(2, "b", 50, 40)});
  to_magic(stone);
  set_dice(stone, {2, 3, 4});
  must(stone, "cast", {{"caster", 1}, {"ability", "petrify"}, {"target", 2}});
  EXPECT_EQ(fig(stone, 2).magic.petrified_turns, 7);
  end_turn(stone, 1);
  EXPECT_EQ(fig(stone, 2).magic.petrified_turns, 7);  // the turn it took hold does not count
  next_turn(stone);
  EXPECT_EQ(fig(stone, 2).magic.petrified_turns, 6);

  game::Game cold = battle({wizard(1, {"freeze"}), figure(2, "b", 50, 40), figure(3, "b", 60, 40)});
  to_magic(cold);
  set_dice(cold, {2, 5});
  must(cold, "cast", {{"caster", 1}, {"ability", "freeze"}, {"target", 2}});
  EXPECT_FALSE(fig(cold, 2).alive);
  game::Game chill = battle({wizard(1, {"freeze"}), figure(2, "b", 50, 40)});
  to_magic(chill);
  set_dice(chill, {2, 3});
  must(chill, "cast", {{"caster", 1}, {"ability", "freeze"}, {"target", 2}});
  EXPECT_TRUE(fig(chill, 2).alive);
  EXPECT_EQ(fig(chill, 2).magic.frozen_turns, 3);

  game::Game undead =
      battle({wizard(1, {"freeze"}), figure(2, "b", 50, 40, {{"creature", "zombie"}})});
  to_magic(undead);
  EXPECT_NE(
      refusal(undead, "cast", {{"caster", 1}, {"ability", "freeze"}, {"target", 2}}).find("undead"),
      std::string::npos);
}

TEST(AdventureMagic, TheGazeHoldsAFigureFacingItsCasterUntilAStrengthTestOrThreeTurns) {
  game::Game away =
      battle({wizard(1, {"hypnotic_gaze"}), figure(2, "b", 50, 25, {{"facing_deg", 180}})});
  to_magic(away);
  EXPECT_NE(refusal(away, "cast", {{"caster", 1}, {"ability", "hypnotic_gaze"}, {"target", 2}})
                .find("does not face"),
            std::string::npos);

  game::Game g = battle({wizard(1, {"hypnotic_gaze"}), figure(2, "b", 50, 25)});
  to_magic(g);
  set_dice(g, {3});
  must(g, "cast", {{"caster", 1}, {"ability", "hypnotic_gaze"}, {"target", 2}});
  EXPECT_EQ(fig(g, 2).magic.entranced_turns, 1);
  end_turn(g, 1);    // no test in the turn it took hold
  set_dice(g, {6});  // Strength 1: a 6 fails
  next_turn(g);
  EXPECT_EQ(fig(g, 2).magic.entranced_turns, 2);
  set_dice(g, {5});
  next_turn(g);
  EXPECT_EQ(fig(g, 2).magic.entranced_turns, 3);
  next_turn(g);  // held three turns: free without a test
  EXPECT_EQ(fig(g, 2).magic.entranced_turns, 0);
}

TEST(AdventureMagic, HealingIsConjuredOverThreeTurnsAndReturnsAWound) {
  game::Game g = battle(
      {wizard(1, {"healing"}), figure(3, "a", 55, 10, {{"strength", 3}}), figure(2, "b", 50, 60)});
  must(g, "wound", {{"figure", 3}, {"count", 2}});
  to_magic(g);
  const game::Outcome start =
      must(g, "cast", {{"caster", 1}, {"ability", "healing"}, {"target", 3}});
  ASSERT_TRUE(event_of(start, "conjuring_started"));
  EXPECT_EQ(fig(g, 3).wounds, 2);
  end_turn(g, 1);
  next_turn(g);
  EXPECT_EQ(fig(g, 1).magic.conjuring_turns_left, 1);
  EXPECT_FALSE(g.sequencer().eligible(g.state(), fig(g, 1)));  // it stands conjuring
  set_dice(g, {3});
  next_turn(g);
  EXPECT_EQ(fig(g, 3).wounds, 0);
  EXPECT_EQ(fig(g, 1).magic.power_points, 4);
}

TEST(AdventureMagic, NoMissileTargetsAnInvisibleFigureAndInMeleeItCountsAsPlate) {
  game::Game g =
      battle({wizard(1, {"make_invisible"}), figure(2, "b", 50, 50, {{"missile_weapon", "bow"}})});
  to_magic(g);
  must(g, "cast", {{"caster", 1}, {"ability", "make_invisible"}});
  end_turn(g, 1);
  set_dice(g, {4});
  next_turn(g);
  ASSERT_TRUE(fig(g, 1).magic.invisible);
  to_phase(g, "shooting");
  if (g.state().active_side != 1) must(g, "end_phase", {{"side", g.state().active_side}});
  EXPECT_NE(refusal(g, "shoot", {{"figure", 2}, {"target", 1}}).find("invisible"),
            std::string::npos);
}

TEST(AdventureMagic, AWindStormKeepsTheEnemyFromMovingTowardsItsCaster) {
  game::Game g = battle({wizard(1, {"wind_storm"}), figure(2, "b", 50, 50, {{"leadership", 1}})});
  to_magic(g);
  must(g, "cast", {{"caster", 1}, {"ability", "wind_storm"}});
  end_turn(g, 1);
  next_turn(g);
  set_dice(g, {3, 4});
  next_turn(g);
  EXPECT_EQ(fig(g, 2).magic.held_back_turns, 4);
  EXPECT_NE(refusal(g, "move", {{"figure", 2}, {"path", {{50, 45}}}}).find("wind storm"),
            std::string::npos);
  EXPECT_EQ(refusal(g, "move", {{"figure", 2}, {"path", {{50, 55}}}}), "");
}

TEST(AdventureMagic, OpposeStopsAnEnemyMagicUserThisTurn) {
  game::Game g = battle({wizard(1, {"oppose"}), wizard(2, {"sleep"}, 6, 50, 25, "b")});
  to_magic(g);
  set_dice(g, {3});
  const int turn = g.state().turn;
  must(g, "cast", {{"caster", 1}, {"ability", "oppose"}, {"target", 2}});
  EXPECT_EQ(fig(g, 2).magic.opposed_on_turn, turn);
  // Opposed, the enemy magic user had nothing left to do: the turn ended without its spell.
  EXPECT_EQ(g.state().turn, turn + 1);
  EXPECT_EQ(fig(g, 1).magic.asleep_since, 0);
  EXPECT_EQ(fig(g, 2).magic.power_points, 6);
}

TEST(AdventureMagic, TeleportMovesAFigureToAPointTheCasterCanSee) {
  const json wood = json::array({{{"name", "Copse"},
                                  {"terrain", "woods"},
                                  {"polygon", {{30, 30}, {70, 30}, {70, 50}, {30, 50}}}}});
  game::Game g =
      battle({wizard(1, {"teleport"}), figure(3, "a", 55, 10), figure(2, "b", 100, 70)}, wood);
  to_magic(g);
  EXPECT_NE(refusal(g, "cast",
                    {{"caster", 1}, {"ability", "teleport"}, {"target", 3}, {"to", {{50, 55}}}})
                .find("clear view"),
            std::string::npos);
  set_dice(g, {2});
  must(g, "cast", {{"caster", 1}, {"ability", "teleport"}, {"target", 3}, {"to", {{20, 25}}}});
  EXPECT_NEAR(fig(g, 3).placement.centre.x, 20, 1e-9);
  EXPECT_NEAR(fig(g, 3).placement.centre.y, 25, 1e-9);
}

TEST(AdventureMagic, ABattleWithSpellsUnderWaySavesAndReplaysVerified) {
  const game::Scenario s =
      scenario({wizard(1, {"healing", "sleep"}), figure(3, "a", 55, 10, {{"strength", 3}}),
                wizard(2, {"hypnotic_gaze"}, 7, 50, 17.5, "b")});
  game::Game g = game::Game::from_scenario(setup(), s, 11);
  must(g, "wound", {{"figure", 3}, {"count", 2}});
  to_magic(g);
  must(g, "cast", {{"caster", 1}, {"ability", "healing"}, {"target", 3}});
  if (g.sequencer().eligible(g.state(), fig(g, 2)))
    g.submit({"cast", {{"caster", 2}, {"ability", "hypnotic_gaze"}, {"target", 1}}});
  end_turn(g, 1);
  const game::Verification v = game::verify_save(setup(), game::record_game(g, s, 11));
  EXPECT_TRUE(v.ok) << v.detail;
}

}  // namespace
}  // namespace fray::high_adventure::test

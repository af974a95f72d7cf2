// crouch, stand and ready_weapon.
#include <gtest/gtest.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using nlohmann::json;
using test::find_event;
using test::human;
using test::setup;

// Bushes (40-60 x 15-25) with a man of side b in them and an archer of side a 16 cm away.
Scenario archer_and_man_in_bushes() {
  const json map = {
      {"format", "fray-map"},
      {"version", 1},
      {"kind", "table"},
      {"name", "Bushes"},
      {"width_cm", 120},
      {"depth_cm", 80},
      {"terrain", {{"bushes", {{"footing", "difficult"}, {"sight", "clear"}, {"cover", "cover"}}}}},
      {"features",
       {{{"name", "Thicket"},
         {"terrain", "bushes"},
         {"polygon", {{40, 15}, {60, 15}, {60, 25}, {40, 25}}}}}}};
  json archer = human(50, 40, {{"id", 1}, {"side", "a"}, {"missile_weapon", "bow"}});
  json man = human(50, 24, {{"id", 2}, {"side", "b"}});
  const json doc = {{"format", "fray-scenario"},
                    {"version", 1},
                    {"title", "bushes"},
                    {"rule_system", "classic"},
                    {"table", {{"width_cm", 120}, {"depth_cm", 80}}},
                    {"map", map},
                    {"sides", {{{"id", "a"}, {"name", "A"}}, {{"id", "b"}, {"name", "B"}}}},
                    {"figures", {archer, man}}};
  return parse_scenario(doc, "wood.json");
}

// Side a passes the movement phase; the man (side b) may crouch; then to the shooting phase.
Game crouched_or_not(bool crouch) {
  Game game = Game::from_scenario(setup(), archer_and_man_in_bushes(), 3);
  EXPECT_TRUE(game.submit({"end_phase", {{"side", 0}}}).accepted());
  if (crouch) {
    const Outcome o = game.submit({"crouch", {{"figure", 2}}});
    EXPECT_TRUE(o.accepted()) << o.refusal->message;
    const Event* e = find_event(o, "posture_changed");
    EXPECT_TRUE(e && e->data["posture"] == "crouched" && e->data["hidden_for_sight"] == true);
    EXPECT_EQ(game.state().find(2)->posture, Posture::Crouched);
    EXPECT_FALSE(game.state().find(2)->status.hidden);  // only the hide command sets "hidden"
  }
  EXPECT_TRUE(game.submit({"end_phase", {{"side", 1}}}).accepted());
  EXPECT_EQ(game.state().phase, 1u) << game.allowed_now();
  return game;
}

TEST(Posture, ACrouchedImmobileFigureInCoverIsHiddenFromSight) {
  const Command shot{"shoot", {{"shooter", 1}, {"target", 2}}};
  Game standing = crouched_or_not(false);
  EXPECT_FALSE(standing.check(shot)) << standing.check(shot)->message;
  Game crouched = crouched_or_not(true);
  const auto r = crouched.check(shot);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->code, RefusalCode::NotAllowed);
  EXPECT_NE(r->message.find("cannot see"), std::string::npos) << r->message;
}

TEST(Posture, StandUndoesCrouchAndHide) {
  Game game = Game::from_scenario(setup(), test::duel(human(10, 10), human(100, 70)), 3);
  EXPECT_EQ(game.check({"stand", {{"figure", 1}}})->code, RefusalCode::NotAllowed);
  ASSERT_TRUE(game.submit({"hide", {{"figure", 1}}}).accepted());
  EXPECT_EQ(game.check({"crouch", {{"figure", 1}}})->code, RefusalCode::NotAllowed);  // already
  const Outcome o = game.submit({"stand", {{"figure", 1}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_EQ(game.state().find(1)->posture, Posture::Standing);
  EXPECT_FALSE(game.state().find(1)->status.hidden);
  EXPECT_TRUE(find_event(o, "status_changed"));
  ASSERT_TRUE(game.submit({"crouch", {{"figure", 1}}}).accepted());
  // Moving stands the figure up (as it always did after hiding).
  ASSERT_TRUE(game.submit({"move", {{"figure", 1}, {"path", {{10, 20}}}}}).accepted());
  EXPECT_EQ(game.state().find(1)->posture, Posture::Standing);
}

TEST(Posture, RidersDoNotCrouch) {
  Game game = Game::from_scenario(
      setup(), test::duel(human(10, 10, {{"mount", "cavalry"}}), human(100, 70)), 3);
  const auto r = game.check({"crouch", {{"figure", 1}}});
  ASSERT_TRUE(r);
  EXPECT_EQ(r->code, RefusalCode::NotAllowed) << r->message;
}

TEST(Posture, NotInTheMeleePhase) {
  Game game = Game::from_scenario(setup(), test::duel(human(50, 30), human(50, 32.05)), 3);
  for (int side : {0, 1}) ASSERT_TRUE(game.submit({"end_phase", {{"side", side}}}).accepted());
  ASSERT_EQ(game.state().phase, 2u);
  EXPECT_EQ(game.check({"crouch", {{"figure", 1}}})->code, RefusalCode::WrongPhase);
}

// A war crossbow (reloads in one turn standing still) against a bowman 30 cm away.
Game crossbow_duel() {
  return Game::from_scenario(setup(),
                             test::duel(human(50, 10, {{"missile_weapon", "war_crossbow"}}),
                                        human(50, 42, {{"missile_weapon", "bow"}})),
                             3);
}

TEST(ReadyWeapon, RefusedWhenNothingNeedsReadying) {
  Game game = crossbow_duel();
  const auto ready = game.check({"ready_weapon", {{"figure", 1}}});
  ASSERT_TRUE(ready);
  EXPECT_EQ(ready->code, RefusalCode::NotAllowed);
  EXPECT_NE(ready->message.find("ready already"), std::string::npos) << ready->message;
  ASSERT_TRUE(game.submit({"end_phase", {{"side", 0}}}).accepted());
  EXPECT_EQ(game.check({"ready_weapon", {{"figure", 2}}})->code, RefusalCode::NotAllowed);
}

TEST(ReadyWeapon, SpendsTheActivationReloadingAndTheFigureShootsNextTurn) {
  Game game = crossbow_duel();
  for (int side : {0, 1}) ASSERT_TRUE(game.submit({"end_phase", {{"side", side}}}).accepted());
  ASSERT_EQ(game.state().phase, 1u);
  for (int shooter : {1, 2}) {  // both miss (natural 1)
    ASSERT_TRUE(game.submit({"set_die", {{"face", 1}}}).accepted());
    const Outcome o = game.submit({"shoot", {{"shooter", shooter}, {"target", 3 - shooter}}});
    ASSERT_TRUE(o.accepted()) << o.refusal->message;
  }
  ASSERT_EQ(game.state().turn, 2);
  EXPECT_EQ(game.state().find(1)->status.reloading_turns, 1);  // it shot: no reload in turn 1
  // Turn 2: side b moves first; the crossbowman may not ready in the shooting phase.
  ASSERT_TRUE(game.submit({"end_phase", {{"side", 1}}}).accepted());
  const Outcome o = game.submit({"ready_weapon", {{"figure", 1}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  const Event* e = find_event(o, "weapon_readied");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->data["turns_left"], 0);
  // The activation is spent: the phase moved on, and the crossbow shoots on turn 3, not now.
  EXPECT_NE(game.state().phase, 0u);
  EXPECT_EQ(game.state().turn, 2);
  EXPECT_TRUE(game.state().find(1)->status.readying);
  EXPECT_EQ(game.check({"ready_weapon", {{"figure", 1}}})->code, RefusalCode::WrongPhase);
  ASSERT_TRUE(game.submit({"set_die", {{"face", 1}}}).accepted());
  ASSERT_TRUE(game.submit({"shoot", {{"shooter", 2}, {"target", 1}}}).accepted());
  ASSERT_EQ(game.state().turn, 3) << game.allowed_now();
  EXPECT_FALSE(game.state().find(1)->status.readying);
  EXPECT_EQ(game.state().find(1)->status.reloading_turns, 0);
  ASSERT_TRUE(game.submit({"end_phase", {{"side", 0}}}).accepted());
  ASSERT_TRUE(game.submit({"end_phase", {{"side", 1}}}).accepted());
  EXPECT_FALSE(game.check({"shoot", {{"shooter", 1}, {"target", 2}}}));
}

TEST(ReadyWeapon, NeedsAMissileWeaponAndStandingStill) {
  Game game = Game::from_scenario(setup(), test::duel(human(10, 10), human(100, 70)), 3);
  EXPECT_EQ(game.check({"ready_weapon", {{"figure", 1}}})->code, RefusalCode::NoWeapon);
}

}  // namespace
}  // namespace fray::game

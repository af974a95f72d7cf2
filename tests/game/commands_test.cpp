#include <gtest/gtest.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using nlohmann::json;
using test::dump;
using test::human;
using test::setup;

bool has_event(const Outcome& o, const std::string& type) {
  for (const Event& e : o.events)
    if (e.type == type) return true;
  return false;
}

TEST(Commands, MoveWithinTheAllowanceAndRefuseBeyondIt) {
  Game game = Game::from_scenario(setup(), test::duel(human(10, 10), human(100, 70)), 3);
  const std::string before = dump(game);
  const Outcome far = game.submit({"move", {{"figure", 1}, {"path", {{10, 40}}}}});
  ASSERT_FALSE(far.accepted());
  EXPECT_EQ(far.refusal->code, RefusalCode::TooFar);
  EXPECT_NE(far.refusal->message.find("20 cm"), std::string::npos);  // human, light clothing
  EXPECT_EQ(dump(game), before);
  const Outcome ok = game.submit({"move", {{"figure", 1}, {"path", {{10, 20}, {20, 20}}}}});
  ASSERT_TRUE(ok.accepted()) << ok.refusal->message;
  EXPECT_TRUE(has_event(ok, "figure_moved"));
  EXPECT_EQ(game.state().find(1)->placement.centre, (map::Point{20, 20}));
  EXPECT_NEAR(game.state().find(1)->placement.facing_deg, 90.0, 1e-9);
  const Outcome again = game.submit({"move", {{"figure", 1}, {"path", {{20, 22}}}}});
  EXPECT_EQ(again.refusal->code, RefusalCode::AlreadyActed);
}

TEST(Commands, BadPayloadsNameTheMember) {
  Game game = Game::from_scenario(setup(), test::duel(human(10, 10), human(100, 70)), 3);
  EXPECT_EQ(game.submit({"move", {{"figure", "one"}}}).refusal->code, RefusalCode::BadPayload);
  const Outcome no_path = game.submit({"move", {{"figure", 1}}});
  EXPECT_NE(no_path.refusal->message.find("\"path\""), std::string::npos);
  EXPECT_EQ(game.submit({"fly", {}}).refusal->code, RefusalCode::UnknownCommand);
  EXPECT_EQ(game.submit({"move", {{"figure", 9}, {"path", {{1, 1}}}}}).refusal->code,
            RefusalCode::UnknownFigure);
}

TEST(Commands, ChargeEndsInBaseContact) {
  Game game = Game::from_scenario(setup(), test::duel(human(50, 30), human(50, 45)), 3);
  const Outcome o = game.submit({"charge", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_TRUE(
      game.field().in_contact({game.state().find(1)->base, game.state().find(1)->placement},
                              {game.state().find(2)->base, game.state().find(2)->placement}));
  EXPECT_TRUE(game.state().find(1)->status.charged);
}

TEST(Commands, ChargeBeyondReachIsRefused) {
  Game game = Game::from_scenario(setup(), test::duel(human(50, 10), human(50, 60)), 3);
  const Outcome o = game.submit({"charge", {{"figure", 1}, {"target", 2}}});
  ASSERT_FALSE(o.accepted());
  EXPECT_EQ(o.refusal->code, RefusalCode::TooFar);
}

TEST(Commands, RefereeSetDieDecidesAShotAndIsLogged) {
  // Side A's archer 30 cm from side B: needs 6 at 20-40 cm with a bow (seed 002, "SHOOTING").
  Game game = Game::from_scenario(
      setup(), test::duel(human(50, 10, {{"missile_weapon", "bow"}}), human(50, 42)), 3);
  // Movement: both sides pass, then shooting.
  ASSERT_TRUE(game.submit({"end_phase", {{"side", 0}}}).accepted());
  ASSERT_TRUE(game.submit({"end_phase", {{"side", 1}}}).accepted()) << game.allowed_now();
  ASSERT_EQ(game.state().phase, 1u) << game.allowed_now();
  ASSERT_TRUE(game.submit({"set_die", {{"face", 6}}}).accepted());
  const Outcome shot = game.submit({"shoot", {{"shooter", 1}, {"target", 2}}});
  ASSERT_TRUE(shot.accepted()) << shot.refusal->message;
  EXPECT_TRUE(has_event(shot, "referee_die_used"));
  EXPECT_TRUE(has_event(shot, "die_rolled"));
  EXPECT_TRUE(has_event(shot, "figure_falling"));  // simultaneous: falls at the end of the phase
  EXPECT_EQ(game.state().find(1)->status.ammunition, std::nullopt);
  EXPECT_TRUE(game.state().finished);  // the phase ended: the only enemy fell
  EXPECT_EQ(game.state().winner, 0);
}

TEST(Commands, RefereeEditPutsAFigureElsewhereKeepingItsIdAndStatuses) {
  Game game = Game::from_scenario(setup(), test::duel(human(10, 10), human(100, 70)), 3);
  const Outcome hide =
      game.submit({"set_status", {{"figure", 2}, {"status", "hidden"}, {"value", true}}});
  ASSERT_TRUE(hide.accepted()) << hide.refusal->message;
  const std::string before = dump(game);
  // Onto the other figure, off the table, a malformed place: refused, nothing changes.
  EXPECT_EQ(game.submit({"edit", {{"figure", 2}, {"position", {10.5, 10}}}}).refusal->code,
            RefusalCode::Blocked);
  EXPECT_EQ(game.submit({"edit", {{"figure", 2}, {"position", {119.5, 10}}}}).refusal->code,
            RefusalCode::Blocked);
  EXPECT_EQ(game.submit({"edit", {{"figure", 2}, {"position", "here"}}}).refusal->code,
            RefusalCode::BadPayload);
  EXPECT_EQ(dump(game), before);
  // Out of turn and beyond any allowance: the referee may.
  const Outcome put = game.submit({"edit", {{"figure", 2}, {"position", {60, 30}}}});
  ASSERT_TRUE(put.accepted()) << put.refusal->message;
  EXPECT_TRUE(has_event(put, "figure_edited"));
  const Figure& moved = *game.state().find(2);
  EXPECT_EQ(moved.placement.centre, (map::Point{60, 30}));
  EXPECT_TRUE(moved.alive);
  EXPECT_TRUE(moved.status.hidden);
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(dump(game), before);
}

TEST(Commands, ShotOutOfRangeAndOnTheMoveAreRefusedWithTheRule) {
  Game game = Game::from_scenario(
      setup(), test::duel(human(50, 5, {{"missile_weapon", "bow"}}), human(50, 75)), 3);
  const Outcome moving = game.submit({"shoot", {{"shooter", 1}, {"target", 2}}});
  ASSERT_FALSE(moving.accepted());
  EXPECT_EQ(moving.refusal->code, RefusalCode::TooFar);
  EXPECT_NE(moving.refusal->message.find("on the move only up to 10 cm"), std::string::npos);
}

TEST(Commands, StrikeResolvesAnExchangeAndRecoilIsCarriedOut) {
  Game game = Game::from_scenario(setup(), test::duel(human(50, 30), human(50, 32.05)), 3);
  for (int side : {0, 1}) ASSERT_TRUE(game.submit({"end_phase", {{"side", side}}}).accepted());
  ASSERT_EQ(game.state().phase, 2u) << game.allowed_now();  // no shooters: straight to melee
  // Side A strikes first this turn. Both D6: 3 vs class 3 is a recoil; 1 misses.
  ASSERT_TRUE(game.submit({"set_die", {{"face", 3}}}).accepted());
  ASSERT_TRUE(game.submit({"set_die", {{"face", 1}}}).accepted());
  const Outcome strike = game.submit({"strike", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(strike.accepted()) << strike.refusal->message;
  EXPECT_TRUE(has_event(strike, "recoil_due"));
  EXPECT_TRUE(game.state().find(2)->status.must_recoil);
  const Outcome other = game.submit({"end_phase", {{"side", 1}}});
  EXPECT_EQ(other.refusal->code, RefusalCode::NotYourTurn);
  EXPECT_NE(other.refusal->message.find("must recoil"), std::string::npos);
  EXPECT_EQ(game.submit({"recoil", {{"figure", 2}, {"refuse", true}}}).refusal->code,
            RefusalCode::NotAllowed);  // humans may not ignore a recoil
  const Outcome recoil = game.submit({"recoil", {{"figure", 2}}});
  ASSERT_TRUE(recoil.accepted()) << recoil.refusal->message;
  EXPECT_GT(game.state().find(2)->placement.centre.y, 34.0);
}

}  // namespace
}  // namespace fray::game

// Seed 004's movement played through game commands: the creature's inches, difficult going at
// half rate, engaging within 1", the orders that bind a move, charges and flight.
#include <cmath>

#include "adventure_fixture.h"

namespace fray::high_adventure::test {
namespace {

using nlohmann::json;

game::Footprint footprint_of(const game::Figure& f) { return {f.base, f.placement}; }

json move(int id, map::Point to) { return {{"figure", id}, {"path", {{to.x, to.y}}}}; }

TEST(AdventureMovement, AFigureMovesItsCreaturesInches) {
  // A human moves 8" (20.32 cm); a zombie 5".
  game::Game g = battle({figure(1, "a", 20, 10), figure(2, "b", 100, 70)});
  EXPECT_FALSE(g.check({"move", move(1, {20, 10 + 8 * kInch - 0.01})}).has_value());
  const auto refusal = g.check({"move", move(1, {20, 10 + 8 * kInch + 0.1})});
  ASSERT_TRUE(refusal.has_value());
  EXPECT_EQ(refusal->code, game::RefusalCode::TooFar);
  EXPECT_NE(refusal->message.find("8\""), std::string::npos);

  game::Game z =
      battle({figure(1, "a", 20, 10, {{"creature", "zombie"}}), figure(2, "b", 100, 70)});
  EXPECT_TRUE(z.check({"move", move(1, {20, 10 + 6 * kInch})}).has_value());
  EXPECT_FALSE(z.check({"move", move(1, {20, 10 + 5 * kInch - 0.01})}).has_value());
}

void next_turn(game::Game& g) {
  const int turn = g.state().turn;
  for (int guard = 0; guard < 20 && g.state().turn == turn; ++guard)
    must(g, "end_phase", {{"side", g.state().active_side}});
}

TEST(AdventureMovement, AFigureRunsADieOfInchesMoreForTwoTurnsInARowAtMost) {
  game::Game g = battle({figure(1, "a", 20, 10), figure(2, "b", 100, 70)});
  set_dice(g, {2});
  const game::Outcome out = must(g, "run", {{"figure", 1}});
  const game::Event* e = event_of(out, "high_adventure_run");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->data.json()["roll"], 2);
  EXPECT_TRUE(g.check({"run", {{"figure", 1}}}).has_value());  // once a turn
  EXPECT_TRUE(g.check({"move", move(1, {20, 10 + 10 * kInch + 0.1})}).has_value());
  must(g, "move", move(1, {20, 10 + 10 * kInch - 0.01}));  // 8" + 2"
  next_turn(g);
  set_dice(g, {3});
  must(g, "run", {{"figure", 1}});  // the second turn in a row
  next_turn(g);
  const auto tired = g.check({"run", {{"figure", 1}}});
  ASSERT_TRUE(tired.has_value());
  EXPECT_NE(tired->message.find("2 turns in a row"), std::string::npos) << tired->message;
  const double y = fig(g, 1).placement.centre.y;  // walking: 8" again
  EXPECT_TRUE(g.check({"move", move(1, {20, y + 8 * kInch + 0.1})}).has_value());
  next_turn(g);  // a turn walking (or standing) ends the run: it may run again
  EXPECT_FALSE(g.check({"run", {{"figure", 1}}}).has_value());

  game::Game fleeing =
      battle({figure(1, "a", 20, 10, {{"order", "flee"}}), figure(2, "b", 100, 70)});
  EXPECT_TRUE(fleeing.check({"run", {{"figure", 1}}}).has_value());
}

TEST(AdventureMovement, AFootFigureTurnsFreeOnceATurnAndARiderOnlyAsItRides) {
  game::Game g = battle({figure(1, "a", 20, 10), figure(2, "b", 100, 70)});
  must(g, "face", {{"figure", 1}, {"facing_deg", 0}});  // a full about-turn
  EXPECT_EQ(fig(g, 1).placement.facing_deg, 0);
  const auto again = g.check({"face", {{"figure", 1}, {"facing_deg", 90}}});
  ASSERT_TRUE(again.has_value());
  EXPECT_NE(again->message.find("one free turn"), std::string::npos) << again->message;
  next_turn(g);
  EXPECT_FALSE(g.check({"face", {{"figure", 1}, {"facing_deg", 90}}}).has_value());

  game::Game rider = battle({figure(1, "a", 20, 10, {{"mounted", true}}), figure(2, "b", 100, 70)});
  EXPECT_TRUE(rider.check({"face", {{"figure", 1}, {"facing_deg", 90}}}).has_value());
}

// Seed 004, "Groups": the first member to move leads; the others end within 2" of a member, or
// at least nearer than they were.
TEST(AdventureMovement, AGroupsFiguresFollowTheOneThatMovedWithinTwoInches) {
  const json spears = {{"group", "spears"}};
  game::Game g = battle({figure(1, "a", 20, 10, spears), figure(2, "a", 25, 10, spears),
                         figure(3, "a", 30, 10), figure(4, "b", 100, 70)});
  must(g, "move", move(1, {20, 30}));  // the leader goes where it likes
  must(g, "end_activation", {{"figure", 1}});
  const auto away = g.check({"move", move(2, {40, 10})});
  ASSERT_TRUE(away.has_value());
  EXPECT_NE(away->message.find("group"), std::string::npos) << away->message;
  EXPECT_FALSE(g.check({"move", move(2, {25, 12})}).has_value());  // catching up
  must(g, "move", move(2, {23, 29}));                              // beside the leader
  must(g, "end_activation", {{"figure", 2}});
  EXPECT_FALSE(g.check({"move", move(3, {50, 10})}).has_value());  // no group: free
}

TEST(AdventureMovement, DifficultGoingIsAtHalfRateExceptForElves) {
  const json wood = json::array({{{"name", "Wood"},
                                  {"terrain", "woods"},
                                  {"polygon", {{0, 20}, {120, 20}, {120, 60}, {0, 60}}}}});
  // 10 cm of open ground and 6 cm of wood cost 10 + 12 = 22 cm: more than 8" (20.3 cm).
  const map::Point to{20, 26};
  game::Game man = battle({figure(1, "a", 20, 10), figure(2, "b", 100, 75)}, wood);
  const auto refusal = man.check({"move", move(1, to)});
  ASSERT_TRUE(refusal.has_value());
  EXPECT_NE(refusal->message.find("half rate"), std::string::npos);
  game::Game elf =
      battle({figure(1, "a", 20, 10, {{"creature", "elf"}}), figure(2, "b", 100, 75)}, wood);
  EXPECT_FALSE(elf.check({"move", move(1, to)}).has_value());
}

TEST(AdventureMovement, CrossingAnObstacleHalvesTheWholeMove) {
  const json wall = json::array({{{"name", "Wall"},
                                  {"terrain", "low_wall"},
                                  {"polyline", {{0, 20}, {120, 20}}},
                                  {"thickness_cm", 1}}});
  game::Game g = battle({figure(1, "a", 20, 10), figure(2, "b", 100, 75)}, wall);
  EXPECT_TRUE(g.check({"move", move(1, {20, 25})}).has_value());   // 15 cm: 30 of 20.3
  EXPECT_FALSE(g.check({"move", move(1, {20, 19})}).has_value());  // short of the wall
}

TEST(AdventureMovement, AMoveEndingWithinAnInchOfAnEnemyEngagesItAndBothArePinned) {
  game::Game g = battle({figure(1, "a", 50, 10, {{"leadership", 1}}), figure(2, "b", 50, 30)});
  const game::Outcome out = must(g, "move", move(1, {50, 26.5}));  // 1 cm short of its base
  EXPECT_NE(event_of(out, "high_adventure_engaged"), nullptr);
  EXPECT_TRUE(g.field().in_contact(footprint_of(fig(g, 1)), footprint_of(fig(g, 2))));
  must(g, "end_activation", {{"figure", 1}});
  // #2 is pinned: it has nothing to do in the movement phase, and may not walk off.
  const auto pinned = g.check({"move", move(2, {50, 40})});
  ASSERT_TRUE(pinned.has_value());
}

TEST(AdventureMovement, NoFigureWalksPastAnEnemyWithinAnInchWithoutEngagingIt) {
  game::Game g = battle({figure(1, "a", 40, 10, {{"leadership", 1}}), figure(2, "b", 44.5, 20),
                         figure(3, "b", 100, 70)});
  const auto refusal = g.check({"move", move(1, {40, 28})});
  ASSERT_TRUE(refusal.has_value());
  EXPECT_NE(refusal->message.find("without engaging"), std::string::npos);
}

TEST(AdventureMovement, OrdersBindTheMoveUnlessTheFigureActsFreely) {
  const auto check = [](json extra, map::Point to) {
    game::Game g = battle({figure(1, "a", 50, 30, extra), figure(2, "b", 50, 70)});
    return g.check({"move", move(1, to)});
  };
  EXPECT_TRUE(check({{"order", "stand"}}, {50, 36}).has_value());   // 6 cm: over 2"
  EXPECT_FALSE(check({{"order", "stand"}}, {50, 34}).has_value());  // 4 cm
  EXPECT_TRUE(check({{"order", "withdraw"}}, {50, 40}).has_value());
  EXPECT_FALSE(check({{"order", "withdraw"}}, {50, 20}).has_value());
  EXPECT_TRUE(check({{"order", "attack"}}, {50, 20}).has_value());
  EXPECT_FALSE(check({{"order", "attack"}}, {50, 45}).has_value());
  EXPECT_TRUE(check({{"order", "flee"}}, {50, 20}).has_value());  // a run is the flee command
  EXPECT_FALSE(check({{"order", "stand"}, {"player_character", true}}, {50, 45}).has_value());
}

TEST(AdventureMovement, AChargeAddsADieOfInchesAndFallsShortWhenItRollsLow) {
  // 10.5" between the bases: 8" + D3" brings a human within 1" (and so into contact) on a 2.
  const double gap = 10.5 * kInch;
  const auto charge = [&](int face) {
    game::Game g =
        battle({figure(1, "a", 50, 10, {{"order", "attack"}}), figure(2, "b", 50, 10 + 2.5 + gap)});
    set_dice(g, {face});
    must(g, "charge", {{"figure", 1}, {"target", 2}});
    return g.field().in_contact(footprint_of(fig(g, 1)), footprint_of(fig(g, 2)));
  };
  EXPECT_TRUE(charge(2));
  EXPECT_FALSE(charge(1));
  game::Game far = battle({figure(1, "a", 50, 10), figure(2, "b", 50, 10 + 2.5 + 12.5 * kInch)});
  EXPECT_TRUE(far.check({"charge", {{"figure", 1}, {"target", 2}}}).has_value());  // 8+3+1 < 12.5
  // A dwarf charges 8" + D2" (and the last inch): 11.5" is out of its reach.
  game::Game dwarf = battle({figure(1, "a", 50, 10, {{"creature", "dwarf"}}),
                             figure(2, "b", 50, 10 + 2.5 + 11.5 * kInch)});
  EXPECT_TRUE(dwarf.check({"charge", {{"figure", 1}, {"target", 2}}}).has_value());
  game::Game stand = battle({figure(1, "a", 50, 10, {{"order", "stand"}}), figure(2, "b", 50, 20)});
  EXPECT_TRUE(stand.check({"charge", {{"figure", 1}, {"target", 2}}}).has_value());
}

TEST(AdventureMovement, AFleeingFigureRunsItsMovePlusADieAwayAndOffTheTableLeavesTheBattle) {
  game::Game g = battle({figure(1, "a", 50, 30, {{"order", "flee"}}), figure(2, "b", 50, 50)});
  set_dice(g, {3});
  must(g, "flee", {{"figure", 1}, {"path", {{50, 30 - 11 * kInch + 0.5}}}});
  EXPECT_NEAR(fig(g, 1).placement.centre.y, 30 - 11 * kInch + 0.5, 1e-6);
  game::Game towards =
      battle({figure(1, "a", 50, 30, {{"order", "flee"}}), figure(2, "b", 50, 50)});
  EXPECT_TRUE(towards.check({"flee", {{"figure", 1}, {"path", {{50, 40}}}}}).has_value());
  game::Game off = battle({figure(1, "a", 50, 10, {{"order", "flee"}}), figure(2, "b", 50, 50)});
  set_dice(off, {1});
  must(off, "flee", {{"figure", 1}, {"path", {{50, -5}}}});
  EXPECT_FALSE(fig(off, 1).alive);
  EXPECT_EQ(fig(off, 1).ai.order, "fled");
}

TEST(AdventureMovement, TheLowestLeadershipMovesFirst) {
  game::Game g = battle({figure(1, "a", 20, 10, {{"leadership", 4}}),
                         figure(2, "b", 100, 70, {{"leadership", 2}}),
                         figure(3, "a", 30, 10, {{"leadership", 3}})});
  ASSERT_EQ(phase_id(g), "movement");
  EXPECT_FALSE(g.check({"move", move(2, {100, 60})}).has_value());
  EXPECT_TRUE(g.check({"move", move(1, {20, 20})}).has_value());
}

}  // namespace
}  // namespace fray::high_adventure::test

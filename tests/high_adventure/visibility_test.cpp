// Seed 004's visibility applied to every shot, through game commands: a figure in woods is seen
// within 8", one in other terrain within a D6" rolled as the shooter looks, a stealthy one in
// terrain only when it fails its Cleverness test (a Halfling, a thief or an assassin), by
// shooters and by the referee's spot, and one that shot this turn always.
#include <fray/game/record/state_json.h>

#include "adventure_fixture.h"

namespace fray::high_adventure::test {
namespace {

using nlohmann::json;

json area(const std::string& terrain, double top) {
  return json::array({{{"name", terrain},
                       {"terrain", terrain},
                       {"polygon", {{20, top}, {80, top}, {80, top + 30}, {20, top + 30}}}}});
}

// #1, an archer of side a at (50, y), and #2 of side b at (50, 40) in `terrain` (from y 38
// down), in the shooting phase with side a to act.
game::Game looking(const std::string& terrain, double y, json target = json::object()) {
  game::Game g = battle({figure(1, "a", 50, y, {{"missile_weapon", "bow"}}),
                         figure(2, "b", 50, 40, std::move(target))},
                        area(terrain, 38));
  to_phase(g, "shooting");
  if (g.state().active_side != 0) must(g, "end_phase", {{"side", g.state().active_side}});
  return g;
}

json shoot() { return {{"figure", 1}, {"target", 2}}; }

const game::Event* sighting(const game::Outcome& out) {
  return event_of(out, "high_adventure_sighting");
}

TEST(AdventureVisibility, AFigureInTheWoodsIsSeenWithinEightInches) {
  game::Game far = looking("woods", 17.5);  // 20 cm apart: 7.9"
  EXPECT_FALSE(far.check({"shoot", shoot()}));
  game::Game farther = looking("woods", 15);  // 22.5 cm: 8.9"
  const auto refused = farther.check({"shoot", shoot()});
  ASSERT_TRUE(refused);
  EXPECT_NE(refused->message.find("in the woods"), std::string::npos) << refused->message;
  // The same distance in the open: seen.
  game::Game open =
      battle({figure(1, "a", 50, 15, {{"missile_weapon", "bow"}}), figure(2, "b", 50, 40)});
  to_phase(open, "shooting");
  if (open.state().active_side != 0) must(open, "end_phase", {{"side", 1}});
  EXPECT_FALSE(open.check({"shoot", shoot()}));
}

TEST(AdventureVisibility, OnlyTheTwoRanksAtAWoodsEdgeShootOutOfIt) {
  // #1 in the woods (from y 38 down), facing out at #2 in the open; its base is 2.5 cm deep.
  const auto from = [](double y) {
    game::Game g = battle({figure(1, "a", 50, y, {{"missile_weapon", "bow"}, {"facing_deg", 0}}),
                           figure(2, "b", 50, 20)},
                          area("woods", 38));
    to_phase(g, "shooting");
    if (g.state().active_side != 0) must(g, "end_phase", {{"side", g.state().active_side}});
    return g;
  };
  game::Game second_rank = from(42.5);  // 4.5 cm in: within two ranks
  EXPECT_FALSE(second_rank.check({"shoot", shoot()}));
  set_dice(second_rank, {6, 1});
  must(second_rank, "shoot", shoot());
  game::Game third_rank = from(45);  // 7 cm in: the third rank
  const auto refused = third_rank.check({"shoot", shoot()});
  ASSERT_TRUE(refused);
  EXPECT_NE(refused->message.find("more than its 2 ranks"), std::string::npos) << refused->message;
}

TEST(AdventureVisibility, InsideABuildingAFigureIsSeenWithinSixInchesAndFromOutsideThree) {
  // Both in the hall (from y 15 down): 15 cm apart is 5.9", 17.5 cm is 6.9".
  game::Game near =
      battle({figure(1, "a", 50, 22.5, {{"missile_weapon", "bow"}}), figure(2, "b", 50, 40)},
             area("hall", 15));
  to_phase(near, "shooting");
  if (near.state().active_side != 0) must(near, "end_phase", {{"side", 1}});
  EXPECT_FALSE(near.check({"shoot", shoot()}));
  game::Game far =
      battle({figure(1, "a", 50, 20, {{"missile_weapon", "bow"}}), figure(2, "b", 50, 40)},
             area("hall", 15));
  to_phase(far, "shooting");
  if (far.state().active_side != 0) must(far, "end_phase", {{"side", 1}});
  const auto inside = far.check({"shoot", shoot()});
  ASSERT_TRUE(inside);
  EXPECT_NE(inside->message.find("in the building"), std::string::npos) << inside->message;
  // From outside (the hall from y 38 down) at 5.9": seen within 3" only.
  const auto outside = looking("hall", 22.5).check({"shoot", shoot()});
  ASSERT_TRUE(outside);
  EXPECT_NE(outside->message.find("in a building"), std::string::npos) << outside->message;
}

TEST(AdventureVisibility, InOtherTerrainTheShooterMustRollTheDistanceOnADieOfInches) {
  // 15 cm apart: 5.9", so the D6 must come up 6; the preview says 1 in 6.
  game::Game g = looking("scrub", 22.5);
  const game::Preview odds = g.preview({"shoot", shoot()});
  bool said = false;
  for (const std::string& line : odds.breakdown) said |= line.find("17 %") != std::string::npos;
  EXPECT_TRUE(said);
  set_dice(g, {5});
  const game::Outcome lost = must(g, "shoot", shoot());
  ASSERT_TRUE(sighting(lost));
  EXPECT_EQ(sighting(lost)->data.json()["seen"], false);
  EXPECT_FALSE(event_of(lost, "high_adventure_shot"));
  // At 6.9" no D6 finds it: the shot is refused rather than wasted.
  const auto beyond = looking("scrub", 20).check({"shoot", shoot()});
  ASSERT_TRUE(beyond);
  EXPECT_NE(beyond->message.find("within a D6"), std::string::npos) << beyond->message;
  game::Game seen = looking("scrub", 22.5);
  set_dice(seen, {6, 1, 6});
  const game::Outcome out = must(seen, "shoot", shoot());
  EXPECT_EQ(sighting(out)->data.json()["seen"], true);
  EXPECT_TRUE(event_of(out, "high_adventure_shot"));
}

TEST(AdventureVisibility, AStealthyHalflingInTerrainStaysUnseenOnItsCleverness) {
  const json halfling = {{"creature", "halfling"}, {"cleverness", 3}};
  game::Game g = looking("scrub", 22.5, halfling);
  set_dice(g, {3});
  const game::Outcome hid = must(g, "shoot", shoot());
  EXPECT_EQ(sighting(hid)->data.json()["stealth_roll"], 3);
  EXPECT_EQ(sighting(hid)->data.json()["seen"], false);
  game::Game failed = looking("scrub", 22.5, halfling);
  set_dice(failed, {4, 6, 1, 6});
  EXPECT_TRUE(event_of(must(failed, "shoot", shoot()), "high_adventure_shot"));
  // In the open a halfling is in plain sight: no test.
  game::Game open = battle(
      {figure(1, "a", 50, 10, {{"missile_weapon", "bow"}}), figure(2, "b", 50, 40, halfling)});
  to_phase(open, "shooting");
  if (open.state().active_side != 0) must(open, "end_phase", {{"side", 1}});
  const game::Outcome plain = must(open, "shoot", shoot());
  EXPECT_FALSE(sighting(plain));
  EXPECT_TRUE(event_of(plain, "high_adventure_shot"));
}

// Seed 004, "Stealth": thieves and assassins have it as Halflings do; a human marked "stealth"
// in its scenario is tested like a halfling, and the mark is kept in a save.
TEST(AdventureVisibility, AThiefInTerrainStaysUnseenOnItsClevernessAsAHalflingDoes) {
  const json thief = {{"cleverness", 4}, {"stealth", true}};
  game::Game g = looking("scrub", 22.5, thief);
  set_dice(g, {4});
  const game::Outcome hid = must(g, "shoot", shoot());
  ASSERT_TRUE(sighting(hid));
  EXPECT_EQ(sighting(hid)->data.json()["cleverness"], 4);
  EXPECT_EQ(sighting(hid)->data.json()["seen"], false);
  // The preview gives the chance of seeing it at all: 2 in 6 for its stealth, 1 in 6 the die.
  game::Game odds = looking("scrub", 22.5, thief);
  bool said = false;
  for (const std::string& line : odds.preview({"shoot", shoot()}).breakdown)
    said |= line.find("stealthy") != std::string::npos;
  EXPECT_TRUE(said);
  // The same human without the mark is only looked for with the range die.
  game::Game plain = looking("scrub", 22.5, {{"cleverness", 4}});
  set_dice(plain, {6, 1, 6});
  const game::Outcome seen = must(plain, "shoot", shoot());
  EXPECT_FALSE(sighting(seen)->data.json().contains("stealth_roll"));
  const game::BattleState back =
      game::state_from_json(game::state_to_json(g.state()), "save.fray", "/state");
  EXPECT_TRUE(std::get<AdventureSheet>(back.find(2)->sheet).stealth);
  EXPECT_FALSE(std::get<AdventureSheet>(plain.state().find(2)->sheet).stealth);
}

// The referee's spot tests a stealthy figure's Cleverness out of the open without being told;
// in the open it is in plain sight, as for shooters.
TEST(AdventureVisibility, TheRefereesSpotTestsAThiefsStealthWithoutBeingTold) {
  const json thief = {{"cleverness", 3}, {"stealth", true}};
  game::Game g = looking("woods", 30, thief);  // 7.5 cm apart: within the woods' 8"
  set_dice(g, {2});
  const game::Outcome hid = must(g, "spot", {{"observer", 1}, {"target", 2}});
  const json unseen = event_of(hid, "spot")->data.json();
  EXPECT_EQ(unseen["stealth_roll"], 2);
  EXPECT_EQ(unseen["cleverness"], 3);
  EXPECT_EQ(unseen["seen"], false);
  EXPECT_TRUE(fig(g, 2).status.hidden);
  set_dice(g, {5});
  const json found =
      event_of(must(g, "spot", {{"observer", 1}, {"target", 2}}), "spot")->data.json();
  EXPECT_EQ(found["seen"], true);
  EXPECT_FALSE(fig(g, 2).status.hidden);
  // A figure without stealth is not tested; nor is the thief in the open.
  game::Game soldier = looking("woods", 30, {{"cleverness", 3}});
  EXPECT_FALSE(event_of(must(soldier, "spot", {{"observer", 1}, {"target", 2}}), "spot")
                   ->data.json()
                   .contains("stealth_roll"));
  game::Game open =
      battle({figure(1, "a", 50, 10, {{"missile_weapon", "bow"}}), figure(2, "b", 50, 40, thief)});
  const json plain =
      event_of(must(open, "spot", {{"observer", 1}, {"target", 2}}), "spot")->data.json();
  EXPECT_FALSE(plain.contains("stealth_roll"));
  EXPECT_EQ(plain["seen"], true);
}

TEST(AdventureVisibility, AFigureThatShotThisTurnIsSeenWherever) {
  // #2 shoots from the woods first; then #1 sees it at 8.9".
  game::Game g = battle({figure(1, "a", 50, 15, {{"missile_weapon", "bow"}, {"armour", "plate"}}),
                         figure(2, "b", 50, 40, {{"missile_weapon", "bow"}, {"leadership", 1}})},
                        area("woods", 38));
  // A turn in which side b acts first (the turn's first side; seed 004, "Turn sequence").
  for (int guard = 0; guard < 10 && g.state().first_side != 1; ++guard) {
    const int turn = g.state().turn;
    for (int step = 0; step < 20 && g.state().turn == turn; ++step)
      must(g, "end_phase", {{"side", g.state().active_side}});
  }
  to_phase(g, "shooting");
  ASSERT_EQ(g.state().active_side, 1);
  set_dice(g, {1, 1});
  must(g, "shoot", {{"figure", 2}, {"target", 1}});
  if (g.state().active_side == 1) must(g, "end_phase", {{"side", 1}});
  ASSERT_EQ(g.state().active_side, 0);
  EXPECT_FALSE(g.check({"shoot", shoot()}));
}

}  // namespace
}  // namespace fray::high_adventure::test

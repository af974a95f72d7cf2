// Seed 004's dragon fire played through game commands: the dragon breathes only on a D6 of 5 or
// more, its one score is thrown at the target and at every figure within 2" of it, and a burning
// hit on a figure in a building sets the building alight.
#include "adventure_fixture.h"

namespace fray::high_adventure::test {
namespace {

using nlohmann::json;

const json kDragon = {{"creature", "dragon"}, {"missile_weapon", "dragon_fire"}};

// A dragon of side a at `from` and side b's figures, in the shooting phase with side a to act.
game::Game lair(map::Point from, json prey, json features = json::array()) {
  prey.push_back(figure(1, "a", from.x, from.y, kDragon));
  game::Game g = battle(std::move(prey), std::move(features));
  to_phase(g, "shooting");
  if (g.state().active_side != 0) must(g, "end_phase", {{"side", g.state().active_side}});
  return g;
}

json breathe() { return {{"figure", 1}, {"target", 2}}; }

TEST(AdventureDragonFire, TheDragonBreathesOnlyOnAFiveOrMore) {
  game::Game g = lair({50, 5}, {figure(2, "b", 50, 40)});
  const game::Preview odds = g.preview({"shoot", breathe()});
  bool said = false;
  for (const std::string& line : odds.breakdown) said |= line.find("33 %") != std::string::npos;
  EXPECT_TRUE(said);
  set_dice(g, {4});
  const game::Outcome out = must(g, "shoot", breathe());
  const game::Event* breath = event_of(out, "high_adventure_breath");
  ASSERT_TRUE(breath);
  EXPECT_EQ(breath->data.json()["breathes"], false);
  EXPECT_FALSE(event_of(out, "high_adventure_shot"));
}

TEST(AdventureDragonFire, ItsFireCatchesEveryFigureWithinTwoInchesOfTheTarget) {
  // 12.5" away: medium range, a D8 each; #3 stands 1 cm from #2, #4 far off.
  game::Game g =
      lair({50, 5}, {figure(2, "b", 50, 40), figure(3, "b", 53.5, 40), figure(4, "b", 90, 40)});
  set_dice(g, {5, 6, 6, 6, 6, 1, 1});  // breath, 4 Strength dice (+ WSk 3 = 9), #2's D8, #3's D8
  const game::Outcome out = must(g, "shoot", breathe());
  ASSERT_TRUE(event_of(out, "high_adventure_shot"));
  EXPECT_EQ(event_of(out, "high_adventure_shot")->data.json()["outcome"], "killed");
  const game::Event* blast = event_of(out, "high_adventure_blast");
  ASSERT_TRUE(blast);
  EXPECT_EQ(blast->data.json()["figure"], 3);
  EXPECT_EQ(blast->data.json()["outcome"], "killed");  // any wounding hit kills
  int caught = 0;
  for (const game::Event& e : out.events) caught += e.type == "high_adventure_blast";
  EXPECT_EQ(caught, 1);  // #4 is beyond the blast
}

TEST(AdventureDragonFire, ABurningHitOnAFigureInABuildingSetsItAlight) {
  // Both in the hall: 13.75 cm (5.4") apart, within the 6" one sees inside a building.
  const json hall = json::array({{{"name", "hall"},
                                  {"terrain", "hall"},
                                  {"polygon", {{20, 15}, {80, 15}, {80, 45}, {20, 45}}}}});
  game::Game g = lair({50, 20}, {figure(2, "b", 50, 37)}, hall);
  set_dice(g, {6, 6, 6, 6, 6, 1, 1, 1});  // breath, 4 dice, the D6 defence, then the fire's 2D6
  const game::Outcome out = must(g, "shoot", breathe());
  ASSERT_TRUE(event_of(out, "fire_started"));
  ASSERT_EQ(g.state().fires.size(), 1u);
  EXPECT_NEAR(g.state().fires[0].centre.y, 37, 1e-9);
}

}  // namespace
}  // namespace fray::high_adventure::test

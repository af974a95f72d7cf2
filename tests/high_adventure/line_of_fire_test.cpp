// Seed 004, "Shooting": the line of sight may pass a single stationary friend within 1" of the
// shooter (which screens it from the shots back), and no other figure; a friend beside the
// target may shield it. Played through game commands.
#include "adventure_fixture.h"

namespace fray::high_adventure::test {
namespace {

using nlohmann::json;

// #1, an archer of side a at (50, 10) facing south, shoots at #2 of side b at (50, 60), 47.5 cm
// (18.7") away, with `more` figures on the table, in the shooting phase with side a to act.
game::Game line(json more, json target = json::object()) {
  json figures = {figure(1, "a", 50, 10, {{"missile_weapon", "bow"}, {"leadership", 6}}),
                  figure(2, "b", 50, 60, std::move(target))};
  for (json& f : more) figures.push_back(std::move(f));
  game::Game g = battle(std::move(figures));
  to_phase(g, "shooting");
  if (g.state().active_side != 0) must(g, "end_phase", {{"side", g.state().active_side}});
  return g;
}

const json shot = {{"figure", 1}, {"target", 2}};

std::string refused(const game::Game& g) {
  const auto r = g.check({"shoot", shot});
  return r ? r->message : "";
}

bool said(const game::Game& g, const std::string& words) {
  for (const std::string& line : g.preview({"shoot", shot}).breakdown)
    if (line.find(words) != std::string::npos) return true;
  return false;
}

TEST(AdventureLineOfFire, AnEnemyOrAFarFriendAcrossTheLineBlocksTheShot) {
  EXPECT_NE(refused(line({figure(3, "b", 50, 35)})).find("stands in the way"), std::string::npos);
  // A friend 7.5 cm (3") from the shooter is too far to be shot past.
  const std::string far = refused(line({figure(3, "a", 50, 20)}));
  EXPECT_NE(far.find("within 1\""), std::string::npos) << far;
  // Beside the line, neither is in the way.
  EXPECT_EQ(refused(line({figure(3, "b", 56, 35)})), "");
  // Nor is one the referee took off the table.
  game::Game removed = line({figure(3, "b", 50, 35)});
  must(removed, "remove", {{"figure", 3}});
  EXPECT_EQ(refused(removed), "");
}

TEST(AdventureLineOfFire, TheShooterShootsPastOneStationaryFriendWithinAnInch) {
  // Base edges 1.5 cm (0.6") apart.
  game::Game g = line({figure(3, "a", 50, 14)});
  EXPECT_EQ(refused(g), "");
  EXPECT_TRUE(said(g, "past Fighter 3"));
  set_dice(g, {6, 1});
  EXPECT_TRUE(event_of(must(g, "shoot", shot), "high_adventure_shot"));
  // Two friends across the line: one at most is shot past.
  const std::string two = refused(line({figure(3, "a", 50, 14), figure(4, "a", 50, 30)}));
  EXPECT_NE(two.find("a single friend at most"), std::string::npos) << two;
}

// The friend a figure shoots past screens it from the shots back (seed 004: it "can in
// addition shield the shooter"): the enemy may shoot past it, and its shield guards.
TEST(AdventureLineOfFire, TheFriendAFigureShootsPastScreensItFromTheShotsBack) {
  game::Game g = line({figure(3, "b", 50, 56)});  // 0.6" in front of #2
  EXPECT_EQ(refused(g), "");
  EXPECT_TRUE(said(g, "who screens Fighter 2"));
  EXPECT_FALSE(said(g, "shielded by"));
  EXPECT_TRUE(said(line({figure(3, "b", 50, 56, {{"shield", true}})}), "shielded by Fighter 3"));
}

TEST(AdventureLineOfFire, AFriendThatMovedThisTurnIsNotShotPast) {
  // #3 (Leadership 1) moves first, to stand 0.6" in front of the archer.
  game::Game g = battle({figure(1, "a", 50, 10, {{"missile_weapon", "bow"}, {"leadership", 6}}),
                         figure(2, "b", 50, 60), figure(3, "a", 50, 20, {{"leadership", 1}})});
  ASSERT_EQ(phase_id(g), "movement");
  must(g, "move", {{"figure", 3}, {"path", {{50, 14}}}});
  to_phase(g, "shooting");
  if (g.state().active_side != 0) must(g, "end_phase", {{"side", g.state().active_side}});
  const std::string moved = refused(g);
  EXPECT_NE(moved.find("has not moved"), std::string::npos) << moved;
}

TEST(AdventureLineOfFire, AFriendWithAShieldBesideTheTargetShieldsIt) {
  // #3 of side b stands beside #2, on the shooter's side, its shield to the front.
  const json shielded = json::array({figure(3, "b", 52.8, 58, {{"shield", true}})});
  game::Game g = line(shielded);
  EXPECT_TRUE(said(g, "shielded by Fighter 3"));
  set_dice(g, {6, 1, 4});  // the shooter's 6 against 1 + the shield's 4
  const game::Event* e = event_of(must(g, "shoot", shot), "high_adventure_shot");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->data.json()["shield_face"], 4);
  // Behind the target it shields nothing; nor without a shield.
  EXPECT_FALSE(
      said(line(json::array({figure(3, "b", 52.8, 62, {{"shield", true}})})), "shielded by"));
  EXPECT_FALSE(said(line(json::array({figure(3, "b", 52.8, 58)})), "shielded by"));
  // The odds count the shield: a lower chance to hurt than without the friend.
  const game::Preview with = line(shielded).preview({"shoot", shot});
  const game::Preview without = line(json::array()).preview({"shoot", shot});
  ASSERT_FALSE(with.figures.empty());
  ASSERT_FALSE(without.figures.empty());
  EXPECT_LT(with.figures.front().hit, without.figures.front().hit);
}

}  // namespace
}  // namespace fray::high_adventure::test

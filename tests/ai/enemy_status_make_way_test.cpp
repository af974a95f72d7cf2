// Seed 003, "Special Actions": a smaller friend steps out of a larger friend's charge.
#include <gmock/gmock.h>

#include "enemy_status_fixture.h"

namespace fray::ai::test {
namespace {

using nlohmann::json;
using ::testing::HasSubstr;

json troll(int id, double x, double y) {
  return figure(id, "enemies", x, y,
                {{"species", "troll_large"},
                 {"melee_weapon", "two_handed_axe"},
                 {"tactic", "slaying"},
                 {"arch_foe", true}});
}

json goblin(int id, double x, double y) {
  return figure(id, "enemies", x, y,
                {{"species", "goblin"}, {"melee_weapon", "sword"}, {"tactic", "cautious"}});
}

game::Game start(json figures) {
  game::Game g = game::Game::from_scenario(setup(), battle(std::move(figures)), 3);
  must(g, "move", {{"figure", 1}, {"path", {{60, 11}}}});
  return g;
}

bool troll_charges(const Decision& d) { return is(d, "charge") && d.payload["figure"] == 11; }

TEST(EnemyStatusMakeWay, TheSmallerFriendStepsAsideThenTheLargerOneCharges) {
  // The troll's charge would end on the goblin's base, just in front of the hero.
  game::Game g = start({figure(1, "heroes", 60, 10), troll(11, 60, 24), goblin(12, 60, 16.5)});
  ASSERT_TRUE(g.check({"charge", {{"figure", 11}, {"target", 1}}}));  // refused before
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(g, ai, 1, troll_charges, 200);
  const auto aside = std::find_if(d.begin(), d.end(), [](const Decision& x) {
    return is(x, "ai_note") && x.payload.contains("details") &&
           x.payload["details"].value("make_way_for", 0) == 11;
  });
  ASSERT_NE(aside, d.end());
  EXPECT_EQ(aside->payload["figure"], 12);
  EXPECT_THAT(aside->explanation, HasSubstr("seed 003, \"Special Actions\""));
  ASSERT_NE(aside + 1, d.end());
  EXPECT_EQ((aside + 1)->command, "move");
  EXPECT_EQ((aside + 1)->payload["figure"], 12);
  EXPECT_EQ(d.back().payload["target"], 1);
  EXPECT_TRUE(g.state().find(12)->status.has_moved);
}

TEST(EnemyStatusMakeWay, AFriendAsLargeDoesNotStepAside) {
  json big = goblin(12, 60, 17.5);
  big["species"] = "troll_medium";
  game::Game g = start({figure(1, "heroes", 60, 10), troll(11, 60, 26), big});
  ASSERT_TRUE(g.check({"charge", {{"figure", 11}, {"target", 1}}}));
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(
      g, ai, 1, [](const Decision& x) { return is(x, "end_phase"); }, 200);
  for (const Decision& x : d) {
    EXPECT_FALSE(troll_charges(x));
    EXPECT_FALSE(x.payload.contains("details") && x.payload["details"].contains("make_way_for"));
  }
}

}  // namespace
}  // namespace fray::ai::test

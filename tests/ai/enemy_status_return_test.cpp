// Seed 003, "Random Enemy Action", 18-20: a defeated figure returns to battle in the enemy
// starting area, Alerted, once per round, through the referee's `place`.
#include <gmock/gmock.h>

#include <fray/classic/classic_figure.h>

#include "enemy_status_fixture.h"

namespace fray::ai::test {
namespace {

using nlohmann::json;
using ::testing::HasSubstr;

bool round_note_of(const Decision& d, int round) {
  return d.payload.contains("details") && d.payload["details"].value("round", 0) == round;
}

game::Scenario two_dead(json deployment = nullptr) {
  game::Scenario s =
      battle({figure(1, "heroes", 60, 10), figure(11, "enemies", 60, 70, {{"tactic", "reckless"}}),
              figure(12, "enemies", 20, 70, {{"tactic", "cautious"}, {"armour", 4}}),
              figure(13, "enemies", 100, 70, {{"tactic", "reckless"}}),
              figure(16, "enemies", 40, 72, {{"tactic", "reckless"}}),
              figure(17, "enemies", 80, 72, {{"tactic", "reckless"}})});
  if (!deployment.is_null()) s.victory.deployment[1] = game::Zone::rectangle(0, 50, 120, 80);
  return s;
}

void replays(const game::Game& g, const game::Scenario& s) {
  game::Game again = game::Game::from_scenario(setup(), s, 3);
  for (const game::CommandRecord& r : g.records())
    ASSERT_TRUE(again.submit(r.command).accepted()) << r.command.name;
  EXPECT_EQ(again.log().hash(), g.log().hash());
}

TEST(EnemyStatusReturn, ADefeatedFigureReturnsAlertedAlongTheSidesEdgeOnceARound) {
  const game::Scenario s = two_dead();
  game::Game g = game::Game::from_scenario(setup(), s, 3);
  must(g, "wound", {{"figure", 12}, {"count", 5}});
  must(g, "wound", {{"figure", 13}, {"count", 5}});
  ASSERT_FALSE(g.state().find(12)->alive);
  must(g, "set_die", {{"face", 19}});  // 18-20: all act, then one returns
  must(g, "set_die", {{"face", 1}});   // of the two defeated, the first
  must(g, "set_die", {{"face", 20}});  // round 2: again 18-20
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(
      g, ai, 1, [](const Decision& x) { return round_note_of(x, 2); }, 300);
  EXPECT_EQ(std::count_if(d.begin(), d.end(), [](const Decision& x) { return is(x, "place"); }), 1);
  const auto place =
      std::find_if(d.begin(), d.end(), [](const Decision& x) { return is(x, "place"); });
  ASSERT_NE(place, d.end());
  EXPECT_THAT(place->explanation, HasSubstr("returns to battle (seed 003"));
  EXPECT_THAT(place->explanation, HasSubstr("18-20"));
  EXPECT_EQ((place - 1)->command, "ai_note");  // announced first
  const game::Figure* back = g.state().find(18);
  ASSERT_NE(back, nullptr);
  EXPECT_TRUE(back->alive);
  EXPECT_EQ(classic_sheet(*back).spec.name, "F12 (returned)");
  EXPECT_EQ(classic_sheet(*back).spec.worn_armour, 4);
  EXPECT_EQ(back->ai.tactic, "cautious");
  EXPECT_EQ(back->ai.status, "alerted");
  EXPECT_EQ(back->side, 1);
  // The living enemies stand at y 70: the band along the bottom edge, 10 cm deep.
  EXPECT_GE(back->placement.centre.y, 70 - 1e-9);
  EXPECT_LE(back->placement.centre.y, 80);
  // Round 2: the other defeated figure returns; F12 does not come back twice.
  run(
      g, ai, 1, [](const Decision& x) { return is(x, "place"); }, 300);
  ASSERT_NE(g.state().find(19), nullptr);
  EXPECT_EQ(classic_sheet(*g.state().find(19)).spec.name, "F13 (returned)");
  replays(g, s);
}

TEST(EnemyStatusReturn, TheDeploymentZoneIsTheStartingAreaWhenGiven) {
  const game::Scenario s = two_dead(true);
  game::Game g = game::Game::from_scenario(setup(), s, 3);
  must(g, "wound", {{"figure", 12}, {"count", 5}});
  must(g, "set_die", {{"face", 18}});
  EnemyStatusController ai(tables());
  run(
      g, ai, 1, [](const Decision& x) { return is(x, "place"); }, 300);
  const game::Figure* back = g.state().find(18);
  ASSERT_NE(back, nullptr);
  EXPECT_TRUE(s.victory.deployment[1].contains(back->placement.centre));
  replays(g, s);
}

TEST(EnemyStatusReturn, NoDefeatedFigureNoReturn) {
  const game::Scenario s = two_dead();
  game::Game g = game::Game::from_scenario(setup(), s, 3);
  must(g, "set_die", {{"face", 20}});
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(
      g, ai, 1, [](const Decision& x) { return round_note_of(x, 2); }, 300);
  EXPECT_EQ(std::count_if(d.begin(), d.end(), [](const Decision& x) { return is(x, "place"); }), 0);
  EXPECT_EQ(g.state().figures.size(), 6u);
}

}  // namespace
}  // namespace fray::ai::test

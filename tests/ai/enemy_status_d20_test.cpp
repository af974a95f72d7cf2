// Seed 003's enemy AI plays a d20 battle natively (issue 18): it asks the d20 system what it
// weighs (RuleSystem::fighter_facts: rank, threat, weapons), attacks with d20's `attack`, walks
// from space to space with its unit (RuleSystem::step_towards), leaves morale to the d20 rules and
// brings a defeated d20 figure back to battle.
#include <gmock/gmock.h>

#include <fray/sheets/d20_sheet.h>

#include "d20_battle_fixture.h"
#include "enemy_status_fixture.h"

namespace fray::ai::test {
namespace {

using nlohmann::json;
using ::testing::HasSubstr;
using namespace d20_test;

int spaces(const game::Game& g, int a, int b) {
  return map::square_distance(square_of(g, a), square_of(g, b));
}

const Decision* announcing(const std::vector<Decision>& taken, const Decision& sent) {
  for (std::size_t i = 1; i < taken.size(); ++i)
    if (&taken[i] == &sent) return &taken[i - 1];
  return nullptr;
}

TEST(EnemyStatusD20, AnArcherShootsItsLongbowAndASwordsmanWalksTheSpacesTowardsTheEnemy) {
  const game::Scenario s =
      squares({d20_figure(1, "heroes", 8, 0),
               d20_figure(11, "enemies", 8, 10, {{"profile", "human"}, {"tactic", "selective"}}),
               d20_figure(12, "enemies", 2, 10, {{"profile", "orcq"}, {"tactic", "reckless"}})});
  game::Game g = game::Game::from_scenario(setup(), s, 5);
  const int far = spaces(g, 12, 1);
  EnemyStatusController ai(tables());
  bool shot_seen = false;
  const std::vector<Decision> taken = run(
      g, ai, 1,
      [&](const Decision& d) {
        shot_seen = shot_seen || attack_by(d, 11);
        return shot_seen && spaces(g, 12, 1) < far;
      },
      300);
  const auto found =
      std::find_if(taken.begin(), taken.end(), [](const Decision& d) { return attack_by(d, 11); });
  ASSERT_NE(found, taken.end());
  const Decision& shot = *found;
  EXPECT_EQ(shot.payload["target"], 1);
  EXPECT_FALSE(shot.payload.contains("range"));  // the d20 system picks the weapon that reaches
  const Decision* note = announcing(taken, shot);
  ASSERT_NE(note, nullptr);
  EXPECT_THAT(note->explanation, HasSubstr("primary weapon Longbow (it fights from a distance"));
  // The swordsman walked whole spaces nearer (it stands on a square's centre).
  EXPECT_LT(spaces(g, 12, 1), far);
  const map::Point at = g.state().find(12)->placement.centre;
  const map::Point centre = g.field().square_map()->layout.centre(square_of(g, 12));
  EXPECT_LT(map::distance(at, centre), 1e-6);
  // No classic command was ever sent.
  for (const Decision& d : taken)
    EXPECT_TRUE(d.command != "shoot" && d.command != "strike" && d.command != "charge")
        << d.command;
}

TEST(EnemyStatusD20, AFigureInTheNextSpaceAttacksInMelee) {
  const game::Scenario s = squares(
      {d20_figure(1, "heroes", 8, 5), d20_figure(11, "enemies", 9, 6, {{"tactic", "reckless"}})});
  game::Game g = game::Game::from_scenario(setup(), s, 9);
  EnemyStatusController ai(tables());
  const std::vector<Decision> taken = run(
      g, ai, 1, [](const Decision& d) { return attack_by(d, 11); }, 200);
  ASSERT_FALSE(taken.empty());
  EXPECT_EQ(taken.back().payload.value("range", ""), "melee");
  const Decision* note = announcing(taken, taken.back());
  ASSERT_NE(note, nullptr);
  EXPECT_THAT(note->explanation, HasSubstr("primary weapon Sword"));
}

// 62.7 cm edge to edge is within 25 spaces of 2.54 cm, but the d20 rules count 1 + 24.7 rounded:
// 26 spaces, beyond a longbow's 25. The archer does not stand waiting for a shot the game
// refuses: it closes in, then shoots.
TEST(EnemyStatusD20, AnArcherJustOutOfReachClosesInThenShoots) {
  const game::Scenario s =
      table({at(1, "heroes", 75.2, 40),
             at(11, "enemies", 10, 40, {{"profile", "human"}, {"tactic", "selective"}})});
  game::Game g = game::Game::from_scenario(setup(), s, 2);
  EnemyStatusController ai(tables());
  const std::vector<Decision> taken = run(
      g, ai, 1, [](const Decision& d) { return attack_by(d, 11); }, 300);
  ASSERT_FALSE(taken.empty());
  ASSERT_TRUE(attack_by(taken.back(), 11));
  EXPECT_TRUE(std::any_of(taken.begin(), taken.end(), [](const Decision& d) {
    return d.command == "move" && d.payload.value("figure", 0) == 11;
  }));
}

// A failed morale test (the d20 rules) makes #4 run from #1 in its next activation (this round:
// it has not acted yet): it runs away,
// towards the top edge but not over it (leaving the play area would defeat it), and does
// nothing else that round.
TEST(EnemyStatusD20, AFigureTheD20RulesMakeRunMovesAwayStaysOnTheTableAndDoesNothingElse) {
  const game::Scenario s = table({at(1, "heroes", 50, 40), at(2, "enemies", 100, 70),
                                  at(3, "enemies", 52.5, 40), at(4, "enemies", 100, 3)});
  game::Game g = game::Game::from_scenario(setup(), s, 4);
  make_the_enemies_run(g);
  ASSERT_EQ(std::get<d20::D20Sheet>(g.state().find(4)->sheet).retreat_from, 1);
  const double before =
      map::distance(g.state().find(4)->placement.centre, g.state().find(1)->placement.centre);
  EnemyStatusController ai(tables());
  const int round = std::get<d20::D20Sheet>(g.state().find(4)->sheet).retreat_round;
  ASSERT_EQ(round, g.state().turn);
  const std::vector<Decision> taken = run(
      g, ai, 1, [&](const Decision&) { return g.state().turn > round; }, 300);
  const game::Figure& runner = *g.state().find(4);
  EXPECT_TRUE(runner.alive);
  EXPECT_GE(runner.placement.centre.y, runner.base.depth_cm / 2 - 1e-6);
  EXPECT_GT(map::distance(runner.placement.centre, g.state().find(1)->placement.centre), before);
  int moves = 0;
  for (const Decision& d : taken) {
    if (d.payload.value("figure", 0) != 4) continue;
    moves += d.command == "move";
    EXPECT_TRUE(d.command == "move" || d.command == "ai_note" || d.command == "ai_roll" ||
                d.command == "end_activation")
        << d.command;
  }
  EXPECT_GE(moves, 1);
}

TEST(EnemyStatusD20, TheArchFoeIsTheMostPowerfulFigure) {
  const game::Scenario s =
      squares({d20_figure(1, "heroes", 8, 0), d20_figure(11, "enemies", 2, 10, {{"power", 3}}),
               d20_figure(12, "enemies", 4, 10, {{"power", 6}}),
               d20_figure(13, "enemies", 6, 10, {{"power", 6}})});
  const game::Game g = game::Game::from_scenario(setup(), s, 1);
  EXPECT_EQ(enemy_status_arch_foe(g.system(), g.state(), 1)->id, 12);  // a tie: the lowest id
}

TEST(EnemyStatusD20, ADefeatedD20FigureReturnsToBattleAsTheScenarioGaveIt) {
  const game::Scenario s = squares(
      {d20_figure(1, "heroes", 8, 0), d20_figure(11, "enemies", 8, 10, {{"tactic", "reckless"}}),
       d20_figure(12, "enemies", 4, 10, {{"profile", "human"}, {"tactic", "cautious"}})});
  game::Game g = game::Game::from_scenario(setup(), s, 3);
  must(g, "wound", {{"figure", 12}, {"count", 1}});
  ASSERT_FALSE(g.state().find(12)->alive);
  must(g, "set_die", {{"face", 19}});  // random enemy action 18-20: one defeated figure returns
  EnemyStatusController ai(tables());
  const std::vector<Decision> taken = run(
      g, ai, 1, [](const Decision& d) { return is(d, "place"); }, 300);
  ASSERT_FALSE(taken.empty());
  EXPECT_THAT(taken.back().explanation, HasSubstr("returns to battle (seed 003"));
  const game::Figure* back = g.state().find(13);
  ASSERT_NE(back, nullptr);
  EXPECT_TRUE(back->alive);
  const auto& sheet = std::get<d20::D20Sheet>(back->sheet);
  EXPECT_EQ(sheet.name, "Human (returned)");
  EXPECT_EQ(sheet.profile, "human");
  EXPECT_EQ(sheet.weapons.at("long"), "longbow");
  EXPECT_EQ(back->ai.tactic, "cautious");
  EXPECT_EQ(back->side, 1);
  // On a square of its own, in the band along its side's edge (the bottom rows).
  const map::Point centre = g.field().square_map()->layout.centre(square_of(g, 13));
  EXPECT_LT(map::distance(back->placement.centre, centre), 1e-6) << "placed off a square's centre";
}

}  // namespace
}  // namespace fray::ai::test

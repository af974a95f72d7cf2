// Seed 004's reaction chart plays a d20 battle natively (issue 18): it asks the d20 system what it
// weighs (RuleSystem::fighter_facts: kind, shooter, elite), attacks with d20's `attack` (a move
// and one other action), walks from space to space (RuleSystem::step_towards) and runs only where
// the d20 rules make a figure run. No classic command is ever sent.
#include <fray/ai/reaction_chart_controller.h>
#include <fray/sheets/d20_sheet.h>

#include "d20_battle_fixture.h"
#include "enemy_status_fixture.h"
#include "reaction_chart_fixture.h"

namespace fray::ai::test {
namespace {

using nlohmann::json;
using namespace d20_test;

void no_classic_command(const std::vector<Decision>& taken) {
  for (const Decision& d : taken)
    EXPECT_TRUE(d.command != "shoot" && d.command != "strike" && d.command != "charge" &&
                d.command != "flee")
        << d.command;
}

TEST(ReactionChartD20, AnArcherShootsWithTheD20AttackFromSquareToSquare) {
  // Across seeds: whatever order the chart gives, the archer ends up shooting.
  for (const std::uint64_t seed : {3u, 17u, 4242u, 90001u, 777777u}) {
    const game::Scenario s = squares(
        {d20_figure(1, "heroes", 8, 0), d20_figure(11, "enemies", 8, 10, {{"profile", "human"}})},
        "reaction004");
    game::Game g = game::Game::from_scenario(setup(), s, seed);
    ReactionChartController ai(reaction_test::tables());
    const std::vector<Decision> taken = run(
        g, ai, 1, [](const Decision& d) { return attack_by(d, 11); }, 300);
    ASSERT_FALSE(taken.empty());
    ASSERT_TRUE(attack_by(taken.back(), 11)) << "seed " << seed;
    EXPECT_EQ(taken.back().payload["target"], 1);
    no_classic_command(taken);
    // Every move ended on a square's centre.
    const map::Point at = g.state().find(11)->placement.centre;
    EXPECT_LT(map::distance(at, g.field().square_map()->layout.centre(square_of(g, 11))), 1e-6);
  }
}

TEST(ReactionChartD20, AFighterBesideItsFoeStrikesInMelee) {
  for (const std::uint64_t seed : {1u, 29u, 313u, 5151u}) {
    const game::Scenario s =
        squares({d20_figure(1, "heroes", 8, 5), d20_figure(11, "enemies", 9, 6)}, "reaction004");
    game::Game g = game::Game::from_scenario(setup(), s, seed);
    ReactionChartController ai(reaction_test::tables());
    const std::vector<Decision> taken = run(
        g, ai, 1, [](const Decision& d) { return attack_by(d, 11); }, 300);
    ASSERT_FALSE(taken.empty());
    ASSERT_TRUE(attack_by(taken.back(), 11)) << "seed " << seed;
    EXPECT_EQ(taken.back().payload.value("range", ""), "melee");
    no_classic_command(taken);
  }
}

// A failed morale test (the d20 rules) makes #4 run from #1 this round: it steps away and does
// nothing else, whatever the chart would have ordered.
TEST(ReactionChartD20, AFigureTheD20RulesMakeRunOnlyRunsAway) {
  const game::Scenario s = table({at(1, "heroes", 50, 40), at(2, "enemies", 100, 70),
                                  at(3, "enemies", 52.5, 40), at(4, "enemies", 100, 20)},
                                 "reaction004");
  game::Game g = game::Game::from_scenario(setup(), s, 4);
  make_the_enemies_run(g);
  ASSERT_EQ(std::get<d20::D20Sheet>(g.state().find(4)->sheet).retreat_from, 1);
  const double before =
      map::distance(g.state().find(4)->placement.centre, g.state().find(1)->placement.centre);
  const int round = std::get<d20::D20Sheet>(g.state().find(4)->sheet).retreat_round;
  ReactionChartController ai(reaction_test::tables());
  const std::vector<Decision> taken = run(
      g, ai, 1, [&](const Decision&) { return g.state().turn > round; }, 300);
  EXPECT_GT(map::distance(g.state().find(4)->placement.centre, g.state().find(1)->placement.centre),
            before);
  int moves = 0;
  for (const Decision& d : taken) {
    if (d.payload.value("figure", 0) != 4) continue;
    moves += d.command == "move";
    EXPECT_TRUE(d.command == "move" || d.command == "end_activation") << d.command;
  }
  EXPECT_GE(moves, 1);
  no_classic_command(taken);
}

}  // namespace
}  // namespace fray::ai::test

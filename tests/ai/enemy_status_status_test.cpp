// Seed 003, "COMBAT - ENEMY AI": the Arch Foe, statuses and their changes, the round's random
// enemy action, tactics assigned or rolled.
#include <gmock/gmock.h>

#include "enemy_status_fixture.h"

namespace fray::ai::test {
namespace {

using nlohmann::json;
using ::testing::HasSubstr;

const game::Figure& fig(const game::Game& g, int id) { return *g.state().find(id); }

bool note_with_status(const Decision& d) {
  return d.command == "ai_note" && d.payload.contains("status");
}

TEST(EnemyStatus, TheArchFoeIsTheMarkedFigureElseTheHighestClass) {
  game::Game g = game::Game::from_scenario(
      setup(),
      battle({figure(1, "heroes", 60, 10), figure(11, "enemies", 50, 70),
              figure(12, "enemies", 60, 70, {{"class", 4}}), figure(13, "enemies", 70, 70)}),
      1);
  EXPECT_EQ(enemy_status_arch_foe(g.system(), g.state(), 1)->id, 12);
  must(g, "edit", {{"figure", 12}, {"class", 3}});
  EXPECT_EQ(enemy_status_arch_foe(g.system(), g.state(), 1)->id, 11);  // a tie: the lowest id

  game::Game marked =
      game::Game::from_scenario(setup(),
                                battle({figure(1, "heroes", 60, 10), figure(11, "enemies", 50, 70),
                                        figure(12, "enemies", 60, 70, {{"class", 4}}),
                                        figure(13, "enemies", 70, 70, {{"arch_foe", true}})}),
                                1);
  EXPECT_EQ(enemy_status_arch_foe(marked.system(), marked.state(), 1)->id, 13);
}

TEST(EnemyStatus, FiguresWithoutATacticRollOneThenAllStartPrepared) {
  game::Game g =
      game::Game::from_scenario(setup(),
                                battle({figure(1, "heroes", 60, 10), figure(11, "enemies", 50, 70),
                                        figure(12, "enemies", 70, 70, {{"tactic", "reckless"}})}),
                                3);
  EnemyStatusController ai(tables());
  int seen = 0;
  const std::vector<Decision> d = run(g, ai, 1, [&](const Decision&) { return ++seen == 3; });
  ASSERT_EQ(d.size(), 3u);
  EXPECT_EQ(d[0].command, "ai_roll");
  EXPECT_EQ(d[0].payload["table"], "combat tactics");
  EXPECT_EQ(d[0].payload["figure"], 11);
  EXPECT_TRUE(note_with_status(d[1]));
  EXPECT_THAT(d[1].explanation, HasSubstr("Prepared"));
  EXPECT_THAT(d[1].explanation, HasSubstr("Arch Foe"));  // the lowest id of equal classes
  EXPECT_THAT(d[2].explanation, HasSubstr("set by the scenario"));
  EXPECT_EQ(fig(g, 11).ai.status, "prepared");
  EXPECT_FALSE(fig(g, 11).ai.tactic.empty());
  EXPECT_EQ(fig(g, 12).ai.tactic, "reckless");
}

TEST(EnemyStatus, NineteenOrTwentyRollsAgain) {
  game::Game g = game::Game::from_scenario(
      setup(), battle({figure(1, "heroes", 60, 10), figure(11, "enemies", 50, 70)}), 3);
  must(g, "set_die", {{"face", 19}});
  must(g, "set_die", {{"face", 5}});
  EnemyStatusController ai(tables());
  run(g, ai, 1, note_with_status);
  EXPECT_EQ(fig(g, 11).ai.tactic, "curious");
}

TEST(EnemyStatus, AnUnexpectedFigureRollsItsTacticForThisEncounter) {
  game::Game g =
      game::Game::from_scenario(setup(),
                                battle({figure(1, "heroes", 60, 10),
                                        figure(11, "enemies", 50, 70, {{"tactic", "unexpected"}})}),
                                3);
  must(g, "set_die", {{"face", 14}});
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(g, ai, 1, note_with_status);
  EXPECT_EQ(d.front().payload["table"], "combat tactics, this encounter");
  EXPECT_EQ(fig(g, 11).ai.tactic, "reckless");
  // Unexpected again: the last encounter's tactic, and there was none.
  game::Game again =
      game::Game::from_scenario(setup(),
                                battle({figure(1, "heroes", 60, 10),
                                        figure(11, "enemies", 50, 70, {{"tactic", "unexpected"}})}),
                                3);
  must(again, "set_die", {{"face", 17}});
  run(again, ai, 1, note_with_status);
  EXPECT_EQ(fig(again, 11).ai.tactic, "unexpected");
  EXPECT_EQ(enemy_status_arch_foe(again.system(), again.state(), 1)->id, 11);
}

TEST(EnemyStatus, PreparedFiguresFaceTheHeroesOnTheFirstTurn) {
  game::Game g = game::Game::from_scenario(
      setup(),
      battle({figure(1, "heroes", 60, 10),
              figure(11, "enemies", 60, 70, {{"tactic", "reckless"}, {"facing_deg", 180}})}),
      3);
  EnemyStatusController ai(tables());
  run(g, ai, 1, [](const Decision& d) { return is(d, "face"); });
  EXPECT_NEAR(fig(g, 11).placement.facing_deg, 0, 1e-6);
  EXPECT_EQ(fig(g, 11).ai.status, "prepared");
}

TEST(EnemyStatus, TheRandomEnemyActionIsRolledOnceARoundAndLimitsWhoActs) {
  game::Game g = game::Game::from_scenario(
      setup(),
      battle({figure(1, "heroes", 60, 10), figure(11, "enemies", 40, 70, {{"tactic", "reckless"}}),
              figure(12, "enemies", 60, 70, {{"tactic", "reckless"}}),
              figure(13, "enemies", 80, 60, {{"tactic", "reckless"}})}),
      3);
  must(g, "set_die", {{"face", 5}});  // 3 to 8: half the figures, rounded up
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(g, ai, 1, [](const Decision& x) {
    return x.payload.contains("details") && x.payload["details"].value("round", 0) == 2;
  });
  const auto round = std::find_if(d.begin(), d.end(), [](const Decision& x) {
    return x.payload.contains("details") && x.payload["details"].contains("round");
  });
  ASSERT_NE(round, d.end());
  EXPECT_EQ(round->payload["details"]["random_action"], "half");
  const json allowed = round->payload["details"]["allowed"];
  EXPECT_EQ(allowed, json::array({11, 13}));  // the Arch Foe, then the nearest to the heroes
  EXPECT_EQ(std::count_if(d.begin(), d.end(),
                          [](const Decision& x) {
                            return is(x, "ai_roll") && x.payload["table"] == "random enemy action";
                          }),
            2);  // rounds 1 and 2
  // Round 1: only the allowed figures turned to face the heroes; figure 12 stayed unused.
  for (const Decision& x : d)
    if (is(x, "face")) {
      EXPECT_NE(x.payload["figure"], 12);
    }
  EXPECT_NEAR(fig(g, 12).placement.facing_deg, 0, 1e-9);
}

TEST(EnemyStatus, OneRandomFigureActsOnOneOrTwo) {
  game::Game g = game::Game::from_scenario(
      setup(),
      battle({figure(1, "heroes", 60, 10), figure(11, "enemies", 40, 70, {{"tactic", "reckless"}}),
              figure(12, "enemies", 60, 70, {{"tactic", "reckless"}})}),
      3);
  must(g, "set_die", {{"face", 2}});
  must(g, "set_die", {{"face", 20}});  // the last figure in activation order
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(g, ai, 1, [](const Decision& x) {
    return x.payload.contains("details") && x.payload["details"].contains("round");
  });
  EXPECT_EQ(d.back().payload["details"]["random_action"], "one");
  EXPECT_EQ(d.back().payload["details"]["allowed"], json::array({12}));
}

TEST(EnemyStatus, AnEnemyInSightAlertsAFigureOnceTheHeroesHaveMoved) {
  game::Game g =
      game::Game::from_scenario(setup(),
                                battle({figure(1, "heroes", 60, 10),
                                        figure(11, "enemies", 60, 70, {{"tactic", "reckless"}})}),
                                3);
  EnemyStatusController ai(tables());
  must(g, "move", {{"figure", 1}, {"path", {{60, 12}}}});
  const std::vector<Decision> d = run(g, ai, 1, [](const Decision& x) {
    return note_with_status(x) && x.payload["status"] == "alerted";
  });
  EXPECT_THAT(d.back().explanation, HasSubstr("sees F1"));
  EXPECT_EQ(fig(g, 11).ai.status, "alerted");
}

TEST(EnemyStatus, BehindTheBarnTheyPatrolUntilTheArchFoeIsAlertedThenAllAre) {
  game::Game g = game::Game::from_scenario(
      setup(),
      battle({figure(1, "heroes", 60, 10),
              figure(11, "enemies", 60, 70, {{"tactic", "reckless"}, {"facing_deg", 0}}),
              figure(12, "enemies", 5, 50, {{"tactic", "reckless"}, {"arch_foe", true}})},
             "classic", barn_map()),
      3);
  EnemyStatusController ai(tables());
  // Turn 1: nobody has moved on the heroes' side, so nobody is alerted yet.
  run(
      g, ai, 1,
      [](const Decision& x) {
        return x.payload.contains("details") && x.payload["details"].value("round", 0) == 2;
      },
      200);
  EXPECT_EQ(fig(g, 11).ai.status, "prepared");
  // Turn 2: the Arch Foe sees the hero over the barn's end; the other follows it.
  run(g, ai, 1, [&](const Decision&) { return fig(g, 11).ai.status == "alerted"; });
  EXPECT_EQ(fig(g, 12).ai.status, "alerted");
  EXPECT_EQ(fig(g, 11).ai.status, "alerted");
}

// One enemy behind the barn, unaware of the hero, played to its round-2 note: its next
// decision is a patrol roll.
game::Game patrol_in_round_2(EnemyStatusController& ai) {
  game::Game g = game::Game::from_scenario(
      setup(),
      battle({figure(1, "heroes", 60, 10),
              figure(11, "enemies", 60, 70, {{"tactic", "reckless"}, {"facing_deg", 0}})},
             "classic", barn_map()),
      3);
  run(
      g, ai, 1,
      [](const Decision& x) {
        return x.payload.contains("details") && x.payload["details"].value("round", 0) == 2;
      },
      200);
  return g;
}

TEST(EnemyStatus, UnawareFiguresRollOnThePatrolTable) {
  EnemyStatusController ai(tables());
  game::Game g = patrol_in_round_2(ai);
  must(g, "set_die", {{"face", 19}});  // 18 to 20: about turn
  const std::vector<Decision> d = run(g, ai, 1, [](const Decision& x) { return is(x, "face"); });
  EXPECT_EQ(d[d.size() - 3].payload["table"], "patrol");
  EXPECT_NEAR(fig(g, 11).placement.facing_deg, 180, 1e-6);
  EXPECT_EQ(fig(g, 11).ai.status, "patrolling");
  run(
      g, ai, 1,
      [](const Decision& x) {
        return x.payload.contains("details") && x.payload["details"].value("round", 0) == 3;
      },
      200);
  must(g, "set_die", {{"face", 9}});  // 7 to 11: forward, as far as it can
  const double y = fig(g, 11).placement.centre.y;
  run(
      g, ai, 1, [](const Decision& x) { return is(x, "move"); }, 200);
  EXPECT_GT(fig(g, 11).placement.centre.y, y + 1);  // it walked south, away from the barn
}

// Issue 16: a patrol roll of "stays where it is" is the figure's patrol for the phase. Before the
// fix it rolled again at once, and again, until the table gave it a move or a turn.
TEST(EnemyStatus, APatrolThatStaysIsDoneForThePhase) {
  EnemyStatusController ai(tables());
  game::Game g = patrol_in_round_2(ai);
  must(g, "set_die", {{"face", 3}});  // 1 to 6: stays
  const std::vector<Decision> d =
      run(g, ai, 1, [](const Decision& x) { return is(x, "end_phase"); });
  int patrols = 0;
  for (const Decision& x : d) patrols += is(x, "ai_roll") && x.payload["table"] == "patrol";
  EXPECT_EQ(patrols, 1);
  EXPECT_EQ(fig(g, 11).ai.status, "patrolling");
  EXPECT_NEAR(fig(g, 11).placement.facing_deg, 0, 1e-6);
}

TEST(EnemyStatus, AWoundAlertsAndTheDeadAreNotedDefeated) {
  game::Game g = game::Game::from_scenario(
      setup(),
      battle({figure(1, "heroes", 60, 10),
              figure(11, "enemies", 60, 70, {{"tactic", "reckless"}, {"class", 4}}),
              figure(12, "enemies", 20, 70, {{"tactic", "reckless"}})},
             "classic", barn_map()),
      3);
  EnemyStatusController ai(tables());
  run(
      g, ai, 1, [](const Decision& x) { return note_with_status(x); }, 10);
  run(
      g, ai, 1, [](const Decision& x) { return note_with_status(x); }, 10);
  must(g, "wound", {{"figure", 12}, {"count", 5}});
  const std::vector<Decision> d = run(g, ai, 1, [](const Decision& x) {
    return note_with_status(x) && x.payload["status"] == "defeated";
  });
  EXPECT_THAT(d.back().explanation, HasSubstr("Defeated"));
}

TEST(EnemyStatus, ALostMoraleTestSendsTheAlertedBackFacingAway) {
  game::Game g =
      game::Game::from_scenario(setup(),
                                battle({figure(1, "heroes", 60, 10), figure(2, "heroes", 70, 10),
                                        figure(11, "enemies", 60, 50, {{"tactic", "reckless"}}),
                                        figure(12, "enemies", 20, 70, {{"tactic", "reckless"}}),
                                        figure(13, "enemies", 100, 70, {{"tactic", "reckless"}})}),
                                3);
  EnemyStatusController ai(tables());
  must(g, "move", {{"figure", 1}, {"path", {{60, 12}}}});
  run(g, ai, 1, [&](const Decision&) { return fig(g, 11).ai.status == "alerted"; });
  must(g, "wound", {{"figure", 12}, {"count", 5}});
  must(g, "wound", {{"figure", 13}, {"count", 5}});
  // Round 2: one figure of three left: all act (12), then morale 3: lost.
  must(g, "set_die", {{"face", 12}});
  must(g, "set_die", {{"face", 3}});
  // Turn 1 ends with its advance; the retreat is turn 2's move.
  run(g, ai, 1, [](const Decision& x) { return is(x, "move"); });
  const double y = fig(g, 11).placement.centre.y;
  const std::vector<Decision> d = run(g, ai, 1, [](const Decision& x) { return is(x, "move"); });
  EXPECT_EQ(fig(g, 11).ai.status, "retreating");
  EXPECT_GT(fig(g, 11).placement.centre.y, y + 1);  // back, away from the heroes
  EXPECT_NEAR(fig(g, 11).placement.facing_deg, 180, 20);
  EXPECT_THAT(d[d.size() - 2].explanation, HasSubstr("Retreating"));
  // No other action this turn; on its next turn it is Alerted again (morale 15 holds).
  must(g, "set_die", {{"face", 12}});
  must(g, "set_die", {{"face", 15}});
  const std::vector<Decision> next = run(g, ai, 1, [](const Decision& x) {
    return note_with_status(x) && x.payload["status"] == "alerted";
  });
  for (const Decision& x : next) EXPECT_FALSE(is(x, "strike") || is(x, "charge"));
  EXPECT_THAT(next.back().explanation, HasSubstr("Alerted again"));
}

}  // namespace
}  // namespace fray::ai::test

// The never-stall watchdog (issue 16): controllers that cannot make progress have their
// activation or phase ended by the driver, logged, and every battle still ends and replays.
#include <stdexcept>

#include <gtest/gtest.h>

#include <fray/ai/battle_driver.h>

#include "battle_fixture.h"

namespace fray::ai {
namespace {

const game::GameSetup& setup() { return test::battle_setup(); }

const game::Scenario& demo() {
  static const game::Scenario scenario = test::bundled_scenario("skirmish-demo");
  return scenario;
}

/// Proposes a command the game refuses, every time.
class RefusedController final : public Controller {
 public:
  std::string_view id() const override { return "refused"; }
  std::optional<Decision> decide(const game::Game&, int) override {
    return Decision{"strike", {{"figure", 999}, {"target", 998}}, "strikes nobody"};
  }
};

/// Notes the same thing again and again: accepted, but nothing changes.
class SameNoteController final : public Controller {
 public:
  std::string_view id() const override { return "same-note"; }
  std::optional<Decision> decide(const game::Game&, int) override {
    return Decision{"ai_note", {{"reason", "thinking it over"}}, "thinking"};
  }
};

/// Rolls a die, forever: each roll is new, but nothing on the table changes.
class RollingController final : public Controller {
 public:
  std::string_view id() const override { return "rolling"; }
  std::optional<Decision> decide(const game::Game&, int) override {
    return Decision{"ai_roll", {{"die", 20}, {"table", "endless"}}, "rolls"};
  }
};

/// Throws, as a controller with a bug or unusable data would.
class ThrowingController final : public Controller {
 public:
  std::string_view id() const override { return "throwing"; }
  std::optional<Decision> decide(const game::Game&, int) override {
    throw std::runtime_error("no table for this");
  }
};

int watchdog_notes(const game::Game& game) {
  int n = 0;
  for (const game::Event& e : game.log().events())
    if (e.type == "ai_decision" && e.data.contains("details") &&
        e.data["details"].contains("watchdog"))
      ++n;
  return n;
}

void replays(const game::Game& game, std::uint64_t seed) {
  game::Game again = game::Game::from_scenario(setup(), demo(), seed);
  for (const game::CommandRecord& r : game.records())
    ASSERT_TRUE(again.submit(r.command).accepted()) << r.command.name;
  EXPECT_EQ(again.log().hash(), game.log().hash());
}

template <class Stuck>
void the_battle_goes_on(const std::string& expected_reason) {
  game::Game game = game::Game::from_scenario(setup(), demo(), 5);
  Stuck stuck;
  SimpleController simple;
  const BattleRun run = play_out(game, {&simple, &stuck}, 6);
  EXPECT_TRUE(run.failure.empty()) << run.failure;
  EXPECT_GT(run.interventions, 0);
  EXPECT_NE(run.first_intervention.find(expected_reason), std::string::npos)
      << run.first_intervention;
  EXPECT_TRUE(run.finished || run.turns == 7) << "stopped in turn " << run.turns;
  EXPECT_EQ(watchdog_notes(game), run.interventions);
  replays(game, 5);
}

TEST(Watchdog, ARefusedCommandEndsThePhaseWithALoggedReason) {
  the_battle_goes_on<RefusedController>("was refused");
}

TEST(Watchdog, TheSameDecisionAgainWithNothingChangedIsNotSent) {
  the_battle_goes_on<SameNoteController>("the same ai_note again");
}

TEST(Watchdog, EndlessRollsSpendTheBudgetOfDecisionsWithoutProgress) {
  the_battle_goes_on<RollingController>("changed nothing on the table");
}

TEST(Watchdog, AControllerThatThrowsHasItsPhaseEndedAndTheBattleGoesOn) {
  the_battle_goes_on<ThrowingController>("the AI could not decide (no table for this)");
}

TEST(Watchdog, AnActiveFigureHasItsActivationEndedRatherThanTheSidesPhase) {
  game::Game game = game::Game::from_scenario(setup(), demo(), 5);
  const int side = game.state().active_side;
  const game::Figure* mover = nullptr;
  for (const game::Figure& f : game.state().figures)
    if (f.side == side && f.alive) mover = &f;
  ASSERT_NE(mover, nullptr);
  const int id = mover->id;
  const map::Point to = mover->placement.centre + map::Point{0, side == 0 ? 1.0 : -1.0};
  ASSERT_TRUE(game.submit({"move", {{"figure", id}, {"path", {{to.x, to.y}}}}}).accepted());
  ASSERT_EQ(game.state().active_figure, id);
  const std::vector<Decision> rescue = rescue_decisions(game, side, "a test");
  ASSERT_EQ(rescue.size(), 2u);
  EXPECT_EQ(rescue[0].command, "ai_note");
  EXPECT_EQ(rescue[0].payload["figure"], id);
  EXPECT_EQ(rescue[1].command, "end_activation");
  EXPECT_EQ(rescue[1].payload["figure"], id);
  // The other side has no active figure: its phase is passed.
  EXPECT_EQ(rescue_decisions(game, 1 - side, "a test")[1].command, "end_phase");
}

TEST(Watchdog, BudgetsCountFromTheLastProgress) {
  WatchdogBudget budget;
  budget.without_progress = 3;
  budget.without_progress_figure = 0;
  Watchdog w(budget);
  game::BattleState state;
  state.sides = {{"a", "A"}, {"b", "B"}};
  const Decision roll{"ai_roll", {{"die", 6}, {"table", "t"}}, ""};
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(w.before_decision(state), std::nullopt) << i;
    EXPECT_EQ(w.repeated(roll), std::nullopt) << "rolls are new every time";
    w.accepted(roll, state);
  }
  EXPECT_NE(w.before_decision(state), std::nullopt);
  state.turn = 2;  // progress: the count starts again
  EXPECT_EQ(w.before_decision(state), std::nullopt);
  const Decision note{"ai_note", {{"reason", "r"}}, ""};
  EXPECT_EQ(w.repeated(note), std::nullopt);
  w.accepted(note, state);
  EXPECT_NE(w.repeated(note), std::nullopt);
}

TEST(Watchdog, ItGivesUpAfterThreeRescuesWithNothingChanging) {
  Watchdog w;
  game::BattleState state;
  state.sides = {{"a", "A"}, {"b", "B"}};
  w.before_decision(state);
  for (int i = 0; i < 2; ++i) {
    w.rescued();
    w.before_decision(state);
    EXPECT_FALSE(w.hopeless());
  }
  w.rescued();
  EXPECT_TRUE(w.hopeless());
  state.turn = 2;
  w.before_decision(state);
  EXPECT_FALSE(w.hopeless());
}

TEST(Watchdog, TheFingerprintSeesFiguresAndTheTurnsStepButNotTheDice) {
  game::Game game = game::Game::from_scenario(setup(), demo(), 5);
  game::BattleState state = game.state();
  const std::uint64_t before = progress_fingerprint(state);
  state.rng = dice::RandomEngine(99);
  EXPECT_EQ(progress_fingerprint(state), before);
  state.figures[0].placement.centre.x += 0.5;
  EXPECT_NE(progress_fingerprint(state), before);
  state = game.state();
  state.figures[1].ai.status = "alerted";
  EXPECT_NE(progress_fingerprint(state), before);
  state = game.state();
  state.phase += 1;
  EXPECT_NE(progress_fingerprint(state), before);
}

}  // namespace
}  // namespace fray::ai

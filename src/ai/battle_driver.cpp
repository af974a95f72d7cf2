#include <fray/ai/battle_driver.h>
#include <fray/game/turn_aids.h>

namespace fray::ai {

std::optional<game::Outcome> play_step(game::Game& game, Controller& controller, Decision* taken) {
  const std::optional<int> side = side_to_decide(game.state());
  if (!side) return std::nullopt;
  Decision decision = decide_or_pass(game, controller, *side);
  game::Outcome outcome = game.submit({decision.command, decision.payload});
  if (taken) *taken = std::move(decision);
  return outcome;
}

BattleRun play_out(game::Game& game, const std::array<Controller*, 2>& controllers, int max_turns,
                   const StepObserver& observe) {
  BattleRun run;
  while (game.state().turn <= max_turns) {
    // The turn's aids (event card, fire, portals) go first, before the turn's first decision.
    for (game::TurnAid& aid : game::submit_turn_aids(game)) {
      const Decision note{aid.command.name, aid.command.payload, "turn aid"};
      if (!aid.outcome.accepted()) {
        run.failure = note.command + " (a turn aid) was refused: " + aid.outcome.refusal->message;
        break;
      }
      ++run.commands;
      if (observe) observe(note, aid.outcome);
    }
    if (!run.failure.empty()) break;
    const std::optional<int> side = side_to_decide(game.state());
    if (!side) break;
    Decision decision;
    const std::optional<game::Outcome> outcome =
        play_step(game, *controllers[static_cast<std::size_t>(*side)], &decision);
    if (!outcome) break;
    if (!outcome->accepted()) {
      run.failure = decision.command + " " + decision.payload.dump() +
                    " was refused: " + outcome->refusal->message;
      break;
    }
    ++run.commands;
    if (observe) observe(decision, *outcome);
  }
  run.turns = game.state().turn;
  run.finished = game.state().finished;
  run.winner = game.state().winner;
  return run;
}

}  // namespace fray::ai

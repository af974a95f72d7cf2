#include <fray/ai/battle_driver.h>
#include <fray/game/state/figure_label.h>
#include <fray/game/turn/turn_aids.h>

namespace fray::ai {
std::vector<Decision> rescue_decisions(const game::Game& game, int side, const std::string& why) {
  const game::BattleState& state = game.state();
  // A pending recoil blocks everything else (side_to_decide asks for it first): carried out.
  for (const game::Figure& f : state.figures)
    if (f.alive && f.side == side && f.status.must_recoil)
      return {{"ai_note",
               {{"figure", f.id},
                {"reason", "The watchdog steps in: " + why + "; " + game::figure_label(f) +
                               " carries out its pending recoil."},
                {"details", {{"watchdog", why}, {"side", side}}}},
               "the watchdog: " + why},
              {"recoil", {{"figure", f.id}}, "the watchdog carries out the recoil"}};
  const game::Figure* active = state.active_figure ? state.find(*state.active_figure) : nullptr;
  if (active && active->side != side) active = nullptr;
  const nlohmann::json end_activation = {{"figure", active ? active->id : 0}};
  const bool ends_activation = active && !game.check({"end_activation", end_activation});
  const std::string side_name =
      static_cast<std::size_t>(side) < state.sides.size() ? state.sides[side].name : "the side";
  const std::string what = ends_activation ? game::figure_label(*active) + "'s activation ends"
                                           : side_name + " passes the rest of the phase";
  nlohmann::json note = {{"reason", "The watchdog steps in: " + why + "; " + what + "."},
                         {"details", {{"watchdog", why}, {"side", side}}}};
  if (ends_activation) note["figure"] = active->id;
  std::vector<Decision> out;
  out.push_back({"ai_note", note, "the watchdog: " + why});
  if (ends_activation)
    out.push_back({"end_activation", end_activation, "the watchdog ends the activation"});
  else
    out.push_back({"end_phase", {{"side", side}}, "the watchdog ends the side's phase"});
  return out;
}

StepReport rescue(const game::Game& game, int side, const std::string& why, Watchdog& watchdog,
                  const Submit& submit) {
  StepReport report;
  report.intervention = why;
  for (const Decision& d : rescue_decisions(game, side, why)) {
    game::Outcome outcome = submit({d.command, d.payload});
    if (!outcome.accepted()) {
      report.failure = "the watchdog's " + d.command + " was refused (" + outcome.refusal->message +
                       ") after: " + why;
      return report;
    }
    report.sent.emplace_back(d, std::move(outcome));
  }
  watchdog.rescued();
  if (watchdog.hopeless())
    report.failure = "the watchdog stepped in again and again with nothing changing: " + why;
  return report;
}

StepReport send_decision(const game::Game& game, int side, Decision decision, Watchdog& watchdog,
                         const Submit& submit) {
  if (std::optional<std::string> again = watchdog.repeated(decision))
    return rescue(game, side, *again, watchdog, submit);
  game::Outcome outcome = submit({decision.command, decision.payload});
  if (!outcome.accepted())
    return rescue(game, side,
                  decision.command + " " + decision.payload.dump() +
                      " was refused: " + outcome.refusal->message,
                  watchdog, submit);
  watchdog.accepted(decision, game.state(), game.log().events().size());
  StepReport report;
  report.sent.emplace_back(std::move(decision), std::move(outcome));
  return report;
}

std::optional<StepReport> rescue_if_due(const game::Game& game, int side, Watchdog& watchdog,
                                        const Submit& submit) {
  if (std::optional<std::string> why =
          watchdog.before_decision(game.state(), game.log().events().size()))
    return rescue(game, side, *why, watchdog, submit);
  return std::nullopt;
}

Proposal propose(const game::Game& game, Controller& controller, int side) {
  try {
    return {decide_or_pass(game, controller, side), ""};
  } catch (const std::exception& error) {
    return {std::nullopt, error.what()};
  }
}

StepReport send_proposal(const game::Game& game, int side, Proposal proposal, Watchdog& watchdog,
                         const Submit& submit) {
  if (!proposal.decision)
    return rescue(game, side, "the AI could not decide (" + proposal.error + ")", watchdog, submit);
  return send_decision(game, side, std::move(*proposal.decision), watchdog, submit);
}

std::optional<StepReport> play_step(game::Game& game, Controller& controller, Watchdog& watchdog) {
  const std::optional<int> side = side_to_decide(game.state());
  if (!side) return std::nullopt;
  const Submit submit = [&game](const game::Command& c) { return game.submit(c); };
  if (std::optional<StepReport> rescued = rescue_if_due(game, *side, watchdog, submit))
    return rescued;
  return send_proposal(game, *side, propose(game, controller, *side), watchdog, submit);
}

BattleRun play_out(game::Game& game, const std::array<Controller*, 2>& controllers, int max_turns,
                   const StepObserver& observe, WatchdogBudget budget) {
  BattleRun run;
  Watchdog watchdog(budget);
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
    const std::optional<StepReport> step =
        play_step(game, *controllers[static_cast<std::size_t>(*side)], watchdog);
    if (!step) break;
    for (const auto& [decision, outcome] : step->sent) {
      ++run.commands;
      if (observe) observe(decision, outcome);
    }
    if (step->intervention && run.interventions++ == 0)
      run.first_intervention =
          "turn " + std::to_string(game.state().turn) + ": " + *step->intervention;
    if (!step->failure.empty()) {
      run.failure = step->failure;
      break;
    }
  }
  run.turns = game.state().turn;
  run.finished = game.state().finished;
  run.winner = game.state().winner;
  return run;
}

}  // namespace fray::ai

#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fray/ai/controller.h>
#include <fray/ai/watchdog.h>
#include <fray/game/game.h>

namespace fray::ai {

/// How a battle played by controllers ended.
struct BattleRun {
  std::size_t commands = 0;  ///< Commands accepted (AI rolls and notes included).
  int turns = 0;             ///< The turn the battle stopped in.
  bool finished = false;     ///< Ended by the rules (else by the turn limit or a failure).
  std::optional<int> winner;
  /// Times the watchdog ended an activation or a phase for a controller (the goal is none):
  /// a command refused, the same decision again with nothing changed, or a budget spent.
  int interventions = 0;
  std::string first_intervention;  ///< Its reason, in words.
  std::string failure;             ///< Non-empty when the battle could not go on: why it stopped.
  /// No failure and no intervention: what the property tests ask of every battle.
  bool clean() const { return failure.empty() && interventions == 0; }
};

/// Called after every accepted command with the decision and what it did.
using StepObserver = std::function<void(const Decision&, const game::Outcome&)>;

/// What one step of the driver did: the commands accepted, in order (usually one; a turn aid
/// or the watchdog's note and end of activation add theirs), and why the watchdog stepped in.
struct StepReport {
  std::vector<std::pair<Decision, game::Outcome>> sent;
  std::optional<std::string> intervention;
  std::string failure;  ///< Non-empty: the battle cannot go on.
};

/// How a step's commands reach the game: Game::submit for a batch, the desktop program's
/// session (undo stack, log view) in the window.
using Submit = std::function<game::Outcome(const game::Command&)>;

/// The commands the driver sends when it steps in for `side`: a note saying why (an `ai_note`
/// in the log, like every AI decision), then the pending recoil of a figure of the side (it
/// blocks everything else), else the end of the side's active figure's activation, else the
/// end of the side's phase.
std::vector<Decision> rescue_decisions(const game::Game& game, int side, const std::string& why);

/// Steps in for `side` (rescue_decisions), through `submit`, and tells the watchdog.
StepReport rescue(const game::Game& game, int side, const std::string& why, Watchdog& watchdog,
                  const Submit& submit);

/// Before a controller is asked for `side`: when the watchdog says a budget is spent, steps in
/// (rescue) and returns what that did; else nullopt, and the controller may decide.
std::optional<StepReport> rescue_if_due(const game::Game& game, int side, Watchdog& watchdog,
                                        const Submit& submit);

/// What a controller proposed for `side`: its decision (decide_or_pass), or why it could give
/// none. A controller that throws (a bug, or data it cannot use) is treated like one that cannot
/// make progress: the driver steps in, and the battle goes on.
struct Proposal {
  std::optional<Decision> decision;
  std::string error;  ///< The exception's message when `decision` is empty.
};
Proposal propose(const game::Game& game, Controller& controller, int side);

/// Sends a proposal: its decision through send_decision, or a rescue saying why there is none.
StepReport send_proposal(const game::Game& game, int side, Proposal proposal, Watchdog& watchdog,
                         const Submit& submit);

/// Sends a controller's `decision` for `side` under the watchdog's eye: a decision that repeats
/// one made since the last progress, or that the game refuses, is replaced by a rescue.
StepReport send_decision(const game::Game& game, int side, Decision decision, Watchdog& watchdog,
                         const Submit& submit);

/// Plays `game` with `controllers[side]` deciding for each side until the battle ends, turn
/// `max_turns` is over, or the watchdog gives up (recorded in `failure`). Before each decision
/// it sends the turn aids due (game::submit_turn_aids: the event card, fires spreading, portals
/// and arrivals), observed like decisions with the explanation "turn aid". A controller that
/// cannot make progress has its activation ended by the driver (see Watchdog), logged.
BattleRun play_out(game::Game& game, const std::array<Controller*, 2>& controllers, int max_turns,
                   const StepObserver& observe = {}, WatchdogBudget budget = {});

/// Asks `controller` for the next decision of the side that must decide and sends it (with
/// send_decision): one step of play_out without the turn aids. nullopt when the battle is over.
std::optional<StepReport> play_step(game::Game& game, Controller& controller, Watchdog& watchdog);

}  // namespace fray::ai

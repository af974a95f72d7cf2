#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string>

#include <fray/ai/controller.h>
#include <fray/game/game.h>

namespace fray::ai {

/// How a battle played by controllers ended.
struct BattleRun {
  std::size_t commands = 0;  ///< Commands accepted (AI rolls and notes included).
  int turns = 0;             ///< The turn the battle stopped in.
  bool finished = false;     ///< Ended by the rules (else by the turn limit or a failure).
  std::optional<int> winner;
  std::string failure;  ///< A controller's command refused (a bug): what and why.
};

/// Called after every accepted command with the decision and what it did.
using StepObserver = std::function<void(const Decision&, const game::Outcome&)>;

/// Plays `game` with `controllers[side]` deciding for each side until the battle ends, turn
/// `max_turns` is over, or a controller proposes a refused command (recorded in `failure`; the
/// state is untouched by a refusal). Before each decision it sends the turn aids due
/// (game::submit_turn_aids: the event card, fires spreading, portals and arrivals), observed
/// like decisions with the explanation "turn aid".
BattleRun play_out(game::Game& game, const std::array<Controller*, 2>& controllers, int max_turns,
                   const StepObserver& observe = {});

/// Submits the next decision of the side that must decide: one step of play_out, for the
/// desktop program's "AI plays" loop. nullopt when the battle is over.
std::optional<game::Outcome> play_step(game::Game& game, Controller& controller, Decision* taken);

}  // namespace fray::ai

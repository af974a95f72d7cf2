#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <fray/ai/decision.h>
#include <fray/game/game.h>

namespace fray::ai {

/// Plays one side when no person does. It only proposes: the driver (or the desktop program)
/// submits the proposal through Game::submit, exactly as a person's command. A controller keeps
/// no memory between calls that the game state and log do not hold, so an AI game replays from
/// its command log alone and survives undo in the desktop program.
class Controller {
 public:
  virtual ~Controller() = default;
  /// "simple", "solo003", "reaction004": as scenarios and saves name controllers.
  virtual std::string_view id() const = 0;
  /// The next command for `side`, which must act now (see side_to_decide). nullopt: nothing
  /// more this phase (the driver then ends the side's phase).
  virtual std::optional<Decision> decide(const game::Game& game, int side) = 0;
};

/// The classic system's stand-in policy (game::simple_policy) as a controller: the baseline the
/// solo AIs are measured against.
class SimpleController final : public Controller {
 public:
  std::string_view id() const override { return "simple"; }
  std::optional<Decision> decide(const game::Game& game, int side) override;
};

/// The controller's decision for `side`, or passing the rest of the phase (end_phase) when it
/// has nothing more to propose: what every driver submits.
Decision decide_or_pass(const game::Game& game, Controller& controller, int side);

/// The side whose controller must decide now: a figure's pending recoil first, else the side
/// the sequencer has active. nullopt once the battle is over.
std::optional<int> side_to_decide(const game::BattleState& state);

}  // namespace fray::ai

#include <fray/ai/controller.h>
#include <fray/classic/simple_policy.h>
#include <fray/d20/simple_policy.h>

namespace fray::ai {

std::optional<Decision> SimpleController::decide(const game::Game& game, int) {
  // Each rule system has its own baseline: the commands differ.
  std::optional<game::Command> command = game.system().id() == d20::D20Sheet::system_id
                                             ? d20::simple_policy(game)
                                             : game::simple_policy(game);
  if (!command) return std::nullopt;
  return Decision{command->name, std::move(command->payload), "the simple policy's choice"};
}

Decision decide_or_pass(const game::Game& game, Controller& controller, int side) {
  std::optional<Decision> decision = controller.decide(game, side);
  if (decision) return std::move(*decision);
  return Decision{"end_phase", {{"side", side}}, "nothing more to do this phase"};
}

std::optional<int> side_to_decide(const game::BattleState& state) {
  if (state.finished) return std::nullopt;
  for (const game::Figure& f : state.figures)
    if (f.alive && f.status.must_recoil) return f.side;
  return state.active_side;
}

}  // namespace fray::ai

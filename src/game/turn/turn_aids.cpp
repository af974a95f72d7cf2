// The aids due once a turn (see include/fray/game/turn/turn_aids.h for the moment and the order).
#include <algorithm>

#include <fray/game/turn/turn_aids.h>

namespace fray::game {
namespace {

bool deck_due(const BattleState& s) {
  return s.generators.deck.enabled && s.generators.deck.drawn_turn != s.turn;
}

// A fire lit this turn first spreads next turn (seed 004, "Fire": it spreads every turn).
bool fires_due(const BattleState& s) {
  return std::any_of(s.fires.begin(), s.fires.end(),
                     [&](const Fire& f) { return f.lit_turn < s.turn && f.spread_turn < s.turn; });
}

bool react_due(const BattleState& s) {
  return s.generators.portals && s.generators.portals->reacted_turn != s.turn;
}

bool arrivals_due(const BattleState& s) {
  return s.generators.portals && s.generators.portals->rolled_turn != s.turn;
}

}  // namespace

std::vector<Command> due_turn_aids(const Game& game) {
  const BattleState& s = game.state();
  std::vector<Command> out;
  if (s.finished) return out;
  const auto add_if = [&](bool due, const char* name) {
    if (!due) return;
    Command command{name, nlohmann::json::object()};
    if (!game.check(command)) out.push_back(std::move(command));
  };
  add_if(deck_due(s), "draw_event");
  add_if(fires_due(s), "spread_fire");
  add_if(react_due(s), "portal_react");
  add_if(arrivals_due(s), "generate_forces");
  return out;
}

std::vector<TurnAid> submit_turn_aids(Game& game) {
  std::vector<TurnAid> sent;
  // Each accepted aid marks itself done for the turn, so this ends; the bound guards against a
  // command that would not.
  for (int guard = 0; guard < 16; ++guard) {
    const std::vector<Command> due = due_turn_aids(game);
    if (due.empty()) break;
    Outcome outcome = game.submit(due.front());
    const bool accepted = outcome.accepted();
    sent.push_back({due.front(), std::move(outcome)});
    if (!accepted) break;
  }
  return sent;
}

}  // namespace fray::game

#include "battle_change.h"

#include <algorithm>
#include <tuple>

namespace fray::app {
namespace {

// The members of the state that say whose turn it is and how far it has gone.
template <typename State>
auto turnOf(State& s) {
  return std::tie(s.turn, s.phase, s.first_side, s.active_side, s.active_figure,
                  s.moves_in_activation, s.others_in_activation, s.finished, s.winner, s.sides);
}

void copyTurn(const game::BattleState& from, game::BattleState& to) { turnOf(to) = turnOf(from); }

}  // namespace

BattleChange BattleChange::everything() {
  BattleChange c;
  c.opened = c.figures_came_or_went = c.turn = c.log = c.terrain = c.objectives = c.generators =
      c.dice = true;
  return c;
}

BattleMark::BattleMark(const game::Game& game)
    : figures_(game.state().figures),
      log_size_(game.log().events().size()),
      log_hash_(game.log().hash()),
      fires_(game.state().fires),
      structures_(game.state().structures),
      victory_(game.state().victory),
      generators_(game.state().generators),
      referee_faces_(game.state().referee_faces) {
  copyTurn(game.state(), turn_);
}

BattleChange BattleMark::changeTo(const game::Game& game) const {
  const game::BattleState& now = game.state();
  BattleChange c;
  // Figures keep their place in the list; one added or removed is a different list.
  c.figures_came_or_went = now.figures.size() != figures_.size();
  for (std::size_t i = 0; i < now.figures.size() && !c.figures_came_or_went; ++i) {
    if (now.figures[i].id != figures_[i].id)
      c.figures_came_or_went = true;
    else if (!(now.figures[i] == figures_[i]))
      c.figures.push_back(now.figures[i].id);
  }
  if (turn_.active_figure != now.active_figure) {
    if (turn_.active_figure) c.figures.push_back(*turn_.active_figure);
    if (now.active_figure) c.figures.push_back(*now.active_figure);
  }
  std::sort(c.figures.begin(), c.figures.end());
  c.figures.erase(std::unique(c.figures.begin(), c.figures.end()), c.figures.end());
  c.turn = turnOf(turn_) != turnOf(now);
  c.log = log_size_ != game.log().events().size() || log_hash_ != game.log().hash();
  c.terrain = fires_ != now.fires || structures_ != now.structures;
  c.objectives = !(victory_ == now.victory);
  c.generators = !(generators_ == now.generators);
  c.dice = referee_faces_ != now.referee_faces;
  return c;
}

}  // namespace fray::app

#include "session/battle_change.h"

#include <algorithm>

namespace fray::app {

BattleMark::TurnMark BattleMark::turnOf(const game::BattleState& s) {
  return {s.turn,
          s.phase,
          s.first_side,
          s.active_side,
          s.active_figure,
          s.moves_in_activation,
          s.others_in_activation,
          s.finished,
          s.winner,
          s.sides};
}

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
      smoke_clouds_(game.state().smoke_clouds),
      illusions_(game.state().illusions),
      structures_(game.state().structures),
      victory_(game.state().victory),
      generators_(game.state().generators),
      referee_faces_(game.state().referee_faces),
      turn_(turnOf(game.state())) {}

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
  const std::optional<int>& was_active = std::get<4>(turn_);  // the active figure
  if (was_active != now.active_figure) {
    if (was_active) c.figures.push_back(*was_active);
    if (now.active_figure) c.figures.push_back(*now.active_figure);
  }
  std::sort(c.figures.begin(), c.figures.end());
  c.figures.erase(std::unique(c.figures.begin(), c.figures.end()), c.figures.end());
  c.turn = turn_ != turnOf(now);
  c.log = log_size_ != game.log().events().size() || log_hash_ != game.log().hash();
  c.terrain = fires_ != now.fires || smoke_clouds_ != now.smoke_clouds ||
              illusions_ != now.illusions || structures_ != now.structures;
  c.objectives = !(victory_ == now.victory);
  c.generators = !(generators_ == now.generators);
  c.dice = referee_faces_ != now.referee_faces;
  return c;
}

}  // namespace fray::app

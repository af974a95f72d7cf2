#include "earshot.h"

#include <algorithm>

#include <fray/classic/classic_figure.h>

namespace fray::game {

bool is_chief(const BattleState& state, const Figure& figure) {
  const std::vector<int>& leaders = state.victory.leaders;
  return figure.leadership > 0 ||
         std::find(leaders.begin(), leaders.end(), figure.id) != leaders.end();
}

bool out_of_earshot(const BattleState& state, const Figure& figure) {
  if (!state.earshot_rule || classic_sheet(figure).spec.elite || is_chief(state, figure))
    return false;
  return std::none_of(state.figures.begin(), state.figures.end(), [&](const Figure& chief) {
    return chief.alive && chief.side == figure.side && is_chief(state, chief) &&
           map::distance(chief.placement.centre, figure.placement.centre) <= kEarshotCm;
  });
}

}  // namespace fray::game

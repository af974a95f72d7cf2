#include "turn/initiative.h"

#include <fray/game/state/battle_queries.h>

namespace fray::game {

int roll_initiative(BattleState& state, dice::DieSource& dice, EventSink& events) {
  for (int round = 1;; ++round) {
    const int a = dice.roll(20);
    const int b = dice.roll(20);
    const bool tie = a == b;
    emit(events, "initiative",
         {{"rolls", {a, b}}, {"tie", tie}, {"citation", "seed 003, \"Initiative\""}},
         "Initiative: " + state.sides[0].name + " rolls " + std::to_string(a) + " on a d20, " +
             state.sides[1].name + " rolls " + std::to_string(b) +
             (tie ? "; a tie, rolled again." : ".") + " (seed 003, \"Initiative\")");
    if (!tie) return a > b ? 0 : 1;
  }
}

}  // namespace fray::game

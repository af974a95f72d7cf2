#include "game_dice.h"

#include <fray/game/state/battle_queries.h>

namespace fray::game {

int GameDice::roll(int sides) {
  while (!state_.referee_faces.empty()) {
    const int face = state_.referee_faces.front();
    state_.referee_faces.pop_front();
    if (face <= sides) {
      emit(events_, "referee_die_used", {{"die", "D" + std::to_string(sides)}, {"face", face}},
           "The referee's die result " + std::to_string(face) + " is used for a D" +
               std::to_string(sides) + ".");
      return face;
    }
    emit(events_, "referee_die_skipped", {{"die", "D" + std::to_string(sides)}, {"face", face}},
         "The referee's result " + std::to_string(face) + " cannot be shown by a D" +
             std::to_string(sides) + "; it is dropped.");
  }
  return state_.rng.roll(sides);
}

}  // namespace fray::game

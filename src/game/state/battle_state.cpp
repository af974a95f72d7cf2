#include <fray/game/state/battle_state.h>

namespace fray::game {

std::string_view to_string(Posture posture) {
  return posture == Posture::Standing ? "standing" : "crouched";
}

Figure* BattleState::find(int id) {
  for (Figure& f : figures)
    if (f.id == id) return &f;
  return nullptr;
}

const Figure* BattleState::find(int id) const {
  for (const Figure& f : figures)
    if (f.id == id) return &f;
  return nullptr;
}

int BattleState::alive_count(int side) const {
  int n = 0;
  for (const Figure& f : figures) n += (f.side == side && f.alive) ? 1 : 0;
  return n;
}

}  // namespace fray::game

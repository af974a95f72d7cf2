#include <algorithm>

#include <fray/game/state/battle_queries.h>
#include <fray/game/state/fire_lighting.h>

namespace fray::game {

int light_fire(BattleState& state, map::Point centre, double radius_cm, int engulf_turns,
               dice::DieSource& dice, EventSink& events, const std::string& who,
               const std::string& citation) {
  Fire fire;  // id: one more than the highest burning one (a fire out may see its id again)
  for (const Fire& other : state.fires) fire.id = std::max(fire.id, other.id);
  ++fire.id;
  fire.centre = centre;
  fire.radius_cm = radius_cm;
  fire.engulf_turns = engulf_turns;
  const int first = dice.roll(6);
  const int second = dice.roll(6);
  fire.turns_left = first + second;
  fire.lit_turn = state.turn;
  state.fires.push_back(fire);
  emit(events, "fire_started",
       {{"fire", fire.id},
        {"at", {fire.centre.x, fire.centre.y}},
        {"radius_cm", fire.radius_cm},
        {"engulf_turns", fire.engulf_turns},
        {"die", "2D6"},
        {"rolls", {first, second}},
        {"turns", fire.turns_left},
        {"citation", citation}},
       who + ": fire " + std::to_string(fire.id) + " is lit; it will burn " +
           std::to_string(fire.turns_left) + " turns (2D6 " + std::to_string(first) + "+" +
           std::to_string(second) + ", " + citation + ").");
  return fire.id;
}

}  // namespace fray::game

#include "state/cargo.h"

#include <algorithm>

#include <fray/game/state/battle_queries.h>

namespace fray::game {

Objective* transport_object(BattleState& state) {
  VictoryRules& v = state.victory;
  if (v.type != VictoryType::Transport) return nullptr;
  const auto it = std::find_if(v.objectives.begin(), v.objectives.end(),
                               [&](const Objective& o) { return o.id == v.key_objective; });
  return it == v.objectives.end() ? nullptr : &*it;
}

void carry_cargo(BattleState& state, EventSink& events) {
  VictoryRules& v = state.victory;
  if (!v.carrier) return;
  Objective* object = transport_object(state);
  if (!object) return;
  const Figure* carrier = state.find(*v.carrier);
  if (carrier) object->position = carrier->placement.centre;
  if (carrier && carrier->alive) return;
  emit(events, "object_dropped",
       {{"figure", *v.carrier}, {"objective", object->id}, {"citation", "seed 003, \"Transport\""}},
       "The object falls to the ground (seed 003, \"Transport\").");
  v.carrier.reset();
}

}  // namespace fray::game

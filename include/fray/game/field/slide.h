#pragma once
// A figure thrown straight along a line (a spell's knock back): how far it gets before
// something stops it. Shared by the rule systems that knock figures back.

#include <string>

#include <fray/game/field/battlefield.h>
#include <fray/game/state/battle_state.h>

namespace fray::game {

struct Slide {
  double distance_cm = 0;
  std::string stopped_by;  ///< What stopped it ("the table edge", a feature, a figure); "".
};

/// How far `figure` goes along `direction` (any length but zero) up to `wanted_cm`, tried in
/// `step_cm` steps: it stops before the table edge, ground impassable to it (`mounted` or on
/// foot) or another living figure's base. Facing is kept.
Slide slide(const Battlefield& field, const BattleState& state, const Figure& figure,
            map::Point direction, double wanted_cm, bool mounted, double step_cm = 0.25);

}  // namespace fray::game

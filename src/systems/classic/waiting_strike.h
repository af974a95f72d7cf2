#pragma once
// Internal to fray_classic: the interrupt of a waiting figure striking an enemy during its move
// (issue 5; docs/rules/turn-sequence.md, "Interrupts").

#include <vector>

#include <fray/map/point.h>

#include "command_families.h"

namespace fray::game {

/// How far from a waiting figure's base a passing enemy's base must come to be struck (assumed:
/// about base contact, with the slack free measurement needs).
inline constexpr double kWaitingReachCm = 1.0;

/// Whether `waiting` may strike `mover` as an interrupt, leaving geometry aside: an enemy,
/// alive, waiting, carrying a melee weapon, free (not recoiling, not already in melee with
/// another enemy).
bool may_interrupt(const Battlefield& field, const BattleState& state, const Figure& waiting,
                   const Figure& mover);

/// The waiting figure strikes the mover once, the mover does not strike back: the events, the
/// wounds or the recoil due, and the striker stops waiting. True when the mover is still free to
/// go on (alive, no recoil due).
bool waiting_strike(ExecuteContext& c, Figure& striker, Figure& mover, const char* how);

/// A move of `mover` from `from` along `path`, `walk_cm` of it walked: the first place where it
/// comes within reach of a waiting enemy that may strike it, and which. Strikes follow one
/// another in the order they are met; returns the length walked before the move is stopped
/// (`walk_cm` when it never is).
double interrupt_move(ExecuteContext& c, Figure& mover, map::Point from,
                      const std::vector<map::Point>& path, double walk_cm);

/// After a charge: the waiting enemies now in base contact with the charger that the bases'
/// rules let strike it (seed 000, "Bases of different sizes in melee") strike it first, in
/// figure order.
void interrupt_charge(ExecuteContext& c, Figure& charger);

}  // namespace fray::game

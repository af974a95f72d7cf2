#pragma once

#include <fray/game/field/battlefield.h>
#include <fray/game/state/battle_state.h>
#include <fray/map/table_path.h>

namespace fray::game {

/// The half width the pathfinder gives a figure's base: a round base's radius, a square one's
/// half diagonal (map::TablePathOptions).
double path_radius(const Figure& figure);

/// What stands in the way of `figure` on a free-measure table: impassable features, very
/// difficult ground at double cost (the move is halved there), and the bases of its enemies,
/// grown by a hair more than the contact distance (figures do not move through enemies, and a
/// move that ends touching one is a charge). Friends do not block the way: the game lets a figure
/// pass through its friends, only not stop on them. `mounted` (the rule system says who rides):
/// the riders' footing is read. Shared by the window's move tool and the AIs' marches.
map::TablePathMap move_path_map(const Battlefield& field, const BattleState& state,
                                const Figure& figure, bool mounted);

}  // namespace fray::game

#pragma once

#include <vector>

#include <QPainterPath>
#include <QPointF>
#include <QString>

#include <fray/map/hex_map.h>
#include <fray/map/hex_move_blockers.h>
#include <fray/map/hex_path.h>
#include <fray/map/hex_path_mover.h>

namespace fray::game {
class Game;
struct Figure;
}  // namespace fray::game

namespace fray::app {

/// One planned hex move: the hex centres after the start, what the game counts for it (cm: one
/// hex width per hex, docs/rules/hex.md) and what seed 001 prices it at.
struct HexRoute {
  bool found = false;           ///< false: no way there (the points are then the straight line)
  std::vector<QPointF> points;  ///< centres of the hexes entered, in cm, the goal last
  int hexes = 0;                ///< hexes entered
  double length_cm = 0;         ///< what the `move` command counts against the allowance
  double movement_points = 0;   ///< seed 001, "Movement Point Costs", turns in place included;
                                ///< -1 when the route was taken for fewer hexes (not priced)
};

/// Paths for one figure's move on a hex map, built when a drag starts (the others stand still
/// while it lasts). The route is the map layer's HexPathfinder's cheapest under seed 001,
/// "Movement Point Costs" (difficult hexes and friends' hexes +1, turning 1 per hexside) with
/// the figure's facing as its start; enemies' hexes and impassable hexes are never entered, and
/// a friend's hex is crossed, never ended on, as the game's `move` allows. The game counts a hex
/// move in hexes (cm), not points: when the cheapest route is longer than the allowance and a
/// route with fewer hexes fits, that one is taken (assumed: the player wants to get there).
class HexMovePlanner {
 public:
  HexMovePlanner(const game::Game& game, const game::Figure& figure, double allowance_cm);
  HexMovePlanner(const HexMovePlanner&) = delete;
  HexMovePlanner& operator=(const HexMovePlanner&) = delete;

  /// The route to the hex holding `to`; not found when the hex is off the map, impassable, an
  /// enemy's or a friend's, or walled off.
  HexRoute route(QPointF to);
  /// The hexes the figure `figure_id` can end its move in along its routes: within the
  /// allowance, and accepted by `game`'s check of the `move` (the start hex is included).
  QPainterPath reachable(const game::Game& game, int figure_id);
  /// "7.5 cm of 20 cm (3 hexes, 4 MP)" for a route.
  QString costText(const HexRoute& route) const;

 private:
  std::optional<map::HexPath> search(map::HexPathfinder& finder, map::Hex goal);
  HexRoute routeOf(const map::HexPath& path) const;

  const map::HexMap& map_;
  map::HexMap flat_map_;  ///< the map with only its impassable hexes: routes by fewest hexes
  map::HexPathfinder finder_;
  map::HexPathfinder flat_finder_;
  map::HexMoveBlockers blockers_;
  map::HexMover mover_;
  double allowance_cm_;
};

}  // namespace fray::app

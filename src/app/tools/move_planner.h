#pragma once

#include <vector>

#include <QPainterPath>
#include <QPointF>

#include <fray/map/base_geometry.h>
#include <fray/map/table_path.h>

namespace fray::game {
class Game;
struct Figure;
}  // namespace fray::game

namespace fray::app {

/// What stands in the way of figure `figure` on a free-measure table
/// (game::move_path_map, the rule system saying whether it rides).
map::TablePathMap movePathMap(const game::Game& game, const game::Figure& figure);

/// Paths and reach for one figure's move on a free-measure table, built when a drag starts (the
/// others stand still while it lasts): one TablePathfinder for the figure's base among
/// movePathMap's obstacles.
class MovePlanner {
 public:
  MovePlanner(const game::Game& game, const game::Figure& figure);

  /// The `move` command's path to `to` (the points after the start): around obstacles and enemy
  /// bases when the pathfinder finds a way, else the straight line (the game then says why not).
  std::vector<QPointF> route(QPointF to);
  /// The ground the centre can reach within `allowance_cm` and stop on (1 cm cells): a friend's
  /// base may be crossed, not stood on.
  QPainterPath reachable(double allowance_cm);
  /// True when the figure may stop with its centre at `p` as far as other bases go.
  bool clearOfFriends(QPointF p) const;

 private:
  map::TablePathfinder finder_;
  map::Point start_;
  double radius_;
  std::vector<map::Footprint> friends_;
};

}  // namespace fray::app

#pragma once

#include <vector>

#include <QPainterPath>
#include <QPointF>
#include <QString>

#include <fray/map/square_grid.h>

namespace fray::game {
class Game;
struct Figure;
}  // namespace fray::game

namespace fray::app {

/// One planned move on a square grid: the centres of the squares entered and what they cost.
struct SquareRoute {
  bool found = false;           ///< false: no way there (the points are then the straight line)
  std::vector<QPointF> points;  ///< centres of the squares entered, in cm, the goal last
  int squares = 0;              ///< squares entered (found), or square_distance straight there
  int spaces = 0;               ///< what they cost: one a square, more for difficult ground
};

/// Paths for one figure's move on a square grid (seed 003, "Movement", "Difficult Terrain"),
/// worked out for the whole grid when a drag starts (the others stand still while it lasts).
/// A step goes to any of the eight neighbours, diagonals included, and costs one space; entering
/// difficult ground costs the d20 rules' difficult_cost (2 for other systems). Impassable squares
/// and opponents' squares are never entered; a friend's square is crossed, never ended on. Of
/// the routes that cost the fewest spaces, the one nearest a straight line is taken. The game
/// checks the move the Move tool sends, and its word is the last.
class SquareMovePlanner {
 public:
  SquareMovePlanner(const game::Game& game, const game::Figure& figure, double allowance_cm);

  /// The route to the square holding `to`; not found when that square is off the grid,
  /// impassable, occupied, the figure's own, or walled off.
  SquareRoute route(QPointF to) const;
  /// The squares figure `figure_id` can end its move in along its routes: within the allowance,
  /// and accepted by `game`'s check of the `move` (the start square is included).
  QPainterPath reachable(const game::Game& game, int figure_id) const;
  /// "4 of 6 spaces" for a route ("5 of 6 spaces (3 squares, difficult ground)" when difficult
  /// ground costs more; "... in a straight line" when no route was found).
  QString costText(const SquareRoute& route) const;
  int allowanceSpaces() const { return allowance_spaces_; }

 private:
  enum class Occupant : unsigned char { None, Friend, Enemy };
  void search();

  const map::SquareMap& map_;
  map::Square start_;
  int difficult_cost_ = 2;
  int allowance_spaces_ = 0;
  std::vector<Occupant> occupants_;  ///< by grid index
  std::vector<int> spaces_;          ///< cheapest cost from the start by grid index, -1: none
  std::vector<int> previous_;        ///< the square stepped from, by grid index, -1: none
};

}  // namespace fray::app

#include "tools/square_move_planner.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <tuple>
#include <utility>

#include <QObject>
#include <queue>

#include <fray/d20/d20_system.h>
#include <fray/game/game.h>

#include "scene/square_painter.h"

namespace fray::app {

SquareMovePlanner::SquareMovePlanner(const game::Game& game, const game::Figure& figure,
                                     double allowance_cm)
    : map_(*game.field().square_map()) {
  if (game.system().id() == d20::D20Sheet::system_id)
    difficult_cost_ = std::max(1, d20::d20_rules(game.system()).difficult_cost);
  if (map_.layout.size_cm > 0.0)
    allowance_spaces_ = static_cast<int>(std::lround(allowance_cm / map_.layout.size_cm));
  start_ = map_.layout.square_at(figure.placement.centre);
  occupants_.assign(static_cast<std::size_t>(map_.grid.size()), Occupant::None);
  for (const game::Figure& other : game.state().figures) {
    if (!other.alive || other.id == figure.id) continue;
    // Every square a large figure covers is its own (seed 003, "Large Figures").
    for (const map::Point& centre :
         game.field().spaces_under(game::Footprint{other.base, other.placement})) {
      const map::Square s = map_.layout.square_at(centre);
      if (!map_.grid.contains(s)) continue;
      Occupant& at = occupants_[static_cast<std::size_t>(map_.grid.index(s))];
      // An opponent wins when both stand in one square.
      if (other.side != figure.side)
        at = Occupant::Enemy;
      else if (at == Occupant::None)
        at = Occupant::Friend;
    }
  }
  search();
}

// Dijkstra from the start over the whole grid, by spaces and then by the length of the line
// through the squares' centres (the straightest of the cheapest routes).
void SquareMovePlanner::search() {
  const auto count = static_cast<std::size_t>(map_.grid.size());
  spaces_.assign(count, -1);
  previous_.assign(count, -1);
  if (!map_.grid.contains(start_)) return;
  std::vector<double> length(count, 0.0);
  std::vector<bool> done(count, false);
  using Entry = std::tuple<int, double, int>;  // spaces, length, grid index
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
  const int first = map_.grid.index(start_);
  spaces_[static_cast<std::size_t>(first)] = 0;
  open.emplace(0, 0.0, first);
  while (!open.empty()) {
    const auto [cost, along, index] = open.top();
    open.pop();
    const auto at = static_cast<std::size_t>(index);
    if (done[at]) continue;
    done[at] = true;
    const map::Square square = map_.grid.at_index(index);
    for (const map::Square& next : map_.grid.neighbours(square)) {
      const int next_index = map_.grid.index(next);
      const auto to = static_cast<std::size_t>(next_index);
      const map::SquareCell& cell = map_.cell(next);
      if (done[to] || cell.impassable || occupants_[to] == Occupant::Enemy) continue;
      const int next_cost = cost + (cell.difficult ? difficult_cost_ : 1);
      const bool diagonal = next.column != square.column && next.row != square.row;
      const double next_length = along + (diagonal ? std::sqrt(2.0) : 1.0);
      if (spaces_[to] >= 0 &&
          std::make_pair(spaces_[to], length[to]) <= std::make_pair(next_cost, next_length))
        continue;
      spaces_[to] = next_cost;
      length[to] = next_length;
      previous_[to] = index;
      open.emplace(next_cost, next_length, next_index);
    }
  }
}

SquareRoute SquareMovePlanner::route(QPointF to) const {
  const map::Square goal = map_.layout.square_at({to.x(), to.y()});
  SquareRoute none;
  none.points = {to};
  none.squares = map::square_distance(start_, goal);
  none.spaces = none.squares;
  if (!map_.grid.contains(goal) || goal == start_) return none;
  const auto at = static_cast<std::size_t>(map_.grid.index(goal));
  if (spaces_[at] < 0 || occupants_[at] != Occupant::None) return none;
  SquareRoute found;
  found.found = true;
  found.spaces = spaces_[at];
  const int first = map_.grid.index(start_);
  for (int index = map_.grid.index(goal); index >= 0 && index != first;
       index = previous_[static_cast<std::size_t>(index)]) {
    const map::Point centre = map_.layout.centre(map_.grid.at_index(index));
    found.points.emplace_back(centre.x, centre.y);
  }
  std::reverse(found.points.begin(), found.points.end());
  found.squares = static_cast<int>(found.points.size());
  return found;
}

QPainterPath SquareMovePlanner::reachable(const game::Game& game, int figure_id) const {
  QPainterPath area;
  area.setFillRule(Qt::WindingFill);
  if (!map_.grid.contains(start_)) return area;
  area.addRect(squareRect(map_.layout, start_));
  for (int index = 0; index < map_.grid.size(); ++index) {
    const map::Square square = map_.grid.at_index(index);
    const auto at = static_cast<std::size_t>(index);
    if (square == start_ || spaces_[at] < 0 || spaces_[at] > allowance_spaces_ ||
        occupants_[at] != Occupant::None)
      continue;
    const map::Point centre = map_.layout.centre(square);
    const SquareRoute way = route({centre.x, centre.y});
    if (!way.found) continue;
    nlohmann::json path = nlohmann::json::array();
    for (const QPointF& p : way.points) path.push_back({p.x(), p.y()});
    if (!game.check({"move", {{"figure", figure_id}, {"path", path}}}))
      area.addRect(squareRect(map_.layout, square));
  }
  return area.simplified();
}

QString SquareMovePlanner::costText(const SquareRoute& route) const {
  const QString spaces = QObject::tr("%1 of %2 spaces").arg(route.spaces).arg(allowance_spaces_);
  if (!route.found) return QObject::tr("%1 in a straight line").arg(spaces);
  if (route.spaces == route.squares) return spaces;
  return QObject::tr("%1 (%n square(s), difficult ground)", nullptr, route.squares).arg(spaces);
}

}  // namespace fray::app

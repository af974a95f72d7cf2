#include "tools/hex_move_planner.h"

#include <algorithm>
#include <cmath>

#include <QObject>
#include <QPolygonF>

#include <fray/game/game.h>

namespace fray::app {
namespace {

map::HexMap flattened(const map::HexMap& hex_map) {
  map::HexMap flat = hex_map;
  for (map::HexCell& cell : flat.cells) {
    cell.extra_move_cost = 0;
    cell.costs_all_points = false;
  }
  return flat;
}

map::HexDirection facingOf(double facing_deg) {
  const long sixth = std::lround(facing_deg / 60.0);
  return static_cast<map::HexDirection>(((sixth % 6) + 6) % 6);
}

}  // namespace

HexMovePlanner::HexMovePlanner(const game::Game& game, const game::Figure& figure,
                               double allowance_cm)
    : map_(*game.field().hex_map()),
      flat_map_(flattened(map_)),
      finder_(map_),
      flat_finder_(flat_map_),
      blockers_(map_.grid),
      allowance_cm_(allowance_cm) {
  const map::HexLayout& layout = map_.layout;
  for (const game::Figure& other : game.state().figures) {
    if (!other.alive || other.id == figure.id) continue;
    // Every hex a large figure covers is its own (seed 003, "Large Figures").
    for (const map::Point& centre :
         game.field().spaces_under(game::Footprint{other.base, other.placement})) {
      const map::Hex hex = layout.hex_at(centre);
      if (!map_.grid.contains(hex)) continue;
      // An enemy wins when both stand in one hex.
      if (other.side != figure.side)
        blockers_.set(hex, map::HexMoveBlockers::Occupant::Enemy);
      else if (blockers_.at(hex) == map::HexMoveBlockers::Occupant::None)
        blockers_.set(hex, map::HexMoveBlockers::Occupant::Ally);
    }
  }
  // The game's allowance in hexes stands for the Move score: it prices the hexes that take all
  // the points (assumed; the game counts cm, seed 001 counts points).
  const int hexes = std::max(1, static_cast<int>(allowance_cm / layout.across_flats_cm + 1e-9));
  mover_ = {layout.hex_at(figure.placement.centre), facingOf(figure.placement.facing_deg),
            map::Posture::Standing, map::maneuver_movement(map::Maneuver::Move, hexes)};
}

std::optional<map::HexPath> HexMovePlanner::search(map::HexPathfinder& finder, map::Hex goal) {
  // Over several turns: the allowance is the game's to check, in cm, with its reason.
  return finder.shortest_path(mover_, goal, blockers_, map::HexPathOptions{});
}

HexRoute HexMovePlanner::routeOf(const map::HexPath& path) const {
  HexRoute route;
  route.found = true;
  route.movement_points = path.cost() / static_cast<double>(map::kHalfPointsPerPoint);
  map::Hex at = mover_.hex;
  for (const map::HexPathStep& step : path.steps) {
    if (step.hex == at) continue;  // a turn in place
    at = step.hex;
    const map::Point centre = map_.layout.centre(at);
    route.points.emplace_back(centre.x, centre.y);
  }
  route.hexes = static_cast<int>(route.points.size());
  route.length_cm = route.hexes * map_.layout.across_flats_cm;
  return route;
}

HexRoute HexMovePlanner::route(QPointF to) {
  const map::Hex goal = map_.layout.hex_at({to.x(), to.y()});
  HexRoute none;
  none.points = {to};
  if (!map_.grid.contains(goal) || goal == mover_.hex) return none;
  const std::optional<map::HexPath> cheapest = search(finder_, goal);
  if (!cheapest) return none;
  HexRoute route = routeOf(*cheapest);
  if (route.length_cm > allowance_cm_ + 1e-6) {
    if (const std::optional<map::HexPath> shortest = search(flat_finder_, goal)) {
      HexRoute fewer = routeOf(*shortest);
      if (fewer.hexes < route.hexes) {
        route = std::move(fewer);
        route.movement_points = -1;  // the flat search's price leaves the terrain out: not shown
      }
    }
  }
  return route;
}

QPainterPath HexMovePlanner::reachable(const game::Game& game, int figure_id) {
  QPainterPath area;
  area.setFillRule(Qt::WindingFill);
  const auto add = [&](map::Hex hex) {
    QPolygonF outline;
    for (const map::Point& corner : map_.layout.corners(hex))
      outline << QPointF(corner.x, corner.y);
    area.addPolygon(outline);
    area.closeSubpath();
  };
  add(mover_.hex);
  const int most = static_cast<int>(allowance_cm_ / map_.layout.across_flats_cm + 1e-9);
  for (int column = 0; column < map_.grid.columns(); ++column) {
    for (int row = 0; row < map_.grid.rows(); ++row) {
      const map::Hex hex = map::HexGrid::from_offset(column, row);
      if (hex == mover_.hex || map::hex_distance(hex, mover_.hex) > most) continue;
      const map::Point centre = map_.layout.centre(hex);
      const HexRoute way = route({centre.x, centre.y});
      if (!way.found || way.length_cm > allowance_cm_ + 1e-6) continue;
      nlohmann::json path = nlohmann::json::array();
      for (const QPointF& p : way.points) path.push_back({p.x(), p.y()});
      if (!game.check({"move", {{"figure", figure_id}, {"path", path}}})) add(hex);
    }
  }
  return area.simplified();
}

QString HexMovePlanner::costText(const HexRoute& route) const {
  const QString cm =
      QObject::tr("%1 cm of %2 cm").arg(route.length_cm, 0, 'f', 1).arg(allowance_cm_, 0, 'f', 0);
  if (!route.found) return cm;
  if (route.movement_points < 0) return QObject::tr("%1 (%2 hexes)").arg(cm).arg(route.hexes);
  return QObject::tr("%1 (%2 hexes, %3 MP)")
      .arg(cm)
      .arg(route.hexes)
      .arg(route.movement_points, 0, 'g', 3);
}

}  // namespace fray::app

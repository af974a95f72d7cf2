#include "scene/reach_area.h"

#include <cmath>

#include <QPolygonF>

#include <fray/game/game.h>

#include "scene/square_painter.h"
#include "tools/move_planner.h"

namespace fray::app {

namespace {

QPainterPath tableArea(const game::Game& game, const game::Figure& figure, double allowance_cm) {
  return MovePlanner(game, figure).reachable(allowance_cm);
}

QPainterPath hexArea(const game::Game& game, const game::Figure& figure, double allowance_cm) {
  const map::HexMap& hex_map = *game.field().hex_map();
  const map::Point start = figure.placement.centre;
  QPainterPath area;
  area.setFillRule(Qt::WindingFill);
  for (int column = 0; column < hex_map.grid.columns(); ++column) {
    for (int row = 0; row < hex_map.grid.rows(); ++row) {
      const map::Hex hex = map::HexGrid::from_offset(column, row);
      const map::Point centre = hex_map.layout.centre(hex);
      if (std::hypot(centre.x - start.x, centre.y - start.y) > allowance_cm + 0.05) continue;
      const bool own_hex = std::hypot(centre.x - start.x, centre.y - start.y) < 0.05;
      if (!own_hex &&
          game.check({"move", {{"figure", figure.id}, {"path", {{centre.x, centre.y}}}}}))
        continue;
      QPolygonF outline;
      for (const map::Point& corner : hex_map.layout.corners(hex))
        outline << QPointF(corner.x, corner.y);
      area.addPolygon(outline);
      area.closeSubpath();
    }
  }
  return area.simplified();
}

// Every square a straight move within the allowance (square_distance spaces of one square's
// size each) reaches and that the game accepts as a move's end.
QPainterPath squareArea(const game::Game& game, const game::Figure& figure, double allowance_cm) {
  const map::SquareMap& squares = *game.field().square_map();
  const double size = squares.layout.size_cm;
  if (size <= 0.0) return {};
  const map::Square start = squares.layout.square_at(figure.placement.centre);
  const int most = static_cast<int>(allowance_cm / size + 1e-9);
  QPainterPath area;
  area.setFillRule(Qt::WindingFill);
  for (int index = 0; index < squares.grid.size(); ++index) {
    const map::Square square = squares.grid.at_index(index);
    if (map::square_distance(start, square) > most) continue;
    const map::Point centre = squares.layout.centre(square);
    if (square != start &&
        game.check({"move", {{"figure", figure.id}, {"path", {{centre.x, centre.y}}}}}))
      continue;
    area.addRect(squareRect(squares.layout, square));
  }
  return area.simplified();
}

}  // namespace

QPainterPath reachableArea(const game::Game& game, int figure_id, double allowance_cm) {
  const game::Figure* figure = game.state().find(figure_id);
  if (!figure || allowance_cm <= 0.0) return {};
  if (game.field().is_hex()) return hexArea(game, *figure, allowance_cm);
  if (game.field().is_square()) return squareArea(game, *figure, allowance_cm);
  return tableArea(game, *figure, allowance_cm);
}

}  // namespace fray::app

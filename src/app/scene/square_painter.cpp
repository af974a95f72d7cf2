#include "scene/square_painter.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include <QPolygonF>

#include "scene/hex_painter.h"
#include "scene/text_painter.h"

namespace fray::app {
namespace {

// The column (row) holding `offset` cm from the grid's origin, clamped onto the grid.
int clampedCell(double offset, double size, int count) {
  const double cell = std::floor(offset / size);
  return static_cast<int>(std::clamp(cell, 0.0, static_cast<double>(std::max(0, count - 1))));
}

// What a square cell does, as the traits the style table derives unknown terrain's looks from.
map::TerrainTraits traitsOf(const map::SquareCell& cell) {
  map::TerrainTraits traits;
  if (cell.blocks_sight) traits.sight = map::SightEffect::Blocking;
  if (cell.partial_cover) traits.cover = map::CoverGiven::Cover;
  if (cell.impassable)
    traits.footing = map::Footing::Impassable;
  else if (cell.difficult)
    traits.footing = map::Footing::Difficult;
  return traits;
}

}  // namespace

std::vector<TerrainStyle> squareTerrainStyles(const map::SquareMap& map) {
  std::vector<const map::SquareCell*> first(map.terrain_names.size(), nullptr);
  for (const map::SquareCell& cell : map.cells)
    if (cell.terrain < first.size() && !first[cell.terrain]) first[cell.terrain] = &cell;
  std::vector<TerrainStyle> styles;
  for (std::size_t t = 0; t < map.terrain_names.size(); ++t) {
    const map::TerrainTraits traits = first[t] ? traitsOf(*first[t]) : map::TerrainTraits{};
    styles.push_back(terrainStyle(map.terrain_names[t], &traits));
  }
  return styles;
}

QRectF squareRect(const map::SquareLayout& layout, map::Square square) {
  const double size = layout.size_cm;
  return {layout.origin.x + square.column * size, layout.origin.y + square.row * size, size, size};
}

QRectF squareMapBounds(const map::SquareMap& map) {
  const double size = map.layout.size_cm;
  return {map.layout.origin.x, map.layout.origin.y, map.grid.columns() * size,
          map.grid.rows() * size};
}

QString squareLabel(map::Square square) {
  return QStringLiteral("%1,%2").arg(square.column).arg(square.row);
}

void paintDifficultMark(QPainter& painter, const QRectF& square) {
  // Five dots in a quincunx: stippled ground that still shows the terrain's colour.
  const double quarter = square.width() / 4;
  const double radius = square.width() * 0.05;
  painter.setPen(Qt::NoPen);
  painter.setBrush(QColor(60, 40, 10, 170));
  const QPointF dots[] = {{1.0, 1.0}, {3.0, 1.0}, {2.0, 2.0}, {1.0, 3.0}, {3.0, 3.0}};
  for (const QPointF& dot : dots)
    painter.drawEllipse(square.topLeft() + dot * quarter, radius, radius);
}

void paintPartialCoverMark(QPainter& painter, const QRectF& square) {
  // Further in than the sight-blocking ring, thin and dashed: seen, but in cover.
  const double inset = square.width() * 0.2;
  painter.setBrush(Qt::NoBrush);
  painter.setPen(QPen(QColor(20, 20, 20, 210), square.width() * 0.045, Qt::DashLine, Qt::FlatCap,
                      Qt::MiterJoin));
  painter.drawRect(square.adjusted(inset, inset, -inset, -inset));
}

void paintSquareMap(QPainter& painter, const map::SquareMap& map, const QRectF& exposed,
                    const PaintOptions& options) {
  const double size = map.layout.size_cm;
  const QRectF bounds = squareMapBounds(map);
  if (size <= 0.0 || map.grid.size() <= 0 || !exposed.intersects(bounds)) return;
  std::vector<TerrainStyle> styles = squareTerrainStyles(map);
  if (styles.empty()) styles.push_back(openGroundStyle());
  const double pixels_across = size * painter.transform().m11();
  const double left = exposed.left() - map.layout.origin.x;
  const double top = exposed.top() - map.layout.origin.y;
  const int first_column = clampedCell(left, size, map.grid.columns());
  const int last_column = clampedCell(left + exposed.width(), size, map.grid.columns());
  const int first_row = clampedCell(top, size, map.grid.rows());
  const int last_row = clampedCell(top + exposed.height(), size, map.grid.rows());
  painter.save();
  for (int row = first_row; row <= last_row; ++row) {
    for (int column = first_column; column <= last_column; ++column) {
      const map::Square square{column, row};
      const map::SquareCell& cell = map.cell(square);
      const TerrainStyle& style = styles[std::min<std::size_t>(cell.terrain, styles.size() - 1)];
      const QRectF rect = squareRect(map.layout, square);
      painter.setPen(Qt::NoPen);
      painter.setBrush(style.fillBrush());
      painter.drawRect(rect);
      if (style.pattern != Qt::NoBrush) {
        painter.setBrush(style.patternBrush());
        painter.drawRect(rect);
      }
      if (cell.difficult) paintDifficultMark(painter, rect);
      if (cell.impassable) paintImpassableMark(painter, QPolygonF(rect));
      if (cell.blocks_sight) paintBlocksSightMark(painter, QPolygonF(rect), rect.center());
      if (cell.partial_cover) paintPartialCoverMark(painter, rect);
    }
  }
  if (options.grid) {
    // One line per column and row edge (not an outline per square, which would draw each twice).
    QPen pen(QColor(0, 0, 0, 90));
    pen.setCosmetic(true);
    painter.setPen(pen);
    const QRectF shown(squareRect(map.layout, {first_column, first_row}).topLeft(),
                       squareRect(map.layout, {last_column, last_row}).bottomRight());
    for (int column = first_column; column <= last_column + 1; ++column) {
      const double x = map.layout.origin.x + column * size;
      painter.drawLine(QPointF(x, shown.top()), QPointF(x, shown.bottom()));
    }
    for (int row = first_row; row <= last_row + 1; ++row) {
      const double y = map.layout.origin.y + row * size;
      painter.drawLine(QPointF(shown.left(), y), QPointF(shown.right(), y));
    }
  }
  if (options.coordinates && pixels_across >= 26.0) {
    for (int row = first_row; row <= last_row; ++row) {
      for (int column = first_column; column <= last_column; ++column) {
        const QRectF rect = squareRect(map.layout, {column, row});
        drawTextCm(painter, QRectF(rect.left(), rect.top() + size * 0.05, size, size * 0.3),
                   squareLabel({column, row}), size * 0.2, QColor(30, 30, 30),
                   QColor(255, 255, 255, 140));
      }
    }
  }
  painter.restore();
}

}  // namespace fray::app

#include "scene/hex_painter.h"

#include <algorithm>

#include "scene/terrain_style.h"
#include "scene/text_painter.h"

namespace fray::app {

QPolygonF hexPolygon(const map::HexLayout& layout, map::Hex hex) {
  QPolygonF polygon;
  for (const map::Point& corner : layout.corners(hex)) polygon << QPointF(corner.x, corner.y);
  return polygon;
}

QRectF hexMapBounds(const map::HexMap& map) {
  QRectF bounds;
  const int columns = map.grid.columns();
  const int rows = map.grid.rows();
  // Only the border hexes can reach the edge of the rectangle.
  for (int c = 0; c < columns; ++c) {
    for (int r = 0; r < rows; ++r) {
      if (c != 0 && c != columns - 1 && r != 0 && r != rows - 1 && r != 1 && r != rows - 2)
        continue;
      bounds |= hexPolygon(map.layout, map::HexGrid::from_offset(c, r)).boundingRect();
    }
  }
  return bounds;
}

QString hexLabel(map::Hex hex) {
  return QStringLiteral("%1,%2").arg(map::HexGrid::column_of(hex)).arg(map::HexGrid::row_of(hex));
}

void paintImpassableMark(QPainter& painter, const QPolygonF& hex) {
  painter.setPen(Qt::NoPen);
  painter.setBrush(QBrush(QColor(20, 20, 20, 200), Qt::DiagCrossPattern));
  painter.drawPolygon(hex);
}

void paintBlocksSightMark(QPainter& painter, const QPolygonF& hex, QPointF centre) {
  // An inner ring, inset from the outline, so neighbouring blockers still show their edges.
  QPolygonF inner;
  for (const QPointF& corner : hex) inner << centre + (corner - centre) * 0.8;
  const double across = hex.boundingRect().height();
  painter.setBrush(Qt::NoBrush);
  painter.setPen(
      QPen(QColor(10, 10, 10, 220), across * 0.08, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
  painter.drawPolygon(inner);
}

void paintHexMap(QPainter& painter, const map::HexMap& map, const QRectF& exposed,
                 const PaintOptions& options) {
  std::vector<TerrainStyle> styles;
  for (const auto& name : map.terrain_names) styles.push_back(terrainStyle(name));
  if (styles.empty()) styles.push_back(openGroundStyle());
  const double across = map.layout.across_flats_cm;
  const double pixels_across = across * painter.transform().m11();
  const QRectF area = exposed.adjusted(-across, -across, across, across);
  painter.save();
  for (int index = 0; index < map.grid.size(); ++index) {
    const map::Hex hex = map.grid.hex(index);
    const map::Point c = map.layout.centre(hex);
    const QPointF centre(c.x, c.y);
    if (!area.contains(centre)) continue;
    const map::HexCell& cell = map.cells[static_cast<std::size_t>(index)];
    const TerrainStyle& style = styles[std::min<std::size_t>(cell.terrain, styles.size() - 1)];
    const QPolygonF polygon = hexPolygon(map.layout, hex);
    painter.setPen(Qt::NoPen);
    painter.setBrush(style.fillBrush());
    painter.drawPolygon(polygon);
    if (style.pattern != Qt::NoBrush) {
      painter.setBrush(style.patternBrush());
      painter.drawPolygon(polygon);
    }
    if (cell.height != 0) {
      const int alpha = std::clamp(45 * std::abs(static_cast<int>(cell.height)), 0, 180);
      painter.setBrush(cell.height > 0 ? QColor(90, 55, 10, alpha) : QColor(20, 40, 90, alpha));
      painter.drawPolygon(polygon);
    }
    if (cell.impassable) paintImpassableMark(painter, polygon);
    if (cell.blocks_sight) paintBlocksSightMark(painter, polygon, centre);
    if (options.grid) {
      QPen pen(QColor(0, 0, 0, 90));
      pen.setCosmetic(true);
      painter.setPen(pen);
      painter.setBrush(Qt::NoBrush);
      painter.drawPolygon(polygon);
    }
    if (options.coordinates && pixels_across >= 26.0) {
      drawTextCm(
          painter,
          QRectF(centre.x() - across * 0.5, centre.y() - across * 0.45, across, across * 0.3),
          hexLabel(hex), across * 0.2, QColor(30, 30, 30), QColor(255, 255, 255, 140));
    }
  }
  painter.restore();
}

}  // namespace fray::app

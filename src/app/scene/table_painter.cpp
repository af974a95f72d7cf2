#include "scene/table_painter.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "scene/terrain_style.h"
#include "scene/text_painter.h"

namespace fray::app {
namespace {
constexpr double kMaxLabelPixels = 18.0;

QPointF toQt(map::Point p) { return {p.x, p.y}; }

void paintLevelShading(QPainter& painter, const QPainterPath& area, int level) {
  // A darker rim inside the outline, one band per level, reads as a slope at any zoom.
  painter.save();
  painter.setClipPath(area, Qt::IntersectClip);
  painter.setBrush(Qt::NoBrush);
  for (int step = level; step >= 1; --step) {
    painter.setPen(
        QPen(QColor(90, 60, 20, 55), 2.4 * step, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(area);
  }
  painter.restore();
}

void paintArea(QPainter& painter, const map::TerrainFeature& feature, const TerrainStyle& style) {
  const QPainterPath path = featurePath(feature);
  painter.setPen(Qt::NoPen);
  painter.setBrush(style.fillBrush());
  painter.drawPath(path);
  if (style.pattern != Qt::NoBrush) {
    painter.setBrush(style.patternBrush());
    painter.drawPath(path);
  }
  if (feature.level > 0) paintLevelShading(painter, path, feature.level);
  painter.setBrush(Qt::NoBrush);
  painter.setPen(style.outlinePen());
  painter.drawPath(path);
}

void paintLine(QPainter& painter, const map::TerrainFeature& feature, const TerrainStyle& style) {
  const QPainterPath path = featurePath(feature);
  const double width = std::max(feature.thickness_cm, 0.2);
  painter.setBrush(Qt::NoBrush);
  // Edge, body, then the pattern: a wall is grey with dark edges, a stream blue with ripples.
  painter.setPen(
      QPen(style.outline, width + 2 * style.outline_cm, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
  painter.drawPath(path);
  painter.setPen(QPen(style.fill, width, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
  painter.drawPath(path);
  if (style.pattern != Qt::NoBrush) {
    painter.setPen(QPen(style.patternBrush(), width, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
    painter.drawPath(path);
  }
}

QPointF labelAnchor(const map::TerrainFeature& feature) {
  if (feature.shape == map::FeatureShape::CircleArea) return toQt(feature.centre);
  if (feature.points.empty()) return {};
  if (feature.shape == map::FeatureShape::Polyline) {
    return toQt(feature.points[feature.points.size() / 2]);
  }
  const map::Point sum = std::accumulate(feature.points.begin(), feature.points.end(), map::Point{},
                                         [](map::Point a, map::Point b) { return a + b; });
  return toQt(sum * (1.0 / static_cast<double>(feature.points.size())));
}

}  // namespace

QPainterPath featurePath(const map::TerrainFeature& feature) {
  QPainterPath path;
  if (feature.shape == map::FeatureShape::CircleArea) {
    path.addEllipse(toQt(feature.centre), feature.radius_cm, feature.radius_cm);
    return path;
  }
  if (feature.points.empty()) return path;
  path.moveTo(toQt(feature.points.front()));
  for (std::size_t i = 1; i < feature.points.size(); ++i) path.lineTo(toQt(feature.points[i]));
  if (feature.shape == map::FeatureShape::PolygonArea) path.closeSubpath();
  return path;
}

void paintOpening(QPainter& painter, const map::Opening& opening) {
  const QLineF line(toQt(opening.where.a), toQt(opening.where.b));
  painter.setBrush(Qt::NoBrush);
  switch (opening.kind) {
    case map::OpeningKind::Door:
      painter.setPen(QPen(QColor(0xf3, 0xe2, 0xb8), 1.0, Qt::SolidLine, Qt::FlatCap));
      painter.drawLine(line);
      painter.setPen(QPen(QColor(0x5a, 0x3a, 0x1a), 0.3, Qt::SolidLine, Qt::FlatCap));
      painter.drawLine(line);
      break;
    case map::OpeningKind::Window:
      painter.setPen(QPen(QColor(0xb8, 0xe8, 0xff), 1.0, Qt::SolidLine, Qt::FlatCap));
      painter.drawLine(line);
      painter.setPen(QPen(QColor(0x20, 0x50, 0x80), 0.15, Qt::SolidLine, Qt::FlatCap));
      painter.drawLine(line);
      break;
    case map::OpeningKind::ArrowSlit:
      painter.setPen(QPen(QColor(0xff, 0xd0, 0x20), 1.0, Qt::SolidLine, Qt::FlatCap));
      painter.drawLine(line);
      painter.setPen(QPen(Qt::black, 0.25, Qt::SolidLine, Qt::FlatCap));
      painter.drawLine(line);
      break;
  }
}

void paintTable(QPainter& painter, const map::TableMap& table, const PaintOptions& options) {
  const QRectF area(0, 0, table.width_cm, table.depth_cm);
  painter.save();
  painter.fillRect(area, openGroundStyle().fill);
  painter.setClipRect(area, Qt::IntersectClip);
  std::vector<std::size_t> order(table.features.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::vector<TerrainStyle> styles;
  styles.reserve(table.features.size());
  for (const auto& feature : table.features) {
    styles.push_back(terrainStyle(feature.terrain_id, &feature.traits));
  }
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const auto key = [&](std::size_t i) {
      return std::pair(table.features[i].level,
                       styles[i].layer + (table.features[i].is_area() ? 0 : 10));
    };
    return key(a) < key(b);
  });
  for (std::size_t i : order) {
    const auto& feature = table.features[i];
    if (feature.is_area())
      paintArea(painter, feature, styles[i]);
    else
      paintLine(painter, feature, styles[i]);
    for (const auto& opening : feature.openings) paintOpening(painter, opening);
  }
  if (options.grid) paintCmGrid(painter, area, options.grid_spacing_cm);
  if (options.labels) {
    // Names are 2.2 cm high on the table, but never more than kMaxLabelPixels on screen.
    const double height = std::min(2.2, kMaxLabelPixels / painter.transform().m11());
    for (const auto& feature : table.features) {
      if (feature.name.empty()) continue;
      const QPointF at = labelAnchor(feature);
      drawTextCm(painter, QRectF(at - QPointF(30, height), QSizeF(60, 2 * height)),
                 QString::fromStdString(feature.name), height, QColor(20, 20, 20));
    }
  }
  painter.restore();
}

void paintCmGrid(QPainter& painter, const QRectF& area, double spacing_cm) {
  const double scale = painter.transform().m11();
  painter.save();
  painter.setBrush(Qt::NoBrush);
  for (double step : {1.0, spacing_cm}) {
    if (step <= 0.0 || step * scale < 10.0) continue;  // closer lines blur into a grey wash
    QPen pen(step == spacing_cm ? QColor(0, 0, 0, 80) : QColor(0, 0, 0, 30));
    pen.setCosmetic(true);
    painter.setPen(pen);
    for (double x = std::ceil(area.left() / step) * step; x <= area.right(); x += step)
      painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
    for (double y = std::ceil(area.top() / step) * step; y <= area.bottom(); y += step)
      painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
  }
  painter.restore();
}

}  // namespace fray::app

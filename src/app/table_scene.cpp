#include "table_scene.h"

#include <cmath>

#include <QPainter>

namespace fray::app {
namespace {
constexpr double kMarginCm = 10.0;  // room around the table so its edge is visible when fitted
}

TableScene::TableScene(QSizeF table_size_cm, QObject* parent)
    : QGraphicsScene(parent), table_size_(table_size_cm) {
  setSceneRect(-kMarginCm, -kMarginCm, table_size_.width() + 2 * kMarginCm,
               table_size_.height() + 2 * kMarginCm);
}

void TableScene::setGridVisible(bool visible) {
  if (grid_visible_ == visible) return;
  grid_visible_ = visible;
  update();
}

void TableScene::drawBackground(QPainter* painter, const QRectF& exposed) {
  painter->fillRect(exposed, QColor(0x3a, 0x3f, 0x44));
  const QRectF table(QPointF(0, 0), table_size_);
  painter->fillRect(table, QColor(0x8f, 0xa8, 0x6b));  // open ground
  if (grid_visible_) {
    // 10 cm lines stronger than 1 cm lines; 1 cm lines only where they would not blur together.
    const double scale = painter->transform().m11();
    const QRectF area = table.intersected(exposed);
    for (int step : {1, 10}) {
      if (step == 1 && scale < 8.0) continue;
      QPen pen(step == 10 ? QColor(0, 0, 0, 90) : QColor(0, 0, 0, 35));
      pen.setCosmetic(true);
      painter->setPen(pen);
      for (double x = std::ceil(area.left() / step) * step; x <= area.right(); x += step)
        painter->drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
      for (double y = std::ceil(area.top() / step) * step; y <= area.bottom(); y += step)
        painter->drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
    }
  }
  QPen edge(QColor(0x20, 0x20, 0x20));
  edge.setCosmetic(true);
  edge.setWidth(2);
  painter->setPen(edge);
  painter->setBrush(Qt::NoBrush);
  painter->drawRect(table);
}

}  // namespace fray::app

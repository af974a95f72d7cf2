#include "scene/text_painter.h"

#include <QFont>
#include <QPainterPath>

namespace fray::app {
namespace {
constexpr double kUnitsPerCm = 100.0;  // text is laid out at 100 units per cm, then scaled down
}

void drawTextCm(QPainter& painter, const QRectF& box, const QString& text, double height_cm,
                QColor colour, QColor halo, bool bold) {
  if (text.isEmpty() || height_cm <= 0.0) return;
  painter.save();
  painter.scale(1.0 / kUnitsPerCm, 1.0 / kUnitsPerCm);
  QFont font = painter.font();
  font.setPixelSize(std::max(1, static_cast<int>(height_cm * kUnitsPerCm)));
  font.setBold(bold);
  const QRectF scaled(box.topLeft() * kUnitsPerCm, box.size() * kUnitsPerCm);
  const QFontMetricsF metrics(font);
  const QRectF bounds = metrics.boundingRect(scaled, Qt::AlignCenter, text);
  QPainterPath path;
  // One line of text centred on the box: a path gives both the halo and the letters.
  path.addText(QPointF(bounds.left(), bounds.top() + metrics.ascent()), font, text);
  if (halo.alpha() > 0) {
    painter.setPen(
        QPen(halo, height_cm * kUnitsPerCm * 0.18, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);
  }
  painter.setPen(Qt::NoPen);
  painter.setBrush(colour);
  painter.drawPath(path);
  painter.restore();
}

}  // namespace fray::app

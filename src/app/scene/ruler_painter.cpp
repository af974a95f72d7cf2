#include "scene/ruler_painter.h"

#include <cmath>

namespace fray::app {
namespace {
constexpr double kCmPerInch = 2.54;
constexpr double kMinLabelGap = 60.0;  // pixels between labelled ticks

void paintAxis(QPainter& painter, bool horizontal, int length, double origin,
               double pixels_per_unit, double step) {
  const double minor = step / (std::fmod(step, 5.0) == 0.0 ? 5.0 : 2.0);
  const double first = std::floor(-origin / pixels_per_unit / step) * step;
  const double last = (length - origin) / pixels_per_unit;
  for (double value = first; value <= last; value += minor) {
    const double at = origin + value * pixels_per_unit;
    if (at < kRulerPixels) continue;
    const bool major = std::fabs(std::remainder(value, step)) < minor * 0.01;
    const double tick = major ? kRulerPixels * 0.55 : kRulerPixels * 0.25;
    if (horizontal)
      painter.drawLine(QPointF(at, kRulerPixels - tick), QPointF(at, kRulerPixels));
    else
      painter.drawLine(QPointF(kRulerPixels - tick, at), QPointF(kRulerPixels, at));
    if (!major) continue;
    const QString text = QString::number(std::round(value * 100.0) / 100.0);
    if (horizontal) {
      painter.drawText(QPointF(at + 2, kRulerPixels * 0.45), text);
    } else {
      painter.save();
      painter.translate(kRulerPixels * 0.45, at - 2);
      painter.rotate(-90);
      painter.drawText(QPointF(0, 0), text);
      painter.restore();
    }
  }
}
}  // namespace

double rulerStep(double pixels_per_unit) {
  for (double decade = 0.01; decade < 1e6; decade *= 10) {
    for (double m : {1.0, 2.0, 5.0}) {
      if (decade * m * pixels_per_unit >= kMinLabelGap) return decade * m;
    }
  }
  return 1e6;
}

void paintRulers(QPainter& painter, QSize size, const QTransform& to_view, bool inches) {
  const double unit = inches ? kCmPerInch : 1.0;
  const double pixels_per_unit = to_view.m11() * unit;
  const double step = rulerStep(pixels_per_unit);
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing, false);
  const QColor back(245, 245, 240, 235);
  painter.fillRect(QRect(0, 0, size.width(), kRulerPixels), back);
  painter.fillRect(QRect(0, 0, kRulerPixels, size.height()), back);
  painter.setPen(QColor(40, 40, 40));
  QFont font = painter.font();
  font.setPixelSize(10);
  painter.setFont(font);
  const QPointF origin = to_view.map(QPointF(0, 0));
  paintAxis(painter, true, size.width(), origin.x(), pixels_per_unit, step);
  paintAxis(painter, false, size.height(), origin.y(), pixels_per_unit, step);
  painter.drawLine(0, kRulerPixels, size.width(), kRulerPixels);
  painter.drawLine(kRulerPixels, 0, kRulerPixels, size.height());
  painter.fillRect(QRect(0, 0, kRulerPixels, kRulerPixels), back);
  painter.drawText(QRect(0, 0, kRulerPixels, kRulerPixels), Qt::AlignCenter,
                   inches ? QStringLiteral("in") : QStringLiteral("cm"));
  painter.restore();
}

}  // namespace fray::app

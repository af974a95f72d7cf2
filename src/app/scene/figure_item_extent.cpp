// FigureItem's content rect: what its sprite must cover. The measures are paintFigure's (in
// figure_item.cpp): a change to the painting there must be followed here (figure_layer_test
// checks that the sprites lose nothing).
#include <algorithm>

#include <QTransform>

#include "scene/figure_item.h"

namespace fray::app {

QRectF FigureItem::makeContentRect() const {
  QTransform turn;
  turn.rotate(facingDegrees());
  const QRectF body = shape_.boundingRect();
  // The targetable ring is the body grown 1.35 times about the centre.
  QRectF box = view_.targetable ? QRectF(body.topLeft() * 1.35, body.bottomRight() * 1.35) : body;
  if (view_.mounted && !view_.hex) {
    const double w = view_.base.width_cm;
    box |= turn.mapRect(QRectF(-w / 2, -0.4, w, 0.8));
  }
  box |= turn.map(facingWedge()).boundingRect();
  // The symbol is centred; one or two letters fit its square, longer ones may reach out.
  const double size = bodySize();
  const double symbol_width =
      std::max(size, static_cast<double>(view_.symbol.size()) * size * 0.42 * 0.9);
  box |= QRectF(-symbol_width / 2, -size / 2, symbol_width, size);
  box |= woundsRect();
  box |= badgesRect();
  // The widest pens: the active ring (1.2 cm), the selected one (0.7 cm), the edge and halos.
  const double pen = view_.active ? 0.6 : view_.selected ? 0.35 : 0.1;
  return box.adjusted(-pen, -pen, pen, pen);
}

QRectF FigureItem::woundsRect() const {
  if (view_.wounds <= 0) return {};
  const double r = std::max(0.18, bodySize() * 0.1);
  const QRectF body = bodyPath().boundingRect();
  const QPointF start(body.left() - r * 0.2, body.bottom() - r);
  const int shown = std::min(view_.wounds, 4);
  double right = start.x() + (shown - 1) * r * 1.6 + r;
  if (view_.wounds > shown) {
    // The count is centred on a chit-sized box; its digits may be wider than the box.
    const double digits = static_cast<double>(QString::number(view_.wounds).size());
    right = start.x() + shown * r * 1.6 + std::max(r, digits * r * 1.4 * 0.45);
  }
  return QRectF(QPointF(start.x() - r, start.y() - r), QPointF(right, start.y() + r))
      .adjusted(-r * 0.2, -r * 0.2, r * 0.2, r * 0.2);
}

QRectF FigureItem::badgesRect() const {
  if (view_.statuses.empty()) return {};
  const QRectF body = bodyPath().boundingRect();
  const double h = std::max(0.45, bodySize() * 0.24);
  double widest = 0;
  for (FigureStatus status : view_.statuses)
    widest = std::max(widest, h * (0.7 + 0.35 * static_cast<double>(badgeText(status).size())));
  const double count = static_cast<double>(view_.statuses.size());
  return QRectF(body.right() + 0.1, body.top(), widest, h * 1.1 * (count - 1) + h)
      .adjusted(-h * 0.1, -h * 0.1, h * 0.1, h * 0.1);
}

}  // namespace fray::app

#include "ruler_item.h"

#include <QPainter>

#include "overlay_label.h"

namespace fray::app {

RulerItem::RulerItem() : label_(new OverlayLabel(this)) {
  setZValue(20);
  setAcceptedMouseButtons(Qt::NoButton);
}

void RulerItem::setLine(const QLineF& line, const QString& text) {
  prepareGeometryChange();
  line_ = line;
  label_->setPos(line.center());
  label_->setText(text);
  update();
}

QString RulerItem::text() const { return label_->text(); }

QRectF RulerItem::boundingRect() const {
  // Cosmetic pens are a few pixels wide at any zoom; a centimetre of margin covers them.
  return QRectF(line_.p1(), line_.p2()).normalized().adjusted(-1, -1, 1, 1);
}

void RulerItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  QPen under(QColor(0, 0, 0, 180), 5, Qt::SolidLine, Qt::RoundCap);
  under.setCosmetic(true);
  QPen over(QColor(0xff, 0xe0, 0x30), 2.5, Qt::SolidLine, Qt::RoundCap);
  over.setCosmetic(true);
  for (const QPen& pen : {under, over}) {
    painter->setPen(pen);
    painter->drawLine(line_);
    // End ticks across the line, 0.6 cm long.
    if (line_.length() > 0.0) {
      QLineF normal = line_.normalVector();
      normal.setLength(0.3);
      const QPointF n = normal.p2() - normal.p1();
      painter->drawLine(line_.p1() - n, line_.p1() + n);
      painter->drawLine(line_.p2() - n, line_.p2() + n);
    }
  }
}

}  // namespace fray::app

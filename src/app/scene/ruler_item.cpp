#include "scene/ruler_item.h"

#include <algorithm>

#include <QPainter>

#include "scene/overlay_label.h"

namespace fray::app {

RulerItem::RulerItem() : label_(new OverlayLabel(this)) {
  setZValue(20);
  setAcceptedMouseButtons(Qt::NoButton);
}

RulerItem::~RulerItem() = default;

void RulerItem::setLine(const QLineF& line, const QString& text) {
  setPath(QPolygonF(QVector<QPointF>{line.p1(), line.p2()}), text);
}

void RulerItem::setPath(const QPolygonF& points, const QString& text) {
  prepareGeometryChange();
  points_ =
      points.size() >= 2 ? points : QPolygonF(QVector<QPointF>{points.value(0), points.value(0)});
  label_->setPos(points_.size() == 2 ? line().center() : points_.last());
  label_->setText(text);
  placeBandLabels();
  update();
}

void RulerItem::setBands(const std::vector<RulerBand>& bands) {
  if (bands == bands_) return;
  prepareGeometryChange();
  bands_ = bands;
  for (OverlayLabel* label : band_labels_) delete label;
  band_labels_.clear();
  for (const RulerBand& band : bands_) {
    auto* label = new OverlayLabel(this);
    label->setText(band.label);
    label->setColours(Qt::black,
                      QColor(band.colour.red(), band.colour.green(), band.colour.blue(), 200));
    band_labels_.push_back(label);
  }
  placeBandLabels();
  update();
}

QStringList RulerItem::bandLabels() const {
  QStringList labels;
  for (const OverlayLabel* label : band_labels_) labels << label->text();
  return labels;
}

QString RulerItem::text() const { return label_->text(); }

QPointF RulerItem::alongFirstLeg(double cm) const {
  QLineF leg(points_[0], points_[1]);
  if (leg.length() <= 0.0) leg.setP2(leg.p1() + QPointF(1, 0));  // no direction yet: rightwards
  leg.setLength(cm);
  return leg.p2();
}

void RulerItem::placeBandLabels() {
  // Each label sits at its band's far tick, a little to the side so it does not hide the tape.
  QLineF normal = QLineF(points_[0], points_[1]).normalVector();
  if (normal.length() > 0.0) normal.setLength(1.2);
  const QPointF side = normal.p2() - normal.p1();
  for (std::size_t i = 0; i < band_labels_.size(); ++i)
    band_labels_[i]->setPos(alongFirstLeg(bands_[i].to_cm) + side);
}

QRectF RulerItem::boundingRect() const {
  QRectF box = points_.boundingRect();
  if (!bands_.empty()) {
    const QPointF far = alongFirstLeg(bands_.back().to_cm);
    box = box.united(QRectF(points_[0], far).normalized());
  }
  // Cosmetic pens are a few pixels wide at any zoom; a centimetre of margin covers them.
  return box.adjusted(-1.5, -1.5, 1.5, 1.5);
}

void RulerItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  QLineF first(points_[0], points_[1]);
  QLineF normal = first.normalVector();
  normal.setLength(0.3);
  const QPointF n = first.length() > 0.0 ? normal.p2() - normal.p1() : QPointF();
  // Bands first, wide and translucent under the tape.
  for (const RulerBand& band : bands_) {
    QPen pen(QColor(band.colour.red(), band.colour.green(), band.colour.blue(), 150), 9,
             Qt::SolidLine, Qt::FlatCap);
    pen.setCosmetic(true);
    painter->setPen(pen);
    const QPointF from = alongFirstLeg(band.from_cm);
    const QPointF to = alongFirstLeg(band.to_cm);
    painter->drawLine(from, to);
    QPen tick(band.colour.darker(150), 2);
    tick.setCosmetic(true);
    painter->setPen(tick);
    painter->drawLine(to - 2 * n, to + 2 * n);
  }
  QPen under(QColor(0, 0, 0, 180), 5, Qt::SolidLine, Qt::RoundCap);
  under.setCosmetic(true);
  QPen over(QColor(0xff, 0xe0, 0x30), 2.5, Qt::SolidLine, Qt::RoundCap);
  over.setCosmetic(true);
  for (const QPen& pen : {under, over}) {
    painter->setPen(pen);
    painter->drawPolyline(points_);
    // End ticks across the line, 0.6 cm long.
    if (first.length() > 0.0) {
      painter->drawLine(points_.first() - n, points_.first() + n);
      painter->drawLine(points_.last() - n, points_.last() + n);
    }
  }
}

}  // namespace fray::app

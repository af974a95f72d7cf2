#include "scene/overlay_label.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

namespace fray::app {
namespace {
constexpr double kPadding = 4.0;  // pixels around the text

QFont labelFont() {
  QFont font;
  font.setPixelSize(13);
  font.setBold(true);
  return font;
}
}  // namespace

OverlayLabel::OverlayLabel(QGraphicsItem* parent) : QGraphicsItem(parent) {
  setFlag(ItemIgnoresTransformations);
}

void OverlayLabel::setText(const QString& text) {
  if (text == text_) return;
  prepareGeometryChange();
  text_ = text;
  update();
}

void OverlayLabel::setColours(QColor text, QColor plate) {
  text_colour_ = text;
  plate_ = plate;
  update();
}

QRectF OverlayLabel::textRect() const {
  const QFontMetricsF metrics(labelFont());
  const QRectF r =
      metrics.boundingRect(QRectF(0, 0, 1000, 1000), Qt::AlignLeft | Qt::AlignTop, text_);
  // Centred a little above the anchor point, so the label does not hide what it describes.
  return QRectF(-r.width() / 2, -r.height() - 10, r.width(), r.height());
}

QRectF OverlayLabel::boundingRect() const {
  if (text_.isEmpty()) return {};
  return textRect().adjusted(-kPadding - 1, -kPadding - 1, kPadding + 1, kPadding + 1);
}

void OverlayLabel::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  if (text_.isEmpty()) return;
  const QRectF text_box = textRect();
  painter->setPen(QPen(QColor(0, 0, 0, 140), 1));
  painter->setBrush(plate_);
  painter->drawRoundedRect(text_box.adjusted(-kPadding, -kPadding, kPadding, kPadding), 4, 4);
  painter->setFont(labelFont());
  painter->setPen(text_colour_);
  painter->drawText(text_box, Qt::AlignLeft | Qt::AlignTop, text_);
}

}  // namespace fray::app

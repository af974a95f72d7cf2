#include "scene/sight_line_item.h"

#include <algorithm>

#include <QPainter>
#include <QPainterPathStroker>

#include "scene/overlay_label.h"

namespace fray::app {
namespace {
constexpr double kHoverWidthCm = 0.8;  // how near the cursor must be for the tooltip
constexpr double kTagBackCm = 3.0;
}  // namespace

SightLineItem::SightLineItem(QLineF line, QColor colour, bool blocked, const QString& tag,
                             const QString& tool_tip)
    : line_(line), colour_(colour), blocked_(blocked), tag_(new OverlayLabel(this)) {
  setZValue(10);
  setAcceptHoverEvents(true);
  setAcceptedMouseButtons(Qt::NoButton);
  setToolTip(tool_tip);
  tag_->setText(tag);
  // The tag sits on the line just short of the target, so it does not hide the figure.
  const double back = std::min(kTagBackCm, line.length() * 0.2);
  tag_->setPos(line.length() > 0 ? line.pointAt(1.0 - back / line.length()) : line.p2());
  tag_->setColours(Qt::white, colour.darker(130));
  tag_->setToolTip(tool_tip);
}

QRectF SightLineItem::boundingRect() const {
  return QRectF(line_.p1(), line_.p2()).normalized().adjusted(-1, -1, 1, 1);
}

QPainterPath SightLineItem::shape() const {
  QPainterPath path(line_.p1());
  path.lineTo(line_.p2());
  QPainterPathStroker stroker;
  stroker.setWidth(kHoverWidthCm);
  return stroker.createStroke(path);
}

void SightLineItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  QPen under(QColor(0, 0, 0, 150), 5.0, Qt::SolidLine, Qt::RoundCap);
  under.setCosmetic(true);
  QPen over(colour_, 3.0, blocked_ ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap);
  over.setCosmetic(true);
  if (!blocked_) {
    painter->setPen(under);
    painter->drawLine(line_);
  }
  painter->setPen(over);
  painter->drawLine(line_);
}

}  // namespace fray::app

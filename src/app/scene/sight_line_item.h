#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QLineF>

namespace fray::app {

class OverlayLabel;

/// One line of sight on the map: viewer to target, coloured by its cover class, dashed when
/// blocked, with the facts in its tooltip and a short read-out at the target.
class SightLineItem : public QGraphicsItem {
 public:
  SightLineItem(QLineF line, QColor colour, bool blocked, const QString& tag,
                const QString& tool_tip);

  QColor colour() const { return colour_; }
  bool blocked() const { return blocked_; }

  QRectF boundingRect() const override;
  QPainterPath shape() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  QLineF line_;
  QColor colour_;
  bool blocked_;
  OverlayLabel* tag_;
};

}  // namespace fray::app

#pragma once

#include <QGraphicsItem>
#include <QLineF>

namespace fray::app {

class OverlayLabel;

/// The measuring tape the Measure tool draws: a line with end ticks and its length on a label.
class RulerItem : public QGraphicsItem {
 public:
  RulerItem();

  void setLine(const QLineF& line, const QString& text);
  QLineF line() const { return line_; }
  QString text() const;

  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  QLineF line_;
  OverlayLabel* label_;
};

}  // namespace fray::app

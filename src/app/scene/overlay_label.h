#pragma once

#include <QColor>
#include <QGraphicsItem>
#include <QString>

namespace fray::app {

/// A short text on a rounded plate that keeps its size on screen at every zoom (it ignores the
/// view's transformations), for tool read-outs such as distances and cover.
class OverlayLabel : public QGraphicsItem {
 public:
  explicit OverlayLabel(QGraphicsItem* parent = nullptr);

  void setText(const QString& text);
  QString text() const { return text_; }
  void setColours(QColor text, QColor plate);

  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  QRectF textRect() const;

  QString text_;
  QColor text_colour_ = Qt::black;
  QColor plate_ = QColor(255, 255, 240, 230);
};

}  // namespace fray::app

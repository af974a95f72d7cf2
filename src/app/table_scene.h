#pragma once

#include <QGraphicsScene>

namespace fray::app {

/// The battlefield at true scale: one scene unit is one centimetre. The table and its grid are
/// painted in drawBackground() so they cost no items and no per-item bookkeeping.
class TableScene : public QGraphicsScene {
  Q_OBJECT

 public:
  explicit TableScene(QSizeF table_size_cm, QObject* parent = nullptr);

  QSizeF tableSize() const { return table_size_; }
  bool gridVisible() const { return grid_visible_; }
  void setGridVisible(bool visible);

 protected:
  void drawBackground(QPainter* painter, const QRectF& exposed) override;

 private:
  QSizeF table_size_;
  bool grid_visible_ = true;
};

}  // namespace fray::app

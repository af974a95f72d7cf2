#pragma once

#include <QGraphicsView>

namespace fray::app {

/// The view on the battlefield: zoom about the cursor with the wheel, pan with the middle button
/// or the arrow keys, fit the whole table.
class MapView : public QGraphicsView {
  Q_OBJECT

 public:
  explicit MapView(QGraphicsScene* scene, QWidget* parent = nullptr);

  double zoom() const { return transform().m11(); }

 public slots:
  void zoomIn();
  void zoomOut();
  void fitTable();

 protected:
  void wheelEvent(QWheelEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;

 private:
  void zoomBy(double factor);
};

}  // namespace fray::app

#pragma once

#include <QCursor>
#include <QGraphicsView>

namespace fray::app {

/// The view on the battlefield: smooth zoom about the cursor (wheel, touchpad, pinch, keys), pan
/// (middle drag, space + left drag, arrow keys), fit the whole map, and rulers along the top and
/// left edges in cm or inches. Tells where the cursor is on the map.
class MapView : public QGraphicsView {
  Q_OBJECT

 public:
  explicit MapView(QGraphicsScene* scene, QWidget* parent = nullptr);

  double zoom() const { return transform().m11(); }
  bool rulersVisible() const { return rulers_; }
  bool inches() const { return inches_; }

 public slots:
  void zoomIn();
  void zoomOut();
  void fitTable();
  void setRulersVisible(bool visible);
  void setInches(bool inches);
  /// The cursor of the active tool, shown whenever the view is not panning.
  void setToolCursor(const QCursor& cursor);
  /// Shows the map at `pixels_per_cm` with the scene point `centre` (cm) in the middle.
  void showAt(QPointF centre, double pixels_per_cm);
  /// Zooms by `factor` keeping the scene point under `anchor` (viewport pixels) in place.
  void zoomAbout(double factor, QPointF anchor);

 signals:
  /// The cursor moved over the map, in scene cm.
  void cursorMoved(QPointF scene_pos);
  void zoomChanged(double pixels_per_cm);

 protected:
  bool viewportEvent(QEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void keyReleaseEvent(QKeyEvent* event) override;
  void drawForeground(QPainter* painter, const QRectF& rect) override;
  void scrollContentsBy(int dx, int dy) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  void startPan(QPointF at);
  void zoomBy(double factor);

  bool fitted_ = false;  ///< showing the whole map until the person zooms or pans
  bool rulers_ = false;
  bool inches_ = false;
  bool space_held_ = false;
  bool panning_ = false;
  QPointF pan_last_;
  QCursor tool_cursor_;
};

}  // namespace fray::app

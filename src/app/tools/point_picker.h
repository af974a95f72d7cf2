#pragma once

#include <QObject>
#include <QPointF>

class QGraphicsScene;

namespace fray::app {

/// Takes the next left click on a scene as a point (scene units: cm), without the active tool
/// seeing it; Esc or start() again cancels. The referee dock picks where a fire is lit with it.
class PointPicker : public QObject {
  Q_OBJECT

 public:
  explicit PointPicker(QGraphicsScene* scene, QObject* parent = nullptr);

  void start();
  void cancel();
  bool active() const { return active_; }

 signals:
  void picked(QPointF scene_pos);
  void cancelled();

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  QGraphicsScene* scene_;
  bool active_ = false;
  bool swallow_release_ = false;
};

}  // namespace fray::app

#include "tools/point_picker.h"

#include <QGraphicsScene>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

namespace fray::app {

PointPicker::PointPicker(QGraphicsScene* scene, QObject* parent) : QObject(parent), scene_(scene) {
  scene_->installEventFilter(this);
}

void PointPicker::start() {
  if (active_) return cancel();
  active_ = true;
}

void PointPicker::cancel() {
  if (!active_) return;
  active_ = false;
  emit cancelled();
}

bool PointPicker::eventFilter(QObject* watched, QEvent* event) {
  if (watched != scene_) return false;
  if (swallow_release_ && event->type() == QEvent::GraphicsSceneMouseRelease) {
    swallow_release_ = false;  // the picking click's other half: not for the tool either
    return true;
  }
  if (!active_) return false;
  if (event->type() == QEvent::KeyPress &&
      static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
    cancel();
    return true;
  }
  if (event->type() != QEvent::GraphicsSceneMousePress) return false;
  const auto* mouse = static_cast<QGraphicsSceneMouseEvent*>(event);
  if (mouse->button() != Qt::LeftButton) return false;
  active_ = false;
  swallow_release_ = true;
  emit picked(mouse->scenePos());
  return true;
}

}  // namespace fray::app

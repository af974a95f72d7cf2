#include "map_view.h"

#include <algorithm>

#include <QMouseEvent>
#include <QWheelEvent>

namespace fray::app {
namespace {
constexpr double kZoomStep = 1.25;
constexpr double kMinZoom = 0.5;   // pixels per cm
constexpr double kMaxZoom = 80.0;  // pixels per cm: a 2 cm base fills 160 px
}  // namespace

MapView::MapView(QGraphicsScene* scene, QWidget* parent) : QGraphicsView(scene, parent) {
  setRenderHint(QPainter::Antialiasing);
  setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
  setResizeAnchor(QGraphicsView::AnchorViewCenter);
  setDragMode(QGraphicsView::NoDrag);
  setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
  setCacheMode(QGraphicsView::CacheBackground);
}

void MapView::zoomBy(double factor) {
  const double target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
  scale(target / zoom(), target / zoom());
}

void MapView::zoomIn() { zoomBy(kZoomStep); }
void MapView::zoomOut() { zoomBy(1.0 / kZoomStep); }

void MapView::fitTable() {
  fitInView(sceneRect(), Qt::KeepAspectRatio);
  resetCachedContent();
}

void MapView::wheelEvent(QWheelEvent* event) {
  const int steps = event->angleDelta().y() / 120;
  if (steps == 0) return QGraphicsView::wheelEvent(event);
  zoomBy(std::pow(kZoomStep, steps));
  event->accept();
}

void MapView::mousePressEvent(QMouseEvent* event) {
  if (event->button() == Qt::MiddleButton) {
    // Hand-drag panning reuses Qt's own scroll-hand mode with a synthetic left press.
    setDragMode(QGraphicsView::ScrollHandDrag);
    QMouseEvent press(event->type(), event->position(), event->globalPosition(), Qt::LeftButton,
                      Qt::LeftButton, event->modifiers());
    QGraphicsView::mousePressEvent(&press);
    return;
  }
  QGraphicsView::mousePressEvent(event);
}

void MapView::mouseReleaseEvent(QMouseEvent* event) {
  if (event->button() == Qt::MiddleButton) {
    QMouseEvent release(event->type(), event->position(), event->globalPosition(), Qt::LeftButton,
                        Qt::NoButton, event->modifiers());
    QGraphicsView::mouseReleaseEvent(&release);
    setDragMode(QGraphicsView::NoDrag);
    return;
  }
  QGraphicsView::mouseReleaseEvent(event);
}

}  // namespace fray::app

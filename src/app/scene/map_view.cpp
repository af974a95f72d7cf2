#include "scene/map_view.h"

#include <algorithm>
#include <cmath>

#include <QKeyEvent>
#include <QMouseEvent>
#include <QNativeGestureEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include "scene/ruler_painter.h"

namespace fray::app {
namespace {
constexpr double kZoomStep = 1.25;
constexpr double kWheelBase = 1.0015;  // per eighth of a degree: one notch (120) is about x1.2
constexpr double kMinZoom = 0.5;       // pixels per cm
constexpr double kMaxZoom = 80.0;      // pixels per cm: a 2 cm base fills 160 px
constexpr double kArrowPanFraction = 0.1;
}  // namespace

MapView::MapView(QGraphicsScene* scene, QWidget* parent) : QGraphicsView(scene, parent) {
  setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                 QPainter::SmoothPixmapTransform);
  // Zooming keeps its own anchor (zoomAbout) so keys, wheel and pinch all behave alike.
  setTransformationAnchor(QGraphicsView::NoAnchor);
  setResizeAnchor(QGraphicsView::AnchorViewCenter);
  setDragMode(QGraphicsView::NoDrag);
  setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
  setCacheMode(QGraphicsView::CacheBackground);
  setMouseTracking(true);
}

void MapView::zoomAbout(double factor, QPointF anchor) {
  const double target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
  if (target == zoom()) return;
  fitted_ = false;
  const QPointF scene_point = mapToScene(anchor.toPoint());
  const double k = target / zoom();
  scale(k, k);
  const QPointF moved = mapFromScene(scene_point) - anchor;
  horizontalScrollBar()->setValue(horizontalScrollBar()->value() + static_cast<int>(moved.x()));
  verticalScrollBar()->setValue(verticalScrollBar()->value() + static_cast<int>(moved.y()));
  resetCachedContent();
  emit zoomChanged(zoom());
}

void MapView::showAt(QPointF centre, double pixels_per_cm) {
  fitted_ = false;
  const double target = std::clamp(pixels_per_cm, kMinZoom, kMaxZoom);
  setTransform(QTransform::fromScale(target, target));
  centerOn(centre);
  resetCachedContent();
  emit zoomChanged(zoom());
}

void MapView::zoomBy(double factor) { zoomAbout(factor, QRectF(viewport()->rect()).center()); }
void MapView::zoomIn() { zoomBy(kZoomStep); }
void MapView::zoomOut() { zoomBy(1.0 / kZoomStep); }

void MapView::fitTable() {
  if (!scene()) return;
  fitInView(sceneRect(), Qt::KeepAspectRatio);
  fitted_ = true;
  resetCachedContent();
  emit zoomChanged(zoom());
}

void MapView::setRulersVisible(bool visible) {
  if (rulers_ == visible) return;
  rulers_ = visible;
  viewport()->update();
}

void MapView::setToolCursor(const QCursor& cursor) {
  tool_cursor_ = cursor;
  if (!panning_ && !space_held_) viewport()->setCursor(cursor);
}

void MapView::setInches(bool inches) {
  inches_ = inches;
  viewport()->update();
}

bool MapView::viewportEvent(QEvent* event) {
  if (event->type() == QEvent::NativeGesture) {
    auto* gesture = static_cast<QNativeGestureEvent*>(event);
    if (gesture->gestureType() == Qt::ZoomNativeGesture) {
      zoomAbout(1.0 + gesture->value(), mapFromGlobal(gesture->globalPosition().toPoint()));
      return true;
    }
  }
  return QGraphicsView::viewportEvent(event);
}

void MapView::wheelEvent(QWheelEvent* event) {
  const int delta = event->angleDelta().y();
  if (delta == 0) return QGraphicsView::wheelEvent(event);
  zoomAbout(std::pow(kWheelBase, delta), event->position());
  event->accept();
}

void MapView::startPan(QPointF at) {
  fitted_ = false;
  panning_ = true;
  pan_last_ = at;
  viewport()->setCursor(Qt::ClosedHandCursor);
}

void MapView::mousePressEvent(QMouseEvent* event) {
  if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && space_held_)) {
    startPan(event->position());
    event->accept();
    return;
  }
  QGraphicsView::mousePressEvent(event);
}

void MapView::mouseMoveEvent(QMouseEvent* event) {
  if (panning_) {
    const QPointF delta = event->position() - pan_last_;
    pan_last_ = event->position();
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() - static_cast<int>(delta.x()));
    verticalScrollBar()->setValue(verticalScrollBar()->value() - static_cast<int>(delta.y()));
    event->accept();
    return;
  }
  emit cursorMoved(mapToScene(event->position().toPoint()));
  QGraphicsView::mouseMoveEvent(event);
}

void MapView::mouseReleaseEvent(QMouseEvent* event) {
  if (panning_ && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
    panning_ = false;
    if (space_held_)
      viewport()->setCursor(Qt::OpenHandCursor);
    else
      viewport()->setCursor(tool_cursor_);
    event->accept();
    return;
  }
  QGraphicsView::mouseReleaseEvent(event);
}

void MapView::keyPressEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
    space_held_ = true;
    viewport()->setCursor(Qt::OpenHandCursor);
    event->accept();
    return;
  }
  if (event->modifiers() == Qt::NoModifier || event->modifiers() == Qt::KeypadModifier) {
    const int dx = static_cast<int>(viewport()->width() * kArrowPanFraction);
    const int dy = static_cast<int>(viewport()->height() * kArrowPanFraction);
    QScrollBar* h = horizontalScrollBar();
    QScrollBar* v = verticalScrollBar();
    switch (event->key()) {
      case Qt::Key_Left:
        h->setValue(h->value() - dx);
        return event->accept();
      case Qt::Key_Right:
        h->setValue(h->value() + dx);
        return event->accept();
      case Qt::Key_Up:
        v->setValue(v->value() - dy);
        return event->accept();
      case Qt::Key_Down:
        v->setValue(v->value() + dy);
        return event->accept();
      default:
        break;
    }
  }
  QGraphicsView::keyPressEvent(event);
}

void MapView::keyReleaseEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
    space_held_ = false;
    if (!panning_) viewport()->setCursor(tool_cursor_);
    event->accept();
    return;
  }
  QGraphicsView::keyReleaseEvent(event);
}

void MapView::drawForeground(QPainter* painter, const QRectF& rect) {
  QGraphicsView::drawForeground(painter, rect);
  if (!rulers_) return;
  painter->save();
  painter->resetTransform();
  paintRulers(*painter, viewport()->size(), viewportTransform(), inches_);
  painter->restore();
}

void MapView::resizeEvent(QResizeEvent* event) {
  QGraphicsView::resizeEvent(event);
  // A fitted map stays fitted while the window and its docks settle or the person resizes it.
  if (fitted_) fitTable();
}

void MapView::scrollContentsBy(int dx, int dy) {
  QGraphicsView::scrollContentsBy(dx, dy);
  // The rulers stay put while the map scrolls under them: repaint instead of shifting pixels.
  if (rulers_) viewport()->update();
}

}  // namespace fray::app

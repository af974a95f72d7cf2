#include "scene/figure_layer.h"

#include <algorithm>

#include <QPaintEngine>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include "scene/figure_item.h"

namespace fray::app {

FigureLayer::FigureLayer() {
  setFlag(ItemUsesExtendedStyleOption);  // for the exposed rect: only figures in it are drawn
  setAcceptedMouseButtons(Qt::NoButton);
  setAcceptHoverEvents(false);
}

void FigureLayer::add(FigureItem* figure, std::uint64_t order) {
  figures_.push_back({figure, order});
  sorted_ = false;
}

void FigureLayer::remove(FigureItem* figure) {
  std::erase_if(figures_, [figure](const Placed& placed) { return placed.figure == figure; });
}

void FigureLayer::clear() {
  figures_.clear();
  sorted_ = true;
  prepareGeometryChange();  // repaints where the figures were
  bounds_ = QRectF();
}

void FigureLayer::changed(QRectF was, QRectF now) {
  sorted_ = false;  // the z value may have changed (a figure selected or highlighted)
  grow(now);
  if (!was.isEmpty()) update(was);
  if (!now.isEmpty()) update(now);
}

void FigureLayer::grow(QRectF scene_rect) {
  if (scene_rect.isEmpty() || bounds_.contains(scene_rect)) return;
  prepareGeometryChange();
  bounds_ = bounds_.isEmpty() ? scene_rect : bounds_.united(scene_rect);
}

void FigureLayer::sortByStacking() {
  if (sorted_) return;
  std::sort(figures_.begin(), figures_.end(), [](const Placed& a, const Placed& b) {
    const double za = a.figure->zValue();
    const double zb = b.figure->zValue();
    return za != zb ? za < zb : a.order < b.order;
  });
  sorted_ = true;
}

void FigureLayer::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
  sortByStacking();
  const QTransform scene_to_device = painter->worldTransform();
  const double pixels_per_cm =
      QStyleOptionGraphicsItem::levelOfDetailFromTransform(scene_to_device);
  const bool raster =
      painter->paintEngine() && painter->paintEngine()->type() == QPaintEngine::Raster;
  const QRectF exposed = option->exposedRect;
  for (const Placed& placed : figures_) {
    const FigureItem* figure = placed.figure;
    if (!figure->isVisible() ||
        !exposed.intersects(figure->boundingRect().translated(figure->pos())))
      continue;
    figure->paintInScene(*painter, scene_to_device, pixels_per_cm, raster);
  }
  painter->setWorldTransform(scene_to_device);
}

}  // namespace fray::app

#include "scene/figure_sprites.h"

#include <cmath>

#include <QPainter>

namespace fray::app {
namespace {
// Zooming makes new sprites; past this many the old zooms are dropped all at once.
constexpr int kMaxSprites = 1024;
}  // namespace

const QPixmap& FigureSprites::get(const QString& key, QSizeF logical_size, qreal dpr,
                                  const std::function<void(QPainter&)>& paint) {
  const auto found = sprites_.constFind(key);
  if (found != sprites_.constEnd()) return *found;
  if (sprites_.size() >= kMaxSprites) sprites_.clear();
  QPixmap pixmap(static_cast<int>(std::ceil(logical_size.width() * dpr)),
                 static_cast<int>(std::ceil(logical_size.height() * dpr)));
  pixmap.setDevicePixelRatio(dpr);
  pixmap.fill(Qt::transparent);
  {
    QPainter painter(&pixmap);
    paint(painter);
  }
  return *sprites_.insert(key, pixmap);
}

}  // namespace fray::app

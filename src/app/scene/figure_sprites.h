#pragma once

#include <functional>

#include <QHash>
#include <QPixmap>
#include <QString>

class QPainter;

namespace fray::app {

/// Pre-rendered figures: one pixmap per look (side colour, symbol, facing, wounds, statuses,
/// highlights) and zoom, shared by every figure that looks the same. A map of hundreds of
/// figures then costs one blit each per frame instead of paths and text. Owned by the scene.
class FigureSprites {
 public:
  /// The sprite for `key`; painted by `paint` (logical pixels, `dpr` device pixels each) into a
  /// transparent pixmap of `logical_size` the first time it is asked for.
  const QPixmap& get(const QString& key, QSizeF logical_size, qreal dpr,
                     const std::function<void(QPainter&)>& paint);
  int size() const { return static_cast<int>(sprites_.size()); }
  void clear() { sprites_.clear(); }

 private:
  QHash<QString, QPixmap> sprites_;
};

}  // namespace fray::app

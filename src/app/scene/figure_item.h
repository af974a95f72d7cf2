#pragma once

#include <QGraphicsItem>

#include <fray/map/base_geometry.h>
#include <fray/map/hex_coord.h>

#include "scene/figure_view.h"

namespace fray::app {

class FigureSprites;

/// One figure on the map. It holds the figure's id and the last FigureView it was given, nothing
/// else: the game state is the truth and sync() is how the item follows it (Tiled's
/// MapObjectItem). It draws the base at true size, the facing mark, wound chits, status badges
/// and the selected / active / targetable highlights, with less detail when zoomed out.
class FigureItem : public QGraphicsItem {
 public:
  enum { Type = UserType + 1 };

  /// `layout` places figures that stand on hexes.
  explicit FigureItem(int figure_id, map::HexLayout layout = {});

  int figureId() const { return id_; }
  const FigureView& view() const { return view_; }
  void sync(const FigureView& view);

  /// Where pre-rendered looks are shared (nullptr: the item paints itself every time).
  void setSprites(FigureSprites* sprites) { sprites_ = sprites; }

  void setLabelVisible(bool visible);
  bool labelVisible() const { return label_visible_; }

  /// The base as the free-measure geometry sees it (table maps).
  map::Footprint footprint() const;

  int type() const override { return Type; }
  QRectF boundingRect() const override;
  QPainterPath shape() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
  /// Paints the figure at its place for a layer that draws many figures in one item:
  /// `scene_to_device` is the layer's transform; `raster` allows the shared sprite. The
  /// painter's transform is left as it was set last (the caller restores it).
  void paintInScene(QPainter& painter, const QTransform& scene_to_device, double pixels_per_cm,
                    bool raster) const;
  /// Where the figure's sprite can draw (item cm, before the pens' pixel widths): the base
  /// turned to its facing with its rings, the facing mark, wound chits and status badges; not
  /// the name.
  QRectF contentRect() const { return content_; }

 private:
  QPainterPath bodyPath() const { return body_; }  ///< the base or the hexes' discs, unrotated
  QPainterPath makeBodyPath() const;
  void paintFigure(QPainter& painter, double pixels_per_cm) const;
  bool spriteFits(const QTransform& world, double pixels_per_cm) const;
  void blitSprite(QPainter& painter, const QTransform& world, double pixels_per_cm,
                  qreal dpr) const;
  QRectF spriteRect(double pixels_per_cm) const;
  void paintLabel(QPainter& painter, double pixels_per_cm) const;
  QRectF makeContentRect() const;
  QPolygonF facingWedge() const;
  QRectF woundsRect() const;
  QRectF badgesRect() const;
  QString lookKey() const;
  QString hexShapeKey() const;
  double facingDegrees() const;
  double bodySize() const;  ///< the smaller side of the base, or the hex disc's diameter
  void paintHighlights(QPainter& painter, const QPainterPath& body) const;
  void paintBody(QPainter& painter, const QPainterPath& body, double pixels_per_cm) const;
  void paintFacing(QPainter& painter) const;
  void paintWounds(QPainter& painter) const;
  void paintBadges(QPainter& painter) const;
  QString toolTipText() const;

  int id_;
  map::HexLayout layout_;
  FigureView view_;
  bool label_visible_ = true;
  bool synced_ = false;
  QPainterPath body_;   // cached at sync: painting and hit-testing read it often
  QPainterPath shape_;  // the body turned to its facing
  QRectF bounds_;
  QRectF content_;  // contentRect(), cached at sync
  FigureSprites* sprites_ = nullptr;
  // The look's key (set at sync) and the sprite last drawn, reused while the zoom stays.
  QString look_key_;
  mutable QPixmap sprite_;
  mutable double sprite_pixels_per_cm_ = 0;
  mutable qreal sprite_dpr_ = 0;
};

}  // namespace fray::app

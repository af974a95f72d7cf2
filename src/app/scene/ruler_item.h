#pragma once

#include <vector>

#include <QGraphicsItem>
#include <QLineF>
#include <QPolygonF>

#include "scene/range_bands.h"

namespace fray::app {

class OverlayLabel;

/// The measuring tape the Measure and Move tools draw: a line (or a path of legs) with end ticks
/// and its length on a label. The Measure tool may add a weapon's range bands: coloured stretches
/// along the tape's direction from its start, with a tick and a label at each band.
class RulerItem : public QGraphicsItem {
 public:
  RulerItem();
  ~RulerItem() override;

  void setLine(const QLineF& line, const QString& text);
  /// A tape along several legs (the Move tool's path); the first point is the start.
  void setPath(const QPolygonF& points, const QString& text);
  /// Range bands drawn from the start along the first leg's direction (empty: none).
  void setBands(const std::vector<RulerBand>& bands);
  QLineF line() const { return QLineF(points_.first(), points_.last()); }
  QPolygonF path() const { return points_; }
  const std::vector<RulerBand>& bands() const { return bands_; }
  /// The labels of the band ticks, nearest first.
  QStringList bandLabels() const;
  QString text() const;

  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  QPointF alongFirstLeg(double cm) const;
  void placeBandLabels();

  QPolygonF points_{QVector<QPointF>{QPointF(), QPointF()}};
  std::vector<RulerBand> bands_;
  std::vector<OverlayLabel*> band_labels_;
  OverlayLabel* label_;
};

}  // namespace fray::app

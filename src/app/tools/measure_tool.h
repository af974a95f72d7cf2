#pragma once

#include <optional>

#include <QPointF>

#include "scene/range_bands.h"
#include "tools/map_tool.h"

namespace fray::app {

class FigureItem;
class RulerItem;

/// What the Measure tool last measured.
struct Measurement {
  QPointF from;  ///< drawn ends (cm); on a base's edge when the end is a figure
  QPointF to;
  int from_figure = -1;  ///< figure ids, -1 for a point
  int to_figure = -1;
  double cm = 0.0;   ///< edge to edge when an end is a figure (seed 000 measures ranges so)
  int hexes = -1;    ///< hex maps: hexes from one end to the other
  int squares = -1;  ///< square grids: spaces from one end to the other (diagonals one space)
};

/// Measure: press, drag and release to stretch a tape from point to point. Starting or ending on
/// a figure measures from its base's edge (map::edge_distance, map::distance_to_base); on hex
/// maps it counts hexes (map::hex_distance, the nearest hexes of multi-hex figures), on square
/// grids spaces from square to square (map::square_distance). Escape
/// clears the tape. When the selected figure has a missile weapon (setRangeBands), the tape
/// shows the weapon's range bands from its start and the read-out names the band the measured
/// distance falls in (seed 002, "SHOOTING").
class MeasureTool : public MapTool {
  Q_OBJECT

 public:
  explicit MeasureTool(QObject* parent = nullptr);

  const std::optional<Measurement>& measurement() const { return measurement_; }
  /// Measures between two scene points as a drag would.
  Measurement measure(QPointF from, QPointF to) const;
  QString describe(const Measurement& m) const;
  void setInches(bool inches) { inches_ = inches; }
  /// The selected figure's weapon bands (empty: none); the tape on the map follows at once.
  void setRangeBands(const RangeBands& bands);
  const RangeBands& rangeBands() const { return bands_; }
  /// The tape on the map (nullptr when there is none).
  const RulerItem* ruler() const { return ruler_; }

  void deactivate() override;
  void mapChanged() override;
  bool mousePressed(QGraphicsSceneMouseEvent* event) override;
  bool mouseMoved(QGraphicsSceneMouseEvent* event) override;
  bool mouseReleased(QGraphicsSceneMouseEvent* event) override;
  bool keyPressed(QKeyEvent* event) override;

 private:
  void show(const Measurement& m);
  void clear();

  std::optional<Measurement> measurement_;
  std::optional<QPointF> start_;
  RulerItem* ruler_ = nullptr;
  bool inches_ = false;
  RangeBands bands_;
};

}  // namespace fray::app

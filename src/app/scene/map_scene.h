#pragma once

#include <cstdint>
#include <map>
#include <vector>

#include <QGraphicsScene>

#include <fray/map/map_file.h>

#include "docks/figure_grid.h"
#include "scene/figure_sprites.h"
#include "scene/figure_view.h"
#include "scene/paint_options.h"

namespace fray::app {

class FigureItem;
class FigureLayer;
class MapTool;

/// The battlefield at true scale: one scene unit is one centimetre. The map (a free-measure table,
/// a hex map or a square grid) is painted in drawBackground(), so terrain and grid cost no items;
/// figures are FigureItems that mirror FigureViews by id, painted together by one FigureLayer and
/// found under a point through a FigureGrid. Mouse and key input goes to the active tool.
class MapScene : public QGraphicsScene {
  Q_OBJECT

 public:
  explicit MapScene(QObject* parent = nullptr);

  /// Shows a map; figures are removed (they belong to the map they stood on).
  void setMap(map::AnyMap map);
  const map::AnyMap& map() const { return map_; }
  const map::TableMap* tableMap() const { return std::get_if<map::TableMap>(&map_); }
  const map::HexMap* hexMap() const { return std::get_if<map::HexMap>(&map_); }
  const map::SquareMap* squareMap() const { return std::get_if<map::SquareMap>(&map_); }
  bool isHex() const { return hexMap() != nullptr; }
  bool isSquare() const { return squareMap() != nullptr; }
  /// The table, the hexes or the squares, in cm (the scene rect adds a margin around it).
  QRectF mapRect() const { return map_rect_; }

  /// Brings the figure items in line with `figures`: new ids get items, known ids are synced,
  /// ids no longer listed are removed.
  void syncFigures(const std::vector<FigureEntry>& figures);
  /// Syncs one figure (adds it if new).
  void syncFigure(int id, const FigureView& view);
  void removeFigure(int id);
  FigureItem* figureItem(int id) const;
  std::vector<FigureItem*> figureItems() const;
  /// The topmost figure under a scene point (its shape holds the point; the highest z value,
  /// then the one added last, as QGraphicsScene stacks items), or nullptr.
  FigureItem* figureAt(QPointF scene_pos) const;

  const PaintOptions& paintOptions() const { return options_; }
  bool gridVisible() const { return options_.grid; }
  bool coordinatesVisible() const { return options_.coordinates; }
  bool labelsVisible() const { return options_.labels; }

  /// Where a scene point is, in words: "x 12.3 cm, y 45.0 cm" or the hex or square under it.
  QString positionText(QPointF scene_pos, bool inches = false) const;

  /// The tool that gets mouse and key input (nullptr: none, the scene's default handling).
  void setTool(MapTool* tool);
  MapTool* tool() const { return tool_; }

 public slots:
  void setGridVisible(bool visible);
  void setGridSpacing(double spacing_cm);
  void setCoordinatesVisible(bool visible);
  void setLabelsVisible(bool visible);

 signals:
  void mapChanged();
  void optionsChanged();

 protected:
  void drawBackground(QPainter* painter, const QRectF& exposed) override;
  void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
  void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
  void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;

 private:
  void optionsEdited();
  void removeFigureItem(FigureItem* item);

  struct Placed {
    FigureItem* item;
    std::uint64_t order;  // the order figures were added in: later ones stack on top
  };

  map::AnyMap map_;
  QRectF map_rect_;
  PaintOptions options_;
  std::map<int, Placed> figures_;
  std::uint64_t next_order_ = 0;
  FigureGrid grid_;
  FigureLayer* layer_ = nullptr;  // owned by the scene as its item
  FigureSprites sprites_;
  MapTool* tool_ = nullptr;
};

}  // namespace fray::app

#pragma once

#include <optional>
#include <vector>

#include <QColor>
#include <QStringList>

#include <fray/map/hex_sight.h>

#include "tools/map_tool.h"

namespace fray::app {

class FigureItem;
class SightLineItem;

/// What the Line of sight tool found from one figure to another.
struct SightLine {
  int target = -1;
  bool visible = false;
  int modifier = 0;   ///< the cover's shooting modifier (tables: 0, -1, -2)
  QString tag;        ///< a word or two drawn on the line: "seen", "-1", "blocked"...
  QString summary;    ///< one line: who, how far, which cover
  QStringList facts;  ///< each fact with its rule citation
  QColor colour;
};

/// Line of sight: click a figure to see whom it can see and with which cover. On tables it asks
/// map::line_of_sight (cover class, forest depth, buildings, hills, hidden figures); on hex maps
/// HexSight for the terrain and map::best_line_of_fire for persons in the way, and the arc of
/// vision for shooting blind; on square grids the line from centre to centre
/// (SquareMap::clear_line) and the partial cover the squares on it give. Lines are green when
/// clear, amber at -1, orange-red at -2, purple outside the arc, grey dashed when blocked; each
/// one's tooltip lists the facts and their rules.
class SightTool : public MapTool {
  Q_OBJECT

 public:
  explicit SightTool(QObject* parent = nullptr);

  /// Shows the lines of sight from a figure (for the click, scripts and tests).
  void showFrom(int figure_id);
  void clear();
  int viewer() const { return viewer_; }
  const std::vector<SightLine>& lines() const { return lines_; }
  QCursor cursor() const override { return Qt::PointingHandCursor; }

  void deactivate() override;
  void mapChanged() override;
  bool mousePressed(QGraphicsSceneMouseEvent* event) override;
  bool keyPressed(QKeyEvent* event) override;

  /// Colours by shooting modifier, shared with the legend and the docs.
  static QColor colourFor(bool visible, int modifier, bool outside_arc);

 private:
  std::vector<SightLine> tableLines(const FigureItem& viewer) const;
  std::vector<SightLine> hexLines(const FigureItem& viewer);
  std::vector<SightLine> squareLines(const FigureItem& viewer) const;

  int viewer_ = -1;
  std::vector<SightLine> lines_;
  std::vector<SightLineItem*> items_;
  std::optional<map::HexSight> hex_sight_;
};

}  // namespace fray::app

#pragma once

#include <string>
#include <vector>

#include <QBrush>
#include <QColor>
#include <QPen>
#include <QString>

#include <fray/map/table_map.h>

namespace fray::app {

/// How one terrain type looks on the map: a fill, an optional Qt brush pattern over it (patterns
/// are drawn in device pixels, so their texture reads the same at every zoom), an outline and the
/// text of its legend entry. Styles live in one table (terrain_style.cpp) keyed by terrain id.
struct TerrainStyle {
  QString id;
  QString legend;
  QColor fill;
  Qt::BrushStyle pattern = Qt::NoBrush;
  QColor pattern_colour;
  QColor outline;
  double outline_cm = 0.3;
  Qt::PenStyle outline_style = Qt::SolidLine;
  int layer = 0;  ///< drawing order: low ground first, buildings and walls last

  QBrush fillBrush() const { return QBrush(fill); }
  QBrush patternBrush() const { return QBrush(pattern_colour, pattern); }
  QPen outlinePen() const;
};

/// The style of a terrain id. Ids missing from the table get a style derived from their traits
/// (blocking looks like a building, obscuring like woods...) so every map stays readable.
TerrainStyle terrainStyle(const std::string& id, const map::TerrainTraits* traits = nullptr);

/// The open ground every map is laid on.
TerrainStyle openGroundStyle();

/// Every style of the table, for the legend and tests.
const std::vector<TerrainStyle>& terrainStyleTable();

}  // namespace fray::app

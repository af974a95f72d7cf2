#pragma once

#include <vector>

#include <QPainter>
#include <QRectF>
#include <QString>

#include <fray/map/square_grid.h>

#include "scene/paint_options.h"
#include "scene/terrain_style.h"

namespace fray::app {

/// The outline of a square in cm.
QRectF squareRect(const map::SquareLayout& layout, map::Square square);

/// The rectangle (cm) that holds every square of the map.
QRectF squareMapBounds(const map::SquareMap& map);

/// How square coordinates are shown: "column,row" of the map file's rectangle.
QString squareLabel(map::Square square);

/// The style of each of the map's terrain names, by index: the style table's (terrainStyle) when
/// it knows the name, else one derived from what the first cell of that terrain does (blocks
/// sight: like a building; partial cover: like bushes; difficult or impassable: like a ford).
std::vector<TerrainStyle> squareTerrainStyles(const map::SquareMap& map);

/// Paints the squares that meet `exposed`: each cell filled in its terrain's style, difficult
/// squares dotted, impassable squares cross-hatched, sight-blocking squares ringed in black,
/// partial cover edged with a dashed inner border; the grid lines and the coordinates when asked.
void paintSquareMap(QPainter& painter, const map::SquareMap& map, const QRectF& exposed,
                    const PaintOptions& options);

/// The marks of difficult and partial-cover cells, shared with the legend (impassable and
/// sight-blocking cells use the hex painter's marks on the square's outline).
void paintDifficultMark(QPainter& painter, const QRectF& square);
void paintPartialCoverMark(QPainter& painter, const QRectF& square);

}  // namespace fray::app

#pragma once

#include <QPainter>
#include <QPolygonF>
#include <QRectF>

#include <fray/map/hex_map.h>

#include "scene/paint_options.h"

namespace fray::app {

/// The outline of a hex in cm.
QPolygonF hexPolygon(const map::HexLayout& layout, map::Hex hex);

/// The rectangle (cm) that holds every hex of the map.
QRectF hexMapBounds(const map::HexMap& map);

/// How hex coordinates are shown: "column,row" of the map file's rectangle.
QString hexLabel(map::Hex hex);

/// Paints the hexes that meet `exposed`: each cell filled in its terrain's style, heights
/// shaded, impassable hexes cross-hatched, sight-blocking hexes ringed in black; the hex grid and
/// the coordinates when asked.
void paintHexMap(QPainter& painter, const map::HexMap& map, const QRectF& exposed,
                 const PaintOptions& options);

/// The marks of impassable and sight-blocking cells, shared with the legend.
void paintImpassableMark(QPainter& painter, const QPolygonF& hex);
void paintBlocksSightMark(QPainter& painter, const QPolygonF& hex, QPointF centre);

}  // namespace fray::app

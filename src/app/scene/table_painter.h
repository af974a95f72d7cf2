#pragma once

#include <QPainter>
#include <QPainterPath>
#include <QRectF>

#include <fray/map/table_map.h>

#include "scene/paint_options.h"

namespace fray::app {

/// The ground a feature covers: its polygon or circle, or its centre line for lines.
QPainterPath featurePath(const map::TerrainFeature& feature);

/// Paints a free-measure table at true scale (the painter maps cm to the device): open ground,
/// features in layer order (low ground, hills, vegetation, walls, buildings), heights shaded
/// inside hills by level, lines stroked at their thickness, building openings marked, and, when
/// asked, feature names.
void paintTable(QPainter& painter, const map::TableMap& table, const PaintOptions& options);

/// Paints one opening of a building (door, window or arrow slit) across its wall segment.
void paintOpening(QPainter& painter, const map::Opening& opening);

/// The cm grid over an area: 1 cm lines when zoomed in far enough, major lines every spacing.
void paintCmGrid(QPainter& painter, const QRectF& area, double spacing_cm);

}  // namespace fray::app

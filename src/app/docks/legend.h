#pragma once

#include <vector>

#include <QPixmap>
#include <QString>

#include <fray/map/map_file.h>

#include "scene/figure_view.h"
#include "scene/terrain_style.h"

namespace fray::app {

/// One line of the legend: a small picture drawn with the same painters as the map, and words.
struct LegendEntry {
  enum class Swatch {
    Area,
    Line,
    Door,
    Window,
    ArrowSlit,
    Level,
    HexHeight,
    Impassable,
    BlocksSight,
    SquareImpassable,   ///< the impassable mark on a square (square grids)
    SquareBlocksSight,  ///< the sight-blocking mark on a square
    Difficult,          ///< square grids: difficult ground
    PartialCover,       ///< square grids: partial cover
    Selected,
    Active,
    Targetable,
    Wound,
    Badge,
  };
  Swatch swatch = Swatch::Area;
  TerrainStyle style;
  QString text;
  FigureStatus status = FigureStatus::Hidden;  ///< Badge entries
};

/// The legend of a map: its terrain types (each once, in drawing order), the openings, levels
/// and hex or square marks it uses, then the marks figures carry.
std::vector<LegendEntry> legendEntries(const map::AnyMap& map);

/// The swatch of an entry, `size` device-independent pixels.
QPixmap legendSwatch(const LegendEntry& entry, QSize size, qreal device_pixel_ratio = 1.0);

}  // namespace fray::app

#pragma once

#include <stdexcept>
#include <vector>

#include <QString>

#include "scene/figure_view.h"

namespace fray::app {

/// A figure list that cannot be read; the message names the file and the place.
class FigureListError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Reads a small JSON list of figures to show on a map (docs/formats.md, "Figure lists"), for
/// demonstrations and screenshots until the game layer feeds the scene. Throws FigureListError.
std::vector<FigureEntry> loadFigureList(const QString& path);

/// The colour of a side when the list gives none: blue, red, green, amber, then grey.
QColor defaultSideColour(int side);

}  // namespace fray::app

#pragma once

namespace fray::app {

/// What the map painters draw besides the terrain itself.
struct PaintOptions {
  bool labels = true;             ///< feature names (tables), figure names
  bool coordinates = false;       ///< cell coordinates (hex maps, square grids)
  bool grid = true;               ///< the cm grid (tables), hex outlines or square grid lines
  double grid_spacing_cm = 10.0;  ///< major grid lines; 1 cm lines appear when zoomed in
};

}  // namespace fray::app

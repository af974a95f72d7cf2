#pragma once

namespace fray::app {

/// What the map painters draw besides the terrain itself.
struct PaintOptions {
  bool labels = true;             ///< feature names (tables), figure names
  bool coordinates = false;       ///< hex coordinates (hex maps)
  bool grid = true;               ///< the cm grid (tables) or hex outlines (hex maps)
  double grid_spacing_cm = 10.0;  ///< major grid lines; 1 cm lines appear when zoomed in
};

}  // namespace fray::app

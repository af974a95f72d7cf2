#pragma once

#include <fray/map/point.h>

namespace fray::map {

/// The shape of a figure's base (seed 000, "Bases").
enum class BaseShape { Round, Square, Rectangle };

/// A figure's base: round bases have width == depth == diameter; mounted figures stand on
/// 2.5 x 5 cm rectangles, long side along the facing.
struct Base {
  BaseShape shape = BaseShape::Round;
  double width_cm = 2.5;  ///< across the front
  double depth_cm = 2.5;  ///< front to back

  friend constexpr bool operator==(const Base&, const Base&) = default;
};

/// Where a figure stands on the free-measure table.
struct Placement {
  Point centre;
  double facing_deg = 0.0;  ///< 0 = towards y = 0 ("north"), clockwise in degrees

  friend constexpr bool operator==(const Placement&, const Placement&) = default;
};

}  // namespace fray::map

#pragma once
// Internal to fray_game: round areas on either kind of map (a fire, a cloud of smoke, an
// illusion: anything with a `centre` and a `radius_cm`). On the table an area is its circle; on
// a hex map it covers the hexes whose centres lie in the circle.

#include <fray/game/field/battlefield.h>
#include <fray/map/hex_line.h>
#include <fray/map/segment.h>

namespace fray::game::detail {

inline constexpr double kAreaEpsilon = 1e-9;

/// Whether the hex's centre lies in the circle.
template <typename Circle>
bool covers_hex(const Battlefield& field, const Circle& area, map::Hex h) {
  return map::distance(field.hex_layout().centre(h), area.centre) <= area.radius_cm + kAreaEpsilon;
}

/// Whether the straight line between two points meets the circle: on the table within `widen`
/// cm of it; on a hex map through a covered hex (both hexes of a step along a hexside).
template <typename Circle>
bool line_meets(const Battlefield& field, const Circle& area, map::Point from, map::Point to,
                double widen) {
  if (!field.is_hex())
    return map::distance_to_segment(area.centre, {from, to}) < area.radius_cm + widen;
  for (const map::HexLineStep& step : map::hex_line(field.hex_at(from), field.hex_at(to)))
    if (covers_hex(field, area, step.a) && covers_hex(field, area, step.b)) return true;
  return false;
}

/// Whether the base touches or overlaps the circle (on a hex map: the circle covers its hex).
template <typename Circle>
bool area_under(const Battlefield& field, const Circle& area, const Footprint& at) {
  if (field.is_hex()) return covers_hex(field, area, field.hex_at(at.placement.centre));
  const Footprint round{{map::BaseShape::Round, 2 * area.radius_cm, 2 * area.radius_cm},
                        {area.centre, 0}};
  return field.edge_distance(round, at) <= 0;
}

}  // namespace fray::game::detail

#include "reaction_chart_geometry.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace fray::ai {

double bearing_deg(map::Point from, map::Point to) {
  const map::Point d = to - from;
  return std::atan2(d.x, -d.y) * 180.0 / std::numbers::pi;
}

double bearing_off_facing(const game::Figure& f, map::Point point) {
  double off = std::fmod(bearing_deg(f.placement.centre, point) - f.placement.facing_deg, 360.0);
  if (off > 180) off -= 360;
  if (off < -180) off += 360;
  return off;
}

map::Point clamp_to_table(const game::Battlefield& field, map::Point p, double margin) {
  return {std::clamp(p.x, margin, std::max(margin, field.width_cm() - margin)),
          std::clamp(p.y, margin, std::max(margin, field.depth_cm() - margin))};
}

}  // namespace fray::ai

namespace fray::ai {

map::Point nearest_edge_outward(const game::Battlefield& field, map::Point p) {
  const double west = p.x, east = field.width_cm() - p.x, north = p.y,
               south = field.depth_cm() - p.y;
  const double nearest = std::min({west, east, north, south});
  if (west == nearest) return {-1, 0};
  if (east == nearest) return {1, 0};
  if (north == nearest) return {0, -1};
  return {0, 1};
}

}  // namespace fray::ai

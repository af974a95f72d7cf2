#include "reaction004_geometry.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include <fray/rules/movement.h>
#include <fray/rules/ruleset.h>

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

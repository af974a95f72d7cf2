#pragma once
// Internal to fray_ai: the geometric questions the reaction-chart AI asks, through the game's
// Battlefield (the seam to the map layer).

#include <fray/game/field/battlefield.h>
#include <fray/game/game.h>
#include <fray/game/state/figure.h>

namespace fray::ai {

inline game::Footprint footprint(const game::Figure& f) { return {f.base, f.placement}; }

/// Edge-to-edge distance: for two round bases straight from the centres (the profile showed the
/// general polygon distance as the AI's hot spot), else the battlefield's. Contact questions
/// still go to the battlefield.
inline double edge_cm(const game::Battlefield& field, const game::Figure& a,
                      const game::Figure& b) {
  const auto round = [](const map::Base& base) {
    return base.shape == map::BaseShape::Round && base.width_cm == base.depth_cm;
  };
  if (round(a.base) && round(b.base)) {
    const double gap = map::distance(a.placement.centre, b.placement.centre) -
                       (a.base.width_cm + b.base.width_cm) / 2;
    return gap > 0 ? gap : 0;
  }
  return field.edge_distance(footprint(a), footprint(b));
}

/// What `viewer` sees of `target` (line of sight and cover; a rider stands taller, as the rule
/// system says who rides).
inline game::Sight sees(const game::Game& game, const game::Figure& viewer,
                        const game::Figure& target) {
  return game.field().line_of_sight(footprint(viewer), footprint(target),
                                    game.system().mounted(target), target.status.hidden);
}

/// Bearing of `to` from `from` in degrees, clockwise from "north" (towards y = 0), as
/// map::Placement::facing_deg counts.
double bearing_deg(map::Point from, map::Point to);

/// How far `point` is off the figure's facing, in degrees from -180 to 180.
double bearing_off_facing(const game::Figure& f, map::Point point);

/// `p` moved inside the table by at least `margin` from every edge.
map::Point clamp_to_table(const game::Battlefield& field, map::Point p, double margin);

/// The unit vector out of the table across the edge nearest `p` (ties: the first of west,
/// east, north, south).
map::Point nearest_edge_outward(const game::Battlefield& field, map::Point p);

}  // namespace fray::ai

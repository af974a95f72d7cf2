// The seam's stand-in geometry (see include/fray/game/battlefield.h): the lead switches these
// answers to the map layer's when it lands.
#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include <fray/game/battlefield.h>
#include <fray/map/segment.h>

namespace fray::game {
namespace {

bool is_round(const map::Base& base) { return base.shape == map::BaseShape::Round; }

// Corners of a square or rectangular base, turned to its facing (0 = towards y = 0, clockwise).
map::Polygon corners(const Footprint& f, double shrink) {
  const double a = f.placement.facing_deg * std::numbers::pi / 180.0;
  const map::Point forward{std::sin(a), -std::cos(a)};
  const map::Point right{std::cos(a), std::sin(a)};
  const double hw = f.base.width_cm / 2 - shrink;
  const double hd = f.base.depth_cm / 2 - shrink;
  const map::Point c = f.placement.centre;
  return {c + forward * hd + right * hw, c + forward * hd - right * hw,
          c - forward * hd - right * hw, c - forward * hd + right * hw};
}

double circle_to_polygon(map::Point centre, double radius, const map::Polygon& polygon) {
  if (map::contains(polygon, centre)) return 0.0;
  return std::max(0.0, map::distance_to_boundary(polygon, centre) - radius);
}

double polygon_distance(const map::Polygon& p, const map::Polygon& q) {
  if (map::contains(p, q.front()) || map::contains(q, p.front())) return 0.0;
  double best = INFINITY;
  for (const map::Segment& s : map::edges(p))
    for (const map::Segment& t : map::edges(q)) best = std::min(best, map::segment_distance(s, t));
  return best;
}

// Edge distance with both bases shrunk by `shrink` cm (a small shrink turns "touching" into
// "apart", which is how overlap is told from contact).
double distance_shrunk(const Footprint& a, const Footprint& b, double shrink) {
  if (is_round(a.base) && is_round(b.base)) {
    const double gap = map::distance(a.placement.centre, b.placement.centre) -
                       (a.base.width_cm + b.base.width_cm) / 2 + 2 * shrink;
    return std::max(0.0, gap);
  }
  if (is_round(a.base))
    return circle_to_polygon(a.placement.centre, a.base.width_cm / 2 - shrink, corners(b, shrink));
  if (is_round(b.base))
    return circle_to_polygon(b.placement.centre, b.base.width_cm / 2 - shrink, corners(a, shrink));
  return polygon_distance(corners(a, shrink), corners(b, shrink));
}

constexpr double kOverlapTolerance = 1e-3;

}  // namespace

Battlefield::Battlefield(double width_cm, double depth_cm)
    : width_cm_(width_cm), depth_cm_(depth_cm) {}

double Battlefield::edge_distance(const Footprint& a, const Footprint& b) const {
  return distance_shrunk(a, b, 0.0);
}

bool Battlefield::overlaps(const Footprint& a, const Footprint& b) const {
  return distance_shrunk(a, b, kOverlapTolerance) <= 0.0;
}

bool Battlefield::on_table(const Footprint& a) const {
  const double r = std::max(a.base.width_cm, a.base.depth_cm) / 2;
  const map::Point c = a.placement.centre;
  return c.x - r >= -kOverlapTolerance && c.y - r >= -kOverlapTolerance &&
         c.x + r <= width_cm_ + kOverlapTolerance && c.y + r <= depth_cm_ + kOverlapTolerance;
}

bool Battlefield::in_contact(const Footprint& a, const Footprint& b) const {
  return edge_distance(a, b) <= kContactCm;
}

bool Battlefield::may_strike(const Footprint& striker, const Footprint& foe) const {
  return in_contact(striker, foe);
}

Sight Battlefield::line_of_sight(const Footprint&, const Footprint&) const { return {}; }

PathSurvey Battlefield::survey_path(map::Point start,
                                    const std::vector<map::Point>& waypoints) const {
  PathSurvey survey;
  map::Point from = start;
  for (const map::Point& to : waypoints) {
    const double leg = map::distance(from, to);
    survey.length_cm += leg;
    if (leg > 0) survey.stretches.push_back({"open_ground", leg});
    if (to.x < 0 || to.y < 0 || to.x > width_cm_ || to.y > depth_cm_) survey.leaves_table = true;
    from = to;
  }
  return survey;
}

map::Placement Battlefield::contact_placement(const Footprint& mover, const Footprint& target,
                                              double* distance_cm) const {
  const map::Point from = mover.placement.centre;
  const map::Point delta = target.placement.centre - from;
  const double centre_gap = map::length(delta);
  Footprint probe = mover;
  probe.placement.facing_deg =
      centre_gap > 0 ? std::atan2(delta.x, -delta.y) * 180.0 / std::numbers::pi : 0.0;
  if (probe.placement.facing_deg < 0) probe.placement.facing_deg += 360.0;
  // Bisect the advance along the line of centres: the largest step that does not overlap.
  double lo = 0.0, hi = centre_gap;
  const map::Point unit = centre_gap > 0 ? delta * (1.0 / centre_gap) : map::Point{};
  for (int i = 0; i < 50; ++i) {
    const double mid = (lo + hi) / 2;
    probe.placement.centre = from + unit * mid;
    (overlaps(probe, target) ? hi : lo) = mid;
  }
  probe.placement.centre = from + unit * lo;
  if (distance_cm) *distance_cm = lo;
  return probe.placement;
}

}  // namespace fray::game

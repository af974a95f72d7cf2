#pragma once

#include <array>

#include <fray/map/base.h>
#include <fray/map/segment.h>

namespace fray::map {

/// Bases closer than this (edge to edge) are treated as touching; bases that overlap by less than
/// this are not refused as overlapping. Assumed: a millimetre, what a player's hand cannot tell
/// apart on the table (seed 000 gives no tolerance).
inline constexpr double kTouchToleranceCm = 0.1;

/// Unit vector of a facing: 0 degrees points "north" (towards y = 0), angles grow clockwise.
Point facing_vector(double facing_deg);

/// Unit vector to the figure's right hand (the facing turned 90 degrees clockwise).
Point right_vector(double facing_deg);

/// The four corners of a base's rectangle, in this order: front-left, front-right, back-right,
/// back-left. A round base gives the square of its diameter, turned with the facing: seed 000,
/// "Bases of different sizes in melee" places round bases as if they were square for contact.
std::array<Point, 4> base_rectangle(const Base& base, const Placement& placement);

/// The side of a base, relative to its facing. Side i of base_rectangle() runs from corner i to
/// corner i + 1.
enum class BaseSide { Front, Right, Back, Left };

/// What a base really covers on the table: a circle for round bases, a rectangle otherwise.
/// Distances, overlap and fitting use this true shape; contact uses base_rectangle().
struct Footprint {
  bool round = false;
  Point centre;
  double radius = 0.0;  ///< round bases only
  /// The rectangle, turned with the facing. Round bases: the enclosing square, not turned (no
  /// reader uses it; contact turns base_rectangle()).
  std::array<Point, 4> corners;
};

Footprint footprint(const Base& base, const Placement& placement);

/// Edge-to-edge distance between two bases in centimetres (ranges and contact are measured this
/// way); 0 when they touch or overlap.
double edge_distance(const Footprint& a, const Footprint& b);

/// Shortest distance from a point to a base's edge; 0 when the point is on or inside the base.
double distance_to_base(const Footprint& base, Point p);

/// How deep two bases overlap, in centimetres (0 when they only touch or are apart): the smallest
/// push that would separate them.
double overlap_depth(const Footprint& a, const Footprint& b);

/// True when two bases overlap by more than the tolerance (bases never overlap on the table).
bool bases_overlap(const Footprint& a, const Footprint& b, double tolerance_cm = kTouchToleranceCm);

/// The base's outline as a polygon (a 16-sided polygon for a round base, its corners otherwise),
/// for tests against terrain polygons.
Polygon outline(const Footprint& base);

}  // namespace fray::map

#pragma once

#include <fray/map/point.h>

#include <vector>

namespace fray::map {

/// A straight stretch between two points on the free-measure table, in centimetres.
struct Segment {
  Point a;
  Point b;
  friend constexpr bool operator==(const Segment&, const Segment&) = default;
};

/// A simple polygon: its corners in order (either winding), the last joined back to the first.
using Polygon = std::vector<Point>;

/// Dot and cross products of two vectors.
constexpr double dot(Point u, Point v) { return u.x * v.x + u.y * v.y; }
constexpr double cross(Point u, Point v) { return u.x * v.y - u.y * v.x; }

/// Shortest distance from a point to a segment.
double distance_to_segment(Point p, const Segment& s);

/// Shortest distance between two segments (0 when they touch or cross).
double segment_distance(const Segment& s, const Segment& t);

/// True when the two segments share at least one point (touching ends count).
bool segments_intersect(const Segment& s, const Segment& t);

/// True when the point lies inside the polygon or on its boundary.
bool contains(const Polygon& polygon, Point p);

/// The polygon's edges, last corner joined to the first.
std::vector<Segment> edges(const Polygon& polygon);

/// Shortest distance from a point to a polygon's boundary (0 on the boundary).
double distance_to_boundary(const Polygon& polygon, Point p);

/// Length of the part of a segment that lies inside the polygon, in centimetres
/// (how much woods a line of sight or a move crosses).
double length_inside(const Polygon& polygon, const Segment& s);

}  // namespace fray::map

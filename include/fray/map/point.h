#pragma once

#include <cmath>

namespace fray::map {

/// A position on the free-measure table, in centimetres. The origin is the table's
/// top-left corner, x grows to the right and y grows towards the bottom edge.
struct Point {
  double x = 0.0;
  double y = 0.0;

  friend constexpr Point operator+(Point a, Point b) { return {a.x + b.x, a.y + b.y}; }
  friend constexpr Point operator-(Point a, Point b) { return {a.x - b.x, a.y - b.y}; }
  friend constexpr Point operator*(Point a, double k) { return {a.x * k, a.y * k}; }
  friend constexpr bool operator==(Point a, Point b) = default;
};

/// Straight-line distance between two points, in centimetres.
double distance(Point a, Point b);

/// Length of a vector, in centimetres.
double length(Point v);

/// The facing, in degrees clockwise from north (towards y = 0), of the way from `from` to `to`,
/// in [0, 360); `fallback` when the two points are the same.
double heading_deg(Point from, Point to, double fallback);

}  // namespace fray::map

#pragma once

#include <span>
#include <vector>

#include <fray/map/table_map.h>

namespace fray::map {

/// A stretch of a path over unchanging ground: the same area features (woods, bushes, hills,
/// buildings...) all along it.
struct RouteStretch {
  double from_cm = 0.0;  ///< distance along the path where the stretch begins
  double to_cm = 0.0;    ///< ... and ends
  Point start;
  Point end;
  std::vector<int> features;        ///< area features under the stretch (indices into the map)
  Footing footing = Footing::Open;  ///< the worst of them, on foot
  Footing mounted_footing = Footing::Open;  ///< the worst of them, mounted
  bool on_table = true;

  double length_cm() const { return to_cm - from_cm; }
};

/// A place where the path crosses a line feature (wall, earth bank, hedge, stream).
struct RouteCrossing {
  int feature = -1;
  Point at;
  double at_cm = 0.0;  ///< distance along the path
};

/// The terrain along a path (seed 002, "MOVEMENT" and "TERRAIN"): the game layer rolls the
/// slowing dice for the difficult and very difficult stretches and crossings it reports.
struct Route {
  double length_cm = 0.0;
  std::vector<RouteStretch> stretches;
  std::vector<RouteCrossing> crossings;

  /// Total length over ground of this footing or worse.
  double length_at_least(Footing footing, bool mounted) const;
  /// The worst footing met, stretches and crossings alike.
  Footing worst(const TableMap& map, bool mounted) const;
};

/// The stretches and crossings of a path given as a polyline (at least one point). A path is
/// followed by the centre of the figure's base; line features count where the centre crosses
/// their centre line.
Route trace_route(const TableMap& map, std::span<const Point> path);

}  // namespace fray::map

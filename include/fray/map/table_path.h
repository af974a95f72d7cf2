#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include <fray/map/path_search.h>
#include <fray/map/point.h>
#include <fray/map/segment.h>
#include <fray/map/table_path_obstacle.h>

namespace fray::map {

/// Difficult ground for free-measure paths: every centimetre of a move inside the area costs
/// `cost_factor` centimetres of allowance (2 = half speed). Overlapping regions add their
/// surcharges (assumed). The rule system decides the factor (seed 002's terrain table); the map
/// only prices the path.
struct TableRegion {
  Polygon area;
  double cost_factor = 1.0;  ///< >= 1
};

/// What free-measure paths need of the table: its size, the obstacles no base may cross (as
/// plain polygons; the terrain map decides which features they are) and the difficult regions.
struct TablePathMap {
  double width_cm = 120.0;
  double height_cm = 180.0;
  std::vector<Polygon> obstacles;
  std::vector<TableRegion> regions;
};

/// Choices fixed for one pathfinder (one base size on one map).
struct TablePathOptions {
  double base_radius_cm = 1.25;  ///< half the base width; square bases use the half diagonal
  double tolerance_cm = 0.02;    ///< how far the grown obstacles may exceed the exact ones
  /// Extra waypoints along the edges of difficult regions, this far apart (0: corners only).
  /// Optimal paths bend where they cross into difficult ground; waypoints on the edges let the
  /// path bend there, to within about half this spacing.
  double region_waypoint_spacing_cm = 2.0;
};

/// A free-measure path: the centre's positions (start first) and the cost spent at each
/// (centimetres of allowance, counting difficult ground).
struct TablePath {
  std::vector<Point> points;
  std::vector<double> costs;
  double cost() const { return costs.empty() ? 0.0 : costs.back(); }
  double length() const;
};

/// How far along a path an allowance goes.
struct TablePathProgress {
  Point reached;          ///< where the centre stops
  std::size_t leg = 0;    ///< the leg (points[leg] to points[leg + 1]) it stops on
  double cost = 0.0;      ///< allowance spent
  bool complete = false;  ///< the whole path fits
};

/// The reachable area as a raster the GUI can shade: cell (c, r) covers
/// [origin.x + c * cell, +cell) x [origin.y + r * cell, +cell); its value is the cost to bring
/// the centre to the cell's centre, or +infinity.
struct TableReachRaster {
  Point origin;
  double cell_cm = 1.0;
  int columns = 0;
  int rows = 0;
  std::vector<float> costs;  ///< rows * columns, row-major
  float cost(int column, int row) const {
    return costs[static_cast<std::size_t>(row * columns + column)];
  }
  bool reachable(int column, int row) const;
};

/// Shortest free-measure paths for a round base among obstacles, inside the table.
///
/// Built once per map and base size: the obstacles are grown by the base radius
/// (GrownObstacle), their corners and the difficult regions' corners become waypoints, and
/// the visibility graph between waypoints is computed and kept (only segments tangent to the
/// obstacle at each obstacle corner: a shortest path bends around a corner, never through it).
/// A query joins the start and the goal to the waypoints they see and runs the one PathSearch
/// (A*, straight-line heuristic) over that graph.
class TablePathfinder {
 public:
  TablePathfinder(const TablePathMap& map, const TablePathOptions& options = {});

  /// The cheapest path for the base's centre, or nothing when either end is off the table (within
  /// the base radius of an edge), inside a grown obstacle, or walled off.
  std::optional<TablePath> shortest_path(Point from, Point to);

  /// The cost to every cell centre reachable within the allowance (a 1 cm raster by default),
  /// covering the square of the allowance around the start, clipped to the table.
  TableReachRaster reachable(Point from, double allowance, double cell_cm = 1.0);

  /// The grown obstacles, for display and tests.
  const std::vector<GrownObstacle>& grown_obstacles() const { return obstacles_; }
  /// The waypoints of the cached visibility graph and its edge count.
  const std::vector<Point>& waypoints() const { return waypoints_; }
  std::size_t graph_edges() const;

  /// An edge of the visibility graph: the waypoint it leads to and its cost.
  struct Edge {
    int to;
    double cost;
  };
  /// The cached graph: edges out of each waypoint.
  const std::vector<std::vector<Edge>>& graph() const { return graph_; }
  /// The waypoints a path through p may use next (visible, and tangent to their obstacle), with
  /// the cost of the straight move; what a query adds for its start and its goal.
  std::vector<Edge> waypoints_seen_from(Point p) const;

  /// True when the base's centre may stand there.
  bool free(Point p) const;
  /// True when the centre can slide straight from a to b.
  bool visible(Point a, Point b) const;
  /// Cost of a straight move: its length plus the difficult-ground surcharges.
  double segment_cost(Point a, Point b) const;

 private:
  class Model;
  friend class Model;

  bool tangent_at(int waypoint, Point other) const;

  TablePathMap map_;
  TablePathOptions options_;
  std::vector<GrownObstacle> obstacles_;
  std::vector<PathBox> region_boxes_;
  std::vector<Point> waypoints_;
  std::vector<int> waypoint_obstacle_;  // owning obstacle, -1 for region waypoints
  std::vector<Point> waypoint_prev_;    // the obstacle's corners either side (tangent test)
  std::vector<Point> waypoint_next_;
  std::vector<std::vector<Edge>> graph_;
  bool weighted_ = false;
  // Per query: start's edges, and each waypoint's edge to the goal (stamped).
  std::vector<Edge> start_edges_;
  std::vector<double> goal_cost_;
  std::vector<std::uint32_t> goal_stamp_;
  std::uint32_t query_ = 0;
  PathSearch<double> search_;
};

/// How far along the path the allowance takes the centre; on difficult ground the stopping
/// point is found to within 0.001 cm.
TablePathProgress advance_along(const TablePath& path, double allowance,
                                const TablePathfinder& pricing);

}  // namespace fray::map

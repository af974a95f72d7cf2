#include <algorithm>
#include <cmath>
#include <limits>

#include <fray/map/table_path.h>

namespace fray::map {

namespace {
constexpr double kInfinity = std::numeric_limits<double>::infinity();

// Length of the part of the segment strictly inside the region: a centre moving along the
// region's edge is on open ground (assumed). length_inside (segment.h) counts the edge as inside.
double length_strictly_inside(const Polygon& region, const Segment& s) {
  const Point d = s.b - s.a;
  std::vector<double> cuts{0.0, 1.0};
  for (std::size_t i = 0; i < region.size(); ++i) {
    const Point e0 = region[i];
    const Point f = region[(i + 1) % region.size()] - e0;
    const double denom = cross(d, f);
    if (denom == 0.0) continue;
    const double t = cross(e0 - s.a, f) / denom;
    const double u = cross(e0 - s.a, d) / denom;
    if (t > 0.0 && t < 1.0 && u >= 0.0 && u <= 1.0) cuts.push_back(t);
  }
  std::sort(cuts.begin(), cuts.end());
  double inside = 0.0;
  for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
    const Point mid = s.a + d * ((cuts[i] + cuts[i + 1]) / 2.0);
    if (contains(region, mid) && distance_to_boundary(region, mid) > kPathEpsilon) {
      inside += cuts[i + 1] - cuts[i];
    }
  }
  return inside * length(d);
}
}  // namespace

// Nodes: waypoints [0, n), the start n, the goal n + 1.
class TablePathfinder::Model {
 public:
  Model(const TablePathfinder& finder, Point start, std::optional<Point> goal)
      : finder_(finder),
        n_(static_cast<int>(finder.waypoints_.size())),
        start_(start),
        goal_(goal.value_or(start)),
        has_goal_(goal.has_value()) {}

  int node_count() const { return n_ + 2; }
  Point point(int node) const {
    if (node < n_) return finder_.waypoints_[static_cast<std::size_t>(node)];
    return node == n_ ? start_ : goal_;
  }
  double heuristic(int node) const { return has_goal_ ? distance(point(node), goal_) : 0.0; }
  bool is_goal(int node) const { return has_goal_ && node == n_ + 1; }
  template <class Visit>
  void for_each_neighbour(int node, double, Visit&& visit) const {
    if (node == n_) {
      for (const Edge& e : finder_.start_edges_) visit(e.to, e.cost);
      return;
    }
    if (node > n_) return;
    const auto i = static_cast<std::size_t>(node);
    for (const Edge& e : finder_.graph_[i]) visit(e.to, e.cost);
    if (has_goal_ && finder_.goal_stamp_[i] == finder_.query_) {
      visit(n_ + 1, finder_.goal_cost_[i]);
    }
  }

 private:
  const TablePathfinder& finder_;
  int n_;
  Point start_;
  Point goal_;
  bool has_goal_;
};

double TablePath::length() const {
  double total = 0.0;
  for (std::size_t i = 1; i < points.size(); ++i) total += distance(points[i - 1], points[i]);
  return total;
}

bool TableReachRaster::reachable(int column, int row) const {
  return std::isfinite(cost(column, row));
}

TablePathfinder::TablePathfinder(const TablePathMap& map, const TablePathOptions& options)
    : map_(map), options_(options) {
  for (const Polygon& obstacle : map_.obstacles) {
    if (!obstacle.empty()) {
      obstacles_.emplace_back(obstacle, options_.base_radius_cm, options_.tolerance_cm);
    }
  }
  for (const TableRegion& region : map_.regions) {
    region_boxes_.push_back(PathBox::of(region.area));
    weighted_ = weighted_ || region.cost_factor > 1.0;
  }
  const auto add = [&](Point p, int obstacle, Point prev, Point next) {
    if (!free(p)) return;
    waypoints_.push_back(p);
    waypoint_obstacle_.push_back(obstacle);
    waypoint_prev_.push_back(prev);
    waypoint_next_.push_back(next);
  };
  for (std::size_t o = 0; o < obstacles_.size(); ++o) {
    const Polygon& c = obstacles_[o].corners();
    for (std::size_t i = 0; i < c.size(); ++i) {
      add(c[i], static_cast<int>(o), c[(i + c.size() - 1) % c.size()], c[(i + 1) % c.size()]);
    }
  }
  for (const TableRegion& region : map_.regions) {
    if (region.cost_factor <= 1.0) continue;
    const Polygon& a = region.area;
    for (std::size_t i = 0; i < a.size(); ++i) {
      const Point from = a[i];
      const Point to = a[(i + 1) % a.size()];
      add(from, -1, from, from);
      const double spacing = options_.region_waypoint_spacing_cm;
      const int extra = spacing > 0.0 ? static_cast<int>(distance(from, to) / spacing) : 0;
      for (int k = 1; k <= extra; ++k) {
        add(from + (to - from) * (static_cast<double>(k) / (extra + 1)), -1, from, from);
      }
    }
  }
  const std::size_t n = waypoints_.size();
  graph_.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) {
      if (!tangent_at(static_cast<int>(i), waypoints_[j]) ||
          !tangent_at(static_cast<int>(j), waypoints_[i]) ||
          !visible(waypoints_[i], waypoints_[j])) {
        continue;
      }
      const double cost = segment_cost(waypoints_[i], waypoints_[j]);
      graph_[i].push_back({static_cast<int>(j), cost});
      graph_[j].push_back({static_cast<int>(i), cost});
    }
  }
  goal_cost_.assign(n, 0.0);
  goal_stamp_.assign(n, 0);
}

std::size_t TablePathfinder::graph_edges() const {
  std::size_t edges = 0;
  for (const auto& out : graph_) edges += out.size();
  return edges;
}

bool TablePathfinder::free(Point p) const {
  const double r = options_.base_radius_cm;
  if (p.x < r - kPathEpsilon || p.y < r - kPathEpsilon || p.x > map_.width_cm - r + kPathEpsilon ||
      p.y > map_.height_cm - r + kPathEpsilon) {
    return false;
  }
  for (const GrownObstacle& o : obstacles_) {
    if (p.x > o.box().min.x && p.x < o.box().max.x && p.y > o.box().min.y && p.y < o.box().max.y &&
        o.strictly_contains(p)) {
      return false;
    }
  }
  return true;
}

// Both ends stand inside the table (shrunk by the radius), which is convex: only obstacles can
// block the way.
bool TablePathfinder::visible(Point a, Point b) const {
  const PathBox box = PathBox::of(a, b);
  const Segment s{a, b};
  for (const GrownObstacle& o : obstacles_) {
    if (o.box().overlaps(box) && o.blocks(s)) return false;
  }
  return true;
}

double TablePathfinder::segment_cost(Point a, Point b) const {
  double cost = distance(a, b);
  if (!weighted_) return cost;
  const PathBox box = PathBox::of(a, b);
  for (std::size_t i = 0; i < map_.regions.size(); ++i) {
    const TableRegion& region = map_.regions[i];
    if (region.cost_factor <= 1.0 || !region_boxes_[i].overlaps(box)) continue;
    cost += (region.cost_factor - 1.0) * length_strictly_inside(region.area, {a, b});
  }
  return cost;
}

// A shortest path only turns at an obstacle corner by wrapping around it: the obstacle's
// neighbouring corners lie on one side of the line through the corner. With difficult ground the
// path bends only at waypoints, and a bend at a corner may stand in for a bend on a region edge
// between two waypoints, so every visible edge is kept.
bool TablePathfinder::tangent_at(int waypoint, Point other) const {
  const auto i = static_cast<std::size_t>(waypoint);
  if (weighted_ || waypoint_obstacle_[i] < 0) return true;
  const Point w = waypoints_[i];
  const Point d = other - w;
  const double a = cross(d, waypoint_prev_[i] - w);
  const double b = cross(d, waypoint_next_[i] - w);
  return !((a > kPathEpsilon && b < -kPathEpsilon) || (a < -kPathEpsilon && b > kPathEpsilon));
}

std::vector<TablePathfinder::Edge> TablePathfinder::waypoints_seen_from(Point p) const {
  std::vector<Edge> seen;
  for (std::size_t w = 0; w < waypoints_.size(); ++w) {
    if (tangent_at(static_cast<int>(w), p) && visible(p, waypoints_[w])) {
      seen.push_back({static_cast<int>(w), segment_cost(p, waypoints_[w])});
    }
  }
  return seen;
}

std::optional<TablePath> TablePathfinder::shortest_path(Point from, Point to) {
  if (!free(from) || !free(to)) return std::nullopt;
  const bool direct = visible(from, to);
  if (direct && !weighted_) return TablePath{{from, to}, {0.0, distance(from, to)}};
  const int n = static_cast<int>(waypoints_.size());
  ++query_;
  start_edges_ = waypoints_seen_from(from);
  if (direct) start_edges_.push_back({n + 1, segment_cost(from, to)});
  for (const Edge& e : waypoints_seen_from(to)) {
    goal_cost_[static_cast<std::size_t>(e.to)] = e.cost;
    goal_stamp_[static_cast<std::size_t>(e.to)] = query_;
  }
  const Model model(*this, from, to);
  const std::optional<int> end = search_.run(model, n);
  if (!end) return std::nullopt;
  TablePath path;
  for (const int node : search_.path_to(*end)) {
    path.points.push_back(model.point(node));
    path.costs.push_back(search_.cost(node));
  }
  return path;
}

TableReachRaster TablePathfinder::reachable(Point from, double allowance, double cell_cm) {
  TableReachRaster raster;
  raster.cell_cm = cell_cm;
  const double x0 = std::max(0.0, from.x - allowance);
  const double y0 = std::max(0.0, from.y - allowance);
  const double x1 = std::min(map_.width_cm, from.x + allowance);
  const double y1 = std::min(map_.height_cm, from.y + allowance);
  raster.origin = {x0, y0};
  raster.columns = std::max(0, static_cast<int>(std::ceil((x1 - x0) / cell_cm)));
  raster.rows = std::max(0, static_cast<int>(std::ceil((y1 - y0) / cell_cm)));
  raster.costs.assign(static_cast<std::size_t>(raster.columns * raster.rows),
                      std::numeric_limits<float>::infinity());
  if (!free(from)) return raster;

  const int n = static_cast<int>(waypoints_.size());
  ++query_;
  start_edges_ = waypoints_seen_from(from);
  const Model model(*this, from, std::nullopt);
  search_.run(model, n, allowance);
  // Each reached node, with the obstacles that could block a straight move within what is left.
  struct Reached {
    Point at;
    double cost;
    std::vector<const GrownObstacle*> near;
  };
  std::vector<Reached> reached;
  for (const int node : search_.settled_nodes()) {
    Reached r{model.point(node), search_.cost(node), {}};
    const double left = allowance - r.cost;
    const PathBox reach{{r.at.x - left, r.at.y - left}, {r.at.x + left, r.at.y + left}};
    for (const GrownObstacle& o : obstacles_) {
      if (o.box().overlaps(reach)) r.near.push_back(&o);
    }
    reached.push_back(std::move(r));
  }
  for (int row = 0; row < raster.rows; ++row) {
    for (int column = 0; column < raster.columns; ++column) {
      const Point p{x0 + (column + 0.5) * cell_cm, y0 + (row + 0.5) * cell_cm};
      if (!free(p)) continue;
      double best = kInfinity;
      for (const Reached& r : reached) {
        if (r.cost + distance(r.at, p) >= std::min(best, allowance + kPathEpsilon)) continue;
        const Segment s{r.at, p};
        const PathBox box = PathBox::of(r.at, p);
        const bool blocked = std::any_of(r.near.begin(), r.near.end(), [&](const GrownObstacle* o) {
          return o->box().overlaps(box) && o->blocks(s);
        });
        if (blocked) continue;
        const double cost = r.cost + segment_cost(r.at, p);
        if (cost <= allowance + kPathEpsilon) best = std::min(best, cost);
      }
      raster.costs[static_cast<std::size_t>(row * raster.columns + column)] =
          static_cast<float>(best);
    }
  }
  return raster;
}

}  // namespace fray::map

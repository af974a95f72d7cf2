#include <algorithm>
#include <cmath>

#include <fray/map/hex_coord.h>

namespace fray::map {

namespace {
const double kSqrt3 = std::sqrt(3.0);
}

// Flat-topped hexes: the corner radius is across_flats / sqrt(3); columns are 1.5 radii apart
// and each column is shifted by half a hex.
Hex cube_round(double q, double r, double s) {
  double rq = std::round(q);
  double rr = std::round(r);
  const double rs = std::round(s);
  const double dq = std::abs(rq - q);
  const double dr = std::abs(rr - r);
  const double ds = std::abs(rs - s);
  if (dq > dr && dq > ds) {
    rq = -rr - rs;
  } else if (dr > ds) {
    rr = -rq - rs;
  }
  return {static_cast<int>(rq), static_cast<int>(rr)};
}

Point HexLayout::centre(Hex h) const {
  const double radius = across_flats_cm / kSqrt3;
  return {radius * 1.5 * h.q, across_flats_cm * (h.r + h.q / 2.0)};
}

Hex HexLayout::hex_at(Point p) const {
  const double radius = across_flats_cm / kSqrt3;
  const double q = p.x / (radius * 1.5);
  const double r = p.y / across_flats_cm - q / 2.0;
  return cube_round(q, r, -q - r);
}

double HexLayout::distance_cm(Hex a, Hex b) const { return distance(centre(a), centre(b)); }

std::array<Point, 6> HexLayout::corners(Hex h) const {
  const double radius = across_flats_cm / kSqrt3;
  const Point c = centre(h);
  std::array<Point, 6> result;
  for (int i = 0; i < 6; ++i) {
    const double angle = M_PI / 3.0 * i;  // 0 = east, clockwise in screen coordinates (y down)
    result[static_cast<std::size_t>(i)] = {c.x + radius * std::cos(angle),
                                           c.y + radius * std::sin(angle)};
  }
  return result;
}

std::vector<Hex> hexes_towards(const HexGrid& grid, Hex from, Hex goal, int reach, int closest) {
  struct Candidate {
    int to_goal;
    int walk;
    int index;
    auto operator<=>(const Candidate&) const = default;
  };
  const int now = hex_distance(from, goal);
  std::vector<Candidate> candidates;
  for (int i = 0; i < grid.size(); ++i) {
    const Hex h = grid.hex(i);
    const int walk = hex_distance(from, h);
    const int to_goal = hex_distance(h, goal);
    if (walk > 0 && walk <= reach && to_goal >= closest && to_goal < now)
      candidates.push_back({to_goal, walk, i});
  }
  std::sort(candidates.begin(), candidates.end());
  std::vector<Hex> out;
  out.reserve(candidates.size());
  for (const Candidate& c : candidates) out.push_back(grid.hex(c.index));
  return out;
}

}  // namespace fray::map

#include <cmath>

#include <fray/map/hex_line.h>

namespace fray::map {

namespace {

struct Cube {
  double q, r, s;
};

Hex cube_round(Cube c) {
  double rq = std::round(c.q);
  double rr = std::round(c.r);
  const double rs = std::round(c.s);
  const double dq = std::abs(rq - c.q);
  const double dr = std::abs(rr - c.r);
  const double ds = std::abs(rs - c.s);
  if (dq > dr && dq > ds) {
    rq = -rr - rs;
  } else if (dr > ds) {
    rr = -rq - rs;
  }
  return {static_cast<int>(rq), static_cast<int>(rr)};
}

// Unequal nudges summing to zero keep the point on the plane q + r + s = 0 and break every tie
// of the rounding the same way wherever the line starts.
constexpr Cube kNudge{1e-6, 2e-6, -3e-6};

}  // namespace

std::vector<HexLineStep> hex_line(Hex from, Hex to) {
  const int n = hex_distance(from, to);
  std::vector<HexLineStep> steps;
  steps.reserve(static_cast<std::size_t>(n + 1));
  if (n == 0) {
    steps.push_back({from, from});
    return steps;
  }
  const double dq = to.q - from.q;
  const double dr = to.r - from.r;
  const double ds = to.s() - from.s();
  for (int i = 0; i <= n; ++i) {
    const double t = static_cast<double>(i) / n;
    const Cube p{from.q + dq * t, from.r + dr * t, from.s() + ds * t};
    const Hex a = cube_round({p.q + kNudge.q, p.r + kNudge.r, p.s + kNudge.s});
    const Hex b = cube_round({p.q - kNudge.q, p.r - kNudge.r, p.s - kNudge.s});
    steps.push_back({a, b});
  }
  return steps;
}

}  // namespace fray::map

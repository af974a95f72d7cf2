#include <algorithm>
#include <cmath>
#include <numbers>

#include <fray/map/base_contact.h>

namespace fray::map {
namespace {

struct Side {
  Point from;
  Point to;
  Point normal;   // outward, unit length
  Point tangent;  // unit length, from -> to
  double length;
};

Side side_of(const std::array<Point, 4>& r, int i, Point centre) {
  Side s;
  s.from = r[static_cast<std::size_t>(i)];
  s.to = r[static_cast<std::size_t>((i + 1) % 4)];
  s.length = distance(s.from, s.to);
  s.tangent = (s.to - s.from) * (1.0 / s.length);
  s.normal = {s.tangent.y, -s.tangent.x};
  if (dot(s.normal, (s.from + s.to) * 0.5 - centre) < 0.0) s.normal = s.normal * -1.0;
  return s;
}

}  // namespace

BaseContact base_contact(const Base& a, const Placement& pa, const Base& b, const Placement& pb) {
  const auto ra = base_rectangle(a, pa);
  const auto rb = base_rectangle(b, pb);
  const double min_cos = std::cos(kContactAngleToleranceDeg * std::numbers::pi / 180.0);
  BaseContact best;
  for (int i = 0; i < 4; ++i) {
    const Side sa = side_of(ra, i, pa.centre);
    for (int j = 0; j < 4; ++j) {
      const Side sb = side_of(rb, j, pb.centre);
      if (dot(sa.normal, sb.normal) > -min_cos) continue;
      // Gap between the two sides along a's normal, measured at both ends of b's side so that a
      // slightly turned base still has to be close along the whole stretch.
      const double gap_from = dot(sb.from - sa.from, sa.normal);
      const double gap_to = dot(sb.to - sa.from, sa.normal);
      if (std::max(std::abs(gap_from), std::abs(gap_to)) > kTouchToleranceCm) continue;
      const double b0 = dot(sb.from - sa.from, sa.tangent);
      const double b1 = dot(sb.to - sa.from, sa.tangent);
      const double shared = std::min(sa.length, std::max(b0, b1)) - std::max(0.0, std::min(b0, b1));
      if (shared > kTouchToleranceCm && shared > best.length_cm) {
        best.type = ContactType::Edge;
        best.side_a = static_cast<BaseSide>(i);
        best.side_b = static_cast<BaseSide>(j);
        best.length_cm = shared;
        best.side_a_cm = sa.length;
        best.side_b_cm = sb.length;
      }
    }
  }
  if (best.type == ContactType::Edge) return best;
  const Base square_a{BaseShape::Square, a.width_cm, a.depth_cm};
  const Base square_b{BaseShape::Square, b.width_cm, b.depth_cm};
  if (edge_distance(footprint(square_a, pa), footprint(square_b, pb)) <= kTouchToleranceCm) {
    best.type = ContactType::Corner;
  }
  return best;
}

}  // namespace fray::map

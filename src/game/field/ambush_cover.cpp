// Ambushers in cover (seed 003, "Ambush"), judged with the map layer's line of sight.
#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include <fray/game/field/ambush_cover.h>
#include <fray/game/field/battlefield.h>

namespace fray::game {
namespace {

// The grid step, and the spacing that leaves room for the largest (5 cm) base and a gap.
constexpr double kStepCm = 5.0;
constexpr double kSpacingCm = 6.5;
constexpr double kLargestBaseCm = 5.0;

map::Sighted sighted(map::Point at, double base_cm) {
  return {{map::BaseShape::Round, base_cm, base_cm}, {at, 0}, false, false};
}

// Viewpoints from which `target` is seen in the open.
std::size_t open_lines(const map::TableMap& table, const map::Sighted& target,
                       std::span<const map::Point> viewpoints) {
  std::size_t n = 0;
  for (const map::Point v : viewpoints) {
    const map::SightResult r = map::line_of_sight(table, sighted(v, 2.5), target);
    if (r.visible && r.cover == map::CoverClass::None) ++n;
  }
  return n;
}

struct Candidate {
  map::Point at;
  std::size_t seen_from = 0;
  double distance = 0;
};

}  // namespace

bool in_cover_from(const map::TableMap& table, const map::Sighted& target,
                   std::span<const map::Point> viewpoints) {
  return open_lines(table, target, viewpoints) == 0;
}

std::vector<map::Point> ambush_places(const map::TableMap& table,
                                      std::span<const map::Point> viewpoints, const Zone& keep_out,
                                      std::size_t count) {
  const Battlefield field(table);
  const map::Point prey = keep_out.corners.empty()
                              ? map::Point{table.width_cm / 2, table.depth_cm / 2}
                              : keep_out.centre();
  std::vector<Candidate> candidates;
  const auto columns = static_cast<int>(std::floor(table.width_cm / kStepCm));
  const auto rows = static_cast<int>(std::floor(table.depth_cm / kStepCm));
  for (int row = 0; row < rows; ++row)
    for (int column = 0; column < columns; ++column) {
      const map::Point at{(column + 0.5) * kStepCm, (row + 0.5) * kStepCm};
      if (!keep_out.corners.empty() && keep_out.contains(at)) continue;
      const Footprint big{{map::BaseShape::Round, kLargestBaseCm, kLargestBaseCm}, {at, 0}};
      if (!field.on_table(big) || field.impassable_under(big, false)) continue;
      // The larger base is judged only where the smaller one is hidden (the usual answer is
      // "seen", and judging sight is the costly part).
      std::size_t seen = open_lines(table, sighted(at, 2.5), viewpoints);
      if (seen == 0) seen = open_lines(table, sighted(at, kLargestBaseCm), viewpoints);
      candidates.push_back({at, seen, map::distance(at, prey)});
    }
  std::stable_sort(
      candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
        return a.seen_from != b.seen_from ? a.seen_from < b.seen_from : a.distance < b.distance;
      });
  std::vector<map::Point> out;
  for (const Candidate& c : candidates) {
    if (out.size() == count) break;
    if (std::any_of(out.begin(), out.end(),
                    [&](map::Point p) { return map::distance(p, c.at) < kSpacingCm; }))
      continue;
    out.push_back(c.at);
  }
  if (out.size() < count)
    throw std::invalid_argument("generic scenario: " + std::to_string(count) +
                                " Ambushers do not fit on the table");
  return out;
}

}  // namespace fray::game

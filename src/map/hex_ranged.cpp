#include <algorithm>

#include <fray/map/hex_line.h>
#include <fray/map/hex_ranged.h>
#include <fray/map/segment.h>

namespace fray::map {

std::vector<HexEffect> ranged_arc_effects(Hex from, HexDirection facing, Vision vision, Hex to) {
  if (in_arc_of_vision(vision, arc(from, facing, to))) return {};
  return {HexEffect::ShootingBlind};
}

std::vector<Hex> pop_up_hexes(HexSight& sight, Hex from, Hex target,
                              const std::vector<Hex>& free_neighbours) {
  std::vector<Hex> hexes;
  if (sight.clear(from, target)) return hexes;
  for (const Hex h : free_neighbours) {
    if (hex_distance(from, h) != 1 || !sight.grid().contains(h) || sight.blocking(h)) continue;
    if (sight.clear(h, target)) hexes.push_back(h);
  }
  return hexes;
}

std::vector<HexEffect> pop_up_effects() { return {HexEffect::PopUpAttack, HexEffect::CannotAim}; }

bool can_watch(Hex watcher, HexDirection facing, Vision vision, const WatchedArea& area) {
  std::vector<Hex> hexes = area.hexes;
  if (area.line) {
    for (const auto& step : hex_line(area.line->first, area.line->second)) {
      hexes.push_back(step.a);
      hexes.push_back(step.b);
    }
  }
  return !hexes.empty() && std::all_of(hexes.begin(), hexes.end(), [&](Hex h) {
    return in_arc_of_vision(vision, arc(watcher, facing, h));
  });
}

// Seed 001, "Opportunity Fire": hexes watched 1 / 2 / 3-4 / 5-6 / 7-10 / 11+.
std::vector<HexEffect> opportunity_fire_effects(const WatchedArea& area, bool discriminating) {
  std::vector<HexEffect> effects;
  if (area.line) {
    effects.push_back(HexEffect::OpportunityFireLine);
  } else {
    const auto n = area.hexes.size();
    effects.push_back(n <= 1    ? HexEffect::OpportunityFire1Hex
                      : n == 2  ? HexEffect::OpportunityFire2Hexes
                      : n <= 4  ? HexEffect::OpportunityFire3To4Hexes
                      : n <= 6  ? HexEffect::OpportunityFire5To6Hexes
                      : n <= 10 ? HexEffect::OpportunityFire7To10Hexes
                                : HexEffect::OpportunityFire11OrMoreHexes);
  }
  if (area.line || area.hexes.size() > 1) effects.push_back(HexEffect::CannotAim);
  if (discriminating) effects.push_back(HexEffect::OpportunityFireTargetDiscrimination);
  return effects;
}

bool triggers_opportunity_fire(const WatchedArea& area, Hex before, Hex after) {
  if (std::find(area.hexes.begin(), area.hexes.end(), after) != area.hexes.end()) return true;
  if (!area.line || before == after) return false;
  // Geometry in units of one hex across the flats; only crossing matters, not size.
  const HexLayout unit{1.0};
  const Segment watched{unit.centre(area.line->first), unit.centre(area.line->second)};
  return segments_intersect(watched, {unit.centre(before), unit.centre(after)});
}

}  // namespace fray::map

// seed 004, "Portal Markers : Eliminating Portals" and "Fighting in 'Dungeons'".
#include <algorithm>
#include <cmath>

#include <fray/game/generators/portal_markers.h>
#include <fray/map/table_sight.h>

namespace fray::game {

PortalSight table_portal_sight(const map::TableMap& table) {
  return [&table](map::Point observer, map::Point spot) {
    map::Sighted viewer, target;
    viewer.placement.centre = observer;
    target.placement.centre = spot;
    const map::SightResult r = map::line_of_sight(table, viewer, target);
    if (!r.visible) return PortalView::Hidden;
    return r.cover == map::CoverClass::None ? PortalView::InOpen : PortalView::InCover;
  };
}

std::optional<int> portal_threat(map::Point spot, const std::vector<map::Point>& party,
                                 const PortalDistances& distances, const PortalSight& sight,
                                 bool after_force_generation) {
  for (std::size_t i = 0; i < party.size(); ++i) {
    const PortalView view = sight(party[i], spot);
    if (view == PortalView::Hidden) continue;
    if (map::distance(party[i], spot) <= distances.approach_cm ||
        (view == PortalView::InOpen && after_force_generation))
      return static_cast<int>(i);
  }
  return std::nullopt;
}

std::optional<map::Point> portal_fallback(map::Point from, const std::vector<map::Point>& spots,
                                          const std::vector<map::Point>& party,
                                          const PortalDistances& distances,
                                          const PortalSight& sight, bool after_force_generation) {
  std::optional<map::Point> best;
  double best_distance = 0;
  for (const map::Point spot : spots) {
    const double d = map::distance(from, spot);
    if (d < 1e-9 || d > distances.fallback_cm) continue;
    if (portal_threat(spot, party, distances, sight, after_force_generation)) continue;
    if (!best || d < best_distance) best = spot, best_distance = d;
  }
  return best;
}

std::vector<PortalReaction> react_portals(const std::vector<PortalMarker>& portals,
                                          const std::vector<map::Point>& spots,
                                          const std::vector<map::Point>& party,
                                          const PortalDistances& distances,
                                          const PortalSight& sight, bool after_force_generation) {
  std::vector<PortalReaction> out;
  for (const PortalMarker& p : portals) {
    PortalReaction r{p.id, PortalFate::Stays, p.at, -1};
    if (const auto by = portal_threat(p.at, party, distances, sight, after_force_generation)) {
      r.threatened_by = *by;
      if (const auto to =
              portal_fallback(p.at, spots, party, distances, sight, after_force_generation)) {
        r.fate = PortalFate::FallsBack;
        r.to = *to;
      } else {
        r.fate = PortalFate::Eliminated;
      }
    }
    out.push_back(r);
  }
  return out;
}

map::Point area_marker_entry(map::Point marker, const std::vector<map::Point>& doorways,
                             const std::vector<map::Point>& party, const PortalSight& sight,
                             const map::Polygon& area, dice::DieSource& dice) {
  std::optional<map::Point> best;
  for (const map::Point door : doorways) {
    const bool seen = std::any_of(party.begin(), party.end(), [&](map::Point f) {
      return sight(f, door) != PortalView::Hidden;
    });
    if (!seen && (!best || map::distance(marker, door) < map::distance(marker, *best))) best = door;
  }
  if (best || area.empty()) return best.value_or(marker);
  // Assumed: "a random place in the area" is a point of a 2.5 cm grid over the area's bounding
  // box, rolled again until it falls inside (at most 100 times, then the marker itself).
  double minx = area[0].x, maxx = minx, miny = area[0].y, maxy = miny;
  for (const map::Point p : area) {
    minx = std::min(minx, p.x), maxx = std::max(maxx, p.x);
    miny = std::min(miny, p.y), maxy = std::max(maxy, p.y);
  }
  constexpr double kGrid = 2.5;
  const int nx = 1 + static_cast<int>((maxx - minx) / kGrid);
  const int ny = 1 + static_cast<int>((maxy - miny) / kGrid);
  for (int tries = 0; tries < 100; ++tries) {
    const map::Point p{minx + (dice.roll(nx) - 1) * kGrid, miny + (dice.roll(ny) - 1) * kGrid};
    if (map::contains(area, p)) return p;
  }
  return marker;
}

}  // namespace fray::game

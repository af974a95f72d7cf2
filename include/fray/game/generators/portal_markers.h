#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <fray/dice/die_source.h>
#include <fray/game/generators/force_tables.h>
#include <fray/map/point.h>
#include <fray/map/segment.h>
#include <fray/map/table_map.h>

namespace fray::game {

// Portal counters (seed 004, "Portal Markers : Eliminating Portals"). Positions are in
// centimetres on the table; the seed's inches are 2.5 cm (PortalDistances).

/// How a party figure sees a spot: not at all, in cover (round a corner, behind a wall), or in
/// the open.
enum class PortalView { Hidden, InCover, InOpen };

/// The sight test the portal rules use: how `observer` sees `spot`.
using PortalSight = std::function<PortalView(map::Point observer, map::Point spot)>;

/// The table's own line of sight between two 2.5 cm figures at the points: hidden when blocked,
/// in cover when the line gives the spot any cover, else in the open.
PortalSight table_portal_sight(const map::TableMap& table);

struct PortalMarker {
  int id = 0;
  map::Point at;
};

enum class PortalFate { Stays, FallsBack, Eliminated };

struct PortalReaction {
  int portal = 0;
  PortalFate fate = PortalFate::Stays;
  map::Point to;           ///< where it goes (its own place when it stays)
  int threatened_by = -1;  ///< index of the party figure that drove it off
};

/// The party figure (index) that drives a counter off from `spot`, if any: one that sees it in
/// cover within the approach distance, or (once the force generation phase is over) sees it in
/// the open at any distance.
std::optional<int> portal_threat(map::Point spot, const std::vector<map::Point>& party,
                                 const PortalDistances& distances, const PortalSight& sight,
                                 bool after_force_generation);

/// Where a driven-off counter goes: the nearest corner or cover spot within the fall-back
/// distance (other than where it stands) from which no party figure would drive it off again.
/// Nothing when every such spot is watched: the counter is bracketed.
std::optional<map::Point> portal_fallback(map::Point from, const std::vector<map::Point>& spots,
                                          const std::vector<map::Point>& party,
                                          const PortalDistances& distances,
                                          const PortalSight& sight, bool after_force_generation);

/// Every counter's reaction to the party's positions: stays, falls back to a spot, or is
/// eliminated when bracketed. Counters react independently (several may share a corner).
std::vector<PortalReaction> react_portals(const std::vector<PortalMarker>& portals,
                                          const std::vector<map::Point>& spots,
                                          const std::vector<map::Point>& party,
                                          const PortalDistances& distances,
                                          const PortalSight& sight, bool after_force_generation);

/// An area marker in a dungeon (seed 004, "Fighting in 'Dungeons'"): never destroyed; its
/// arrivals come in at the doorway or corner nearest to it that the party does not see, or,
/// when the party sees them all, at a random point of its area (`area` corners: the die picks
/// a point on a 2.5 cm grid over the area's bounding box, first one inside).
map::Point area_marker_entry(map::Point marker, const std::vector<map::Point>& doorways,
                             const std::vector<map::Point>& party, const PortalSight& sight,
                             const map::Polygon& area, dice::DieSource& dice);

}  // namespace fray::game

#pragma once

#include <string>

#include <fray/game/field/battlefield.h>
#include <fray/game/state/figure.h>

namespace fray::game {

/// The ground the `spot` command judges a target on (seed 004, "Visibility"; seed 004, "Woods
/// and other cover" for buildings), read from the map under the target's centre when the
/// referee does not name it: "building_inside" in a building the observer is in too,
/// "building_outside" in a building, "woods" in woods (a forest, or any terrain that obscures
/// sight), "terrain_edge" in other terrain giving cover (bushes, high crops, rubble, scrub), and
/// "open" elsewhere (roads, slopes, water, hills: plain sight). Assumed: the seed names the
/// grounds, not how a map's terrain types fall into them; and a figure in cover terrain is taken
/// to be within 6" of its edge (the seed gives no rule for deeper in).
std::string ground_under(const Battlefield& field, const Figure& observer, const Figure& target);

}  // namespace fray::game

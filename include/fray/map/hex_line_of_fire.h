#pragma once

#include <optional>
#include <vector>

#include <fray/map/hex_effect.h>
#include <fray/map/hex_figure.h>
#include <fray/map/hex_map.h>

namespace fray::map {

/// What a ranged attack along one line meets (seed 001, "Firing Through an Occupied Hex",
/// "Hitting the Wrong Target").
///
/// How Fray reads "any part of your hex to any part of his": the line is always the centre line
/// of hex_line(), and a step that runs along a hexside only counts when the hexes on both sides
/// count (the seed's rule for occupants, applied to walls too). So a wall on one side of a
/// hexside line never blocks it. One line per pair keeps the penalties and the wrong-target order
/// reproducible; lines from corner to corner (more generous past corners) are not used. For
/// multi-hex figures best_line_of_fire() tries every hex of the target.
struct LineOfFire {
  bool clear = false;             ///< no sight-blocking hex and no much larger figure on the line
  std::optional<Hex> blocked_at;  ///< the first hex that blocks, when not clear
  /// One PersonInTheWay per person in the way (one for a hexside line between two occupied
  /// hexes, which counts as a single occupied hex).
  std::vector<HexEffect> effects;
  /// Wrong-target candidates (occupancy indices), closest first. The figures of one group are
  /// equally close (one hex, or both sides of a hexside): roll randomly among them.
  std::vector<std::vector<int>> in_the_way;
};

/// True when `person` is in the way of a shot between `shooter` and `target`: upright figures
/// always; kneeling, sitting or crawling ones only when shooter or target is low too; lying ones
/// only when the shooter lies too. Assumed: crawling counts as kneeling, and a lying shooter or
/// target is low enough for kneeling figures to be in the way.
bool in_the_way(Posture person, Posture shooter, Posture target);

/// True when a figure `size_difference` size steps larger than the shooter, in `posture`, hides
/// everything behind it: 2 or more standing, 3 kneeling, 4 lying (seed 001, "Firing Through an
/// Occupied Hex"). Assumed: sitting and crawling use the kneeling threshold.
bool blocks_sight_by_size(int size_difference, Posture posture);

/// The line of fire from the shooter (occupancy index) in `from` to the target in `to`. Either
/// index may be -1 (shooting at an empty hex; no shooter figure: human-sized and standing).
/// A much larger figure does not block when the shooter's hex is higher than the blocker's
/// ("unless you're higher up").
LineOfFire line_of_fire(const HexMap& map, const HexOccupancy& occupancy, int shooter, Hex from,
                        int target, Hex to);

/// The clear line from the shooter's head hex to any hex of the target with the fewest persons
/// in the way (then the shortest), or the line to its head when none is clear.
LineOfFire best_line_of_fire(const HexMap& map, const HexOccupancy& occupancy, int shooter,
                             int target);

/// Figures a dodged shot may hit after passing the target: those in the way on the same line
/// continued past `to` up to `max_distance` hexes from `from`, closest first (seed 001,
/// "Overshooting and Stray Shots"). The line stops at the first sight-blocking step.
std::vector<std::vector<int>> stray_shot_candidates(const HexMap& map,
                                                    const HexOccupancy& occupancy, int shooter,
                                                    Hex from, int target, Hex to, int max_distance);

}  // namespace fray::map

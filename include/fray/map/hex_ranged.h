#pragma once

#include <optional>
#include <utility>
#include <vector>

#include <fray/map/hex_arc.h>
#include <fray/map/hex_effect.h>
#include <fray/map/hex_footprint.h>
#include <fray/map/hex_sight.h>

namespace fray::map {

/// Effects of shooting from `from` (facing `facing`) at `to` that depend on the arc of vision:
/// ShootingBlind outside it (seed 001, "Shooting Blind"); empty inside. The game adds
/// ShootingBlind for darkness or blindness itself.
std::vector<HexEffect> ranged_arc_effects(Hex from, HexDirection facing, Vision vision, Hex to);

/// Where a pop-up attack can be made from (seed 001, "Pop-Up Attacks"): those of
/// `free_neighbours` (the game says which neighbours are empty and passable) that are one step
/// from `from`, do not block sight themselves, and have a clear line to `target`. Empty when the
/// target is already visible from `from`: that is an ordinary attack.
std::vector<Hex> pop_up_hexes(HexSight& sight, Hex from, Hex target,
                              const std::vector<Hex>& free_neighbours);

/// Effects of a pop-up attack: PopUpAttack and CannotAim. The weapon must be thrown, a firearm
/// or a crossbow (not a bow or sling); the game checks that.
std::vector<HexEffect> pop_up_effects();

/// An area watched for opportunity fire (seed 001, "Opportunity Fire"): a set of hexes, or a
/// single straight line between two hex centres.
struct WatchedArea {
  std::vector<Hex> hexes;
  std::optional<std::pair<Hex, Hex>> line;
};

/// True when every hex of the area (every hex the line passes) is in the watcher's arc of vision.
bool can_watch(Hex watcher, HexDirection facing, Vision vision, const WatchedArea& area);

/// The penalty of the area's size: OpportunityFire1Hex .. OpportunityFire11OrMoreHexes, or
/// OpportunityFireLine; plus CannotAim unless a single hex is watched, and
/// OpportunityFireTargetDiscrimination when the watcher chose to tell friend from foe.
std::vector<HexEffect> opportunity_fire_effects(const WatchedArea& area, bool discriminating);

/// True when a figure stepping from `before` to `after` presents itself in the area: it enters a
/// watched hex, or its step crosses the watched line (centre to centre, touching counts).
bool triggers_opportunity_fire(const WatchedArea& area, Hex before, Hex after);

}  // namespace fray::map

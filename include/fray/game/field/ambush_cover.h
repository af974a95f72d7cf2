#pragma once

#include <span>
#include <vector>

#include <fray/game/turn/victory_rules.h>
#include <fray/map/table_sight.h>

namespace fray::game {

/// Whether `target` is in cover from every point of `viewpoints`: the line of sight from a
/// human-sized figure standing there (2.5 cm round base, on foot) is blocked or shows the target
/// behind cover of some kind (seed 002, "SHOOTING MODIFIERS"), by map::line_of_sight.
bool in_cover_from(const map::TableMap& table, const map::Sighted& target,
                   std::span<const map::Point> viewpoints);

/// Places for `count` Ambushers (seed 003, "Ambush": set up behind terrain and buildings, in
/// cover as much as possible): centres on a 5 cm grid over the table, off impassable ground,
/// outside `keep_out` (the Targets' area), 6.5 cm apart (room for a 5 cm base). Places in cover
/// from all `viewpoints` come first, nearest the centre of `keep_out` first (an ambush lies close
/// to its prey); when too few exist, the places seen from the fewest viewpoints fill the rest.
/// A place counts as in cover when it is for both a 2.5 cm and a 5 cm round base. Throws
/// std::invalid_argument when the table has no room for `count` figures.
std::vector<map::Point> ambush_places(const map::TableMap& table,
                                      std::span<const map::Point> viewpoints, const Zone& keep_out,
                                      std::size_t count);

}  // namespace fray::game

#pragma once
// Internal: an outnumbered figure's split (seed 004, "Melee procedure": a figure with several
// Strength dice may give one or more to each foe, each a melee of its own), as the strike
// command reads it from its payload ("dice", "split").

#include <optional>
#include <vector>

#include <nlohmann/json.hpp>

#include "melee_odds.h"

namespace fray::high_adventure {

/// One melee of a strike: the foe and the Strength dice thrown at it (unset: all of them).
struct Melee {
  int target = 0;
  std::optional<int> dice;
};

/// The strike's melees: its target, then the other foes it splits its dice among.
std::vector<Melee> melees_of(const nlohmann::json& p);

/// The striker's choice for its `i`-th melee: its dice there, and the foes it fights in melees
/// of their own (who do not help this one).
StrikerChoice choice_for(const nlohmann::json& p, const std::vector<Melee>& melees, std::size_t i);

/// The split's dice: each foe a die or more, distinct, in contact and still to fight; no more
/// dice than the striker has. The first melee takes what the others leave when not told.
Check check_split(const CheckContext& c, const Figure& a, std::vector<Melee>& melees);

}  // namespace fray::high_adventure

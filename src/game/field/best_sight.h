#pragma once
// Internal to fray_game: of the sights from a shooter to each space a large target covers, the
// one that counts (seed 003, "Large Figures": any of its spaces may be targeted): clear before
// blocked, open before in cover, the first of equals.

#include <optional>
#include <utility>

#include <fray/game/field/battlefield.h>

namespace fray::game {

template <class Cells, class SightTo>
Sight best_sight(const Cells& cells, SightTo sight_to) {
  std::optional<Sight> best;
  for (const auto& cell : cells) {
    Sight sight = sight_to(cell);
    if (!best || (sight.clear && !best->clear) ||
        (sight.clear && best->clear && sight.cover < best->cover))
      best = std::move(sight);
    if (best->clear && best->cover == map::CoverClass::None) break;
  }
  return *best;
}

}  // namespace fray::game

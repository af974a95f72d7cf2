#pragma once

#include <fray/map/point.h>

namespace fray::game {

/// A thing that exists only in the minds of observers (seed 004's Illusion ability, "Wizards,
/// Witches and Magic": a non-living thing up to house size for the rest of the game). The side
/// of the magic user who made it knows it for an illusion; every other side takes it for solid,
/// so it blocks their sight and their moves (docs/rules/high-adventure.md, "Magic").
struct Illusion {
  int id = 0;
  map::Point centre;
  double radius_cm = 0;
  int side = 0;    ///< The side that knows it for what it is (its maker's).
  int caster = 0;  ///< The figure that made it.
  friend bool operator==(const Illusion&, const Illusion&) = default;
};

}  // namespace fray::game

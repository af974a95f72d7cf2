#pragma once

#include <fray/map/point.h>

namespace fray::game {

/// A cloud that blocks sight (seed 004's Smoke ability, "Wizards, Witches and Magic": an area 8"
/// across for D6 turns). Unlike a fire's smoke it neither spreads nor stops a figure walking
/// through it. The rule system that makes one counts it down (High Adventure's end of turn).
struct SmokeCloud {
  int id = 0;
  map::Point centre;
  double radius_cm = 0;
  int turns_left = 0;  ///< Turns it still hangs, counted down as each turn after its own ends.
  int made_turn = 0;   ///< The game turn it was made in: that turn's end does not count.
  friend bool operator==(const SmokeCloud&, const SmokeCloud&) = default;
};

}  // namespace fray::game

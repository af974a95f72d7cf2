#pragma once

#include <string>

#include <fray/map/point.h>

namespace fray::game {

/// The id of the building a Fortress Assault turns on (seed 003, "Fortress Assault": the
/// Assaulters win when it is destroyed).
inline constexpr const char* kFortressId = "fortress";

/// A building or gate figures can batter down. Seed 003 says a Fortress Assault is won by
/// destroying the building but not how; the hit points and the die are assumed (defaults below,
/// docs/rules/generic-scenarios.md). Its footprint is round, centred on `position`.
struct Structure {
  std::string id;
  map::Point position;
  double radius_cm = 1.25;
  /// Assumed: six hits bring it down, so a handful of Assaulters need most of the four rounds.
  int hit_points = 6;
  int damage = 0;  ///< Hits taken so far.
  /// Assumed: a d6 showing this or more is a hit (a third of the blows tell).
  int hit_on = 5;

  bool destroyed() const { return damage >= hit_points; }
  friend bool operator==(const Structure&, const Structure&) = default;
};

}  // namespace fray::game

#pragma once

#include <fray/map/point.h>

namespace fray::game {

/// One burning area on the table (seed 004, "Fire"; the Start Fire ability of seed 004,
/// "Minor Abilities"): a circle that grows by 3" a turn until it has engulfed its object, and
/// burns out after the 2D6 turns rolled when it was lit. Started, spread and put out by the
/// referee's fire commands (src/game/commands/fire_commands.cpp).
struct Fire {
  int id = 0;
  map::Point centre;
  double radius_cm = 0;
  /// Turns of spreading before its object is engulfed (seed 004, "Fire": a small building in
  /// 3, a large one in 5); 0: no object named, it spreads every turn until it burns out.
  int engulf_turns = 0;
  int turns_left = 0;   ///< Turns it still burns (2D6 when lit).
  int age_turns = 0;    ///< Turns it has spread or burnt since it was lit.
  int lit_turn = 0;     ///< The game turn it was lit in (0: unknown, a save before issue 8).
  int spread_turn = 0;  ///< The game turn of its last spread_fire (0: none), for turn aids.
  friend bool operator==(const Fire&, const Fire&) = default;
};

}  // namespace fray::game

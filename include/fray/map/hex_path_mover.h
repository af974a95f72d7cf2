#pragma once

#include <functional>

#include <fray/map/hex_coord.h>
#include <fray/map/hex_movement.h>

namespace fray::map {

/// The figure about to move: where it stands, how it faces, its posture, and what its maneuver
/// grants (see maneuver_movement).
struct HexMover {
  Hex hex;
  HexDirection facing = HexDirection::North;
  Posture posture = Posture::Standing;
  ManeuverMovement movement;
};

/// Choices of a hex path search.
struct HexPathOptions {
  /// Within this turn's allowance: costs above it are never entered, a hex that takes all the
  /// points can only be entered by a figure that has spent none, and the first hex never costs
  /// more than the allowance (seed 001, "Movement Point Costs"). Otherwise the path plans over
  /// several turns (turn boundaries ignored; a hex that takes all points costs a whole turn).
  bool single_turn = false;
  /// Optional (seed 001, "Movement Point Costs": jump a severe obstruction). The game layer says
  /// which impassable hexes can be jumped (a barricade can, a pillar cannot). A jump goes
  /// straight ahead over one such hex into the free hex beyond, standing only, and costs like
  /// two forward hexes plus the landing hex's extra cost (assumed: the jumping rules are not in
  /// the seeds).
  std::function<bool(Hex)> jumpable;
  /// Guide multi-turn searches with the map's landmarks (HexLandmarks): the same paths, found
  /// with far fewer states explored. Off only to measure what they bring.
  bool use_landmarks = true;
};

}  // namespace fray::map

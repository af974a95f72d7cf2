#pragma once

#include <cstdint>
#include <vector>

#include <fray/map/hex_figure.h>
#include <fray/map/hex_footprint.h>

namespace fray::map {

/// What happens when a moving figure's body comes into another figure's hex.
enum class HexContactRule : std::uint8_t {
  /// A figure of two or more hexes moves through a smaller one: a slam the small figure may
  /// dodge; the large one keeps moving unless knocked down (seed 001, "Slam and Overrun").
  Overrun,
  /// Entering an enemy's hex otherwise: close combat; the mover stops there, or evades or slams
  /// (seed 001, "ENTERING A FOE'S HEX").
  EnterEnemyHex,
  /// Moving through a friend's hex: allowed, at a higher movement cost (seed 001, "HEXES").
  ThroughFriendHex,
};

struct HexContact {
  int figure = 0;  ///< index in the occupancy
  int step = 0;    ///< index of the pose in the path at which the body first covers its hex
  Hex hex;         ///< the first of its hexes the body comes into
  HexContactRule rule = HexContactRule::Overrun;
  friend bool operator==(const HexContact&, const HexContact&) = default;
};

/// Every figure the mover's body comes into while its head walks `path`, in order, each once. No
/// dice: the game layer rolls the slam. The mover (`mover_index` in the occupancy) is skipped,
/// as are figures already under the body at the first pose.
/// Assumed: overrun applies to friends and foes alike (the seed does not distinguish); the
/// game may let friends step aside.
std::vector<HexContact> contacts_along_path(const HexOccupancy& occupancy, int mover_index,
                                            const HexShape& shape,
                                            const std::vector<FigurePose>& path);

}  // namespace fray::map

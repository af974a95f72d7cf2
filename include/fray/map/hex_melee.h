#pragma once

#include <cstdint>
#include <vector>

#include <fray/map/hex_arc.h>
#include <fray/map/hex_effect.h>
#include <fray/map/hex_figure.h>

namespace fray::map {

/// A melee weapon's reach as the map needs it (seed 001, "Reach of a Weapon"): "C" is the
/// figure's own hex, 1..3 the front hexes at that distance. Deriving it from a weapon's length
/// class and the figure's size is the rule system's job. A knife is {true, 1, 1}; a spear held
/// for both is {false, 1, 2}; reach C alone is {true, 0, 0}.
struct Reach {
  bool close = false;
  int min = 1;
  int max = 1;
  friend constexpr bool operator==(Reach, Reach) = default;
};

/// The hexes a figure can attack with a reach, without a wild swing: its own hex for reach C,
/// and the front-arc hexes at each distance from min to max.
std::vector<Hex> reach_hexes(Hex h, HexDirection facing, Reach reach);

enum class AttackHand : std::uint8_t { TwoHanded, Right, Left };
enum class AttackForm : std::uint8_t { Swing, Thrust };

struct MeleeAttackCheck {
  bool in_reach = false;
  HexBearing bearing;
  std::vector<HexEffect> effects;  ///< WildSwing / ClumsyAngleAttack / NoWildThrustBeyondOneHex
};

/// Can a figure in `from` facing `facing` strike `target`, and with which effects (seed 001,
/// "MELEE ATTACKS", "Wild Swings")? Distance must be within the reach whatever the direction.
/// Front hexes are ordinary attacks; side and back hexes are wild swings, except that with
/// Peripheral Vision two-handed and same-side one-handed attacks into a side are not, and with
/// 360-degree Vision none are but back and opposite-side attacks have ClumsyAngleAttack. A foe
/// the attacker cannot see is always a wild swing. Assumed: reach counts from the head hex the
/// way it does for one hex, and side / back at distance follow HexArc's wedges.
MeleeAttackCheck melee_attack(Hex from, HexDirection facing, Vision vision, Reach reach,
                              AttackHand hand, AttackForm form, Hex target,
                              bool sees_target = true);

/// Effects of attacking with reach 2 or more through the hexes between attacker and target
/// (seed 001, "Attacking Through an Occupied Hex"): one AttackingThroughEnemyHex per hex holding
/// an enemy of the attacker, one AttackingThroughFriendHex (free) per hex holding only friends.
/// A step along a hexside counts only when both hexes are occupied, and then as one hex: an
/// enemy hex only when foes occupy both.
std::vector<HexEffect> attacking_through_effects(const HexOccupancy& occupancy, int attacker,
                                                 Hex from, int target, Hex to);

}  // namespace fray::map

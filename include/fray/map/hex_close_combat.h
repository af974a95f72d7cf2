#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include <fray/map/hex_effect.h>
#include <fray/map/hex_figure.h>

namespace fray::map {

/// The half of a close-combat hex a figure holds: the half on the side it came in from (seed
/// 001, "ENTERING A FOE'S HEX"). `entered_from` points from the hex towards where it came from.
struct CloseCombatHalf {
  Hex hex;
  HexDirection entered_from = HexDirection::South;
  friend constexpr bool operator==(CloseCombatHalf, CloseCombatHalf) = default;
};

/// A figure stepping from `from` into the adjacent enemy-held hex `into`.
CloseCombatHalf enter_foe_hex(Hex from, Hex into);

/// The facing of a figure that runs into a foe's hex and stops there: towards the foe's half.
HexDirection facing_on_entry(const CloseCombatHalf& half);

/// The three neighbours on the figure's own half of the hex, and the three on the foe's half.
std::array<Hex, 3> own_side_hexes(const CloseCombatHalf& half);
std::array<Hex, 3> foe_side_hexes(const CloseCombatHalf& half);

enum class CloseCombatExit : std::uint8_t {
  OwnSide,    ///< leave freely (movement costs for facing still apply), or step out
  MustEvade,  ///< through the foe: only by evading (seed 001, "LEAVING A FOE'S HEX")
  NotAdjacent,
};

/// How a figure holding `half` may leave into `to`. A grappled figure cannot leave at all; the
/// game checks grapples.
CloseCombatExit leaving(const CloseCombatHalf& half, Hex to);

/// True when a mover has the points to evade: enough left after entering the foe's hex to leave
/// it again (seed 001, "Evading in Tactical Combat"). Costs come from the movement rules.
constexpr bool can_evade(int points_left_after_entering, int cost_to_leave) {
  return points_left_after_entering >= cost_to_leave && cost_to_leave > 0;
}

/// Hexes a figure in close combat may retreat into: its own half's three neighbours (seed 001,
/// "DEFENSE IN CLOSE COMBAT"); the game removes occupied ones and refuses it when grappled.
std::array<Hex, 3> close_combat_retreat_hexes(const CloseCombatHalf& half);

/// True when `h` holds figures of more than one team: a close combat.
bool is_close_combat_hex(const HexOccupancy& occupancy, Hex h);

struct StrikeIntoCloseCombat {
  bool applies = false;            ///< attacker outside, target in a close-combat hex
  std::vector<HexEffect> effects;  ///< StrikingIntoCloseCombat
  std::vector<int>
      other_targets;  ///< everyone else in the hex: rolled for in random order on a miss
};

/// An attack from outside at a figure in close combat (seed 001, "Striking Into a Close
/// Combat"). The target's posture modifier comes from the rule system.
StrikeIntoCloseCombat striking_into(const HexOccupancy& occupancy, int attacker, int target);

/// Effects on a defender in close combat: NoBlockInCloseCombat. Parry only with an empty hand or
/// a reach C weapon (the game checks weapons).
std::vector<HexEffect> close_combat_defence_effects();

/// Effects on an attack made in close combat: CloseCombatRangedWeaponBulk with a ranged weapon,
/// CloseCombatShield with a shield after the first attack of the close combat.
std::vector<HexEffect> close_combat_attack_effects(bool ranged_weapon, bool wearing_shield,
                                                   bool first_attack);

}  // namespace fray::map

#pragma once

#include <vector>

#include <fray/map/hex_arc.h>
#include <fray/map/hex_effect.h>

namespace fray::map {

/// What the defender holds, for the side and back rules.
struct DefenderKit {
  bool right_handed = true;  ///< the weapon side is the right for a right-handed fighter
  bool shield = false;
  bool one_handed_weapon = false;
  bool flexible = false;  ///< Extra-Flexible arm or Double-Jointed
};

struct DefenceCheck {
  HexBearing bearing;              ///< where the attacker stands for the defender
  std::vector<HexEffect> effects;  ///< penalties and prohibitions on the defence
};

/// The defence against an attack from `attacker` (seed 001, "Defending Against Attacks from the
/// Side", "... from the Back", "'Runaround' Attacks"). `runaround`: the attacker started in front
/// of the defender and ran round (see is_runaround); the attack is then treated as from the side.
DefenceCheck defence_against(Hex defender, HexDirection facing, Vision vision,
                             const DefenderKit& kit, Hex attacker, bool runaround = false);

/// The same from a bearing already known, e.g. figure_bearing() for a multi-hex defender.
DefenceCheck defence_against(HexBearing attacker_bearing, Vision vision, const DefenderKit& kit,
                             bool runaround = false);

/// True when an attacker who started its move at `start` (in the defender's front arc) strikes
/// from the back arc at `end`: the defender saw it coming.
bool is_runaround(Hex defender, HexDirection facing, Hex start, Hex end);

struct RetreatHex {
  Hex hex;
  bool directly_away = false;  ///< on the straight line from the attacker through the defender
  friend constexpr bool operator==(RetreatHex, RetreatHex) = default;
};

/// Hexes a defender may retreat into from `attacker` (seed 001, "Retreating"): the neighbours
/// farther from the attacker than the defender is. The game removes occupied ones and may allow
/// a one-hexside facing change. Assumed: "directly away" is read as any neighbour that increases
/// the distance, since on hexes the straight-away line often runs along a hexside; the ones on
/// that line are flagged so a stricter rule can use only them.
std::vector<RetreatHex> retreat_hexes(Hex defender, Hex attacker);

}  // namespace fray::map

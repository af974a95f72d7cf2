#pragma once

#include <string>

#include <fray/dice/die_source.h>

namespace fray::rules {

/// Where a wound landed (optional rule, seed 000, "Wound localisation"), rolled on a D12.
enum class WoundLocation {
  Head,      ///< 1: half-stunned until the end of the next game turn, on the ground, hit at +1.
  TrunkArm,  ///< 2-7: strikes with a lower die (or -1 with a D6 / D4), no two-handed bonus.
  Leg,       ///< 8-12: movement -4 cm, cumulative.
};

/// The location a D12 face gives.
WoundLocation wound_location_for(int d12_face);

/// Rolls the location on a D12 from the game's dice.
WoundLocation roll_wound_location(dice::DieSource& dice, int* face_out = nullptr);

/// "head", "trunk or arm", "stomach or leg": for logs.
std::string to_string(WoundLocation location);

/// Centimetres of movement lost per leg wound.
inline constexpr int kLegWoundMovementLossCm = 4;

}  // namespace fray::rules

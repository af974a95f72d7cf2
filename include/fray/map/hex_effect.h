#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace fray::map {

/// Every penalty, bonus and prohibition of the hex tactical rules (seed 001), by name. The map
/// layer only says which apply; each rule system's data file (data/hex_tactics/hex_effects.json for
/// the classic system) says what they are worth there.
enum class HexEffect : std::uint8_t {
  // Melee (seed 001, "Attacking Through an Occupied Hex", "Wild Swings").
  AttackingThroughFriendHex,
  AttackingThroughEnemyHex,
  WildSwing,
  ClumsyAngleAttack,
  NoWildThrustBeyondOneHex,
  // Ranged (seed 001, "Shooting Blind", "Firing Through an Occupied Hex", "Pop-Up Attacks").
  ShootingBlind,
  PersonInTheWay,
  PopUpAttack,
  CannotAim,
  // Opportunity fire (seed 001, "Opportunity Fire").
  OpportunityFire1Hex,
  OpportunityFire2Hexes,
  OpportunityFire3To4Hexes,
  OpportunityFire5To6Hexes,
  OpportunityFire7To10Hexes,
  OpportunityFire11OrMoreHexes,
  OpportunityFireLine,
  OpportunityFireTargetDiscrimination,
  // Defence (seed 001, "Defending Against Attacks from the Side", "... from the Back",
  // "\"Runaround\" Attacks", "Retreating").
  DefendingAgainstSideAttack,
  RunaroundAttack,
  DefendingAgainstBackAttack,
  ParryFromBehind,
  NoDefenceFromBack,
  NoBlockFromBack,
  NoBlockFromWeaponSide,
  NoParryFromOtherSide,
  Retreating,
  // Close combat (seed 001, "CLOSE COMBAT").
  CloseCombatRangedWeaponBulk,
  CloseCombatShield,
  NoBlockInCloseCombat,
  StrikingIntoCloseCombat,
};

inline constexpr int kHexEffectCount = static_cast<int>(HexEffect::StrikingIntoCloseCombat) + 1;

/// Stable snake_case name, e.g. "person_in_the_way"; used in data files and event logs.
std::string_view name(HexEffect effect);
/// The effect with that name, or nothing.
std::optional<HexEffect> parse_hex_effect(std::string_view text);

}  // namespace fray::map

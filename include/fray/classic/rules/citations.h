#pragma once

// The seed sections rules are cited from, spelled once so every event, tooltip and doc line
// uses the same words (format: seed NNN, "Section").
namespace fray::rules::cite {

inline constexpr const char* kArmour67 = "seed 000, \"Armour 6 & armour 7\"";
inline constexpr const char* kWounds = "seed 000, \"Wounds\"";
inline constexpr const char* kWoundLocalisation = "seed 000, \"Wound localisation\"";
inline constexpr const char* kSpecies = "seed 000, \"Often encountered humanoid species\"";
inline constexpr const char* kMovementPeculiarities = "seed 000, \"Movement: some peculiarities\"";
inline constexpr const char* kRangedPeculiarities =
    "seed 000, \"Ranged weapons (shooting): some peculiarities\"";
inline constexpr const char* kMeleePeculiarities = "seed 000, \"Melee: some peculiarities\"";
inline constexpr const char* kRecoilInMelee = "seed 000, \"Recoil in melee\"";
inline constexpr const char* kNaturalMaximum = "seed 000, \"Natural dice maximum rule\"";
inline constexpr const char* kMountedCreatures = "seed 000, \"Mounted creatures\"";
inline constexpr const char* kBudget = "seed 000, \"Budget\"";
inline constexpr const char* kClass = "seed 000, \"Class\"";
inline constexpr const char* kBases = "seed 000, \"Bases of different sizes in melee\"";
inline constexpr const char* kMovement = "seed 002, \"MOVEMENT\"";
inline constexpr const char* kTerrain = "seed 002, \"TERRAIN\"";
inline constexpr const char* kShooting = "seed 002, \"SHOOTING\"";
inline constexpr const char* kShootingModifiers = "seed 002, \"SHOOTING MODIFIERS\"";
inline constexpr const char* kMeleeModifiers = "seed 002, \"MELEE MODIFIERS\"";
inline constexpr const char* kMelee = "seed 002, \"MELEE\"";

}  // namespace fray::rules::cite

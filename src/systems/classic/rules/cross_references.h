#pragma once

// Internal to fray_classic (its definitions, classic/rules): second pass of the loader.

#include <fray/classic/rules/ruleset.h>

namespace fray::rules::detail {

/// Data file names, relative to the data folder, as errors and assumptions report them.
inline constexpr const char* kSpeciesFile = "classic/species.json";
inline constexpr const char* kMissileWeaponsFile = "classic/missile_weapons.json";
inline constexpr const char* kMeleeWeaponsFile = "classic/melee_weapons.json";
inline constexpr const char* kMeleeModifiersFile = "classic/melee_modifiers.json";
inline constexpr const char* kShootingModifiersFile = "classic/shooting_modifiers.json";
inline constexpr const char* kTerrainFile = "classic/terrain.json";
inline constexpr const char* kMovementFile = "classic/movement.json";
inline constexpr const char* kBudgetFile = "classic/budget.json";
inline constexpr const char* kAbilitiesFile = "magic/abilities.json";

/// Checks every id one definition uses to name another (terrain, weapons, special rules,
/// modifiers, species, budget formulas) and the values that two files both state. Throws
/// io::DataError at the referring value. Pointers are rebuilt from vector positions, which follow
/// the order of the files.
void check_cross_references(const Ruleset& ruleset);

}  // namespace fray::rules::detail

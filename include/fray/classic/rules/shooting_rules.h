#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <fray/classic/rules/missile_weapon.h>
#include <fray/classic/rules/types.h>

namespace fray::rules {

/// Families of shooting modifiers; they differ in whether they add up and fall under the cap.
enum class ShootingModifierGroup { TerrainCover, ArmourFurtive, Shooter, GroupBonus };

struct ShootingModifierGroupRule {
  ShootingModifierGroup group = ShootingModifierGroup::Shooter;
  bool cumulative = true;  ///< False: only the strongest modifier of the group counts.
  bool capped = false;     ///< Counts toward the cap (ShootingRules::cap_worst_total).
  std::string description;
  Provenance provenance;
};

/// A per-weapon value in missile_weapons.json that restates a modifier of this table for the
/// modifier's listed weapons. The engine reads the weapon's value; the loader checks both agree.
enum class MirroredWeaponField { None, Armour4, MovingPenalty, GroupBonus };

/// One row of seed 002's shooting modifier tables (or a seed 000 addition).
struct ShootingModifierDefinition {
  std::string id;
  ShootingModifierGroup group = ShootingModifierGroup::Shooter;
  int value = 0;
  std::string description;
  std::vector<std::string> weapons;         ///< Only for these shooter weapons (empty: any).
  std::vector<std::string> exempt_weapons;  ///< Never for these shooter weapons.
  std::vector<MissileCategory> exempt_categories;
  MirroredWeaponField mirrors = MirroredWeaponField::None;
  Provenance provenance;
};

/// Armour 6, 7, 8 ... (seed 000, "Armour 6 & armour 7").
struct ArmourBeyondFive {
  int first_armour = 6;
  int per_level = -1;       ///< Added to the weapon's armour 5 modifier per level above 5.
  bool outside_cap = true;  ///< Not limited by the -2 cap.
  int disables_cover_when_total_below = -2;  ///< Armour total worse than this: no cover.
  Provenance provenance;
};

/// Picking a large target out of a crowd of smaller figures within a short range.
struct CrowdShooting {
  int max_range_cm = 10;
  std::vector<StrengthClass> small_strengths;  ///< Strengths counted as small shooters.
  std::vector<std::string> small_species;  ///< Species counted as small whatever their strength.
  bool double_natural_one_hits_friend = true;
  Provenance provenance;
};

struct ShootingRules {
  std::vector<ShootingModifierGroupRule> groups;
  int cap_worst_total = -2;  ///< Capped groups together never go below this.
  Provenance cap_provenance;
  ArmourBeyondFive armour_beyond_5;
  std::vector<ShootingModifierDefinition> modifiers;
  CrowdShooting crowd;

  const ShootingModifierDefinition* find_modifier(std::string_view id) const;
  const ShootingModifierGroupRule* find_group(ShootingModifierGroup group) const;
  /// The target-armour modifier for `weapon`: 0 up to armour 3, the weapon's own values for 4 and
  /// 5, then per_level more for each level beyond 5 (bow at armour 6: -3).
  int armour_modifier(const MissileWeapon& weapon, int armour) const;
};

}  // namespace fray::rules

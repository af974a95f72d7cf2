#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <fray/classic/rules/definitions.h>
#include <fray/classic/rules/magic_ability.h>

namespace fray::rules {

/// A value the documents do not give, as marked in a data file.
struct Assumption {
  std::string file;     ///< Relative to the data folder: "classic/species.json".
  std::string pointer;  ///< JSON pointer of the value, or of the entry when it is wholly assumed.
  std::string note;     ///< Why this value.
};

/// Every definition of one rule system, loaded from data/ (see load_ruleset). Read-only once
/// loaded; the game's state refers to definitions by id. Lookups scan the vectors: they hold a few
/// dozen entries, and keeping no index means a copied Ruleset cannot hold stale pointers.
struct Ruleset {
  std::vector<SpecialRuleDefinition> special_rules;
  std::vector<Species> species;
  std::vector<MissileWeapon> missile_weapons;
  std::vector<MeleeWeapon> melee_weapons;
  std::vector<LengthClassDefinition> length_classes;  ///< Longest first, as in the data.
  bool length_advantage_first_turn_only = true;
  MeleeRules melee;
  ShootingRules shooting;
  std::vector<TerrainType> terrain_types;
  MovementRules movement;
  BudgetRules budget;
  MagicRules magic;                     ///< Seed 004's magic abilities (magic/abilities.json).
  std::vector<Assumption> assumptions;  ///< Every assumed value, in file order.

  const SpecialRuleDefinition* find_special_rule(std::string_view id) const;
  const Species* find_species(std::string_view id) const;
  const MissileWeapon* find_missile_weapon(std::string_view id) const;
  const MeleeWeapon* find_melee_weapon(std::string_view id) const;
  const TerrainType* find_terrain(std::string_view id) const;
};

}  // namespace fray::rules

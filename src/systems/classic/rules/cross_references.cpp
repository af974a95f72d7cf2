#include "cross_references.h"

#include <string>

#include <fray/io/data_error.h>

namespace fray::rules::detail {
namespace {

std::string at(const std::string& base, std::size_t index) {
  return base + "/" + std::to_string(index);
}

[[noreturn]] void reference_error(const char* file, const std::string& pointer,
                                  const std::string& expected, const std::string& found) {
  throw io::DataError(file, pointer, expected, found,
                      std::string("The data file ") + file + " refers at " + pointer +
                          " to something that does not exist: it needs " + expected + ", but has " +
                          found + ".");
}

// `found` is nullptr when `id` names nothing; then the reference is reported.
template <typename Found>
void require(const Found* found, const std::string& id, const char* file,
             const std::string& pointer, const std::string& what) {
  if (found == nullptr) reference_error(file, pointer, what, "\"" + id + "\"");
}

void check_species(const Ruleset& rs) {
  for (std::size_t i = 0; i < rs.species.size(); ++i) {
    const Species& s = rs.species[i];
    const std::string base = at("/species", i);
    for (std::size_t j = 0; j < s.terrain_peculiarities.size(); ++j) {
      const auto& ids = s.terrain_peculiarities[j].terrain_ids;
      for (std::size_t k = 0; k < ids.size(); ++k) {
        require(rs.find_terrain(ids[k]), ids[k], kSpeciesFile,
                at(at(base + "/terrain_peculiarities", j) + "/terrain_ids", k),
                std::string("a terrain id defined in ") + kTerrainFile);
      }
    }
    for (std::size_t j = 0; j < s.forbidden_missile_weapons.size(); ++j) {
      const auto& id = s.forbidden_missile_weapons[j];
      require(rs.find_missile_weapon(id), id, kSpeciesFile,
              at(base + "/cannot_use_missile_weapons", j),
              std::string("a missile weapon id defined in ") + kMissileWeaponsFile);
    }
    for (std::size_t j = 0; j < s.special_rules.size(); ++j) {
      const auto& id = s.special_rules[j];
      require(rs.find_special_rule(id), id, kSpeciesFile, at(base + "/special_rules", j),
              "a special rule id listed under \"special_rules\"");
    }
    if (rs.budget.formula_for(s) == nullptr) {
      reference_error(
          kBudgetFile, "/formulas",
          "a formula for species \"" + s.id + "\" (" + std::string(to_string(s.strength)) + ")",
          "none matching its strength and life points");
    }
  }
}

void check_melee_weapons(const Ruleset& rs) {
  for (std::size_t i = 0; i < rs.melee_weapons.size(); ++i) {
    const MeleeWeapon& w = rs.melee_weapons[i];
    const std::string base = at("/weapons", i);
    for (std::size_t j = 0; j < w.length_overrides.size(); ++j) {
      const auto& id = w.length_overrides[j].wielder_special_rule;
      require(rs.find_special_rule(id), id, kMeleeWeaponsFile,
              at(base + "/length_overrides", j) + "/wielder_special_rule",
              std::string("a special rule id defined in ") + kSpeciesFile);
    }
    if (w.mounted.counts_as) {
      require(rs.find_melee_weapon(*w.mounted.counts_as), *w.mounted.counts_as, kMeleeWeaponsFile,
              base + "/mounted/counts_as", "a melee weapon id of this file");
    }
    if (w.applies_modifier) {
      require(rs.melee.find_modifier(*w.applies_modifier), *w.applies_modifier, kMeleeWeaponsFile,
              base + "/applies_modifier",
              std::string("a melee modifier id defined in ") + kMeleeModifiersFile);
    }
  }
}

// The value a weapon states for a field that a shooting modifier restates, if it has one.
std::optional<int> mirrored_value(const MissileWeapon& w, MirroredWeaponField field) {
  switch (field) {
    case MirroredWeaponField::Armour4:
      return w.armour4_modifier;
    case MirroredWeaponField::GroupBonus:
      return w.group_bonus;
    case MirroredWeaponField::MovingPenalty:
      if (w.moving_foot.allowed) return w.moving_foot.penalty;
      if (w.moving_mounted.allowed) return w.moving_mounted.penalty;
      return std::nullopt;
    case MirroredWeaponField::None:
      break;
  }
  return std::nullopt;
}

void check_shooting_modifiers(const Ruleset& rs) {
  const std::string weapon_id =
      std::string("a missile weapon id defined in ") + kMissileWeaponsFile;
  for (std::size_t i = 0; i < rs.shooting.modifiers.size(); ++i) {
    const auto& m = rs.shooting.modifiers[i];
    const std::string base = at("/modifiers", i);
    for (std::size_t j = 0; j < m.weapons.size(); ++j) {
      const MissileWeapon* w = rs.find_missile_weapon(m.weapons[j]);
      require(w, m.weapons[j], kShootingModifiersFile, at(base + "/weapons", j), weapon_id);
      const auto value = mirrored_value(*w, m.mirrors);
      if (m.mirrors != MirroredWeaponField::None && value != m.value) {
        reference_error(kShootingModifiersFile, at(base + "/weapons", j),
                        "a weapon whose own value in " + std::string(kMissileWeaponsFile) +
                            " equals this modifier (" + std::to_string(m.value) + ")",
                        "\"" + w->id + "\" with " +
                            (value ? std::to_string(*value) : std::string("no such value")));
      }
    }
    for (std::size_t j = 0; j < m.exempt_weapons.size(); ++j) {
      require(rs.find_missile_weapon(m.exempt_weapons[j]), m.exempt_weapons[j],
              kShootingModifiersFile, at(base + "/exempt_weapons", j), weapon_id);
    }
  }
  const auto& small = rs.shooting.crowd.small_species;
  for (std::size_t j = 0; j < small.size(); ++j) {
    require(rs.find_species(small[j]), small[j], kShootingModifiersFile,
            at("/shooting_into_crowd/small_shooters/species", j),
            std::string("a species id defined in ") + kSpeciesFile);
  }
}

void check_budget(const Ruleset& rs) {
  for (std::size_t i = 0; i < rs.budget.overrides.size(); ++i) {
    const auto& o = rs.budget.overrides[i];
    require(rs.find_species(o.species_id), o.species_id, kBudgetFile,
            at("/species_overrides", i) + "/species",
            std::string("a species id defined in ") + kSpeciesFile);
  }
}

}  // namespace

void check_cross_references(const Ruleset& ruleset) {
  check_species(ruleset);
  check_melee_weapons(ruleset);
  check_shooting_modifiers(ruleset);
  check_budget(ruleset);
}

}  // namespace fray::rules::detail

#include <fray/classic/rules/ruleset.h>

namespace fray::rules {
namespace {

template <typename T>
const T* find_by_id(const std::vector<T>& entries, std::string_view id) {
  for (const auto& entry : entries) {
    if (entry.id == id) return &entry;
  }
  return nullptr;
}

}  // namespace

const SpecialRuleDefinition* Ruleset::find_special_rule(std::string_view id) const {
  return find_by_id(special_rules, id);
}

const Species* Ruleset::find_species(std::string_view id) const { return find_by_id(species, id); }

const MissileWeapon* Ruleset::find_missile_weapon(std::string_view id) const {
  return find_by_id(missile_weapons, id);
}

const MeleeWeapon* Ruleset::find_melee_weapon(std::string_view id) const {
  return find_by_id(melee_weapons, id);
}

const TerrainType* Ruleset::find_terrain(std::string_view id) const {
  return find_by_id(terrain_types, id);
}

}  // namespace fray::rules

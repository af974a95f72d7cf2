#pragma once

// The real classic rule tables from data/, loaded once per test program, so the rules tests check
// the numbers a player will get, not hand-copied ones.
#include <stdexcept>
#include <string>
#include <string_view>

#include <fray/classic/rules/combat_stats.h>
#include <fray/classic/rules/data_loader.h>
#include <fray/classic/rules/ruleset.h>

namespace fray::rules::testing {

inline const Ruleset& classic() {
  static const Ruleset ruleset = load_ruleset(FRAY_DATA_DIR);
  return ruleset;
}

inline const MissileWeapon& missile(std::string_view id) {
  if (const MissileWeapon* weapon = classic().find_missile_weapon(id)) return *weapon;
  throw std::out_of_range("no missile weapon " + std::string(id));
}

inline const MeleeWeapon& melee(std::string_view id) {
  if (const MeleeWeapon* weapon = classic().find_melee_weapon(id)) return *weapon;
  throw std::out_of_range("no melee weapon " + std::string(id));
}

inline FighterStats fighter(StrengthClass strength, int cls, int armour, int die) {
  FighterStats f;
  f.strength = strength;
  f.figure_class = cls;
  f.armour = armour;
  f.die_sides = die;
  return f;
}

}  // namespace fray::rules::testing

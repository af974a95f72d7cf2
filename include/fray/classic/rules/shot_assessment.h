#pragma once

#include <string>
#include <vector>

#include <fray/classic/rules/combat_stats.h>
#include <fray/classic/rules/missile_weapon.h>
#include <fray/classic/rules/modifier.h>
#include <fray/classic/rules/shooting_rules.h>

namespace fray::rules {

/// Everything the shooting rules decide before a die is rolled: whether the shot is allowed,
/// what total it needs, the modifiers (each with its citation) and the natural value the die
/// must show. The dice code and the odds engine take it from here.
struct ShotAssessment {
  bool allowed = false;
  std::string refusal;           ///< Why not, in words, when !allowed.
  std::string refusal_citation;  ///< The rule behind the refusal.
  int base_need = 0;             ///< From the weapon's range band.
  std::vector<Modifier> modifiers;
  int need_natural = 0;  ///< base_need minus the modifiers: what the die must show.
  int die_sides = 6;
  bool natural_max_benefit = true;  ///< False out of a chief's earshot (optional rule).
};

/// Applies seed 002's shooting table and modifiers with seed 000's fantasy additions. The
/// modifier values, the -2 cap and the armour 6+ step come from `rules` (shooting_modifiers.json).
ShotAssessment assess_shot(const ShooterStats& shooter, const MissileWeapon& weapon,
                           const ShotTargetStats& target, const ShotConditions& conditions,
                           const ShootingRules& rules);

}  // namespace fray::rules

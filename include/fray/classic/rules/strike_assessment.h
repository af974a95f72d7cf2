#pragma once

#include <vector>

#include <fray/classic/rules/combat_stats.h>
#include <fray/classic/rules/melee_exchange.h>
#include <fray/classic/rules/melee_rules.h>
#include <fray/classic/rules/melee_weapon.h>
#include <fray/classic/rules/modifier.h>

namespace fray::rules {

/// Everything the melee rules decide about one figure striking one foe before the die is rolled.
/// A total above the foe's class (and above its armour when the armour is higher) kills or
/// wounds; a total equal to the class, or not above the armour, makes the foe recoil; a lower
/// total misses (seed 002, "MELEE").
struct StrikeAssessment {
  int die_sides = 6;
  std::vector<Modifier> modifiers;
  int recoil_total = 0;         ///< Total that makes the foe recoil: the foe's class.
  int hit_total = 0;            ///< Smallest total that hits: above class and above armour.
  int need_hit_natural = 0;     ///< hit_total minus the modifiers.
  int need_recoil_natural = 0;  ///< recoil_total minus the modifiers.
  int reach = 0;                ///< Who strikes first on the first turn of contact: higher first.
  bool strikes_last = false;
  bool natural_max_benefit = true;  ///< False out of a chief's earshot (optional rule).
};

/// Applies seed 002's melee modifiers with seed 000's fantasy peculiarities. `weapon` is the
/// weapon as used (a halberd used mounted is passed as the thrusting spear it counts as); the
/// situational modifier values come from `rules` (melee_modifiers.json).
StrikeAssessment assess_strike(const FighterStats& striker, const MeleeWeapon& weapon,
                               const FighterStats& foe, const StrikeConditions& conditions,
                               const MeleeRules& rules);

/// Who strikes first between two figures fighting each other (seed 002, "MELEE"; seed 000,
/// "Melee: some peculiarities"): figures that always strike last go after the others; on the first
/// turn of a contact only, the longer weapon (or a charging couched lance) strikes first;
/// otherwise both strike together.
StrikeOrder strike_order(const StrikeAssessment& a, const StrikeAssessment& b,
                         bool first_turn_of_contact);

/// One lower melee die per trunk/arm wound (D12 -> D10 -> D8 -> D6); a D6 or D4 keeps its size
/// and takes -1 per wound instead (seed 000, "Wound localisation").
int die_after_trunk_wounds(int die_sides, int trunk_wounds, int* penalty_out);

}  // namespace fray::rules

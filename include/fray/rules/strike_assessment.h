#pragma once

#include <vector>

#include <fray/rules/combat_stats.h>
#include <fray/rules/modifier.h>

namespace fray::rules {

/// Everything the melee rules decide about one figure striking one foe before the die is rolled.
/// A total above the foe's class (and above its armour when the armour is higher) kills or
/// wounds; a total equal to the class, or not above the armour, makes the foe recoil; a lower
/// total misses (seed 002, "Melee").
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

/// Applies seed 002's melee modifiers with seed 000's fantasy peculiarities.
StrikeAssessment assess_strike(const FighterStats& striker, const MeleeWeaponStats& weapon,
                               const FighterStats& foe, const StrikeConditions& conditions);

/// Who strikes first between two figures fighting each other (seed 002, "Melee"; seed 000,
/// "Melee: some peculiarities"): figures that always strike last go after the others; on the first
/// turn of a contact only, the longer weapon strikes first; otherwise both strike together.
enum class StrikeOrder { AFirst, BFirst, Simultaneous };
StrikeOrder strike_order(const StrikeAssessment& a, const StrikeAssessment& b,
                         bool first_turn_of_contact);

/// The weapon length that counts for this striker: Dwarves' and -H creatures' spears and staff
/// weapons are half-long (their pikes stay long); a two-handed heavy weapon used mounted has no
/// length advantage; H2 creatures ignore weapon length.
Length effective_length(const FighterStats& striker, const MeleeWeaponStats& weapon);

/// One lower melee die per trunk/arm wound (D12 -> D10 -> D8 -> D6); a D6 or D4 keeps its size
/// and takes -1 per wound instead (seed 000, "Wound localisation").
int die_after_trunk_wounds(int die_sides, int trunk_wounds, int* penalty_out);

}  // namespace fray::rules

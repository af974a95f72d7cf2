#include <algorithm>
#include <stdexcept>

#include <fray/classic/rules/citations.h>
#include <fray/classic/rules/strike_assessment.h>

namespace fray::rules {
namespace {

bool mounted(const FighterStats& f) { return f.mount != TroopType::Foot; }
// A figure fights as cavalry only when mounted as cavalry and a good rider (seed 000,
// "Mounted creatures": poor riders follow the mounted-foot rules).
bool fights_as_cavalry(const FighterStats& f) {
  return f.mount == TroopType::Cavalry && f.good_rider;
}

// The data's definition of modifier `id` as an applied modifier (melee_modifiers.json).
Modifier pick(const MeleeRules& rules, std::string_view id) {
  const MeleeModifierDefinition* found = rules.find_modifier(id);
  if (found == nullptr)
    throw std::out_of_range("melee_modifiers.json defines no modifier '" + std::string(id) + "'");
  return {found->id, found->value, found->provenance.source, ""};
}

bool bonus_applies(const WeaponBonus& b, const FighterStats& s, const FighterStats& foe,
                   const StrikeConditions& c) {
  if (b.wielder == Wielder::Foot && mounted(s)) return false;
  if (b.wielder == Wielder::Mounted && !mounted(s)) return false;
  if (b.charging_only && !c.charging) return false;
  if (!b.target_min_strength && !b.or_target_mounted) return true;
  // The "weaker wielder" condition belongs to the strength test only: bills and halberds get
  // their +1 against any mounted foe (seed 000, "Mounted creatures").
  const bool strong_enough_foe = b.target_min_strength && foe.strength >= *b.target_min_strength &&
                                 (!b.wielder_weaker_than_target || s.strength < foe.strength);
  return strong_enough_foe || (b.or_target_mounted && mounted(foe));
}

void weapon_modifiers(const FighterStats& s, const MeleeWeapon& w, const FighterStats& foe,
                      const StrikeConditions& c, const MeleeRules& t, std::vector<Modifier>& mods) {
  if (w.applies_modifier || s.figure_class <= 2) {
    mods.push_back(pick(t, w.applies_modifier.value_or("improvised_weapon_or_class_2")));
  }
  if (s.ignores_weapon_effects) return;  // H2: every weapon has the same effect
  if (mounted(s) && !w.mounted.bonuses_apply) return;
  for (const WeaponBonus& b : w.bonuses)
    if (bonus_applies(b, s, foe, c)) mods.push_back({b.id, b.value, b.provenance.source, w.name});
}

void situation_modifiers(const FighterStats& s, const MeleeWeapon& w, const FighterStats& foe,
                         const StrikeConditions& c, const MeleeRules& t,
                         std::vector<Modifier>& mods) {
  const bool cavalry_hampered = c.difficult_for_cavalry || c.very_difficult_for_cavalry;
  if (c.foe_in_shield_wall) mods.push_back(pick(t, "enemy_in_shield_wall"));
  if (!mounted(s) && c.foe_crosses_obstacle) mods.push_back(pick(t, "defending_linear_obstacle"));
  if (c.foe_on_higher_ground) mods.push_back(pick(t, "foe_on_higher_ground"));
  if (fights_as_cavalry(s) && !fights_as_cavalry(foe) && !cavalry_hampered)
    mods.push_back(pick(t, "cavalry_vs_foot"));
  if (fights_as_cavalry(foe) && !fights_as_cavalry(s) && !c.very_difficult_for_cavalry)
    mods.push_back(pick(t, "foot_vs_cavalry"));
  if (fights_as_cavalry(s) && c.charging && !cavalry_hampered)
    mods.push_back(pick(t, "cavalry_charging"));
  const bool spear = w.staff_weapon && !w.two_handed;  // spears, not bills or halberds
  if (spear && !mounted(s) && c.immobile && c.foe_charging && fights_as_cavalry(foe))
    mods.push_back(pick(t, "immobile_spear_vs_charging_cavalry"));
  if (s.strong_individual) mods.push_back(pick(t, "strong_individual"));
  if (foe.half_stunned) mods.push_back(pick(t, "target_half_stunned"));
}

}  // namespace

int die_after_trunk_wounds(int die_sides, int trunk_wounds, int* penalty_out) {
  int penalty = 0;
  for (int i = 0; i < trunk_wounds; ++i) {
    if (die_sides > 6)
      die_sides -= 2;
    else
      --penalty;
  }
  if (penalty_out != nullptr) *penalty_out = penalty;
  return die_sides;
}

StrikeAssessment assess_strike(const FighterStats& s, const MeleeWeapon& w, const FighterStats& foe,
                               const StrikeConditions& c, const MeleeRules& t) {
  StrikeAssessment result;
  int wound_penalty = 0;
  result.die_sides = die_after_trunk_wounds(s.die_sides, s.trunk_wounds, &wound_penalty);
  if (wound_penalty != 0)
    result.modifiers.push_back({"trunk_or_arm_wound", wound_penalty, cite::kWoundLocalisation, ""});
  weapon_modifiers(s, w, foe, c, t, result.modifiers);
  situation_modifiers(s, w, foe, c, t, result.modifiers);
  if (c.out_of_earshot) {
    result.natural_max_benefit = false;
    cancel_bonuses(result.modifiers,
                   std::string("out of a chief's earshot, ") + cite::kNaturalMaximum);
  }
  const int mods = total(result.modifiers);
  result.recoil_total = foe.figure_class;
  result.hit_total = std::max(foe.figure_class, foe.armour) + 1;
  result.need_hit_natural = result.hit_total - mods;
  result.need_recoil_natural = result.recoil_total - mods;
  // A charging couched lance strikes before any other weapon; H2 creatures ignore length.
  const bool lance_first = w.strikes_first_when_charging && c.charging && fights_as_cavalry(s);
  const LengthClass length =
      s.ignores_weapon_effects ? LengthClass::Short : w.length_for(s.special_rules, mounted(s));
  result.reach = lance_first ? static_cast<int>(LengthClass::Long) + 1 : static_cast<int>(length);
  result.strikes_last = s.strikes_last;
  return result;
}

StrikeOrder strike_order(const StrikeAssessment& a, const StrikeAssessment& b,
                         bool first_turn_of_contact) {
  if (a.strikes_last != b.strikes_last)
    return a.strikes_last ? StrikeOrder::BFirst : StrikeOrder::AFirst;
  if (first_turn_of_contact && a.reach != b.reach)
    return a.reach > b.reach ? StrikeOrder::AFirst : StrikeOrder::BFirst;
  return StrikeOrder::Simultaneous;
}

}  // namespace fray::rules

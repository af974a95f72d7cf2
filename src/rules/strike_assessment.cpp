#include <algorithm>

#include <fray/rules/citations.h>
#include <fray/rules/strike_assessment.h>

namespace fray::rules {
namespace {

bool mounted(const FighterStats& f) { return f.mount != Mount::Foot; }
// A figure fights as cavalry only when mounted as cavalry and a good rider (seed 000,
// "Mounted creatures": poor riders follow the mounted-foot rules).
bool fights_as_cavalry(const FighterStats& f) { return f.mount == Mount::Cavalry && f.good_rider; }
bool fights_as_mounted_foot(const FighterStats& f) { return mounted(f) && !fights_as_cavalry(f); }

void add(std::vector<Modifier>& mods, const char* id, int value, const char* citation,
         const char* note = "") {
  mods.push_back({id, value, citation, note});
}

void weapon_modifiers(const FighterStats& s, const MeleeWeaponStats& w, const FighterStats& foe,
                      const StrikeConditions& c, std::vector<Modifier>& mods) {
  if (s.ignores_weapon_effects) return;  // H2: every weapon has the same effect
  if (w.modifier != 0 && !(w.two_handed_heavy && mounted(s)))
    mods.push_back({"weapon_" + w.id, w.modifier, cite::kMeleePeculiarities, w.name});
  if (w.improvised) add(mods, "improvised_weapon", -1, cite::kMeleeModifiers);
  const bool big_or_mounted = foe.strength >= Strength::PlusPlusH || mounted(foe);
  if (w.staff_weapon && !mounted(s) && big_or_mounted && s.strength < foe.strength)
    add(mods, "staff_weapon_vs_large", 1, cite::kMeleePeculiarities,
        "bill or halberd of a weaker foot fighter against ++H, H2 or mounted");
  if (w.staff_weapon && !mounted(s) && mounted(foe) && s.strength >= foe.strength)
    add(mods, "staff_weapon_vs_mounted", 1, cite::kMountedCreatures);
  if (w.couched_lance && fights_as_cavalry(s) && c.charging)
    add(mods, "couched_lance_charge", 1, cite::kMeleePeculiarities);
  if ((w.spear || w.pike) && !mounted(s) && c.immobile && c.foe_charging && fights_as_cavalry(foe))
    add(mods, "spear_vs_charging_cavalry", 1, cite::kMeleeModifiers);
}

void situation_modifiers(const FighterStats& s, const FighterStats& foe, const StrikeConditions& c,
                         std::vector<Modifier>& mods) {
  if (c.foe_in_shield_wall) add(mods, "foe_in_shield_wall", -1, cite::kMeleeModifiers);
  if (s.figure_class <= 2) add(mods, "class_2", -1, cite::kMeleeModifiers);
  if (!mounted(s) && c.foe_crosses_obstacle)
    add(mods, "foe_crosses_obstacle", 1, cite::kMeleeModifiers);
  if (c.foe_on_higher_ground) add(mods, "foe_on_higher_ground", -1, cite::kMeleeModifiers);
  if (fights_as_cavalry(s) && !fights_as_cavalry(foe) && !c.difficult_for_cavalry &&
      !c.very_difficult_for_cavalry)
    add(mods, "cavalry_vs_foot", 1, cite::kMeleeModifiers);
  if (fights_as_cavalry(foe) && !fights_as_cavalry(s) && !c.very_difficult_for_cavalry)
    add(mods, fights_as_mounted_foot(s) ? "mounted_foot_vs_cavalry" : "foot_vs_cavalry", -1,
        cite::kMeleeModifiers);
  if (fights_as_cavalry(s) && c.charging && !c.difficult_for_cavalry &&
      !c.very_difficult_for_cavalry)
    add(mods, "cavalry_charge", 1, cite::kMeleeModifiers);
  if (s.strong_individual) add(mods, "strong_individual", 1, cite::kMeleePeculiarities);
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

Length effective_length(const FighterStats& s, const MeleeWeaponStats& w) {
  if (s.ignores_weapon_effects) return Length::Short;  // H2 strike last anyway
  if (w.two_handed_heavy && mounted(s)) return Length::Short;
  if (s.short_staff_weapons && !w.pike && (w.spear || w.staff_weapon))
    return std::min(w.length, Length::HalfLong);
  return w.length;
}

StrikeAssessment assess_strike(const FighterStats& s, const MeleeWeaponStats& w,
                               const FighterStats& foe, const StrikeConditions& c) {
  StrikeAssessment result;
  int wound_penalty = 0;
  result.die_sides = die_after_trunk_wounds(s.die_sides, s.trunk_wounds, &wound_penalty);
  if (wound_penalty != 0)
    result.modifiers.push_back({"trunk_or_arm_wound", wound_penalty, cite::kWoundLocalisation, ""});
  weapon_modifiers(s, w, foe, c, result.modifiers);
  situation_modifiers(s, foe, c, result.modifiers);
  if (c.out_of_earshot) {
    result.natural_max_benefit = false;
    for (Modifier& m : result.modifiers)
      if (m.value > 0) {
        m.value = 0;
        m.note = "cancelled: out of a chief's earshot";
      }
  }
  const int mods = total(result.modifiers);
  result.recoil_total = foe.figure_class;
  result.hit_total = std::max(foe.figure_class, foe.armour) + 1;
  result.need_hit_natural = result.hit_total - mods;
  result.need_recoil_natural = result.recoil_total - mods;
  // A charging couched lance strikes before any foot weapon; otherwise length decides.
  const bool lance_first = w.couched_lance && c.charging && fights_as_cavalry(s);
  result.reach =
      lance_first ? static_cast<int>(Length::Long) + 1 : static_cast<int>(effective_length(s, w));
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

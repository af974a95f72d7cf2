#pragma once

// Stats for the figures and weapons of seed 000's worked examples, written out by hand so the
// assessment tests do not depend on the data files (those are checked separately).
#include <fray/rules/combat_stats.h>

namespace fray::rules::testing {

inline MissileStats war_crossbow() {
  MissileStats w;
  w.id = "war_crossbow";
  w.name = "war crossbow";
  w.bands = {{0, 20, 5, false}, {20, 40, 6, false}, {40, 60, 7, false}};
  w.armour4_modifier = 0;
  w.armour5_modifier = 0;
  w.immobile_only = true;
  return w;
}

inline MissileStats bow() {
  MissileStats w;
  w.id = "bow";
  w.name = "bow";
  w.bands = {{0, 20, 5, false}, {20, 40, 6, false}, {40, 60, 7, true}};
  w.armour4_modifier = -1;
  w.armour5_modifier = -2;
  w.foot_may_shoot_moving = true;
  w.mounted_may_shoot_moving = true;
  w.moving_penalty = -1;
  w.foot_moving_max_cm = 10;
  w.furtive_penalty_exempt = true;
  return w;
}

inline MissileStats longbow() {
  MissileStats w = bow();
  w.id = "longbow";
  w.name = "longbow";
  w.armour5_modifier = -1;
  return w;
}

inline MissileStats staff_sling() {
  MissileStats w;
  w.id = "staff_sling";
  w.name = "staff sling";
  w.bands = {{0, 10, 6, true}, {10, 20, 7, true}, {20, 30, 8, true}};
  w.immobile_only = true;
  w.foot_only = true;
  w.group_bonus = true;
  return w;
}

inline FighterStats fighter(Strength strength, int cls, int armour, int die) {
  FighterStats f;
  f.strength = strength;
  f.figure_class = cls;
  f.armour = armour;
  f.die_sides = die;
  return f;
}

inline MeleeWeaponStats weapon(const char* id, Length length) {
  MeleeWeaponStats w;
  w.id = id;
  w.name = id;
  w.length = length;
  return w;
}

inline MeleeWeaponStats halberd() {
  MeleeWeaponStats w = weapon("halberd", Length::Long);
  w.staff_weapon = true;
  return w;
}

inline MeleeWeaponStats two_handed_axe() {
  MeleeWeaponStats w = weapon("two_handed_axe", Length::HalfLong);
  w.modifier = 1;
  w.two_handed_heavy = true;
  return w;
}

inline MeleeWeaponStats thrusting_spear() {
  MeleeWeaponStats w = weapon("thrusting_spear", Length::Long);
  w.spear = true;
  return w;
}

inline MeleeWeaponStats couched_lance() {
  MeleeWeaponStats w = weapon("heavy_couched_lance", Length::Long);
  w.couched_lance = true;
  return w;
}

}  // namespace fray::rules::testing

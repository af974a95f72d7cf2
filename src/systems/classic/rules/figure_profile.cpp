#include <algorithm>

#include <fray/classic/rules/figure_profile.h>

namespace fray::rules {
namespace {

bool good_rider(const Species& species, const FigureSpec& f) {
  return f.good_rider.value_or(!species.has_rule("rides_as_mounted_foot"));
}

int chosen_melee_die(const Species& species, const FigureSpec& f) {
  if (species.melee_dice.empty())
    throw ProfileError(f.name + ": " + species.name + " has no melee die in the data");
  if (!f.melee_die) return species.melee_dice.front().sides;
  for (const DieSpec& die : species.melee_dice)
    if (die.sides == *f.melee_die) return die.sides;
  throw ProfileError(f.name + ": " + species.name + " cannot strike with a D" +
                     std::to_string(*f.melee_die));
}

}  // namespace

const Species& species_of(const Ruleset& rules, const FigureSpec& f) {
  if (const Species* species = rules.find_species(f.species)) return *species;
  throw ProfileError(f.name + ": unknown species '" + f.species + "'");
}

FighterStats fighter_stats(const Ruleset& rules, const FigureSpec& f) {
  const Species& species = species_of(rules, f);
  FighterStats s;
  s.name = f.name;
  s.strength = species.strength;
  s.figure_class = species.protection.kind == ProtectionKind::Split ? species.protection.melee_class
                                                                    : f.figure_class;
  s.armour = effective_armour(species.protection, f.worn_armour, AttackKind::Melee);
  s.die_sides = chosen_melee_die(species, f);
  s.mount = f.mount;
  s.special_rules = species.special_rules;
  s.strikes_last = species.has_rule("strike_last");
  s.ignores_weapon_effects = species.has_rule("ignores_weapon_length_and_strength");
  s.strong_individual = f.strong_individual;
  s.good_rider = good_rider(species, f);
  s.half_stunned = f.half_stunned;
  s.trunk_wounds = f.trunk_wounds;
  s.technology = f.technology;
  return s;
}

ShooterStats shooter_stats(const Ruleset& rules, const FigureSpec& f, const MissileWeapon& weapon) {
  const Species& species = species_of(rules, f);
  if (!species.can_use_missile_weapon(weapon.id))
    throw ProfileError(f.name + ": " + species.name + " cannot use a " + weapon.name +
                       " (seed 000, \"Ranged weapons (shooting): some peculiarities\")");
  const std::optional<DieSpec> die =
      species.shooting_die(weapon.category == MissileCategory::Thrown);
  if (!die) throw ProfileError(f.name + ": " + species.name + " has no shooting die in the data");
  if (f.elite && !species.has_rule("elite_shooter_allowed"))
    throw ProfileError(f.name + ": " + species.name + " cannot be an elite shooter");
  ShooterStats s;
  s.name = f.name;
  // Elves and Halflings shoot with a D8 (seed 000, "Ranged weapons (shooting): some
  // peculiarities"); their thrown missiles keep the species' die.
  const bool d8 = species.has_rule("d8_shooter") && weapon.category != MissileCategory::Thrown;
  s.die_sides = d8 ? 8 : die->sides;
  s.mount =
      f.mount == TroopType::Cavalry && !good_rider(species, f) ? TroopType::MountedFoot : f.mount;
  s.elite = f.elite;
  s.penalised_at_idle = species.has_rule("minus_one_to_shoot_idle_targets");
  return s;
}

ShotTargetStats shot_target_stats(const Ruleset& rules, const FigureSpec& f) {
  const Species& species = species_of(rules, f);
  ShotTargetStats t;
  t.name = f.name;
  t.armour = effective_armour(species.protection, f.worn_armour, AttackKind::Shooting);
  t.mount = f.mount;
  t.undead = species.has_rule("minus_one_protection_from_shots");
  return t;
}

const MeleeWeapon& melee_weapon_in_use(const Ruleset& rules, const FigureSpec& f) {
  const MeleeWeapon* weapon = rules.find_melee_weapon(f.weapon);
  if (weapon == nullptr) throw ProfileError(f.name + ": unknown melee weapon '" + f.weapon + "'");
  if (f.mount == TroopType::Foot) return *weapon;
  if (!weapon->mounted.usable)
    throw ProfileError(f.name + ": a " + weapon->name + " cannot be used mounted");
  if (weapon->mounted.counts_as) {
    if (const MeleeWeapon* as = rules.find_melee_weapon(*weapon->mounted.counts_as)) return *as;
  }
  return *weapon;
}

int life_die_sides(const Ruleset& rules, const FigureSpec& f) {
  const Species& species = species_of(rules, f);
  return species.life_die ? species.life_die->sides : 1;
}

}  // namespace fray::rules

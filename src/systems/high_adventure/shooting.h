#pragma once
// Internal: a shot as the rules reckon it before a die is thrown (seed 004, "Shooting"), shared
// by the shoot command, its preview and the AIs' projection.

#include <optional>
#include <string>
#include <vector>

#include "melee_odds.h"

namespace fray::high_adventure {

struct ShotPlan {
  const Figure* shooter = nullptr;
  const Figure* target = nullptr;
  const MissileWeapon* weapon = nullptr;
  double distance_in = 0;
  int band = 0;              ///< 0 short, 1 medium, 2 long.
  int dice = 0;              ///< The shooter's D6s, the highest kept.
  int modifier = 0;          ///< Added to it: WSk and the shooting modifiers.
  int defence_die = 6;       ///< The target's die for the band.
  bool shield = false;       ///< The target adds a D6 for its shield.
  int difference_bonus = 0;  ///< The weapon's and a strong shooter's change to the difference.
  Armour armour = Armour::Unarmoured;
  /// The chance that a shot putting the target down is averted ("Divine Intervention").
  double averted = 0;
  std::vector<std::string> facts;  ///< Each modifier with its reason, for events and previews.
  // Seed 004, "Visibility": how the shooter comes to see a target in terrain.
  std::string ground = "open";  ///< Where the target stands (game::ground_under's names).
  int range_die = 0;       ///< At a terrain edge: the die of inches it is seen within; 0: seen.
  int stealth_test = 0;    ///< A stealthy target's Cleverness: unseen on a D6 not above it.
  double seen_chance = 1;  ///< The chance both let the shooter see it.
};

/// The shot `shooter` would make at `target` now, or the refusal the rules give. In a
/// `simultaneous` phase the shooter throws the dice it had as the phase began (the wounds this
/// turn's shooting gave it left out). `distance_cm`, when given, replaces the distance the bases
/// stand apart (the AIs' projection).
game::Check plan_shot(const AdventureRules& rules, const game::Battlefield& field,
                      const BattleState& state, const Figure& shooter, const Figure& target,
                      bool simultaneous, ShotPlan& out,
                      std::optional<double> distance_cm = std::nullopt);

/// The chance the weapon may be shot this turn: a dragon breathes on a D6 of 5 or more.
inline double breath_chance(const MissileWeapon& w) {
  return w.breathes_on > 0 ? (7 - w.breathes_on) / 6.0 : 1.0;
}

/// What the shot deals: fire for a weapon that burns, else a weapon's blow.
inline Means shot_means(const MissileWeapon& w) { return w.fire ? Means::Fire : Means::Weapon; }

/// Whether the target's shield guards it against a shot from `from`: a D6 more on its defence.
bool shield_guards(const AdventureRules& rules, const Figure& target, map::Point from);

/// The range band a distance falls in: 0 short, 1 medium, 2 long, 3 beyond.
int band_at(const MissileWeapon& weapon, double distance_in);

/// Whether its weapon is ready to shoot: loaded, or loaded in the half of the turn it did not
/// move (bows and slings), or needing no loading (seed 004, "Shooting").
bool ready_to_shoot(const AdventureRules& rules, const Figure& f);

/// The table's outcome for a shot's difference (the last row for any larger one).
Outcome shot_outcome(const AdventureRules& rules, const ShotPlan& plan, int difference);

struct ShotOdds {
  double hit = 0;
  SideOdds target;
};
ShotOdds shot_odds(const AdventureRules& rules, const ShotPlan& plan);

}  // namespace fray::high_adventure

#pragma once

#include <optional>
#include <string>
#include <vector>

#include <fray/classic/rules/types.h>

namespace fray::rules {

/// Families that some rules single out (furtive shooters with bows or thrown weapons are not
/// penalised; hand-thrown missiles use a species' thrown die).
enum class MissileCategory { Bow, Crossbow, Sling, Thrown };

/// Which row of the shooting table applies (seed 002, "SHOOTING").
enum class BandCondition {
  Default,
  CavalryMovingOnEasyTerrain,  ///< Javelins thrown by cavalry moving on easy terrain.
  GoodThrower,                 ///< Stones thrown by a good thrower.
};

/// One range column of the shooting table. A distance d falls in the band when
/// min_cm < d <= max_cm (the first band also takes d = 0): a boundary belongs to the nearer band.
struct MissileRangeBand {
  int min_cm = 0;
  int max_cm = 0;
  /// Score needed on the die plus modifiers ("5-6" -> 5, "(8)" -> 8); nullopt for "—".
  std::optional<int> to_hit;
  bool exterior_only = false;  ///< "ext.": not from a window or arrow slit.
};

struct BandSet {
  BandCondition condition = BandCondition::Default;
  std::vector<MissileRangeBand> bands;  ///< Contiguous, nearest first (checked by the loader).
};

/// Whether and at what cost the weapon is shot during the shooter's own move.
struct MovingFire {
  bool allowed = false;
  int penalty = 0;                  ///< Added to the roll (-1 for bows).
  std::optional<int> max_range_cm;  ///< Bow on foot: only at 0-10 cm.
};

/// One missile weapon (read-only definition).
struct MissileWeapon {
  std::string id;
  std::string name;
  MissileCategory category = MissileCategory::Bow;
  bool foot_only = false;      ///< Cannot be used mounted.
  bool immobile_only = false;  ///< The shooter must not move in the turn it shoots.
  MovingFire moving_foot;
  MovingFire moving_mounted;
  bool no_penalty_just_before_contact_on_foot = false;  ///< Ancient crossbow.
  int reload_turns = 0;  ///< Turns standing still to reload after a shot.
  bool limited_supply = false;
  std::optional<int> shots_per_figure;  ///< Pilum: one per figure; nullopt when not counted.
  int group_bonus = 0;  ///< Added when shooting at a group (not behind built cover).
  bool not_protected_by_terrain_when_shooting = false;  ///< Sling: shooter loses cover that turn.
  bool ignores_shield_wall = false;                     ///< Pilum and kin.
  bool no_melee_after_shooting = false;                 ///< War crossbow: no strike in that turn.
  int armour4_modifier = 0;                             ///< Against armour 4 (inside the -2 cap).
  int armour5_modifier = 0;  ///< Against armour 5; armour 6+ adds to this (see ShootingRules).
  std::vector<BandSet> band_sets;  ///< Always has a Default set (checked by the loader).
  std::string notes;
  Provenance provenance;

  /// The band set for `condition`, or the default one when the weapon has no such row.
  const BandSet& bands_for(BandCondition condition) const;
  /// The band containing `distance_cm`, or nullptr beyond the last band.
  const MissileRangeBand* band_at(double distance_cm,
                                  BandCondition condition = BandCondition::Default) const;
  /// The score needed at `distance_cm`, or nullopt when out of range or "—".
  std::optional<int> to_hit_at(double distance_cm,
                               BandCondition condition = BandCondition::Default) const;
};

}  // namespace fray::rules

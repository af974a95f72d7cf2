#pragma once

#include <array>
#include <filesystem>
#include <string>
#include <vector>

#include <fray/high_adventure/adventure_magic.h>
#include <fray/sheets/high_adventure_sheet.h>

// The tables of seed 004, "A game of High Adventure", as data/high_adventure/ gives them
// (docs/rules/high-adventure.md). Read once into the rule system; read-only after.

namespace fray::high_adventure {

inline constexpr double kCmPerInch = 2.54;

/// What a blow or a shot does to the figure it beats (seed 004, "Combat results" and the
/// shooting result table).
enum class Outcome { None, PushBack, LightWound, Wound, WoundPushBack, Killed };

/// A row of creature stats (seed 004, "Standard Creature types and characteristics").
struct Creature {
  std::string id;
  std::string name;
  double move_in = 5;
  int bravery = 2, strength = 1, skill = 1, weapon_skill = 0, cleverness = 3, leadership = 3;
  bool has_armour = false;  ///< Scales or hide: counts as `armour` when heavier than worn.
  Armour armour = Armour::Unarmoured;
  bool ignores_rough_ground = false;  ///< Elves.
  bool short_legs = false;            ///< Dwarves, Halflings: D2" to charge and flee.
  bool stealth = false;               ///< Halflings.
  bool fearsome = false;              ///< Dragons, Demons, Giants, Trolls (the solo chart).
  bool large = false;
  bool undead = false;
  double fly_in = 0;
  bool breathes_fire = false;
  std::vector<std::string> killed_only_by;  ///< "magic", "fire", "caster", "smashing".
  int disabled_after_wounds = 0;            ///< Skeletons: full wounds that disable; 0: strength.
  double height = 1;  ///< Standing height, a man's being 1 (Transform self's limit).
};

/// A hand weapon (seed 004, "Combat results": polearms +1, improvised -1; skeletons fall only to
/// smashing weapons).
struct MeleeWeapon {
  std::string id;
  std::string name;
  std::string kind;  ///< "edged", "polearm", "smashing" or "improvised".
  bool two_handed = false;
};

/// A weapon that shoots or is thrown (seed 004, "Shooting").
enum class Loading { None, HalfTurn, WholeTurn };
struct MissileWeapon {
  std::string id;
  std::string name;
  std::array<double, 3> ranges_in{};  ///< Short, medium, long: the farthest of each band.
  Loading load = Loading::None;
  int result_modifier = 0;  ///< Longbows and crossbows +1, rocks -1.
  bool two_handed = false;
  bool elf_bonus = false;
  bool fire = false;            ///< It burns (dragon fire): zombies fall to it.
  bool kills_on_wound = false;  ///< Dragon fire: any wounding hit kills.
  double blast_in = 0;          ///< Dragon fire: figures this near the target are hit too.
  int breathes_on = 0;          ///< Dragon fire: shot only in a turn a D6 rolls this or more.
};

/// A row of a result table: what each armour suffers at that die difference.
using ResultRow = std::array<Outcome, 4>;

struct AdventureRules {
  std::vector<Creature> creatures;
  std::vector<MeleeWeapon> melee_weapons;
  std::vector<MissileWeapon> missile_weapons;

  std::vector<ResultRow> melee_results;     ///< Row i: difference i + 1; the last for more.
  std::vector<ResultRow> shooting_results;  ///< The same for shots.
  // Melee modifiers (seed 004, "Melee procedure", "Combat results", "Mounted combat rules").
  int polearm_bonus = 1, strength_3_bonus = 1, improvised_penalty = -1, unfamiliar_penalty = -1;
  int support_per_figure = 1, mounted_bonus = 1, invisible_bonus = 1;
  // Shooting modifiers (seed 004, "Shooting").
  int elf_bow_bonus = 1, target_below_bonus = 1, soft_cover_penalty = -1;
  int per_shooter_wound_penalty = -1, in_building_penalty = -3, shooter_strength_3_bonus = 1;
  int shooting_unfamiliar_penalty = -1;
  int melee_die = 6, shooting_die = 6, shield_die = 6;
  std::array<int, 3> defence_dice{6, 8, 10};  ///< Short, medium, long.
  double engage_in = 1, shoot_min_in = 5, shoot_min_in_woods_in = 2, break_off_in = 1;
  double shield_friend_in = 1;
  /// Seed 004, "Visibility": how far a figure in woods, in a building (from outside, from
  /// inside) is seen, and the die of inches for one elsewhere in terrain.
  double woods_visibility_in = 8, building_outside_visibility_in = 3;
  double building_inside_visibility_in = 6;
  int terrain_edge_visibility_die = 6;
  /// Seed 004, "Woods and other cover": the ranks at a wood's edge that shoot out of it.
  int wood_edge_ranks = 2;
  /// Seed 004, "Character levels": a new character's levels, D4+1 each, Strength D3.
  int level_die = 4, level_add = 1, strength_level_die = 3;
  int light_per_wound = 2;  ///< A W is two light wounds; each full wound takes a die away.
  // Seed 004, "Divine Intervention": once a game a catastrophe averted on a 5 or 6 (D6).
  int divine_die = 6;
  int divine_averts_from = 5;
  // Movement (seed 004, "Orders" and "Actions").
  double walk_in = 5, ride_in = 8, stand_in = 2;
  int charge_die = 3, short_legs_die = 2, flee_die = 3, run_die = 3, run_turns = 2;
  double difficult_rate = 0.5;
  double free_turn_deg = 180, group_in = 2, command_in = 6;
  int follow_on_die = 6;
  AdventureMagic magic;  ///< Seed 004, "Wizards, Witches and Magic" (magic.json).

  const Creature* creature(const std::string& id) const;
  const MeleeWeapon* melee_weapon(const std::string& id) const;
  const MissileWeapon* missile_weapon(const std::string& id) const;
};

/// Reads data/high_adventure/ under `data_dir`. Throws io::DataError naming the file, the JSON
/// pointer and what was expected.
AdventureRules load_adventure_rules(const std::filesystem::path& data_dir);

std::string_view to_string(Outcome outcome);

}  // namespace fray::high_adventure

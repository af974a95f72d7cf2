#pragma once
// The simple d20 system's tables (data/d20/, seed 003 V and VIII), read-only once loaded.

#include <algorithm>
#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <fray/map/table_map.h>
#include <fray/sheets/d20_sheet.h>

namespace fray::d20 {

/// Which die a circumstance lets a figure roll twice (seed 003, "Special Abilities").
enum class RolledDie { Attack, Defend };
/// Who benefits: the figures whose sheet lists it, or every figure the situation fits.
enum class Beneficiary { Listed, Everyone };
/// The situation in which the circumstance holds.
enum class Situation { Always, HeavyArmour, FriendAdjacentToTarget, TargetInCover };
/// What a failed defence does to the figure hit (seed 003, "Defend").
enum class HitEffect { Defeat, Wound, Stun };
/// The need an attack rolls (seed 003, "Attack").
enum class AttackClass { Melee, Ranged };
/// How ground counts for moving (seed 003, "Difficult Terrain").
enum class Going { Open, Difficult, Wall };

struct Circumstance {
  std::string id;
  std::string name;
  RolledDie die = RolledDie::Attack;
  Beneficiary who = Beneficiary::Listed;
  Situation when = Situation::Always;
  std::string source;
};

/// A range kind (seed 003, "Range"): its need and its reach in spaces per battlefield size.
struct RangeKind {
  std::string id;  ///< "melee", "reach", "thrown", "short", "long".
  AttackClass attack = AttackClass::Melee;
  int min_spaces = 1;
  int large_spaces = 1;  ///< The most on a large battlefield.
  int small_spaces = 1;  ///< The most on a small battlefield.
  std::string source;
};

/// Whom one attack with a weapon is made against (seed 003, "Range").
enum class Spread {
  Single,  ///< The target.
  Area,    ///< The target's space and every space around it ("area effect attacks").
  Burst,   ///< The target's space and two spaces next to it ("burst fire attacks").
};

struct Weapon {
  std::string id;
  std::string name;
  std::string range;   ///< Id of its RangeKind.
  bool stuns = false;  ///< Its hits stun instead of wounding.
  Spread spread = Spread::Single;
};

/// A ready profile of d20/roster.json: a full sheet.
struct Profile {
  std::string id;
  D20Sheet sheet;
};

/// A non-combat task of d20/tasks.json (seed 003, "Non-Combat Action").
struct Task {
  std::string id;
  std::string name;
};

/// Every d20 table.
struct D20Rules {
  int die_sides = 20;
  int melee_need = 6;
  int ranged_need = 11;
  int ranged_in_cover_need = 16;
  int defend_need = 11;
  HitEffect common_hit = HitEffect::Defeat;
  HitEffect unique_hit = HitEffect::Wound;
  HitEffect stunning_weapon_hit = HitEffect::Stun;
  int stun_rounds = 1;
  int unique_wounds_min = 2;
  int unique_wounds_max = 5;
  std::vector<Circumstance> circumstances;

  /// Spaces per move action: [size] -> {large battlefield, small battlefield}.
  std::array<std::array<int, 2>, 3> move_units{};
  /// Mounts and vehicles (seed 003, "Movement"): [carrier - 1] -> {large, small battlefield}, and
  /// the riders each carries unless its sheet says (assumed).
  std::array<std::array<int, 2>, 3> carrier_move_units{};
  std::array<int, 3> carrier_seats{1, 1, 1};
  int boarding_cost =
      1;  ///< Spaces of movement getting on or off costs (seed 003, "Special Movement").
  int heavy_armour_fewer = 1;
  int minimum_spaces = 1;
  int difficult_cost = 2;
  /// Dangerous ground (seed 003, "Dangerous Terrain"): terrain ids and names, the die, the
  /// highest roll that is a hit, and whether the hit is defended.
  std::vector<std::string> dangerous_terrain;
  int dangerous_die = 6;
  int dangerous_hit_at_most = 3;
  bool dangerous_defended = true;
  bool is_dangerous(const std::string& terrain) const {
    return std::find(dangerous_terrain.begin(), dangerous_terrain.end(), terrain) !=
           dangerous_terrain.end();
  }
  std::array<Going, 4> going{Going::Open, Going::Difficult, Going::Difficult, Going::Wall};
  std::vector<double> space_inches{1, 1.5};
  double default_space_inches = 1;
  bool default_large_battlefield = true;

  std::vector<RangeKind> ranges;
  std::vector<Weapon> weapons;
  std::vector<Profile> roster;

  int task_need = 11;
  std::vector<Task> tasks;

  int morale_need_not_more_powerful = 11;  ///< seed 003, "Morale"
  int morale_need_more_powerful = 6;
  int morale_defeated_on = 1;
  bool morale_failure_stuns = false;  ///< The default failure: retreat (false) or a stun.

  const Circumstance* circumstance(const std::string& id) const;
  const RangeKind* range(const std::string& id) const;
  const Weapon* weapon(const std::string& id) const;
  const Profile* profile(const std::string& id) const;
  const Task* task(const std::string& id) const;
  /// How the map's footing counts for a d20 move.
  Going going_of(map::Footing footing) const { return going[static_cast<std::size_t>(footing)]; }
};

/// What is wrong with a sheet against the tables: the member (a JSON pointer below the figure,
/// "/weapons/melee") and what it should be.
struct SheetProblem {
  std::string member;
  std::string expected;
  std::string found;
};
/// Checks a sheet's ids (weapons under their range kind, circumstances) and its wounds against
/// its kind (commons 1, uniques as combat.json says).
std::optional<SheetProblem> check_sheet(const D20Rules& rules, const D20Sheet& sheet);

/// Reads data/d20/{combat,movement,ranges,weapons,tasks,morale,roster}.json under `data_dir`;
/// throws io::DataError naming the file, the JSON pointer and what was expected.
D20Rules load_d20_rules(const std::filesystem::path& data_dir);

}  // namespace fray::d20

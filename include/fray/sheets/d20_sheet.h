#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

// A figure's d20 sheet: the plain values the simple d20 system (seed 003, "V. Miniatures and
// battle maps" and "VIII. Simple basic combat") keeps for a figure beside the engine's common
// core. Like classic_sheet.h it includes nothing of Fray's, so the engine may name it in its
// closed variant of sheets; the system's tables (data/d20/) give the ids meaning.

namespace fray::d20 {

/// Seed 003, "Defend": unique characters take several wounds, commons are defeated by one.
enum class FigureKind { Common, Unique };

/// Seed 003, "Movement": the figure types of the move table (heavy armour and mounts apart).
enum class FigureSize { Small, Average, Large };

/// Seed 003, "Movement" and "Special Movement": a figure others may ride or ride in, with its own
/// row of the move table. Such a figure is a figure of its own (wounds, actions); its riders
/// stand in its space and go where it goes.
enum class Carrier { None, Mount, SlowVehicle, FastVehicle };

/// What a d20 figure is, and the conditions the d20 rules put on it.
struct D20Sheet {
  static constexpr std::string_view system_id = "d20";
  std::string name;
  std::string profile;  ///< Id in d20/roster.json it was made from; "" when described in full.
  FigureKind kind = FigureKind::Common;
  /// Wounds it can take before it is defeated (commons 1, uniques 2 to 5); the wounds it has
  /// taken are the core's `Figure::wounds`.
  int max_wounds = 1;
  int power = 1;  ///< How powerful it is, 1 to 10 (seed 003, "Morale").
  FigureSize size = FigureSize::Average;
  bool heavy_armour = false;        ///< Moves one space fewer (seed 003, "Movement").
  bool causes_fear = false;         ///< A unit it attacks tests its morale (seed 003, "Morale").
  Carrier carrier = Carrier::None;  ///< A mount or vehicle, moved by its own row of the table.
  int seats = 0;  ///< Riders it carries at once; 0: its kind's seats (d20/movement.json).
  /// Its weapons by range kind ("melee", "reach", "thrown", "short", "long"): ids in
  /// d20/weapons.json. A figure with no melee weapon fights in melee with its bare hands.
  std::map<std::string, std::string> weapons;
  /// Circumstances (d20/combat.json) that let it roll its die twice and keep the higher
  /// (seed 003, "Special Abilities"), besides those every figure has.
  std::vector<std::string> roll_twice;
  /// Non-combat tasks (d20/tasks.json) it is talented at: it rolls them twice (seed 003,
  /// "Non-Combat Action").
  std::vector<std::string> talents;

  // Conditions, saved with the battle (never in scenarios).
  /// The rounds it loses its actions in, from and until (seed 003, "Defend"); 0: none. A stun
  /// while stunned lengthens the stun, never shortens it.
  int stunned_from = 0;
  int stunned_until = 0;
  bool recovered = false;  ///< Has taken its one Recovery action (seed 003, "The Recovery Action").
  int retreat_from = 0;    ///< The figure its failed morale makes it run from; 0: none.
  int retreat_round = 0;   ///< The round it spends running (seed 003, "Morale").
  bool army_tested = false;  ///< Its unit has tested for its army's losses (seed 003, "Morale").
  std::vector<int> fear_tested;  ///< Fear-causing figures its unit has tested against.
  int riding = 0;                ///< The mount or vehicle it is on or in; 0: on its own feet.
  /// The last round its unit moved it as one, placing it beside the figure moved; 0: never.
  int moved_with_unit = 0;
  int unit_leader = 0;  ///< The figure whose move placed it in that round.
  /// A mount's or vehicle's last round ridden, and the rider that drove it then: one rider
  /// drives it in a round (assumed).
  int driven_round = 0;
  int driven_by = 0;
  friend bool operator==(const D20Sheet&, const D20Sheet&) = default;
};

/// The figure's name as people see it.
inline const std::string& name_of(const D20Sheet& sheet) { return sheet.name; }

/// What ranks a figure where a scenario needs a leader: its power (seed 003, "Morale").
inline int seniority(const D20Sheet& sheet) { return sheet.power; }

inline std::string_view to_string(FigureKind kind) {
  return kind == FigureKind::Unique ? "unique" : "common";
}

inline std::string_view to_string(Carrier carrier) {
  switch (carrier) {
    case Carrier::Mount:
      return "mount";
    case Carrier::SlowVehicle:
      return "slow_vehicle";
    case Carrier::FastVehicle:
      return "fast_vehicle";
    default:
      return "none";
  }
}

inline std::string_view to_string(FigureSize size) {
  switch (size) {
    case FigureSize::Small:
      return "small";
    case FigureSize::Large:
      return "large";
    default:
      return "average";
  }
}

}  // namespace fray::d20

#pragma once

#include <optional>
#include <string>
#include <string_view>

// A figure's classic sheet: the plain values the classic system (seeds 000 and 002) keeps for
// a figure beside the engine's common core. The engine's `Figure` names it in its closed
// variant of sheets, so this header includes nothing of Fray's; with its codec
// (classic_sheet_json.h) it is all of the classic system the engine may include
// (tools/check-layers).

namespace fray::rules {

enum class TroopType { Foot, Cavalry, MountedFoot };

/// Weapon metal for the technology-gap priority variant (seed 000, "Melee: some peculiarities").
enum class Technology { Stone = 0, Bronze = 1, Iron = 2 };

/// One figure as a player describes it: species, class, what it wears and carries. Situation
/// files and scenarios use it; the game layer builds it from a figure's state.
struct FigureSpec {
  std::string name;
  std::string species;  ///< Id from species.json.
  int figure_class = 3;
  int worn_armour = 3;  ///< 3 light clothing, 4 chainmail, 5 complete armour.
  TroopType mount = TroopType::Foot;
  std::optional<bool> good_rider;  ///< Unset: the species' default (Dwarves ride as mounted foot).
  std::string weapon;              ///< Missile or melee weapon id, as the roll needs.
  std::optional<int> melee_die;    ///< Sides chosen among the species' melee dice (H2: 12 or 6).
  bool elite = false;
  bool strong_individual = false;
  bool half_stunned = false;
  int prior_wounds = 0;
  int trunk_wounds = 0;
  int leg_wounds = 0;
  Technology technology = Technology::Iron;
  friend bool operator==(const FigureSpec&, const FigureSpec&) = default;
};

/// What a classic figure is, beside the core every system shares: its description and its two
/// weapons. `spec.weapon` is set per roll from one of them.
struct ClassicSheet {
  static constexpr std::string_view system_id = "classic";
  FigureSpec spec;
  std::string missile_weapon;               ///< Id in missile_weapons.json, or "" for none.
  std::string melee_weapon = "bare_hands";  ///< Id in melee_weapons.json.
  friend bool operator==(const ClassicSheet&, const ClassicSheet&) = default;
};

/// The figure's name as people see it.
inline const std::string& name_of(const ClassicSheet& sheet) { return sheet.spec.name; }

/// What ranks a figure where a scenario needs a leader and leadership ties (seed 003,
/// "Objectives", as the generic scenarios read it): the higher class.
inline int seniority(const ClassicSheet& sheet) { return sheet.spec.figure_class; }

}  // namespace fray::rules

#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// A figure's High Adventure sheet: the plain values seed 004 ("A game of High Adventure") keeps
// for a figure beside the engine's common core. Like the other sheets it includes nothing of
// Fray's, so the engine may name it in its closed variant of sheets; the system's tables
// (data/high_adventure/) give the ids meaning.

namespace fray::high_adventure {

/// Seed 004, "Armour": the four columns of both result tables, lightest first.
enum class Armour { Unarmoured, Padded, Mail, Plate };

/// What a figure was before Transform self changed it (seed 004, "Wizards, Witches and Magic"):
/// everything the new form replaces, given back when it reverts.
struct TrueForm {
  std::string creature;
  int bravery = 0, strength = 0, skill = 0, cleverness = 0, leadership = 0, weapon_skill = -1;
  std::map<std::string, int> weapon_skills;
  std::vector<std::string> unfamiliar_weapons;
  Armour armour = Armour::Unarmoured;
  bool shield = false;
  std::string melee_weapon;
  std::string missile_weapon;
  bool mounted = false;
  bool loaded = true;
  friend bool operator==(const TrueForm&, const TrueForm&) = default;
};

/// What a High Adventure figure is, and the conditions the rules put on it.
struct AdventureSheet {
  static constexpr std::string_view system_id = "high_adventure";
  std::string name;
  std::string creature;  ///< Id in high_adventure/creatures.json.
  // Seed 004, "Character levels": tested by a D6 not above the value. A scenario may leave any of
  // them out; the creature table fills it in when the battle is set up.
  int bravery = 0;
  int strength = 0;  ///< A D6 per Strength point in melee and shooting; wounds take them away.
  int skill = 0;
  int cleverness = 0;
  int leadership = 0;     ///< Copied to the core's Figure::leadership, which the battle reads.
  int weapon_skill = -1;  ///< 0 to 3; -1: the creature's.
  /// Seed 004, "Character levels": "Weapon Skill 0-3 with each weapon": a skill with a weapon
  /// (by id) other than `weapon_skill`.
  std::map<std::string, int> weapon_skills;
  /// Weapons (by id) it fights or shoots with unfamiliarly: -1 on each die (seed 004, "Melee
  /// procedure", "Shooting").
  std::vector<std::string> unfamiliar_weapons;
  Armour armour = Armour::Unarmoured;  ///< Worn; a creature's natural armour counts if heavier.
  bool shield = false;                 ///< Seed 004, "Shield use": against missiles only.
  std::string melee_weapon = "bare_hands";  ///< Id in high_adventure/weapons.json "melee".
  std::string missile_weapon;               ///< Id in its "missile"; "" for none.
  bool mounted = false;                     ///< On a horse, wolf...: rides, +1 WSk in melee.
  /// A player character or one of its two hench-beings (seed 004, "Orders"): acts as its player
  /// wishes whatever its order; a player character is grievously wounded where others die.
  bool player_character = false;
  bool henchman = false;
  /// A thief or an assassin: has Stealth as Halflings do (seed 004, "Stealth"), which the
  /// creature table cannot say because it is the figure's calling, not its kind.
  bool stealth = false;
  /// Seed 004, "Magical Artifacts": the magical objects it carries, ids of high_adventure/
  /// magic.json "artifacts" (a Ring of Protection, a Magic Sword...).
  std::vector<std::string> artifacts;
  /// Its Scrolls of Power, each the id of the ability it holds; a magic user reads one once.
  std::vector<std::string> scrolls;
  /// The magic user (a figure id) whose magic keeps this figure in the fight: an undead (seed
  /// 004, "Standard Creature types": a zombie falls "by killing the Magic-user controlling" it),
  /// a summoned demon or an Avatar; 0: none. Reanimate, Control, Summon and Avatar set it; a
  /// scenario may too.
  int controlled_by = 0;
  /// Bones or a golem lying inanimate (out of the battle) until a magic user's Control brings it
  /// up (seed 004, "Wizards, Witches and Magic").
  bool dormant = false;

  // Conditions, saved with the battle (never in scenarios).
  bool loaded = true;  ///< Its missile weapon is loaded (seed 004, "Shooting").
  /// It shot this turn with the load of a stationary half-turn (a bow or sling loaded as it
  /// shot): the turn's other half loads it again only if it did not move at all.
  bool loaded_by_half_turn = false;
  double moved_cm = 0;  ///< How far it went this turn (a bow loads in half a turn still).
  /// Light wounds taken in this turn's shooting: shooting is simultaneous, so a shooter throws
  /// the dice it had as the shooting began (seed 004, "Turn sequence").
  int shot_wounds = 0;
  bool disabled = false;  ///< Out of the fight with its wounds, alive (seed 004, "Wounds").
  bool grievously_wounded = false;  ///< A player character "killed" (seed 004, "Wounds").
  /// Its player called on the deity for it (seed 004, "Divine Intervention": once a game).
  bool divine_intervention_called = false;
  /// The turn a player character last tried to give it an order (seed 004, "Orders": one
  /// Leadership test a turn); 0: never.
  int order_tested_turn = 0;
  /// Inches its run adds to this turn's move (seed 004, actions: "up to +D3\""); 0: not running.
  int run_in = 0;
  /// Turns in a row it has run, this one included while run_in is set (two at most).
  int running_turns = 0;
  /// Its levels were diced as a new character's (seed 004, "Character levels"): once.
  bool levels_diced = false;
  /// It made its free turn on the spot this turn (seed 004, actions: one, up to 180 degrees).
  bool free_turn_used = false;
  /// Raised by Reanimate: obeys `controlled_by` only until that one does something else (seed
  /// 004, "Wizards, Witches and Magic").
  bool obeys_while_idle = false;
  /// Full turns it has lain dead (seed 004, "Wounds": a zombie only after 6 turns).
  int dead_turns = 0;
  /// Called up by magic for a while (a summoned demon, an Avatar): turn ends until it vanishes,
  /// counting this one; 0: it stays.
  int vanishes_in = 0;
  /// Transform self: the creature (an id) it is conjuring itself into; "" when none.
  std::string conjuring_form;
  /// Transform self: what it truly is while it has taken another creature's form.
  std::optional<TrueForm> true_form;
  friend bool operator==(const AdventureSheet&, const AdventureSheet&) = default;
};

/// Seed 004's attribute `name` ("bravery", "strength", "skill", "cleverness", "leadership") of
/// the sheet; nothing for another name.
inline std::optional<int> sheet_attribute(const AdventureSheet& sheet, std::string_view name) {
  if (name == "bravery") return sheet.bravery;
  if (name == "strength") return sheet.strength;
  if (name == "skill") return sheet.skill;
  if (name == "cleverness") return sheet.cleverness;
  if (name == "leadership") return sheet.leadership;
  return std::nullopt;
}

/// The figure's name as people see it.
inline const std::string& name_of(const AdventureSheet& sheet) { return sheet.name; }

/// What ranks a figure where a scenario needs a leader: its Leadership (seed 004, "Orders").
inline int seniority(const AdventureSheet& sheet) { return sheet.leadership; }

inline std::string_view to_string(Armour armour) {
  switch (armour) {
    case Armour::Padded:
      return "padded";
    case Armour::Mail:
      return "mail";
    case Armour::Plate:
      return "plate";
    default:
      return "unarmoured";
  }
}

}  // namespace fray::high_adventure

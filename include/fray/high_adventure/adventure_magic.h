#pragma once

#include <optional>
#include <string>
#include <vector>

#include <fray/sheets/high_adventure_sheet.h>

// Seed 004, "Wizards, Witches and Magic", as data/high_adventure/magic.json gives it: the
// casting die, the magic users' ranks and panoply, and every minor and major ability.

namespace fray::high_adventure {

/// A number of dice of one size ("2D6": {2, 6}); count 0: none.
struct DiceRoll {
  int count = 0;
  int sides = 6;
};

/// What a casting is aimed at: a figure, an enemy magic user (Oppose), the caster itself, a
/// point, or a thing (a door, an object) that Fray does not model.
enum class SpellTarget { Figure, Enemy, Caster, Point, Thing };

/// One ability of the minor or the major table.
/// What a casting brings into the battle on the faces `on` of a D6 (all of them when empty).
struct Creation {
  std::vector<int> on;
  std::string creature;  ///< Id in creatures.json.
};

struct Ability {
  std::string id;
  std::string name;
  bool major = false;
  int conjure_turns = 1;  ///< Turns standing still; the casting die falls at the end of the last.
  int cost = 1;           ///< Power points a successful casting spends.
  std::optional<double> range_in;  ///< Caster to target, edge to edge; nullopt: none.
  SpellTarget target = SpellTarget::Figure;
  std::string effect;    ///< In Fray's words.
  bool applied = false;  ///< Whether the `cast` command applies the effect.
  // The effect's numbers (0 / none where the ability has none).
  int wakes_on = 0;        ///< Sleep: the face that wakes the sleeper in a later turn.
  int ends_on = 0;         ///< Make Invisible: the face that ends it in a later turn.
  int max_turns = 0;       ///< Hypnotic gaze: the turns it holds at most.
  int kills_at_turns = 0;  ///< Freeze: a duration this long kills.
  int wounds_healed = 0;   ///< Healing: full wounds returned.
  DiceRoll distance;       ///< Knock back: inches.
  DiceRoll duration;       ///< Turns (Petrify, Freeze, Wind storm, Smoke).
  double across_in = 0;    ///< Smoke: the cloud's width.
  int dead_for_turns = 0;  ///< Reanimate: full turns a body must have lain dead.
  std::string rises_as;    ///< Reanimate: the creature (creatures.json) the body rises as.
  std::vector<std::string> animates;  ///< Control: the creatures it brings up and keeps...
  DiceRoll number;                    ///< ...at most this many of them.
  /// Summon, Avatar: the creature that appears, by the face of a D6 when there are several.
  std::vector<Creation> creates;
  std::string created_weapon;  ///< ...the hand weapon it fights with (weapons.json)...
  std::string control_test;    ///< ...and the caster's attribute tested to keep it (Summon).
  /// Transform self: the tallest form, as a multiple of the caster's own creature's height.
  double height_times = 0;
};

/// A magical object a figure carries (seed 004, "Magical Artifacts"): what it always does.
struct Artifact {
  std::string id;
  std::string name;
  std::string effect;  ///< In Fray's words.
  /// Ring of Protection: its bearer counts as in this armour (when heavier than its own).
  std::optional<Armour> counts_as;
  bool foes_unarmoured = false;  ///< Magic Sword: the bearer's foes count as unarmoured.
  /// Belt of protection: no missile or spell of the enemy's is aimed at the bearer while
  /// another target is open to it...
  bool shunned_as_target = false;
  int shot_band = -1;         ///< ...a shot at it counts at this band (2: long)...
  int magic_succeeds_on = 0;  ///< ...and an enemy's casting at it works only on this face.
};

/// A magic user's rank and its power points (seed 004: apprentices 4-5, wizards 6-8, mages 7-10).
struct MagicRank {
  std::string id;
  std::string name;
  int min_points = 0;
  int max_points = 0;
};

struct AdventureMagic {
  int casting_die = 6;
  int natural_fail = 1;       ///< This face always fails.
  int take_one_off_cost = 1;  ///< Extra points to take 1 off the casting die.
  std::vector<MagicRank> ranks;
  int major_max = 1;         ///< Major abilities a magic user may have...
  int minor_with_major = 2;  ///< ...and minor ones beside a major...
  int minor_alone = 4;       ///< ...or minor ones without.
  std::vector<Ability> abilities;
  std::vector<Artifact> artifacts;

  const Ability* ability(const std::string& id) const;
  const Artifact* artifact(const std::string& id) const;
};

}  // namespace fray::high_adventure

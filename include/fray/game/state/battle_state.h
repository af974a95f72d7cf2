#pragma once

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/dice/random_engine.h>
#include <fray/game/generators/battle_generators.h>
#include <fray/game/state/figure.h>
#include <fray/game/state/fire.h>
#include <fray/game/state/illusion.h>
#include <fray/game/state/smoke_cloud.h>
#include <fray/game/state/structure.h>
#include <fray/game/turn/victory_rules.h>

namespace fray::game {

/// One army.
struct Side {
  std::string id;  ///< As the scenario names it, e.g. "men".
  std::string name;
  bool passed = false;  ///< Passed the rest of the current phase (end_phase).
  /// Who plays the side: "person", or an AI's id ("simple", "solo003", "reaction004").
  std::string controller = "person";
  friend bool operator==(const Side&, const Side&) = default;
};

/// The changing half of a battle: everything a save snapshot holds. Definitions (the ruleset,
/// the turn structure) live elsewhere and are referred to by id.
struct BattleState {
  std::string scenario_title;
  std::string turn_structure = "classic";  ///< Id of the TurnStructure in force.
  /// Id of the rule system the battle plays by (GameSetup::system); saved only when not classic.
  std::string rule_system = "classic";
  double table_width_cm = 120;
  double table_depth_cm = 80;
  std::vector<Side> sides;
  std::vector<Figure> figures;  ///< Ids are unique; the dead stay (alive == false).

  int turn = 1;
  std::size_t phase = 0;  ///< Index into the turn structure's phases.
  int first_side = 0;     ///< Side that acts first this turn.
  int active_side = 0;
  std::optional<int> active_figure;  ///< Figure whose activation is under way.
  int moves_in_activation = 0;       ///< Seed 003 policy: moves taken in this activation.
  int others_in_activation = 0;      ///< Seed 003 policy: other actions taken.
  bool finished = false;
  std::optional<int> winner;  ///< Side index, when finished with a winner.
  VictoryRules victory;       ///< How the battle is won (the scenario's), and its progress.

  dice::RandomEngine rng{1};
  std::deque<int> referee_faces;  ///< Faces set by the referee for the next dice, in order.
  BattleGenerators generators;  ///< Event deck and portals (seed 004), when the scenario uses them.
  /// Buildings and gates that can be battered down (Fortress Assault); saved only when any.
  std::vector<Structure> structures;
  /// Burning areas (seed 004, "Fire"), lit by the referee; saved only when any.
  std::vector<Fire> fires;
  /// Clouds that block sight (seed 004's Smoke ability); saved only when any.
  std::vector<SmokeCloud> smoke_clouds;
  /// Things only some sides believe in (seed 004's Illusion ability); saved only when any.
  std::vector<Illusion> illusions;
  /// Rule option "earshot" (seed 000, "Natural dice maximum rule"); saved only when on.
  bool earshot_rule = false;
  /// The scenario's "settings": the rule system's own battle settings (d20: the battlefield's
  /// size and a space's size), which only that system reads; saved only when any.
  nlohmann::json settings = nlohmann::json::object();

  Figure* find(int id);
  const Figure* find(int id) const;
  /// Alive figures of `side`.
  int alive_count(int side) const;
};

}  // namespace fray::game

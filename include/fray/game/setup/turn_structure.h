#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/game/command/action.h>

namespace fray::game {

/// Who acts next inside a phase.
enum class ActivationOrder {
  AlternateFigures,     ///< Sides take turns activating one figure each (classic, seed 003).
  LeadershipAscending,  ///< Lowest leadership first, whatever the side (seed 004).
};

/// Who acts first in a game turn.
enum class FirstSide {
  AlternateEachTurn,  ///< Side 0 on odd turns, side 1 on even turns (classic, assumed).
  InitiativeD20,      ///< A d20 per side, ties rerolled, highest first (seed 003, "Initiative").
};

/// One phase of a game turn.
struct PhaseDefinition {
  std::string id;                   ///< "movement", "shooting", "melee", "actions".
  std::vector<ActionKind> actions;  ///< What figures may do in it (referee commands always).
  ActivationOrder order = ActivationOrder::AlternateFigures;
  bool one_action_per_activation = false;  ///< The activation ends after any one action.
  bool simultaneous = false;        ///< Figures killed in it still act; they fall when it ends.
  bool shots_while_moving = false;  ///< Shots in it are shots on the move (seed 002 table).
  int max_moves = -1;               ///< Seed 003: moves per activation (-1: unlimited).
  int max_other_actions = -1;       ///< Seed 003: other actions per activation (-1: unlimited).
  std::string source;
};

/// A turn structure, loaded from data: a rule system's own (classic/turn.json, through
/// RuleSystem::turn_structures) or data/turn_structures/*.json; schema
/// data/schema/turn.schema.json.
struct TurnStructure {
  std::string id;
  std::string file;  ///< Where it was read ("classic/turn.json"), for messages.
  std::string title;
  std::string source;
  FirstSide first_side = FirstSide::AlternateEachTurn;
  std::vector<PhaseDefinition> phases;
  /// Steps, in order: "life_tests", "end_recoil"... The setup checks them against the steps the
  /// loaded rule systems run (RuleSystem::end_of_turn_steps).
  std::vector<std::string> end_of_turn;

  bool allows(std::size_t phase, ActionKind kind) const;
};

/// Reads a turn structure; `file` names it in io::DataError messages (with the JSON pointer).
TurnStructure parse_turn_structure(const nlohmann::json& document, const std::string& file);

/// Reads the turn structure in `path`; `file` names it in messages.
TurnStructure load_turn_structure(const std::filesystem::path& path, const std::string& file);

/// Every data/turn_structures/*.json, by name (a rule system's own come through the system).
std::vector<TurnStructure> load_turn_structures(const std::filesystem::path& data_dir);

/// "move", "shoot"...: the spelling in turn.json; nullopt when unknown.
std::optional<ActionKind> parse_action_kind(std::string_view text);

}  // namespace fray::game

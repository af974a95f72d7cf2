#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <fray/game/command/command_registry.h>
#include <fray/game/setup/rule_system.h>
#include <fray/game/setup/turn_structure.h>

namespace fray::game {

/// One data file a battle was played with, and its FNV-1a 64 fingerprint (hex).
struct DataFingerprint {
  std::string file;  ///< Relative to the data folder: "classic/species.json".
  std::string fnv1a;
  friend bool operator==(const DataFingerprint&, const DataFingerprint&) = default;
};

/// The read-only definitions every battle of a session shares: the rule systems, the turn
/// structures, the engine's own commands, and the fingerprints of the files they came from. Load
/// it once and pass it to each Game by reference.
struct GameSetup {
  /// The loaded rule systems; a battle plays by the one its scenario names.
  std::vector<std::shared_ptr<const RuleSystem>> systems;
  std::vector<TurnStructure> turn_structures;
  /// The engine's own commands (the generators'); each system brings its own besides.
  CommandRegistry commands;
  std::vector<DataFingerprint> fingerprints;
  bool sealed = false;  ///< seal_game_setup has run.
  const RuleSystem* find_system(std::string_view id) const;
  /// The system `id`; throws std::invalid_argument naming it and the loaded ones.
  const RuleSystem& system(std::string_view id) const;
  const TurnStructure* find_turn_structure(std::string_view id) const;
  /// The handler of command `name` in a battle of `system`: the system's, else the engine's.
  const CommandHandler* find_command(const RuleSystem& system, std::string_view name) const;
  /// Every command name a battle of `system` understands, sorted.
  std::vector<std::string> command_names(const RuleSystem& system) const;
};

/// The engine's part of a setup from `data_dir`: the turn structures of data/turn_structures/
/// and the engine's own commands, no rule system yet. Throws io::DataError on a broken file.
/// load_game_setup (fray/systems/load_game_setup.h) adds the systems and seals it.
GameSetup load_engine_setup(const std::filesystem::path& data_dir);

/// Once the systems are in, and once only (std::logic_error the second time): puts the systems'
/// own turn structures first; refuses (io::DataError) a turn structure whose id another has or
/// that lists an end-of-turn step no loaded system runs; refuses (std::logic_error) a system with
/// no figure sheet kind and a command both the engine and a system define; and fingerprints the
/// engine's and every system's data folders.
void seal_game_setup(GameSetup& setup, const std::filesystem::path& data_dir);

/// The engine's data folders whose files change what a battle does: the turn structures, the
/// AIs' tables and the generators' tables. Saves fingerprint them and every system's folders.
inline constexpr const char* kEngineDataFolders[] = {"turn_structures", "ai", "generators"};

/// FNV-1a fingerprints of every *.json under `folders` of data_dir, by relative name
/// ("ai/solo003/patrol.json"), sorted by name.
std::vector<DataFingerprint> fingerprint_data(const std::filesystem::path& data_dir,
                                              const std::vector<std::string>& folders);

}  // namespace fray::game

#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include <fray/game/command_registry.h>
#include <fray/game/turn_structure.h>
#include <fray/rules/ruleset.h>

namespace fray::game {

/// One data file a battle was played with, and its FNV-1a 64 fingerprint (hex).
struct DataFingerprint {
  std::string file;  ///< Relative to the data folder: "classic/species.json".
  std::string fnv1a;
  friend bool operator==(const DataFingerprint&, const DataFingerprint&) = default;
};

/// The read-only definitions every battle of a session shares: the rules, the turn structures,
/// the commands, and the fingerprints of the files they came from. Load it once and pass it to
/// each Game by reference.
struct GameSetup {
  rules::Ruleset rules;
  std::vector<TurnStructure> turn_structures;
  CommandRegistry commands;
  std::vector<DataFingerprint> fingerprints;

  const TurnStructure* find_turn_structure(std::string_view id) const;
};

/// Loads rules, turn structures and fingerprints from `data_dir` with the classic commands.
/// Throws rules::DataError on a broken file.
GameSetup load_game_setup(const std::filesystem::path& data_dir);

/// The data folders whose files change what a battle does, so saves fingerprint them: the
/// classic tables, the shared magic and hex tactics tables, the turn structures, the AIs' tables
/// and the generators' tables.
inline constexpr const char* kFingerprintedFolders[] = {"classic",         "magic", "hex_tactics",
                                                        "turn_structures", "ai",    "generators"};

/// FNV-1a fingerprints of every *.json under data_dir's fingerprinted folders, by relative name
/// ("ai/solo003/patrol.json"), sorted by name.
std::vector<DataFingerprint> fingerprint_data(const std::filesystem::path& data_dir);

}  // namespace fray::game

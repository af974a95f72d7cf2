#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/game/game.h>
#include <fray/game/setup/game_setup.h>

namespace fray::game {

/// A place in a replay worth coming back to.
struct Bookmark {
  std::size_t command = 0;  ///< Commands executed at that place.
  std::string note;
};

/// A saved battle (`.fray`, JSON; docs/formats.md, "Saved games"). The scenario and the seed
/// rebuild the start; the command log replays the rest; snapshots make seeking fast; the event
/// hashes prove that a replay gives the same events.
struct SavedGame {
  static constexpr int kFormatVersion = 1;
  int migrated_from = kFormatVersion;  ///< The version read, when older and migrated.
  std::string program_version;
  std::vector<DataFingerprint> fingerprints;
  nlohmann::json scenario;
  std::uint64_t seed = 0;
  std::vector<CommandRecord> commands;
  std::vector<Snapshot> snapshots;
  std::vector<Bookmark> bookmarks;
  std::optional<std::uint64_t> event_hash;  ///< Of the whole event log; absent after migration.
};

/// The save of a game in play, started from `scenario` with `seed`.
SavedGame record_game(const Game& game, const Scenario& scenario, std::uint64_t seed);

nlohmann::json save_to_json(const SavedGame& save);
/// Reads a save; migrates version 0; refuses a newer version, and any broken or hostile file,
/// with io::DataError naming `file` and the place (line:column, or a JSON pointer). Nothing
/// is half-loaded: either the whole save is returned or an exception is thrown.
SavedGame parse_save(const std::string& text, const std::string& file);
SavedGame load_save(const std::filesystem::path& path);

/// Writes the save to a temporary file next to `path`, then renames it over `path`, so a crash
/// never leaves a half-written save. Throws std::runtime_error when the disk refuses.
void write_save(const SavedGame& save, const std::filesystem::path& path);

}  // namespace fray::game

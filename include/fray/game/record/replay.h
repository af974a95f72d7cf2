#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <fray/game/game.h>
#include <fray/game/record/saved_game.h>

namespace fray::game {

/// A replay that went wrong: a command the recorded battle accepted is refused now.
class ReplayError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Walks through a saved battle: seek (through the nearest snapshot), step forward and back,
/// bookmarks, verification, and branching into a new game.
class Replay {
 public:
  /// Throws io::DataError when the save's scenario is broken.
  Replay(const GameSetup& setup, SavedGame save);

  std::size_t size() const { return save_.commands.size(); }
  std::size_t position() const { return position_; }
  const Game& game() const { return *game_; }
  const SavedGame& save() const { return save_; }

  /// Positions the replay after the first `command` commands (clamped to size()), starting
  /// from the nearest snapshot at or before it. Throws ReplayError if a command is refused.
  void seek(std::size_t command);
  /// Same, but always from the start (the reference for seek's speed).
  void seek_from_start(std::size_t command);
  bool step_forward();
  bool step_back();

  void add_bookmark(std::string note) { save_.bookmarks.push_back({position_, std::move(note)}); }
  const std::vector<Bookmark>& bookmarks() const { return save_.bookmarks; }

  /// A new game from the current position: the commands so far, then, with `new_seed`, a
  /// logged `reseed` so the dice take another course. It is saved with the same scenario.
  Game branch(std::optional<std::uint64_t> new_seed) const;

 private:
  Game fresh() const;
  void run_to(Game& game, std::size_t from, std::size_t to) const;

  const GameSetup* setup_;
  SavedGame save_;
  Scenario scenario_;
  std::optional<Game> game_;
  std::size_t position_ = 0;
};

/// The verdict of replaying a whole save.
struct Verification {
  bool ok = false;
  std::string expected_hash;  ///< As saved (hex), or "" for a migrated save.
  std::string actual_hash;
  std::optional<std::size_t> first_difference;  ///< Index of the first command whose events differ.
  std::string detail;                           ///< One sentence for a person.
};

/// Replays every command from the start and compares each command's events, then the whole
/// event log's hash, with the save.
Verification verify_save(const GameSetup& setup, const SavedGame& save);

/// Which data files differ from those the battle was saved with ("classic/species.json changed").
std::vector<std::string> changed_data_files(const GameSetup& setup, const SavedGame& save);

/// Replays a save against the current data and reports the first command whose outcome
/// changed, and how (what its events said then, what they say now); "" when nothing changed.
std::string first_changed_outcome(const GameSetup& setup, const SavedGame& save);

}  // namespace fray::game

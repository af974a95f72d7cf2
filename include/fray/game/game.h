#pragma once

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include <fray/game/command/command.h>
#include <fray/game/command/preview.h>
#include <fray/game/field/battlefield.h>
#include <fray/game/setup/game_setup.h>
#include <fray/game/setup/scenario.h>
#include <fray/game/state/battle_state.h>
#include <fray/game/state/event.h>
#include <fray/game/turn/turn_sequencer.h>

namespace fray::game {

/// An accepted command as the log keeps it: the command and what it did.
struct CommandRecord {
  Command command;
  std::uint64_t events_hash = 0;         ///< FNV-1a 64 of this command's events.
  std::vector<std::string> event_lines;  ///< The events' text, for "what changed" reports.
};

/// The state after the first `command` commands, kept to seek quickly in a replay.
struct Snapshot {
  std::size_t command = 0;
  nlohmann::json state;  ///< state_to_json()
  std::uint64_t event_hash = 0;
};

/// What submitting a command gave: a refusal (nothing changed) or its events (shared with the
/// game's log, not copied).
struct Outcome {
  std::optional<Refusal> refusal;
  EventRange events;
  bool accepted() const { return !refusal; }
};

/// One battle in play: the state, the sequencer, the command and event logs, undo and redo.
/// Every client (GUI, AI, CLI, replays, tests) changes the battle through submit() only.
class Game {
 public:
  /// Starts a battle from `state` (the first turn's initiative, if any, is rolled now) on an
  /// empty table of the state's size.
  Game(const GameSetup& setup, BattleState state);
  /// Starts a battle from `state` on `table` (its terrain).
  Game(const GameSetup& setup, BattleState state, map::TableMap table);
  /// Starts a battle from `state` on `field` (a table or a hex map).
  Game(const GameSetup& setup, BattleState state, Battlefield field);
  /// A game positioned at a saved state: nothing is rolled, the event hash continues from
  /// `event_hash`. The table is `table`, or an empty one of the state's size.
  static Game resume(const GameSetup& setup, BattleState state, std::uint64_t event_hash,
                     std::optional<map::TableMap> table = std::nullopt);
  /// The same on `field` (a table or a hex map).
  static Game resume(const GameSetup& setup, BattleState state, std::uint64_t event_hash,
                     Battlefield field);
  static Game from_scenario(const GameSetup& setup, const Scenario& scenario, std::uint64_t seed);

  /// Would `command` be accepted now? The state is untouched either way.
  std::optional<Refusal> check(const Command& command) const;
  /// What `command` would do now, as the battle's rule system previews it: the refusal check()
  /// gives, or the chances of each outcome and the reckoning with its rules. The state is
  /// untouched. The window's odds, the AIs' estimates and `fray-cli odds --command` ask this.
  Preview preview(const Command& command) const;
  /// Checks, then executes: the events, or the refusal.
  Outcome submit(const Command& command);

  /// Restores the state before the last accepted command (its dice included).
  bool undo();
  /// Executes the last undone command again: the same dice, unless `reroll` (logged as a
  /// `reroll` command before it, which draws fresh dice).
  Outcome redo(bool reroll = false);
  bool can_undo() const { return !undo_.empty(); }
  bool can_redo() const { return !redo_.empty(); }
  /// Stops keeping undo history (replays and benchmarks that never undo).
  void keep_undo(bool keep) { keep_undo_ = keep; }
  /// Takes a snapshot after every `every` accepted commands (0: never). Default 50.
  void snapshot_every(std::size_t every) { snapshot_every_ = every; }
  const std::vector<Snapshot>& snapshots() const { return snapshots_; }

  const BattleState& state() const { return state_; }
  const Battlefield& field() const { return field_; }
  const EventLog& log() const { return log_; }
  const std::vector<CommandRecord>& records() const { return records_; }
  const GameSetup& setup() const { return *setup_; }
  /// The rule system the battle plays by (the scenario's `rule_system`).
  const RuleSystem& system() const { return *system_; }
  TurnSequencer sequencer() const;
  std::string allowed_now() const;

 private:
  /// What undo needs besides the state: the log as it was before the command.
  struct Step {
    std::uint64_t hash_before = 0;
    std::size_t events_before = 0;
  };
  /// The state after the first `commands` accepted commands. Undo (and recovery from a command
  /// the rules could not resolve) restores the latest checkpoint at or before the wanted point
  /// and executes the recorded commands since then again: execution is deterministic (the dice
  /// are in the state), as replays rely on. So a command copies no state; every kCheckpointEvery
  /// commands one whole copy is kept.
  struct Checkpoint {
    std::size_t commands = 0;
    BattleState state;
  };
  static constexpr std::size_t kCheckpointEvery = 16;
  Game(const GameSetup& setup, BattleState state, Battlefield field, bool start);
  Outcome execute(const Command& command, bool from_redo);
  /// check() once the handler is found and the payload parsed into `action`.
  /// `notes` (may be null) receives what the check worked out for execute.
  std::optional<Refusal> check_parsed(const CommandHandler& handler, const Command& command,
                                      Action& action, CheckNotes* notes) const;
  /// Executes a checked command on state_, its events into `events`. May throw (the rules could
  /// not resolve it); state_ is then half changed.
  void apply(const CommandHandler& handler, const Command& command, const Action& action,
             CheckNotes& notes, EventSink& events);
  /// Keeps a checkpoint of state_ if one is due before the next command.
  void keep_checkpoint();
  /// Sets state_ to the state after the first `commands` recorded commands.
  void restore(std::size_t commands);

  const GameSetup* setup_;
  const RuleSystem* system_;
  const TurnStructure* structure_;
  BattleState state_;
  Battlefield field_;
  EventLog log_;
  std::vector<CommandRecord> records_;
  std::vector<Step> undo_;
  /// In command order; at least one (taken at the start). Without undo history only the last.
  std::deque<Checkpoint> checkpoints_;
  std::vector<Command> redo_;
  std::vector<Snapshot> snapshots_;
  std::size_t snapshot_every_ = 50;
  bool keep_undo_ = true;
};

}  // namespace fray::game

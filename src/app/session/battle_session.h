#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include <QObject>
#include <QString>
#include <QStringList>

#include <fray/game/game.h>
#include <fray/game/setup/game_setup.h>
#include <fray/game/setup/scenario.h>

#include "scene/figure_view.h"
#include "session/battle_change.h"

class QUndoStack;

namespace fray::app {

/// One battle in the desktop program: the shared GameSetup, the Game and the scenario it started
/// from. Every change goes through submit() (or undo/redo through undoStack()), and `changed` is
/// emitted after each with what changed (BattleChange), so the map, the docks and the tools only
/// read. Errors opening or saving
/// are kept in lastError() (file and place) and the old battle stays.
class BattleSession : public QObject {
  Q_OBJECT

 public:
  /// `data_dir` holds classic/ and turn_structures/ (loaded on first use).
  explicit BattleSession(QString data_dir, QObject* parent = nullptr);
  ~BattleSession() override;

  /// Starts a battle from a scenario file (`seed`, or one from the clock).
  bool openScenario(const QString& path, std::optional<std::uint64_t> seed = std::nullopt);
  /// Opens a saved battle (.fray) by replaying its commands.
  bool openSave(const QString& path);
  /// Writes the battle as a .fray save and remembers the path.
  bool save(const QString& path);

  bool hasGame() const { return game_ != nullptr; }
  const game::Game* game() const { return game_.get(); }
  const game::Scenario* scenario() const { return scenario_.get(); }
  QString savePath() const { return save_path_; }
  QString lastError() const { return last_error_; }
  QUndoStack* undoStack() const { return undo_stack_; }
  /// The dice seed the battle started with.
  std::uint64_t seed() const { return seed_; }
  /// True when the battle changed since it was opened or last saved (the undo stack's clean state).
  bool isModified() const;
  /// Who controls each side, by side index: "person", or an AI's id ("simple", "solo003",
  /// "reaction004"; AiPlayer plays those). Set from the scenario or save when a battle opens; a
  /// side missing from the list is played by a person.
  QStringList controllers() const { return controllers_; }
  void setControllers(const QStringList& controllers);

  /// Submits a command; accepted ones go on the undo stack and emit `changed`. With turn aids
  /// on, the aids then due (game::due_turn_aids) follow it, each its own undo step.
  game::Outcome submit(const game::Command& command);
  /// Whether seed 004's turn aids (event card, fires spreading, portals, arrivals) are sent by
  /// themselves once a turn, as the AI driver does. Off unless set (the window sets it from its
  /// preferences, on by default); a battle being opened runs the aids of its first turn.
  void setTurnAids(bool on);
  bool turnAids() const { return turn_aids_; }
  /// What the map draws for each figure of the battle (the dead are left off).
  std::vector<FigureEntry> figureEntries() const;
  /// What the map draws for one figure: nothing when it is dead or not in the battle.
  std::optional<FigureEntry> figureEntry(int id) const;
  /// The side whose figures act now (-1 without a battle or when it is over).
  int sideToAct() const;
  /// The movement allowance of a figure in cm (species, armour, leg wounds, shield wall).
  double allowanceCm(int figure) const;

  /// Called by the undo stack's steps: the engine owns undo, Qt only wraps it.
  void engineUndo();
  void engineRedo();

 signals:
  /// A new battle was opened (the map may differ).
  void opened();
  /// The state changed: a command was accepted (with the turn aids it set off), undone or
  /// redone, the turn aids ran, or a battle was opened. `change` says which parts changed, so a
  /// view redraws only what it shows.
  void changed(const fray::app::BattleChange& change);
  /// A command was undone (after it, `changed` follows).
  void undone();
  /// An undone command was done again (after it, `changed` follows).
  void redone();
  /// The session is being destroyed: whoever still reads its battle (the AI thinking on another
  /// thread) must finish first.
  void closing();
  /// setControllers() changed who plays a side.
  void controllersChanged();

 private:
  bool ensureSetup();
  void runTurnAids();
  void start(std::unique_ptr<game::Scenario> scenario, std::unique_ptr<game::Game> game,
             std::uint64_t seed, const std::vector<game::Command>& replayed = {});
  bool fail(const QString& what, const std::exception& error);

  QString data_dir_;
  std::unique_ptr<game::GameSetup> setup_;
  std::unique_ptr<game::Scenario> scenario_;
  std::unique_ptr<game::Game> game_;
  std::uint64_t seed_ = 0;
  QString save_path_;
  QString last_error_;
  QStringList controllers_;
  bool turn_aids_ = false;
  QUndoStack* undo_stack_;
};

/// "Where: file, line:column" text for an error that names a place, else its what().
QString describeError(const std::exception& error);

}  // namespace fray::app

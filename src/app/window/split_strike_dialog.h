#pragma once

#include <optional>
#include <vector>

#include <QDialog>

#include "session/split_strike.h"

class QDialogButtonBox;
class QLabel;
class QSpinBox;

namespace fray::app {

class BattleSession;

/// An H2 creature's split strike (seed 000, "Melee: some peculiarities"): lists the foes in
/// contact, each with a spin box for the dice it receives (the creature's 2D6, at most one D6 at
/// a foe, so two foes get one each), shows the exact chances for the chosen pair and commits the
/// `split_strike` command through the session (undoable, logged). A refused command keeps the
/// dialog open with the game's reason.
class SplitStrikeDialog : public QDialog {
  Q_OBJECT

 public:
  /// Starts with the first legal pair, one including `foe` when it can (-1: any).
  SplitStrikeDialog(BattleSession* session, int creature, int foe = -1, QWidget* parent = nullptr);

  int creature() const { return creature_; }
  /// The foes listed, in id order.
  const std::vector<int>& foes() const { return foes_; }
  /// The spin box of `foe` (nullptr when it is not listed), for the keyboard and tests.
  QSpinBox* diceBox(int foe) const;
  /// Gives `dice` (0 or 1) to `foe`.
  void setDice(int foe, int dice);
  /// The two foes given a die, when exactly two are.
  std::optional<SplitFoes> chosenFoes() const;
  /// Why OK is not possible now ("" when it is), as the game says it.
  QString reasonText() const;
  /// The chances line shown for `foe` ("" when none).
  QString oddsText(int foe) const;
  /// The creature's chances and the breakdown below the list.
  QString summaryText() const;

  /// Submits the split; closes on success, otherwise shows the refusal.
  void accept() override;

 private:
  void refresh();

  BattleSession* session_;
  int creature_;
  std::vector<int> foes_;
  std::vector<QSpinBox*> boxes_;
  std::vector<QLabel*> odds_;
  QLabel* total_ = nullptr;
  QLabel* reason_ = nullptr;
  QLabel* summary_ = nullptr;
  QDialogButtonBox* buttons_ = nullptr;
};

}  // namespace fray::app

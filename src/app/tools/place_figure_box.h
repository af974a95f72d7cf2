#pragma once

#include <QGroupBox>
#include <QPointF>

#include <fray/game/command/command.h>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace fray::app {

class BattleSession;

/// The referee's "Place a figure" group: side, species, name, class, armour and weapons, then a
/// click on the map puts the new figure there (the game's `place` command: logged, one undo
/// step). Reinforcements, a figure forgotten at set-up, a summoned creature... The game decides
/// whether the spot is free; a refusal is shown with its reason. In a d20 battle (seed 003) the
/// figure is one of the d20 roster's profiles (d20/roster.json), given a name.
class PlaceFigureBox : public QGroupBox {
  Q_OBJECT

 public:
  explicit PlaceFigureBox(BattleSession* session, QWidget* parent = nullptr);

  /// The `place` command for the figure as filled in, its centre at `at` (cm), under the next
  /// id no figure of the battle has.
  game::Command placeCommand(QPointF at) const;
  /// Places it at `at`; false when the game refuses (the reason is in resultText()).
  bool placeAt(QPointF at);
  QString resultText() const;
  /// Re-reads the sides and the definitions of the battle open now.
  void refresh();

  QComboBox* sideBox() const { return side_; }
  /// The species (classic) or the roster profile (d20) of the new figure.
  QComboBox* speciesBox() const { return species_; }
  QComboBox* missileBox() const { return missile_; }

 signals:
  /// The referee wants to click the new figure's place on the map; placeAt() answers.
  void pointPickRequested();

 private:
  bool d20Battle() const;
  void fillClassic();
  void fillD20();

  BattleSession* session_;
  QFormLayout* form_;
  QComboBox* side_;
  QComboBox* species_;
  QLineEdit* name_;
  QSpinBox* class_;
  QSpinBox* armour_;
  QComboBox* melee_;
  QComboBox* missile_;
  QPushButton* pick_;
  QLabel* result_;
};

}  // namespace fray::app

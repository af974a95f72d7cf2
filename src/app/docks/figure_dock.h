#pragma once

#include <string>

#include <QDockWidget>
#include <nlohmann/json.hpp>

class QCheckBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace fray::game {
class Game;
struct Figure;
}  // namespace fray::game

namespace fray::app {

class BattleSession;

/// The selected figure in full: what it is (species, class, armour, weapons, base), where and how
/// it stands (position, facing, posture), its wounds against its life die, its statuses and its
/// ammunition. In referee mode the editable fields issue the referee's commands (edit, wound,
/// heal, set_status) through the session, so each edit is undoable and logged like any other.
/// A d20 figure (seed 003) shows its own sheet instead, read-only but for its name: kind, wounds
/// of its wounds, power, size and armour, weapons by range kind, what it rolls twice for, and
/// whether it is stunned or has recovered.
class FigureDock : public QDockWidget {
  Q_OBJECT

 public:
  FigureDock(BattleSession* session, QWidget* parent = nullptr);

  /// Shows the figure with this id (-1: none).
  void showFigure(int id);
  int figure() const { return figure_; }
  void setRefereeMode(bool on);
  bool refereeMode() const { return referee_; }

  /// Referee: the next die rolled shows `face` (1-20). False when refused (see lastRefusal()).
  bool setNextDie(int face);
  /// Asks for a face and sets it (the "Set next die..." action).
  void chooseNextDie();
  /// Why the last edit was refused ("" when it was accepted).
  QString lastRefusal() const { return last_refusal_; }

 signals:
  /// An edit was refused by the game, with its reason.
  void refused(const QString& why);

 private:
  void build();
  void refresh();
  void showClassicSheet(const game::Game& game, const game::Figure& f);
  void showD20Sheet(const game::Game& game, const game::Figure& f);
  /// The High Adventure sheet (figure_dock_adventure.cpp).
  void showAdventureSheet(const game::Game& game, const game::Figure& f);
  void updateEditable();
  bool submitCommand(const std::string& name, nlohmann::json payload);
  bool canEdit() const;
  void commitName();
  void commitClass();
  void commitArmour();
  void commitFacing();
  void commitWounds();
  void commitStatus(const QString& status, bool value);

  BattleSession* session_;
  int figure_ = -1;
  bool referee_ = false;
  bool refreshing_ = false;
  QString last_refusal_;
  QLabel* title_ = nullptr;
  QLineEdit* name_ = nullptr;
  QLabel* species_ = nullptr;
  QSpinBox* class_ = nullptr;
  QSpinBox* armour_ = nullptr;
  QLabel* weapons_ = nullptr;
  QLabel* base_ = nullptr;
  QLabel* position_ = nullptr;
  QDoubleSpinBox* facing_ = nullptr;
  QLabel* posture_ = nullptr;
  QSpinBox* wounds_ = nullptr;
  QLabel* life_ = nullptr;
  QLabel* ammunition_ = nullptr;
  // The d20 sheet's rows, shown instead of species, class, armour and ammunition.
  QLabel* kind_ = nullptr;
  QLabel* power_ = nullptr;
  QLabel* size_ = nullptr;
  QLabel* roll_twice_ = nullptr;
  QLabel* condition_ = nullptr;
  QLabel* attributes_ = nullptr;  ///< High Adventure: its five attributes, WSk and armour.
  QFormLayout* form_layout_ = nullptr;
  QList<QCheckBox*> statuses_;
  QPushButton* set_die_ = nullptr;
  QWidget* form_ = nullptr;
};

}  // namespace fray::app

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

namespace fray::app {

class BattleSession;

/// The selected figure in full: what it is (species, class, armour, weapons, base), where and how
/// it stands (position, facing, posture), its wounds against its life die, its statuses and its
/// ammunition. In referee mode the editable fields issue the referee's commands (edit, wound,
/// heal, set_status) through the session, so each edit is undoable and logged like any other.
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
  QList<QCheckBox*> statuses_;
  QPushButton* set_die_ = nullptr;
  QWidget* form_ = nullptr;
};

}  // namespace fray::app

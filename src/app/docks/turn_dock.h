#pragma once

#include <QDockWidget>

class QLabel;
class QPushButton;

namespace fray::app {

class BattleSession;

/// Where the battle stands: the turn, the phase, who acts and what is allowed now, with the
/// buttons that end the acting figure's activation or pass the rest of the phase.
class TurnDock : public QDockWidget {
  Q_OBJECT

 public:
  TurnDock(BattleSession* session, QWidget* parent = nullptr);

  QString turnText() const;
  QString allowedText() const;
  QPushButton* endActivationButton() const { return end_activation_; }
  QPushButton* endPhaseButton() const { return end_phase_; }

 signals:
  /// A button's command was refused (why, for the status bar).
  void refused(const QString& message);

 private:
  void refresh();
  void issue(const char* name, const char* member, int value);

  BattleSession* session_;
  QLabel* turn_;
  QLabel* allowed_;
  QPushButton* end_activation_;
  QPushButton* end_phase_;
};

}  // namespace fray::app

#pragma once

#include <QDockWidget>

class QPlainTextEdit;

namespace fray::app {

class BattleSession;

/// The battle's event log: every event's text in order, the newest kept in view. The text can
/// be selected and copied, or copied whole with the Copy button.
class LogDock : public QDockWidget {
  Q_OBJECT

 public:
  LogDock(BattleSession* session, QWidget* parent = nullptr);

  /// The lines shown, for tests.
  QStringList lines() const;
  void copyAll() const;

 private:
  void refresh();

  BattleSession* session_;
  QPlainTextEdit* text_;
  std::size_t shown_ = 0;
};

}  // namespace fray::app

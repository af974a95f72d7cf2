#pragma once

#include <vector>

#include <QDockWidget>

#include "docks/log_lines.h"

class QComboBox;
class QListWidget;

namespace fray::app {

class BattleSession;

/// The battle's event log: every event's text in order, the newest kept in view. Filters by
/// figure, turn and kind (event type); the selected lines (or all shown) can be copied, and
/// the shown lines exported as text or as JSON events.
class LogDock : public QDockWidget {
  Q_OBJECT

 public:
  LogDock(BattleSession* session, QWidget* parent = nullptr);

  /// The lines shown (after the filters), for tests.
  QStringList lines() const;
  void copyAll() const;
  /// Copies the selected lines, or every shown line when none is selected.
  void copySelected() const;
  void setFilter(const LogFilter& filter);
  LogFilter filter() const { return filter_; }
  /// Writes the shown lines to `path`: JSON events for a .json name, else text. False on error.
  bool exportTo(const QString& path) const;
  QListWidget* list() const { return list_; }

 private:
  void refresh();
  void refillChoices();
  void showLines();
  void chooseExport();
  void readFilterBoxes();
  std::vector<const LogLine*> shownLines() const;

  BattleSession* session_;
  QListWidget* list_;
  QComboBox* figure_box_;
  QComboBox* turn_box_;
  QComboBox* kind_box_;
  std::vector<LogLine> all_;
  LogFilter filter_;
  bool filling_ = false;
};

}  // namespace fray::app

#pragma once

#include <QDockWidget>

class QTreeWidget;

namespace fray::app {

class BattleSession;

/// The figures by side: name, species, wounds and statuses (the dead struck through). Clicking
/// one asks the window to select it and centre the map on it.
class RosterDock : public QDockWidget {
  Q_OBJECT

 public:
  RosterDock(BattleSession* session, QWidget* parent = nullptr);

  QTreeWidget* tree() const { return tree_; }

 signals:
  void figureChosen(int id);

 private:
  void refresh();

  BattleSession* session_;
  QTreeWidget* tree_;
};

}  // namespace fray::app

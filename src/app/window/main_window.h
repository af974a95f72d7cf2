#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include <QMainWindow>

#include "tools/figure_menu.h"
#include "window/main_actions.h"
#include "window/preferences.h"
#include "window/unsaved_changes.h"

class QLabel;

namespace fray::app {

class ActionTool;
struct BattleChange;
class BattleSession;
class OddsDock;
class RefereeDock;
class AiPlayer;
class FigureDock;
class LegendDock;
struct NewSkirmishChoice;
class LogDock;
class MoveTool;
class RosterDock;
class TurnDock;
class MapScene;
class MapView;
class MeasureTool;
class RecentFiles;
class RefereeControls;
class RollAnimator;
class SightTool;
class ToolManager;
class PointPicker;

/// The main window: the map in the centre, the legend dock, menus, toolbars and the status bar
/// (cursor position, zoom, what the active tool shows). Its geometry and dock layout are
/// remembered between sessions (QSettings).
class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  explicit MainWindow(QWidget* parent = nullptr);

  MapView* mapView() const { return view_; }
  MapScene* mapScene() const { return scene_; }
  LegendDock* legendDock() const { return legend_; }
  ToolManager* toolManager() const { return tools_; }
  MeasureTool* measureTool() const { return measure_; }
  SightTool* sightTool() const { return sight_; }
  RecentFiles* recentFiles() const { return recent_; }
  BattleSession* session() const { return session_; }
  LogDock* logDock() const { return log_; }
  TurnDock* turnDock() const { return turn_; }
  RosterDock* rosterDock() const { return roster_; }
  FigureDock* figureDock() const { return figure_; }
  AiPlayer* aiPlayer() const { return ai_; }
  MoveTool* moveTool() const { return move_; }
  ActionTool* shootTool() const { return shoot_; }
  ActionTool* chargeTool() const { return charge_; }
  ActionTool* strikeTool() const { return strike_; }
  OddsDock* oddsDock() const { return odds_; }
  RollAnimator* rollAnimator() const { return rolls_; }
  RefereeControls* refereeControls() const { return referee_; }
  RefereeDock* refereeDock() const { return referee_dock_; }
  /// What a right-click on figure `clicked` offers: its own legal actions when its side acts,
  /// else the selected figure's legal actions at it.
  std::vector<FigureMenuEntry> figureMenuEntries(int clicked) const;
  QAction* undoAction() const { return undo_; }
  QAction* redoAction() const { return redo_; }
  int selectedFigure() const { return selected_figure_; }
  const MainActions& actions() const { return actions_; }
  const Preferences& preferences() const { return preferences_; }

  /// Opens a map file; on failure shows why (file, place, what was expected) and returns false.
  bool openMap(const QString& path);
  /// Places the figures of a figure list on the current map.
  bool openFigures(const QString& path);
  /// Starts a battle from a scenario; on failure shows why (file, place) and returns false.
  bool openScenario(const QString& path);
  /// The seed of the next new skirmish (default: from the clock), for scripts and screenshots.
  void setNewGameSeed(std::uint64_t seed) { new_game_seed_ = seed; }
  /// Starts the battle the New Skirmish dialog chose (scenario, seed, side controllers).
  bool startSkirmish(const NewSkirmishChoice& choice);
  /// True when New, Open or Quit may go on: nothing unsaved, or the person saved or discarded it
  /// (asked through the prompt; tests replace it with setUnsavedPrompt).
  bool settleUnsavedChanges();
  void setUnsavedPrompt(std::function<UnsavedChoice()> prompt) {
    unsaved_prompt_ = std::move(prompt);
  }
  /// Opens a saved battle (.fray); on failure shows why.
  bool openGame(const QString& path);
  /// Saves the battle as a .fray file.
  bool saveGame(const QString& path);
  /// Selects a figure of the battle and centres the map on it.
  void selectFigure(int id);
  /// Opens the Split Strike dialog for `creature` (an H2 figure in contact with two foes), not
  /// blocking; false (with the reason in the status bar) when the game allows no split now.
  /// `foe` (-1: any) is given a die first when a legal pair includes it.
  bool openSplitStrike(int creature, int foe = -1);
  /// Writes the map as PNG, SVG or PDF (by suffix).
  bool exportMapTo(const QString& path);
  void applyPreferences(const Preferences& preferences);
  /// The text of the last error shown, for tests.
  QString lastError() const { return last_error_; }

 protected:
  void closeEvent(QCloseEvent* event) override;
  void showEvent(QShowEvent* event) override;

 private:
  void connectActions();
  void createTools();
  void createActionTools();
  void chooseActors(const std::vector<int>& actors);
  /// Greys out, with why and what to do instead, the tools and menu items that send a command
  /// the open battle's rules lack (a d20 battle: Charge, Shoot at Group, Split Strike); enables
  /// them again, with their own tips, in a battle whose rules have it.
  void greyOutByRules();
  void showFigureMenu(const QPoint& viewport_pos);
  /// Asks for the point a chosen casting is aimed at, then sends it with that point.
  void aimCast(const FigureMenuEntry& entry);
  void createGame();
  void connectGame();
  /// Mirrors a step of the battle on the map: the figures it changed.
  void syncBattle(const BattleChange& change);
  /// Every figure item from the state (a battle opened, the selection changed).
  void syncAllFigures();
  void battleOpened();
  void setRefereeMode(bool on);
  void chooseScenario();
  void chooseGame();
  void chooseSaveAs();
  void openRecentGame(const QString& path);
  void createStatusBar();
  void chooseMap();
  void chooseFigures();
  void chooseExport(const QString& suffix, const QString& filter);
  void editPreferences();
  void showError(const QString& title, const QString& text);
  void showCursor(QPointF scene_pos);
  void restoreLayout();
  void saveLayout() const;
  void showAbout();
  void createRefereeDock();

  MapScene* scene_ = nullptr;
  MapView* view_ = nullptr;
  LegendDock* legend_ = nullptr;
  ToolManager* tools_ = nullptr;
  MeasureTool* measure_ = nullptr;
  SightTool* sight_ = nullptr;
  RecentFiles* recent_ = nullptr;
  BattleSession* session_ = nullptr;
  LogDock* log_ = nullptr;
  TurnDock* turn_ = nullptr;
  RosterDock* roster_ = nullptr;
  FigureDock* figure_ = nullptr;
  AiPlayer* ai_ = nullptr;
  MoveTool* move_ = nullptr;
  ActionTool* shoot_ = nullptr;
  ActionTool* charge_ = nullptr;
  ActionTool* strike_ = nullptr;
  OddsDock* odds_ = nullptr;
  RollAnimator* rolls_ = nullptr;
  RefereeControls* referee_ = nullptr;
  RefereeDock* referee_dock_ = nullptr;
  RecentFiles* recent_games_ = nullptr;
  QAction* undo_ = nullptr;
  QAction* redo_ = nullptr;
  int selected_figure_ = -1;
  PointPicker* cast_picker_ = nullptr;         ///< Made on the first casting aimed at a point.
  std::optional<game::Command> pending_cast_;  ///< The casting waiting for its point.
  std::optional<std::uint64_t> new_game_seed_;
  MainActions actions_;
  Preferences preferences_;
  QLabel* position_ = nullptr;
  QLabel* zoom_ = nullptr;
  QString map_path_;
  QString last_error_;
  bool fitted_once_ = false;
  std::function<UnsavedChoice()> unsaved_prompt_;
};

}  // namespace fray::app

// The main window's battle: the session, its docks, the Move tool, File and Edit actions.
#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QUndoStack>

#include "docks/ai_status.h"
#include "docks/figure_dock.h"
#include "docks/legend_dock.h"
#include "docks/log_dock.h"
#include "docks/referee_controls.h"
#include "docks/roster_dock.h"
#include "docks/turn_dock.h"
#include "scene/figure_item.h"
#include "scene/map_scene.h"
#include "scene/map_view.h"
#include "scene/roll_animation.h"
#include "session/ai_player.h"
#include "session/battle_session.h"
#include "tools/move_tool.h"
#include "tools/tool_manager.h"
#include "window/main_window.h"
#include "window/new_skirmish_dialog.h"
#include "window/recent_files.h"

namespace fray::app {
namespace {
QString gameFilter() { return QObject::tr("Fray saved games (*.fray);;All files (*)"); }
}  // namespace

void MainWindow::createGame() {
  session_ = new BattleSession(QStringLiteral(FRAY_DATA_DIR), this);
  log_ = new LogDock(session_, this);
  turn_ = new TurnDock(session_, this);
  roster_ = new RosterDock(session_, this);
  addDockWidget(Qt::LeftDockWidgetArea, turn_);
  addDockWidget(Qt::LeftDockWidgetArea, roster_);
  addDockWidget(Qt::BottomDockWidgetArea, log_);
  figure_ = new FigureDock(session_, this);
  addDockWidget(Qt::RightDockWidgetArea, figure_);
  tabifyDockWidget(legend_, figure_);  // first start: a tab beside the legend, full height
  move_ = new MoveTool(session_);
  ai_ = new AiPlayer(session_, QStringLiteral(FRAY_DATA_DIR), this);
  rolls_ = new RollAnimator(session_, scene_, this);
  referee_ = new RefereeControls(session_, this);
  move_->setReferee(referee_);
}

void MainWindow::connectGame() {
  const MainActions& a = actions_;
  connect(a.new_skirmish, &QAction::triggered, this, &MainWindow::chooseScenario);
  connect(a.open_game, &QAction::triggered, this, &MainWindow::chooseGame);
  connect(a.save_game, &QAction::triggered, this, [this] {
    if (session_->savePath().isEmpty())
      chooseSaveAs();
    else
      saveGame(session_->savePath());
  });
  connect(a.save_game_as, &QAction::triggered, this, &MainWindow::chooseSaveAs);
  connect(a.ai_plays, &QAction::toggled, ai_, [this](bool on) { ai_->setPaused(!on); });
  // The status bar's AiStatus (right) says what the AI does and how to resume it.
  connect(ai_, &AiPlayer::pausedChanged, a.ai_plays,
          [this](bool paused) { actions_.ai_plays->setChecked(!paused); });
  connect(ai_, &AiPlayer::decided, this,
          [this](const QString& text) { statusBar()->showMessage(text, 4000); });
  connect(ai_, &AiPlayer::failed, this,
          [this](const QString& text) { statusBar()->showMessage(text); });
  connect(ai_, &AiPlayer::intervened, this, [this](const QString& why) {
    statusBar()->showMessage(tr("The watchdog ended a stuck AI activation: %1").arg(why), 8000);
  });
  statusBar()->addPermanentWidget(new AiStatus(ai_, this));
  recent_games_ = new RecentFiles(QStringLiteral("recent/games"), a.recent_games, this);
  connect(recent_games_, &RecentFiles::fileChosen, this, &MainWindow::openRecentGame);

  undo_ = session_->undoStack()->createUndoAction(this, tr("&Undo"));
  undo_->setShortcut(QKeySequence::Undo);
  redo_ = session_->undoStack()->createRedoAction(this, tr("&Redo"));
  redo_->setShortcut(QKeySequence::Redo);
  a.edit_menu->addAction(undo_);
  a.edit_menu->addAction(redo_);

  undo_->setToolTip(tr("Take back the last command, its dice included (%1)")
                        .arg(undo_->shortcut().toString(QKeySequence::NativeText)));
  redo_->setToolTip(tr("Do the undone command again, with the same dice (%1)")
                        .arg(redo_->shortcut().toString(QKeySequence::NativeText)));
  const std::pair<QDockWidget*, QString> docks[] = {
      {turn_, tr("Show or hide the turn, the phase and what is allowed now")},
      {roster_, tr("Show or hide the figures of each side")},
      {log_, tr("Show or hide the log of events")},
      {figure_, tr("Show or hide the selected figure in full")}};
  for (const auto& [dock, tip] : docks) {
    dock->toggleViewAction()->setToolTip(tip);
    dock->toggleViewAction()->setStatusTip(tip);
    a.view_menu->addAction(dock->toggleViewAction());
  }
  connect(session_, &BattleSession::opened, this, &MainWindow::battleOpened);
  connect(session_, &BattleSession::changed, this, &MainWindow::syncBattle);
  connect(turn_, &TurnDock::refused, this,
          [this](const QString& why) { statusBar()->showMessage(tr("Refused: %1").arg(why)); });
  connect(roster_, &RosterDock::figureChosen, this, &MainWindow::selectFigure);
  connect(figure_, &FigureDock::refused, this,
          [this](const QString& why) { statusBar()->showMessage(tr("Refused: %1").arg(why)); });
  connect(a.referee_mode, &QAction::toggled, this, &MainWindow::setRefereeMode);
  connect(a.set_die, &QAction::triggered, figure_, &FigureDock::chooseNextDie);
  a.game_menu->addAction(referee_->reseedAction());
  a.game_menu->addAction(referee_->removeAction());
  connect(referee_, &RefereeControls::refused, this,
          [this](const QString& why) { statusBar()->showMessage(tr("Refused: %1").arg(why)); });
  a.referee_mode->setChecked(QSettings().value("game/referee_mode", false).toBool());
  setRefereeMode(a.referee_mode->isChecked());
}

void MainWindow::setRefereeMode(bool on) {
  figure_->setRefereeMode(on);
  actions_.set_die->setEnabled(on);
  referee_->setRefereeMode(on);
  QSettings().setValue("game/referee_mode", on);
}

void MainWindow::battleOpened() {
  const game::Game* game = session_->game();
  if (const map::HexMap* hex = game->field().hex_map())
    scene_->setMap(*hex);
  else if (const map::SquareMap* squares = game->field().square_map())
    scene_->setMap(*squares);
  else
    scene_->setMap(game->field().table());
  chooseActors({});
  legend_->showLegendOf(scene_->map());
  view_->fitTable();
  setWindowTitle(tr("%1 - Fray").arg(QString::fromStdString(game->state().scenario_title)));
  greyOutByRules();
  if (tools_) tools_->setActiveTool(move_);
}

void MainWindow::syncAllFigures() {
  std::vector<FigureEntry> entries = session_->figureEntries();
  for (FigureEntry& entry : entries) entry.view.selected = entry.id == selected_figure_;
  scene_->syncFigures(entries);
}

void MainWindow::syncBattle(const BattleChange& change) {
  if (change.allFigures()) {
    syncAllFigures();
    return;
  }
  // Only the figures the step changed: the others' views are as they were.
  for (const int id : change.figures) {
    if (std::optional<FigureEntry> entry = session_->figureEntry(id)) {
      entry->view.selected = id == selected_figure_;
      scene_->syncFigure(id, entry->view);
    } else {
      scene_->removeFigure(id);
    }
  }
}

void MainWindow::selectFigure(int id) {
  if (id >= 0) figure_->raise();
  chooseActors({id});
  if (FigureItem* item = scene_->figureItem(id)) view_->centerOn(item->pos());
}

bool MainWindow::openScenario(const QString& path) {
  if (!session_->openScenario(path, new_game_seed_)) {
    showError(tr("Cannot start the skirmish"), session_->lastError());
    return false;
  }
  recent_games_->add(path);
  statusBar()->showMessage(tr("Skirmish started from %1").arg(QFileInfo(path).fileName()));
  return true;
}

bool MainWindow::openGame(const QString& path) {
  if (!session_->openSave(path)) {
    showError(tr("Cannot open the saved game"), session_->lastError());
    return false;
  }
  recent_games_->add(path);
  statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()));
  return true;
}

bool MainWindow::saveGame(const QString& path) {
  if (!session_->save(path)) {
    showError(tr("Cannot save the game"), session_->lastError());
    return false;
  }
  recent_games_->add(path);
  statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()));
  return true;
}

void MainWindow::openRecentGame(const QString& path) {
  if (!settleUnsavedChanges()) return;
  if (path.endsWith(QStringLiteral(".fray")))
    openGame(path);
  else
    openScenario(path);
}

void MainWindow::chooseScenario() {
  if (!settleUnsavedChanges()) return;
  const QString demo = QStringLiteral(FRAY_DATA_DIR "/scenarios/mill-raid-demo.json");
  const QString current =
      session_->scenario() ? QString::fromStdString(session_->scenario()->file) : QString();
  NewSkirmishDialog dialog(QStringLiteral(FRAY_DATA_DIR "/scenarios"),
                           QFileInfo::exists(current) ? current : demo, this);
  if (dialog.exec() == QDialog::Accepted) startSkirmish(dialog.choice());
}

bool MainWindow::startSkirmish(const NewSkirmishChoice& choice) {
  const std::optional<std::uint64_t> seed = new_game_seed_;
  new_game_seed_ = choice.seed;
  const bool started = openScenario(choice.scenario);
  new_game_seed_ = seed;
  if (started) session_->setControllers(choice.controllers);
  return started;
}

bool MainWindow::settleUnsavedChanges() {
  const auto ask = [this] {
    return unsaved_prompt_ ? unsaved_prompt_() : askAboutUnsavedChanges(this);
  };
  switch (unsavedStep(session_->isModified(), ask)) {
    case UnsavedStep::Proceed:
      return true;
    case UnsavedStep::SaveFirst:
      if (session_->savePath().isEmpty())
        chooseSaveAs();
      else
        saveGame(session_->savePath());
      return !session_->isModified();
    case UnsavedStep::Stay:
      break;
  }
  return false;
}

void MainWindow::chooseGame() {
  if (!settleUnsavedChanges()) return;
  const QString path =
      QFileDialog::getOpenFileName(this, tr("Open Game"), session_->savePath(), gameFilter());
  if (!path.isEmpty()) openGame(path);
}

void MainWindow::chooseSaveAs() {
  if (!session_->hasGame()) return;
  QString path =
      QFileDialog::getSaveFileName(this, tr("Save Game As"), session_->savePath(), gameFilter());
  if (path.isEmpty()) return;
  if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".fray");
  saveGame(path);
}

}  // namespace fray::app

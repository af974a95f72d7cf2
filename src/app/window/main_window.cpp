#include "window/main_window.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>

#include <fray/game/setup/build_info.h>
#include <fray/map/map_file.h>

#include "docks/figure_list.h"
#include "docks/legend_dock.h"
#include "docks/log_dock.h"
#include "docks/roster_dock.h"
#include "scene/map_scene.h"
#include "scene/map_view.h"
#include "scene/roll_animation.h"
#include "session/battle_session.h"
#include "tools/action_tool.h"
#include "tools/measure_tool.h"
#include "tools/move_tool.h"
#include "tools/sight_tool.h"
#include "tools/tool_manager.h"
#include "window/map_export.h"
#include "window/preferences_dialog.h"
#include "window/recent_files.h"

// The icons are compiled into the static fray_app_lib; without this the linker may drop them.
static void initResources() { Q_INIT_RESOURCE(fray); }

namespace fray::app {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  initResources();
  setWindowTitle(QStringLiteral("Fray"));
  setObjectName(QStringLiteral("MainWindow"));
  setWindowIcon(QIcon(QStringLiteral(":/fray/icons/fray.svg")));
  scene_ = new MapScene(this);
  view_ = new MapView(scene_, this);
  view_->setObjectName(QStringLiteral("MapView"));
  setCentralWidget(view_);
  legend_ = new LegendDock(this);
  addDockWidget(Qt::RightDockWidgetArea, legend_);
  legend_->showLegendOf(scene_->map());
  createGame();
  actions_ = createMainActions(*this, legend_->toggleViewAction());
  recent_ = new RecentFiles(QStringLiteral("recent/maps"), actions_.recent, this);
  connect(recent_, &RecentFiles::fileChosen, this, &MainWindow::openMap);
  createTools();
  connectActions();
  connectGame();
  createStatusBar();
  createRefereeDock();
  applyPreferences(Preferences::load(QSettings()));
  restoreLayout();
}

void MainWindow::createTools() {
  tools_ = new ToolManager(scene_, view_, this);
  measure_ = new MeasureTool;
  sight_ = new SightTool;
  createActionTools();
  for (MapTool* tool :
       std::initializer_list<MapTool*>{measure_, sight_, move_, shoot_, charge_, strike_}) {
    QAction* action = tools_->addTool(tool);
    actions_.tools_menu->addAction(action);
    actions_.tools_bar->addAction(action);
  }
  connect(tools_, &ToolManager::statusInfoChanged, this,
          [this](const QString& text) { statusBar()->showMessage(text); });
}

void MainWindow::connectActions() {
  const MainActions& a = actions_;
  connect(a.open, &QAction::triggered, this, &MainWindow::chooseMap);
  connect(a.open_figures, &QAction::triggered, this, &MainWindow::chooseFigures);
  connect(a.export_png, &QAction::triggered, this,
          [this] { chooseExport(QStringLiteral("png"), tr("PNG pictures (*.png)")); });
  connect(a.export_svg, &QAction::triggered, this,
          [this] { chooseExport(QStringLiteral("svg"), tr("SVG drawings (*.svg)")); });
  connect(a.export_pdf, &QAction::triggered, this,
          [this] { chooseExport(QStringLiteral("pdf"), tr("PDF documents (*.pdf)")); });
  connect(a.preferences, &QAction::triggered, this, &MainWindow::editPreferences);
  connect(a.quit, &QAction::triggered, this, &QWidget::close);
  connect(a.zoom_in, &QAction::triggered, view_, &MapView::zoomIn);
  connect(a.zoom_out, &QAction::triggered, view_, &MapView::zoomOut);
  connect(a.fit, &QAction::triggered, view_, &MapView::fitTable);
  connect(a.grid, &QAction::toggled, scene_, &MapScene::setGridVisible);
  connect(a.rulers, &QAction::toggled, view_, &MapView::setRulersVisible);
  connect(a.coordinates, &QAction::toggled, scene_, &MapScene::setCoordinatesVisible);
  connect(a.labels, &QAction::toggled, scene_, &MapScene::setLabelsVisible);
  connect(a.about, &QAction::triggered, this, &MainWindow::showAbout);
  connect(view_, &MapView::cursorMoved, this, &MainWindow::showCursor);
}

void MainWindow::createStatusBar() {
  position_ = new QLabel(this);
  position_->setObjectName(QStringLiteral("CursorPosition"));
  position_->setToolTip(tr("Where the cursor is on the map"));
  zoom_ = new QLabel(this);
  zoom_->setToolTip(tr("Screen pixels per centimetre of the table"));
  statusBar()->addPermanentWidget(position_);
  statusBar()->addPermanentWidget(zoom_);
  connect(view_, &MapView::zoomChanged, this,
          [this](double zoom) { zoom_->setText(tr("%1 px/cm").arg(zoom, 0, 'f', 1)); });
}

void MainWindow::showCursor(QPointF scene_pos) {
  position_->setText(scene_->positionText(scene_pos, preferences_.inches));
}

bool MainWindow::openMap(const QString& path) {
  try {
    scene_->setMap(map::load_map_file(path.toStdString()));
  } catch (const map::MapFileError& error) {
    showError(
        tr("Cannot open the map"),
        tr("%1\n\nFile: %2\nWhere: %3\n\nDetails: %4")
            .arg(QString::fromStdString(error.user_message()), QString::fromStdString(error.file()),
                 error.location().empty() ? tr("the whole document")
                                          : QString::fromStdString(error.location()),
                 QString::fromStdString(error.what())));
    return false;
  }
  map_path_ = path;
  legend_->showLegendOf(scene_->map());
  recent_->add(path);
  setWindowTitle(tr("%1 - Fray").arg(QFileInfo(path).fileName()));
  view_->fitTable();
  if (const map::HexMap* hex = scene_->hexMap()) {
    statusBar()->showMessage(
        tr("Hex map %1 x %2 hexes").arg(hex->grid.columns()).arg(hex->grid.rows()));
  } else if (const map::SquareMap* squares = scene_->squareMap()) {
    statusBar()->showMessage(tr("Square grid %1 x %2 squares of %3 cm")
                                 .arg(squares->grid.columns())
                                 .arg(squares->grid.rows())
                                 .arg(squares->layout.size_cm, 0, 'g', 3));
  } else {
    statusBar()->showMessage(tr("%1: table %2 x %3 cm")
                                 .arg(QString::fromStdString(scene_->tableMap()->name))
                                 .arg(scene_->mapRect().width())
                                 .arg(scene_->mapRect().height()));
  }
  return true;
}

bool MainWindow::openFigures(const QString& path) {
  try {
    scene_->syncFigures(loadFigureList(path));
  } catch (const FigureListError& error) {
    showError(tr("Cannot place the figures"), QString::fromStdString(error.what()));
    return false;
  }
  return true;
}

bool MainWindow::exportMapTo(const QString& path) {
  if (exportMap(*scene_, scene_->mapRect(), path)) {
    statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
    return true;
  }
  showError(tr("Cannot export the map"), tr("%1 could not be written.").arg(path));
  return false;
}

void MainWindow::chooseMap() {
  const QString dir = map_path_.isEmpty() ? QString() : QFileInfo(map_path_).absolutePath();
  const QString path = QFileDialog::getOpenFileName(this, tr("Open Map"), dir,
                                                    tr("Fray maps (*.json);;All files (*)"));
  if (!path.isEmpty()) openMap(path);
}

void MainWindow::chooseFigures() {
  const QString path = QFileDialog::getOpenFileName(this, tr("Open Figure List"), QString(),
                                                    tr("Figure lists (*.json);;All files (*)"));
  if (!path.isEmpty()) openFigures(path);
}

void MainWindow::chooseExport(const QString& suffix, const QString& filter) {
  const QString base = map_path_.isEmpty() ? tr("map") : QFileInfo(map_path_).completeBaseName();
  QString path = QFileDialog::getSaveFileName(this, tr("Export Map"), base + '.' + suffix, filter);
  if (path.isEmpty()) return;
  if (QFileInfo(path).suffix().isEmpty()) path += '.' + suffix;
  exportMapTo(path);
}

void MainWindow::applyPreferences(const Preferences& preferences) {
  preferences_ = preferences;
  scene_->setGridSpacing(preferences.grid_spacing_cm);
  actions_.labels->setChecked(preferences.labels);
  view_->setInches(preferences.inches);
  measure_->setInches(preferences.inches);
  rolls_->setEnabled(preferences.animate_rolls);
  session_->setTurnAids(preferences.turn_aids);
}

void MainWindow::editPreferences() {
  PreferencesDialog dialog(preferences_, this);
  if (dialog.exec() != QDialog::Accepted) return;
  applyPreferences(dialog.preferences());
  QSettings settings;
  preferences_.save(settings);
}

void MainWindow::showError(const QString& title, const QString& text) {
  last_error_ = text;
  // Window-modal and not blocking: scripts and tests keep running while it is shown.
  auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
  box->setObjectName(QStringLiteral("ErrorBox"));
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->open();
}

void MainWindow::showAbout() {
  QMessageBox::about(this, tr("About Fray"),
                     tr("<b>%1</b><br>A tabletop skirmish simulator.<br>Licensed under the GNU "
                        "GPL, version 3 or later.")
                         .arg(QString::fromStdString(game::version_line())));
}

void MainWindow::restoreLayout() {
  QSettings settings;
  if (!restoreGeometry(settings.value("window/geometry").toByteArray())) resize(1200, 800);
  if (!restoreState(settings.value("window/state").toByteArray())) {
    // First start: the log a few lines high, the roster wide enough for its columns.
    resizeDocks({log_}, {150}, Qt::Vertical);
    resizeDocks({roster_}, {330}, Qt::Horizontal);
  }
}

void MainWindow::saveLayout() const {
  QSettings settings;
  settings.setValue("window/geometry", saveGeometry());
  settings.setValue("window/state", saveState());
}

void MainWindow::showEvent(QShowEvent* event) {
  QMainWindow::showEvent(event);
  if (!fitted_once_) {
    fitted_once_ = true;
    view_->fitTable();
  }
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (!settleUnsavedChanges()) {
    event->ignore();
    return;
  }
  saveLayout();
  event->accept();
}

}  // namespace fray::app

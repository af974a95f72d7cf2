#include "main_window.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>

#include <fray/game/build_info.h>

#include "map_view.h"
#include "table_scene.h"

namespace fray::app {
namespace {
// The common 4 x 6 ft skirmish table, in centimetres (seed-independent default).
constexpr QSizeF kDefaultTableCm(180.0, 120.0);
}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  setWindowTitle(QStringLiteral("Fray"));
  setObjectName(QStringLiteral("MainWindow"));
  scene_ = new TableScene(kDefaultTableCm, this);
  view_ = new MapView(scene_, this);
  view_->setObjectName(QStringLiteral("MapView"));
  setCentralWidget(view_);
  createActions();
  statusBar()->showMessage(tr("Free-measure table %1 x %2 cm")
                               .arg(kDefaultTableCm.width())
                               .arg(kDefaultTableCm.height()));
  restoreLayout();
}

void MainWindow::createActions() {
  QMenu* file = menuBar()->addMenu(tr("&File"));
  QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
  quit->setShortcut(QKeySequence::Quit);

  QMenu* view = menuBar()->addMenu(tr("&View"));
  QToolBar* tools = addToolBar(tr("View"));
  tools->setObjectName(QStringLiteral("ViewToolBar"));
  auto add = [&](const QString& text, QKeySequence key, const QString& tip, auto slot) {
    QAction* action = view->addAction(text, view_, slot);
    action->setShortcut(key);
    action->setToolTip(tip);
    action->setStatusTip(tip);
    tools->addAction(action);
    return action;
  };
  add(tr("Zoom &In"), QKeySequence::ZoomIn, tr("Zoom in about the centre"), &MapView::zoomIn);
  add(tr("Zoom &Out"), QKeySequence::ZoomOut, tr("Zoom out"), &MapView::zoomOut);
  add(tr("&Fit Table"), QKeySequence(Qt::CTRL | Qt::Key_0), tr("Show the whole table"),
      &MapView::fitTable);
  QAction* grid = view->addAction(tr("&Grid"));
  grid->setCheckable(true);
  grid->setChecked(scene_->gridVisible());
  grid->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
  grid->setToolTip(tr("Show the 1 cm / 10 cm grid"));
  connect(grid, &QAction::toggled, scene_, &TableScene::setGridVisible);
  tools->addAction(grid);

  QMenu* help = menuBar()->addMenu(tr("&Help"));
  help->addAction(tr("&About Fray"), this, &MainWindow::showAbout);
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
  restoreState(settings.value("window/state").toByteArray());
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
  saveLayout();
  event->accept();
}

}  // namespace fray::app

// The main window's referee dock (kept apart so the hookup stays a few lines in main_window*).
#include <memory>

#include <QAction>
#include <QMenu>
#include <QStatusBar>

#include "docks/figure_dock.h"
#include "docks/referee_dock.h"
#include "docks/roster_dock.h"
#include "scene/fire_overlay.h"
#include "scene/map_scene.h"
#include "scene/objective_overlay.h"
#include "scene/portal_overlay.h"
#include "tools/action_tool.h"
#include "tools/place_figure_box.h"
#include "tools/point_picker.h"
#include "window/main_window.h"

namespace fray::app {

void MainWindow::createRefereeDock() {
  referee_dock_ = new RefereeDock(session_, this);
  addDockWidget(Qt::RightDockWidgetArea, referee_dock_);
  tabifyDockWidget(figure_, referee_dock_);  // first start: a tab beside the figure dock
  figure_->raise();
  referee_dock_->setSelectionSource([this] { return selected_figure_; });
  const QString tip =
      tr("Show or hide the referee's aids: oracle, events, portals, stealth, fire, spotting, "
         "prisoners");
  referee_dock_->toggleViewAction()->setToolTip(tip);
  referee_dock_->toggleViewAction()->setStatusTip(tip);
  actions_.view_menu->addAction(referee_dock_->toggleViewAction());
  auto* terrain = new QAction(tr("Generate &Terrain..."), this);
  terrain->setObjectName(QStringLiteral("GenerateTerrainAction"));
  terrain->setStatusTip(tr("Roll a random terrain layout to read or save as a map"));
  connect(terrain, &QAction::triggered, referee_dock_, &RefereeDock::openTerrainGenerator);
  actions_.tools_menu->addAction(terrain);
  connect(referee_dock_, &RefereeDock::refused, this,
          [this](const QString& why) { statusBar()->showMessage(tr("Refused: %1").arg(why)); });
  connect(roster_, &RosterDock::figureChosen, referee_dock_, &RefereeDock::refresh);
  for (ActionTool* tool : {shoot_, charge_, strike_})
    connect(tool, &ActionTool::actorsChosen, referee_dock_, &RefereeDock::refresh);
  new FireOverlay(scene_, session_, this);
  new ObjectiveOverlay(scene_, session_, this);
  new PortalOverlay(scene_, session_, this);
  auto* picker = new PointPicker(scene_, this);
  // One picker answers both the fire's place and a new figure's; it remembers which was asked.
  auto placing = std::make_shared<bool>(false);
  connect(referee_dock_, &RefereeDock::pointPickRequested, this, [this, picker, placing] {
    *placing = false;
    picker->start();
    if (picker->active())
      statusBar()->showMessage(tr("Click the map where the fire is lit (Esc: cancel)"));
  });
  connect(
      referee_dock_->placeFigureBox(), &PlaceFigureBox::pointPickRequested, this,
      [this, picker, placing] {
        *placing = true;
        picker->start();
        if (picker->active())
          statusBar()->showMessage(tr("Click the map where the new figure stands (Esc: cancel)"));
      });
  connect(picker, &PointPicker::picked, this, [this, placing](QPointF at) {
    if (*placing) {
      if (referee_dock_->placeFigureBox()->placeAt(at))
        statusBar()->showMessage(referee_dock_->placeFigureBox()->resultText(), 5000);
      else
        statusBar()->showMessage(referee_dock_->placeFigureBox()->resultText());
      return;
    }
    referee_dock_->setFirePoint(at);
    statusBar()->showMessage(tr("The fire will be lit at %1").arg(scene_->positionText(at)), 5000);
  });
  connect(picker, &PointPicker::cancelled, this, [this] { statusBar()->clearMessage(); });
}

}  // namespace fray::app

// The main window's action tools (shoot, charge, strike), the Odds dock and the figure menu.
#include <utility>

#include <QAction>
#include <QContextMenuEvent>
#include <QMenu>
#include <QStatusBar>

#include <fray/game/state/figure.h>

#include "docks/figure_dock.h"
#include "docks/odds_dock.h"
#include "docks/referee_controls.h"
#include "scene/figure_item.h"
#include "scene/map_scene.h"
#include "scene/map_view.h"
#include "session/battle_session.h"
#include "session/rule_commands.h"
#include "session/split_strike.h"
#include "tools/action_tool.h"
#include "tools/figure_menu.h"
#include "tools/measure_tool.h"
#include "tools/point_picker.h"
#include "tools/tool_manager.h"
#include "window/main_window.h"
#include "window/split_strike_dialog.h"

namespace fray::app {
namespace {

// Greys `action` out with `why` as its tips, or (no `why`) enables it with the tips it was built
// with, kept on the action the first time.
void greyOutUnless(QAction* action, const QString& why) {
  if (!action) return;
  constexpr const char* kToolTip = "frayOwnToolTip";
  constexpr const char* kStatusTip = "frayOwnStatusTip";
  if (!action->property(kToolTip).isValid()) {
    action->setProperty(kToolTip, action->toolTip());
    action->setProperty(kStatusTip, action->statusTip());
  }
  action->setEnabled(why.isEmpty());
  action->setToolTip(why.isEmpty() ? action->property(kToolTip).toString() : why);
  action->setStatusTip(why.isEmpty() ? action->property(kStatusTip).toString() : why);
}

}  // namespace

void MainWindow::createActionTools() {
  shoot_ = new ActionTool(TargetAction::Shoot, session_);
  charge_ = new ActionTool(TargetAction::Charge, session_);
  strike_ = new ActionTool(TargetAction::Strike, session_);
  odds_ = new OddsDock(this);
  addDockWidget(Qt::RightDockWidgetArea, odds_);
  const QString tip = tr("Show or hide the odds of the shot or strike being prepared");
  odds_->toggleViewAction()->setToolTip(tip);
  odds_->toggleViewAction()->setStatusTip(tip);
  actions_.view_menu->addAction(odds_->toggleViewAction());
  for (ActionTool* tool : {shoot_, charge_, strike_}) {
    connect(tool, &ActionTool::previewChanged, odds_, &OddsDock::showPreview);
    connect(tool, &ActionTool::actorsChosen, this, &MainWindow::chooseActors);
  }
  connect(actions_.split_strike, &QAction::triggered, this,
          [this] { openSplitStrike(selected_figure_); });
  connect(actions_.aim_at_group, &QAction::toggled, shoot_, &ActionTool::setAimAtGroup);
  view_->setContextMenuPolicy(Qt::CustomContextMenu);
  connect(view_, &QWidget::customContextMenuRequested, this, &MainWindow::showFigureMenu);
}

void MainWindow::greyOutByRules() {
  const game::Game* game = session_->game();
  if (!game || !tools_) return;
  const QString no_split =
      systemHas(*game, "split_strike")
          ? QString()
          : missingCommandTip(*game, tr("split strike"), tr("use Strike at one foe at a time"));
  greyOutUnless(tools_->actionOf(charge_), missingActionReason(*game, TargetAction::Charge));
  greyOutUnless(actions_.aim_at_group,
                missingActionReason(*game, TargetAction::Shoot, false, true));
  greyOutUnless(actions_.split_strike, no_split);
}

void MainWindow::chooseActors(const std::vector<int>& actors) {
  selected_figure_ = actors.empty() ? -1 : actors.front();
  for (ActionTool* tool : {shoot_, charge_, strike_})
    if (tool->actors() != actors) tool->setActors(actors);
  if (figure_) figure_->showFigure(selected_figure_);
  if (referee_) referee_->setSelectedFigure(selected_figure_);
  if (measure_) measure_->setRangeBands(figureRangeBands(session_->game(), selected_figure_));
  syncAllFigures();
}

std::vector<FigureMenuEntry> MainWindow::figureMenuEntries(int clicked) const {
  const game::Game* game = session_->game();
  const game::Figure* figure = game ? game->state().find(clicked) : nullptr;
  if (!figure) return {};
  if (figure->side == session_->sideToAct()) return legalFigureActions(*game, clicked);
  const game::Figure* selected = game->state().find(selected_figure_);
  if (!selected || selected->side == figure->side) return {};
  return legalFigureActions(*game, selected_figure_, clicked);
}

void MainWindow::showFigureMenu(const QPoint& viewport_pos) {
  const FigureItem* item = scene_->figureAt(view_->mapToScene(viewport_pos));
  if (!item || !session_->hasGame()) return;
  const game::Figure* figure = session_->game()->state().find(item->figureId());
  if (figure && figure->side == session_->sideToAct()) chooseActors({figure->id});
  QMenu menu(this);
  menu.setObjectName(QStringLiteral("FigureMenu"));
  menu.addSection(item->view().label);
  fillFigureMenu(menu, *session_, figureMenuEntries(item->figureId()),
                 [this](const FigureMenuEntry& entry) { aimCast(entry); });
  // The split needs a choice of foes: offered when some pair is legal now, it opens the dialog.
  const int actor = figure && figure->side == session_->sideToAct() ? figure->id : selected_figure_;
  if (firstLegalSplit(*session_->game(), actor)) {
    QAction* split = menu.addAction(tr("Split strike..."));
    split->setToolTip(tr("Split the 2D6 between two foes in contact, one D6 at each"));
    // Right-clicked on a foe: that foe gets a die first.
    const int foe = actor == item->figureId() ? -1 : item->figureId();
    connect(split, &QAction::triggered, this, [this, actor, foe] { openSplitStrike(actor, foe); });
  }
  referee_->addToMenu(menu, item->figureId());
  menu.exec(view_->viewport()->mapToGlobal(viewport_pos));
}

void MainWindow::aimCast(const FigureMenuEntry& entry) {
  if (!cast_picker_) {
    cast_picker_ = new PointPicker(scene_, this);
    connect(cast_picker_, &PointPicker::picked, this, [this](QPointF at) {
      if (!pending_cast_ || !session_->hasGame()) return;
      game::Command command = *std::exchange(pending_cast_, std::nullopt);
      command.payload["to"] = {{at.x(), at.y()}};
      const game::Outcome out = session_->submit(command);
      if (out.refusal)
        statusBar()->showMessage(
            tr("Refused: %1").arg(QString::fromStdString(out.refusal->message)));
      else
        statusBar()->clearMessage();
    });
    connect(cast_picker_, &PointPicker::cancelled, this, [this] {
      pending_cast_.reset();
      statusBar()->clearMessage();
    });
  }
  cast_picker_->cancel();  // a casting still waiting for its point gives way to this one
  pending_cast_ = entry.command;
  cast_picker_->start();
  if (cast_picker_->active())
    statusBar()->showMessage(
        tr("%1 Click the map where it is aimed (Esc: cancel).").arg(entry.text));
}

bool MainWindow::openSplitStrike(int creature, int foe) {
  const game::Game* game = session_->game();
  const game::Figure* figure = game ? game->state().find(creature) : nullptr;
  if (!figure) {
    statusBar()->showMessage(tr("Split strike: select an H2 figure in contact with two foes."));
    return false;
  }
  if (!firstLegalSplit(*game, creature)) {
    // The game's reason for the first pair in contact, or why there is no pair.
    const std::vector<int> foes = foesInContact(*game, creature);
    const auto refusal = foes.size() >= 2
                             ? game->check(splitStrikeCommand(creature, {foes[0], foes[1]}))
                             : std::nullopt;
    statusBar()->showMessage(
        tr("Split strike refused: %1")
            .arg(refusal ? QString::fromStdString(refusal->message)
                         : tr("%1 is not in contact with two foes.")
                               .arg(QString::fromStdString(game::sheet_name(figure->sheet)))));
    return false;
  }
  auto* dialog = new SplitStrikeDialog(session_, creature, foe, this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  connect(dialog, &QDialog::accepted, this, [this] {
    const auto& events = session_->game()->log().events();
    if (!events.empty()) statusBar()->showMessage(QString::fromStdString(events.back().text));
  });
  dialog->open();
  statusBar()->showMessage(
      tr("Split strike: give one D6 to each of two foes, then Split Strike (Esc cancels)"));
  return true;
}

}  // namespace fray::app

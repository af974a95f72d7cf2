#include "docks/roster_dock.h"

#include <QTreeWidget>

#include <fray/game/state/figure.h>

#include "docks/figure_list.h"
#include "session/battle_session.h"
#include "session/battle_views.h"

namespace fray::app {

RosterDock::RosterDock(BattleSession* session, QWidget* parent)
    : QDockWidget(tr("Roster"), parent), session_(session), tree_(new QTreeWidget) {
  setObjectName(QStringLiteral("RosterDock"));
  tree_->setColumnCount(4);
  tree_->setHeaderLabels({tr("Figure"), tr("Species"), tr("Wounds"), tr("Statuses")});
  tree_->setRootIsDecorated(true);
  tree_->setToolTip(tr("Click a figure to select it and centre the map on it"));
  setWidget(tree_);
  connect(tree_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
    const QVariant id = item->data(0, Qt::UserRole);
    if (id.isValid()) emit figureChosen(id.toInt());
  });
  connect(session_, &BattleSession::changed, this, &RosterDock::refresh);
}

void RosterDock::refresh() {
  tree_->clear();
  const game::Game* game = session_->game();
  if (!game) return;
  // Classic figures are of a species; d20 ones of a roster profile or kind (figureKind).
  tree_->headerItem()->setText(1, game->system().id() == "classic" ? tr("Species") : tr("Kind"));
  const game::BattleState& s = game->state();
  for (std::size_t side = 0; side < s.sides.size(); ++side) {
    auto* top = new QTreeWidgetItem(tree_, {QString::fromStdString(s.sides[side].name)});
    top->setForeground(0, defaultSideColour(static_cast<int>(side)));
    for (const game::Figure& f : s.figures) {
      if (f.side != static_cast<int>(side)) continue;
      QStringList statuses;
      for (FigureStatus status : battleStatuses(f)) statuses << statusName(status);
      if (!f.alive) statuses.prepend(tr("dead"));
      auto* row = new QTreeWidgetItem(
          top, {QString::fromStdString(game::sheet_name(f.sheet)), figureKind(game->system(), f),
                QString::number(f.wounds), statuses.join(", ")});
      row->setData(0, Qt::UserRole, f.id);
      if (!f.alive) {
        QFont font = row->font(0);
        font.setStrikeOut(true);
        row->setFont(0, font);
      }
    }
    top->setExpanded(true);
  }
  for (int c = 0; c < tree_->columnCount(); ++c) tree_->resizeColumnToContents(c);
}

}  // namespace fray::app

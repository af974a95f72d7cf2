#include "tools/action_tool.h"

#include <algorithm>

#include <QCursor>
#include <QGraphicsEllipseItem>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPen>
#include <QToolTip>

#include "scene/figure_item.h"
#include "scene/map_scene.h"
#include "scene/overlay_label.h"
#include "session/battle_session.h"

namespace fray::app {
namespace {

QString iconFor(TargetAction action) {
  switch (action) {
    case TargetAction::Shoot:
      return QStringLiteral(":/fray/icons/shoot.svg");
    case TargetAction::Charge:
      return QStringLiteral(":/fray/icons/charge.svg");
    case TargetAction::Strike:
      return QStringLiteral(":/fray/icons/strike.svg");
  }
  return {};
}

// S shoot, C charge, K strike ("knock"; S is taken by shoot).
QKeySequence keyFor(TargetAction action) {
  switch (action) {
    case TargetAction::Shoot:
      return QKeySequence(Qt::Key_S);
    case TargetAction::Charge:
      return QKeySequence(Qt::Key_C);
    case TargetAction::Strike:
      return QKeySequence(Qt::Key_K);
  }
  return {};
}

QString tipFor(TargetAction action) {
  switch (action) {
    case TargetAction::Shoot:
      return QObject::tr(
          "Shoot: click a shooter (Ctrl+click or Shift+click adds shooters to a volley at one "
          "target), hover an enemy for the odds, click it to shoot; G aims at the enemy's whole "
          "group, the hits shared at random");
    case TargetAction::Charge:
      return QObject::tr(
          "Charge: click a figure, hover an enemy to see if it can be reached, "
          "click it to charge");
    case TargetAction::Strike:
      return QObject::tr(
          "Strike: click a figure in contact (Ctrl+click or Shift+click adds helpers striking the "
          "same foe), hover an enemy for the odds, click it to strike");
  }
  return {};
}

}  // namespace

ActionTool::ActionTool(TargetAction action, BattleSession* session, QObject* parent)
    : MapTool(actionName(action), QIcon(iconFor(action)), keyFor(action), tipFor(action), parent),
      action_(action),
      session_(session) {
  // After a command, an undo or a new battle the prepared action is read again.
  connect(session_, &BattleSession::changed, this, [this] {
    if (scene()) refresh();
  });
}

void ActionTool::setActors(std::vector<int> actors) {
  actors_ = std::move(actors);
  if (scene()) refresh();
}

void ActionTool::setAimAtGroup(bool group) {
  if (action_ != TargetAction::Shoot || group == aim_at_group_) return;
  aim_at_group_ = group;
  emit statusInfoChanged(group ? tr("Shoot: aiming at the target's group (G to aim at one figure)")
                               : tr("Shoot: aiming at one figure (G to aim at its group)"));
  if (scene()) refresh();
}

bool ActionTool::isActor(int figure) const {
  const game::Game* game = session_->game();
  const game::Figure* f = game ? game->state().find(figure) : nullptr;
  return f && f->side == session_->sideToAct();
}

void ActionTool::hoverTarget(int target) {
  if (!session_->game()) return;
  preview_ = previewAction(*session_->game(), action_, actors_, target, aim_at_group_);
  drawMarks();
  emit previewChanged(&*preview_);
  emit statusInfoChanged(preview_->legal()
                             ? preview_->headline + QStringLiteral(": ") +
                                   (preview_->odds ? preview_->chancesLine() : tr("allowed"))
                             : preview_->refusal);
}

void ActionTool::refresh() {
  const game::Game* game = session_->game();
  const bool target_alive = preview_ && game && game->state().find(preview_->target) &&
                            game->state().find(preview_->target)->alive;
  if (target_alive)
    hoverTarget(preview_->target);
  else
    clearPreview();
}

bool ActionTool::commitAt(int target) {
  hoverTarget(target);
  if (!preview_ || !preview_->legal()) {
    last_refusal_ = preview_ ? preview_->refusal : tr("Nothing to do.");
    emit statusInfoChanged(tr("Refused: %1").arg(last_refusal_));
    return false;
  }
  const game::Outcome outcome = session_->submit(preview_->command);
  if (!outcome.accepted()) {
    last_refusal_ = QString::fromStdString(outcome.refusal->message);
    emit statusInfoChanged(tr("Refused: %1").arg(last_refusal_));
    return false;
  }
  last_refusal_.clear();
  if (!outcome.events.empty())
    emit statusInfoChanged(QString::fromStdString(outcome.events.back().text));
  return true;
}

QString ActionTool::plateText() const { return plate_ ? plate_->text() : QString(); }

void ActionTool::drawMarks() {
  clearMarks();
  if (!scene()) return;
  const game::Game* game = session_->game();
  // Drawn where the game has the figure: the map's items may not be synced yet.
  auto ring = [this, game](int id, QColor colour) {
    const game::Figure* f = game ? game->state().find(id) : nullptr;
    if (!f || !f->alive) return;
    const double radius = std::max(f->base.width_cm, f->base.depth_cm) * 0.75 + 0.6;
    const QPointF centre(f->placement.centre.x, f->placement.centre.y);
    auto* mark = new QGraphicsEllipseItem(
        QRectF(centre - QPointF(radius, radius), centre + QPointF(radius, radius)));
    QPen pen(colour, 3);
    pen.setCosmetic(true);
    mark->setPen(pen);
    mark->setZValue(20);
    mark->setAcceptedMouseButtons(Qt::NoButton);
    scene()->addItem(mark);
    rings_.push_back(mark);
  };
  for (const int id : actors_) ring(id, QColor(0xff, 0xc8, 0x20));
  if (!preview_) return;
  const bool legal = preview_->legal();
  if (legal && preview_->odds)  // the other members of a group the hits may fall on
    for (std::size_t i = 1; i < preview_->odds->group.size(); ++i)
      ring(preview_->odds->group[i], QColor(0x90, 0xe0, 0x60));
  ring(preview_->target, legal ? QColor(0x20, 0xc0, 0x40) : QColor(0xe0, 0x20, 0x20));
  if (const game::Figure* target = game ? game->state().find(preview_->target) : nullptr) {
    plate_ = new OverlayLabel;
    const QString allowed = tr("%1: allowed").arg(actionName(action_));
    plate_->setText(legal ? (preview_->odds ? preview_->chancesLine() : allowed)
                          : tr("Not allowed"));
    plate_->setColours(legal ? Qt::black : QColor(0xb0, 0, 0), QColor(255, 255, 240, 235));
    plate_->setPos(
        target->placement.centre.x,
        target->placement.centre.y - std::max(target->base.width_cm, target->base.depth_cm));
    plate_->setZValue(21);
    scene()->addItem(plate_);
  }
}

void ActionTool::clearMarks() {
  for (QGraphicsEllipseItem* ring : rings_) delete ring;
  rings_.clear();
  delete plate_;
  plate_ = nullptr;
}

void ActionTool::clearPreview() {
  const bool had = preview_.has_value();
  preview_.reset();
  drawMarks();
  if (had) emit previewChanged(nullptr);
}

void ActionTool::activate(MapScene* scene) {
  MapTool::activate(scene);
  drawMarks();
}

void ActionTool::deactivate() {
  clearMarks();
  const bool had = preview_.has_value();
  preview_.reset();
  if (had) emit previewChanged(nullptr);
  MapTool::deactivate();
}

void ActionTool::mapChanged() {
  clearMarks();
  preview_.reset();
  actors_.clear();
  emit previewChanged(nullptr);
}

bool ActionTool::mousePressed(QGraphicsSceneMouseEvent* event) {
  if (event->button() != Qt::LeftButton || !session_->game()) return false;
  event->accept();
  FigureItem* item = scene()->figureAt(event->scenePos());
  if (!item) {
    clearPreview();
    return true;
  }
  const int id = item->figureId();
  if (isActor(id)) {
    std::vector<int> actors{id};
    // Ctrl (as in file lists) or Shift adds a shooter to the volley, or takes it out again.
    const bool adds = event->modifiers().testAnyFlags(Qt::ControlModifier | Qt::ShiftModifier);
    // Rules without volleys or helpers (d20): the clicked figure acts alone, and the status bar
    // says why.
    const QString alone = adds && action_ != TargetAction::Charge
                              ? missingActionReason(*session_->game(), action_, true)
                              : QString();
    // Strike: the added figures help the first one (the `strike` command's helpers).
    if (action_ != TargetAction::Charge && adds && alone.isEmpty()) {
      actors = actors_;
      const auto at = std::find(actors.begin(), actors.end(), id);
      if (at == actors.end())
        actors.push_back(id);
      else if (actors.size() > 1)
        actors.erase(at);
    }
    setActors(actors);
    drawMarks();
    emit actorsChosen(actors_);
    const QString many =
        action_ == TargetAction::Shoot
            ? tr("Volley of %1 shooters: hover an enemy for the combined odds, click it to shoot "
                 "(Ctrl+click a shooter again to leave it out)")
            : tr("%1 figures strike together: hover an enemy in contact for the odds, click it to "
                 "strike (Ctrl+click a figure again to leave it out)");
    emit statusInfoChanged(!alone.isEmpty() ? alone
                           : actors_.size() > 1
                               ? many.arg(actors_.size())
                               : tr("%1: now hover an enemy").arg(actionName(action_)));
    return true;
  }
  if (actors_.empty()) {
    emit statusInfoChanged(tr("Select a figure of the side to act first."));
    return true;
  }
  if (!commitAt(id)) QToolTip::showText(event->screenPos(), last_refusal_);
  return true;
}

bool ActionTool::mouseMoved(QGraphicsSceneMouseEvent* event) {
  if (event->buttons() != Qt::NoButton || !session_->game()) return false;
  FigureItem* item = scene()->figureAt(event->scenePos());
  if (!item || actors_.empty() || isActor(item->figureId())) {
    if (preview_) {
      clearPreview();
      QToolTip::hideText();
    }
    return false;
  }
  if (!preview_ || preview_->target != item->figureId()) {
    hoverTarget(item->figureId());
    QToolTip::showText(event->screenPos(), preview_->text());
  }
  return false;
}

bool ActionTool::keyPressed(QKeyEvent* event) {
  if (event->key() != Qt::Key_Escape) return false;
  actors_.clear();
  clearPreview();
  emit actorsChosen(actors_);
  emit statusInfoChanged(toolTip());
  return true;
}

}  // namespace fray::app

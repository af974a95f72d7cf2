#include "move_tool.h"

#include <QCursor>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QLineF>
#include <QToolTip>

#include "battle_session.h"
#include "figure_item.h"
#include "map_scene.h"
#include "ruler_item.h"

namespace fray::app {

MoveTool::MoveTool(BattleSession* session, QObject* parent)
    : MapTool(tr("Move"), QIcon(QStringLiteral(":/fray/icons/move.svg")), QKeySequence(Qt::Key_V),
              tr("Move: drag a figure of the side to act to where it should go"), parent),
      session_(session) {}

bool MoveTool::moveTo(int id, QPointF to) {
  const game::Outcome outcome =
      session_->submit({"move", {{"figure", id}, {"path", {{to.x(), to.y()}}}}});
  if (outcome.accepted()) {
    last_refusal_.clear();
    emit statusInfoChanged(tr("Moved."));
    return true;
  }
  last_refusal_ = QString::fromStdString(outcome.refusal->message);
  emit statusInfoChanged(tr("Refused: %1").arg(last_refusal_));
  QToolTip::showText(QCursor::pos(), last_refusal_);
  return false;
}

QPointF MoveTool::destination(QPointF scene_pos) const {
  const QPointF free = drag_->centre + (scene_pos - drag_->grab);
  // On a hex map figures stand on hex centres: the drop snaps to the hex under it.
  const game::Game* game = session_->game();
  if (!game || !game->field().is_hex()) return free;
  const map::Point centre = game->field().snap({free.x(), free.y()});
  return {centre.x, centre.y};
}

QString MoveTool::dragText() const { return line_ ? line_->text() : QString(); }

void MoveTool::showDrag(QPointF scene_pos) {
  const QLineF line(drag_->centre, destination(scene_pos));
  const int allowance = session_->allowanceCm(drag_->figure);
  const QString text = tr("%1 cm of %2 cm").arg(line.length(), 0, 'f', 1).arg(allowance);
  if (!line_) {
    line_ = new RulerItem;
    scene()->addItem(line_);
  }
  line_->setLine(line, text);
  emit statusInfoChanged(tr("Move: %1").arg(text));
}

void MoveTool::clear() {
  delete line_;
  line_ = nullptr;
  drag_.reset();
}

void MoveTool::deactivate() {
  clear();
  MapTool::deactivate();
}

void MoveTool::mapChanged() { clear(); }

bool MoveTool::mousePressed(QGraphicsSceneMouseEvent* event) {
  if (event->button() != Qt::LeftButton || !session_->game()) return false;
  FigureItem* item = scene()->figureAt(event->scenePos());
  if (!item) return false;
  const game::Figure* figure = session_->game()->state().find(item->figureId());
  if (!figure || figure->side != session_->sideToAct()) {
    emit statusInfoChanged(tr("That figure's side is not the one to act."));
    return true;
  }
  drag_ = Drag{figure->id, item->pos(), event->scenePos()};
  showDrag(event->scenePos());
  event->accept();
  return true;
}

bool MoveTool::mouseMoved(QGraphicsSceneMouseEvent* event) {
  if (!drag_ || !(event->buttons() & Qt::LeftButton)) return false;
  showDrag(event->scenePos());
  return true;
}

bool MoveTool::mouseReleased(QGraphicsSceneMouseEvent* event) {
  if (!drag_ || event->button() != Qt::LeftButton) return false;
  const Drag drag = *drag_;
  const QPointF to = destination(event->scenePos());
  clear();
  if (QLineF(drag.centre, to).length() > 0.05) moveTo(drag.figure, to);
  return true;
}

bool MoveTool::keyPressed(QKeyEvent* event) {
  if (event->key() != Qt::Key_Escape || !drag_) return false;
  clear();
  emit statusInfoChanged(toolTip());
  return true;
}

}  // namespace fray::app

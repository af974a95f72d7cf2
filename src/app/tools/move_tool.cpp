#include "tools/move_tool.h"

#include <algorithm>
#include <cmath>

#include <QBrush>
#include <QCursor>
#include <QGraphicsEllipseItem>
#include <QGraphicsPathItem>
#include <QGraphicsSceneMouseEvent>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLineF>
#include <QPen>
#include <QToolTip>

#include <fray/d20/d20_system.h>
#include <fray/d20/unit_placement.h>
#include <fray/sheets/high_adventure_sheet.h>

#include "docks/referee_controls.h"
#include "scene/figure_item.h"
#include "scene/map_scene.h"
#include "scene/reach_area.h"
#include "scene/ruler_item.h"
#include "session/battle_session.h"
#include "tools/hex_move_planner.h"
#include "tools/move_planner.h"
#include "tools/square_move_planner.h"
#include "tools/unit_ghosts.h"

namespace fray::app {

namespace {

const QColor kReachColour(40, 120, 220, 60);
const QColor kAllowedColour(30, 160, 60);
const QColor kRefusedColour(210, 40, 40);

QString difficultyName(map::Footing difficulty) {
  switch (difficulty) {
    case map::Footing::Difficult:
      return QObject::tr("difficult ground");
    case map::Footing::VeryDifficult:
      return QObject::tr("very difficult ground");
    case map::Footing::Impassable:
      return QObject::tr("impassable ground");
    case map::Footing::Open:
      break;
  }
  return {};
}

nlohmann::json pathJson(const std::vector<QPointF>& path) {
  nlohmann::json points = nlohmann::json::array();
  for (const QPointF& p : path) points.push_back({p.x(), p.y()});
  return points;
}

std::vector<map::Point> mapPoints(const std::vector<QPointF>& path) {
  std::vector<map::Point> points;
  for (const QPointF& p : path) points.push_back({p.x(), p.y()});
  return points;
}

}  // namespace

MoveTool::MoveTool(BattleSession* session, QObject* parent)
    : MapTool(
          tr("Move"), QIcon(QStringLiteral(":/fray/icons/move.svg")), QKeySequence(Qt::Key_V),
          tr("Move: drag a figure of the side to act to where it should go (in a d20 battle its "
             "unit comes along; hold Shift to move it alone)"),
          parent),
      session_(session) {}

MoveTool::~MoveTool() = default;

bool MoveTool::moveTo(int id, QPointF to) { return moveAlong(id, {to}); }

bool MoveTool::moveAlong(int id, const std::vector<QPointF>& path) {
  nlohmann::json move = {{"figure", id}, {"path", pathJson(path)}};
  // In a d20 battle a unit moves as one (seed 003, "Movement"): the others of the figure's unit
  // are placed beside it, unless Shift is held to move it alone.
  const game::Game* game = session_->game();
  if (game && game->system().id() == d20::D20Sheet::system_id &&
      !(QGuiApplication::keyboardModifiers() & Qt::ShiftModifier))
    move = d20::with_unit(*game, std::move(move));
  const int placed = move.contains("unit") ? static_cast<int>(move["unit"].size()) : 0;
  const game::Outcome outcome = session_->submit({"move", std::move(move)});
  if (outcome.accepted()) {
    last_refusal_.clear();
    emit statusInfoChanged(placed > 0 ? tr("Moved with its unit: %n placed beside it.", "", placed)
                                      : tr("Moved."));
    return true;
  }
  last_refusal_ = QString::fromStdString(outcome.refusal->message);
  emit statusInfoChanged(tr("Refused: %1").arg(last_refusal_));
  QToolTip::showText(QCursor::pos(), last_refusal_);
  return false;
}

QPointF MoveTool::destination(QPointF scene_pos) const {
  const QPointF free = drag_->centre + (scene_pos - drag_->grab);
  // On a hex map or a square grid figures stand on cell centres: the drop snaps to the cell
  // under it.
  const game::Game* game = session_->game();
  if (!game || !(game->field().is_hex() || game->field().is_square())) return free;
  const map::Point centre = game->field().snap({free.x(), free.y()});
  return {centre.x, centre.y};
}

std::vector<QPointF> MoveTool::pathTo(QPointF to) {
  if (QLineF(drag_->centre, to).length() <= 0.05) return {to};
  if (hex_planner_) return hex_planner_->route(to).points;
  if (square_planner_) return square_planner_->route(to).points;
  if (!planner_) return {to};
  return planner_->route(to);
}

QString MoveTool::dragText() const { return line_ ? line_->text() : QString(); }

void MoveTool::showRefereeDrag(QPointF to) {
  const game::Figure* figure = session_->game()->state().find(drag_->figure);
  if (!line_) {
    line_ = new RulerItem;
    scene()->addItem(line_);
  }
  line_->setLine(QLineF(drag_->centre, to), tr("Referee: put here"));
  drag_path_ = {to};
  drop_refusal_ = figure ? referee_->placeRefusal(*figure, to).value_or(QString()) : QString();
  if (!end_) {
    end_ = new QGraphicsEllipseItem;
    end_->setZValue(19);
    scene()->addItem(end_);
  }
  const double radius = figure ? std::max(figure->base.width_cm, figure->base.depth_cm) / 2 : 1.25;
  end_->setRect(to.x() - radius, to.y() - radius, 2 * radius, 2 * radius);
  const QColor colour = drop_refusal_.isEmpty() ? kAllowedColour : kRefusedColour;
  end_->setPen(QPen(colour, 0.3));
  end_->setBrush(QColor(colour.red(), colour.green(), colour.blue(), 90));
  emit statusInfoChanged(drop_refusal_.isEmpty() ? tr("Referee: drop to put the figure here")
                                                 : tr("Referee: %1").arg(drop_refusal_));
}

void MoveTool::showDrag(QPointF scene_pos) {
  const QPointF to = destination(scene_pos);
  if (drag_->referee) {
    showRefereeDrag(to);
    return;
  }
  const QLineF line(drag_->centre, to);
  std::optional<HexRoute> hex_route;
  if (hex_planner_ && line.length() > 0.05) hex_route = hex_planner_->route(to);
  std::optional<SquareRoute> square_route;
  if (square_planner_ && line.length() > 0.05) square_route = square_planner_->route(to);
  drag_path_ = hex_route ? hex_route->points : square_route ? square_route->points : pathTo(to);
  QPolygonF shown{drag_->centre};
  for (const QPointF& p : drag_path_) shown << p;
  double length = 0.0;
  for (int i = 1; i < shown.size(); ++i) length += QLineF(shown[i - 1], shown[i]).length();
  const double allowance = session_->allowanceCm(drag_->figure);
  QString text = hex_route && hex_route->found
                     ? hex_planner_->costText(*hex_route)
                     : tr("%1 cm of %2 cm").arg(length, 0, 'f', 1).arg(allowance, 0, 'g', 4);
  if (square_planner_) {
    // A square grid counts spaces: a square each, difficult ground more (seed 003, "Movement").
    text = square_route ? square_planner_->costText(*square_route)
                        : tr("0 of %1 spaces").arg(square_planner_->allowanceSpaces());
  } else if (const game::Game* g = session_->game();
             g && g->system().id() == d20::D20Sheet::system_id) {
    // A d20 move counts spaces (seed 003, "Movement"), difficult ground twice: the cost the
    // move's own preview gives; a path it refuses shows its straight length in spaces.
    const double space = d20::space_cm(g->system(), g->field(), g->state());
    const game::Preview p =
        g->preview({"move", {{"figure", drag_->figure}, {"path", pathJson(drag_path_)}}});
    text = p.move ? tr("%1 of %2 spaces").arg(p.move->cost, 0, 'f', 1).arg(p.move->allowance)
                  : tr("%1 of %2 spaces")
                        .arg(length / space, 0, 'f', 1)
                        .arg(std::lround(allowance / space));
  } else if (g && g->system().id() == high_adventure::AdventureSheet::system_id) {
    // High Adventure measures in inches (seed 004): difficult going counted twice, as the
    // move's own preview reckons it; a path it refuses shows its straight length.
    constexpr double kCmPerInch = 2.54;
    const game::Preview p =
        g->preview({"move", {{"figure", drag_->figure}, {"path", pathJson(drag_path_)}}});
    text = p.move
               ? tr("%1\" of %2\"").arg(p.move->cost, 0, 'f', 1).arg(p.move->allowance, 0, 'g', 3)
               : tr("%1\" of %2\"")
                     .arg(length / kCmPerInch, 0, 'f', 1)
                     .arg(allowance / kCmPerInch, 0, 'g', 3);
  }
  if (!line_) {
    line_ = new RulerItem;
    scene()->addItem(line_);
  }
  line_->setPath(shown, text);

  const game::Game* game = session_->game();
  const game::Figure* figure = game ? game->state().find(drag_->figure) : nullptr;
  drop_refusal_.clear();
  drag_slowing_.clear();
  if (game && figure && line.length() > 0.05) {
    if (const auto refusal =
            game->check({"move", {{"figure", drag_->figure}, {"path", pathJson(drag_path_)}}}))
      drop_refusal_ = QString::fromStdString(refusal->message);
    const game::PathSurvey survey = game->field().survey_path(
        figure->placement.centre, mapPoints(drag_path_), game->system().mounted(*figure));
    if (survey.worst != map::Footing::Open)
      drag_slowing_ =
          tr("crosses %1 (%2)")
              .arg(difficultyName(survey.worst),
                   QString::fromStdString(survey.worst_feature.empty() ? survey.worst_terrain
                                                                       : survey.worst_feature));
  }
  if (!end_) {
    end_ = new QGraphicsEllipseItem;
    end_->setZValue(19);
    scene()->addItem(end_);
  }
  const double radius = figure ? std::max(figure->base.width_cm, figure->base.depth_cm) / 2 : 1.25;
  end_->setRect(to.x() - radius, to.y() - radius, 2 * radius, 2 * radius);
  const QColor colour = drop_refusal_.isEmpty() ? kAllowedColour : kRefusedColour;
  QPen pen(colour, 0.3);
  end_->setPen(pen);
  end_->setBrush(QColor(colour.red(), colour.green(), colour.blue(), 90));
  end_->setToolTip(drop_refusal_);

  // A d20 unit moves as one (seed 003, "Actions"): where the others would be put; Shift moves
  // the figure alone.
  int unit_placed = 0;
  if (game && game->system().id() == d20::D20Sheet::system_id &&
      !(QGuiApplication::keyboardModifiers() & Qt::ShiftModifier)) {
    if (!ghosts_) ghosts_ = std::make_unique<UnitGhosts>();
    unit_placed = ghosts_->show(*scene(), *game, drag_->figure, pathJson(drag_path_));
  } else if (ghosts_) {
    ghosts_->clear();
  }
  QString status = tr("Move: %1").arg(text);
  if (unit_placed > 0) status += tr("; its unit: %n placed beside it", "", unit_placed);
  if (!drag_slowing_.isEmpty()) status += tr("; %1").arg(drag_slowing_);
  if (!drop_refusal_.isEmpty()) status += tr("; refused: %1").arg(drop_refusal_);
  emit statusInfoChanged(status);
}

void MoveTool::showReach() {
  const game::Game* game = session_->game();
  if (!game) return;
  const game::Figure* figure = game->state().find(drag_->figure);
  const double allowance = session_->allowanceCm(drag_->figure);
  if (figure && game->field().is_hex())
    hex_planner_ = std::make_unique<HexMovePlanner>(*game, *figure, allowance);
  else if (figure && game->field().is_square())
    square_planner_ = std::make_unique<SquareMovePlanner>(*game, *figure, allowance);
  else if (figure)
    planner_ = std::make_unique<MovePlanner>(*game, *figure);
  const QPainterPath area = planner_          ? planner_->reachable(allowance)
                            : hex_planner_    ? hex_planner_->reachable(*game, drag_->figure)
                            : square_planner_ ? square_planner_->reachable(*game, drag_->figure)
                                              : reachableArea(*game, drag_->figure, allowance);
  reach_ = new QGraphicsPathItem(area);
  reach_->setPen(QPen(kReachColour.darker(), 0.2));
  reach_->setBrush(kReachColour);
  reach_->setZValue(-1);  // over the painted terrain, under the figures
  scene()->addItem(reach_);
}

void MoveTool::clear() {
  delete line_;
  line_ = nullptr;
  delete reach_;
  reach_ = nullptr;
  delete end_;
  end_ = nullptr;
  if (ghosts_) ghosts_->clear();
  drop_refusal_.clear();
  drag_slowing_.clear();
  drag_.reset();
  planner_.reset();
  hex_planner_.reset();
  square_planner_.reset();
  drag_path_.clear();
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
  if (figure && referee_ && referee_->refereeMode()) {
    drag_ = Drag{figure->id, item->pos(), event->scenePos(), true};
    showDrag(event->scenePos());
    event->accept();
    return true;
  }
  if (!figure || figure->side != session_->sideToAct()) {
    emit statusInfoChanged(tr("That figure's side is not the one to act."));
    return true;
  }
  drag_ = Drag{figure->id, item->pos(), event->scenePos()};
  showReach();
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
  const std::vector<QPointF> path = pathTo(to);
  clear();
  if (drag.referee) {
    if (QLineF(drag.centre, to).length() > 0.05 && referee_->relocate(drag.figure, to) >= 0)
      emit statusInfoChanged(tr("Referee: figure put in its new place."));
    else if (!referee_->lastRefusal().isEmpty())
      emit statusInfoChanged(tr("Refused: %1").arg(referee_->lastRefusal()));
    return true;
  }
  if (QLineF(drag.centre, to).length() > 0.05) moveAlong(drag.figure, path);
  return true;
}

bool MoveTool::keyPressed(QKeyEvent* event) {
  if (event->key() != Qt::Key_Escape || !drag_) return false;
  clear();
  emit statusInfoChanged(toolTip());
  return true;
}

}  // namespace fray::app

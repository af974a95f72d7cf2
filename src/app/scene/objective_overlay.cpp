#include "scene/objective_overlay.h"

#include <QBrush>
#include <QFont>
#include <QGraphicsEllipseItem>
#include <QGraphicsPolygonItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <fray/game/turn/victory.h>

#include "docks/figure_list.h"
#include "scene/map_scene.h"
#include "session/battle_session.h"

namespace fray::app {
namespace {
constexpr double kMarkerZ = -0.4;  // over terrain and fires, under the figures (z 0 and up)
constexpr double kZoneZ = -0.6;
const QColor kNobody(110, 110, 110);
const QColor kCounter(250, 215, 90);

QString sideName(const game::Game& game, int side) {
  const auto& sides = game.state().sides;
  if (side >= 0 && side < static_cast<int>(sides.size()))
    return QString::fromStdString(sides[static_cast<std::size_t>(side)].name);
  return ObjectiveOverlay::tr("side %1").arg(side + 1);
}

// What holding the marker is worth to each side (seed 003, "Objectives"), as the game scores it.
QString worth(const game::VictoryRules& v, std::size_t index, const game::Game& game) {
  QStringList parts;
  for (int side = 0; side < 2; ++side)
    parts << ObjectiveOverlay::tr("%1 VP to %2")
                 .arg(game::objective_points(v, index, side))
                 .arg(sideName(game, side));
  return parts.join(QStringLiteral(", "));
}
}  // namespace

ObjectiveOverlay::ObjectiveOverlay(MapScene* scene, BattleSession* session, QObject* parent)
    : QObject(parent), scene_(scene), session_(session) {
  // Holders and points follow the figures, the turn and the victory rules' progress.
  connect(session_, &BattleSession::changed, this, [this](const BattleChange& change) {
    if (change.objectives || change.turn || !change.figures.empty() || change.allFigures()) sync();
  });
  connect(session_, &BattleSession::opened, this, &ObjectiveOverlay::sync);
  sync();
}

ObjectiveOverlay::~ObjectiveOverlay() { clear(); }

void ObjectiveOverlay::clear() {
  if (scene_) {
    for (QGraphicsItem* item : markers_) delete item;
    for (QGraphicsItem* item : zones_) delete item;
  }
  markers_.clear();
  zones_.clear();
}

void ObjectiveOverlay::addZones() {
  const game::VictoryRules& v = session_->game()->state().victory;
  for (int side = 0; side < 2; ++side) {
    const game::Zone& zone = v.deployment[static_cast<std::size_t>(side)];
    if (zone.corners.size() < 3) continue;
    QPolygonF outline;
    for (const map::Point p : zone.corners) outline << QPointF(p.x, p.y);
    auto* item = new QGraphicsPolygonItem(outline);
    QColor colour = defaultSideColour(side);
    QPen pen(colour, 0);  // cosmetic: one pixel at any zoom
    pen.setStyle(Qt::DashLine);
    item->setPen(pen);
    colour.setAlpha(18);
    item->setBrush(colour);
    item->setZValue(kZoneZ);
    item->setAcceptedMouseButtons(Qt::NoButton);
    item->setToolTip(tr("Deployment zone of %1").arg(sideName(*session_->game(), side)));
    scene_->addItem(item);
    zones_.push_back(item);
  }
}

void ObjectiveOverlay::sync() {
  clear();
  const game::Game* game = session_->game();
  if (!game || !scene_) return;
  addZones();
  const game::VictoryRules& v = game->state().victory;
  for (std::size_t i = 0; i < v.objectives.size(); ++i) {
    const game::Objective& objective = v.objectives[i];
    const std::optional<int> holder =
        game::objective_holder(game->field(), game->state(), objective.position);
    const double r = game::kObjectiveMarkerCm / 2;
    const map::Point c = objective.position;
    auto* marker = new QGraphicsEllipseItem(c.x - r, c.y - r, 2 * r, 2 * r);
    marker->setBrush(kCounter);
    marker->setPen(QPen(holder ? defaultSideColour(*holder) : kNobody, 0.45));
    marker->setZValue(kMarkerZ);
    marker->setAcceptedMouseButtons(Qt::NoButton);
    const QString held = holder ? tr("held by %1").arg(sideName(*game, *holder)) : tr("not held");
    marker->setToolTip(tr("Objective %1: %2; %3 (seed 003, \"Objectives\")")
                           .arg(QString::fromStdString(objective.id), held, worth(v, i, *game)));
    auto* name = new QGraphicsSimpleTextItem(QString::fromStdString(objective.id), marker);
    name->setFlag(QGraphicsItem::ItemIgnoresTransformations);  // readable at any zoom
    name->setBrush(QColor(90, 70, 0));
    QFont font = name->font();
    font.setPointSizeF(font.pointSizeF() * 0.8);
    name->setFont(font);
    name->setPos(c.x + r, c.y + r);
    scene_->addItem(marker);
    markers_.push_back(marker);
  }
}

}  // namespace fray::app

#include "scene/fire_overlay.h"

#include <QBrush>
#include <QFont>
#include <QGraphicsEllipseItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include "scene/map_scene.h"
#include "session/battle_session.h"

namespace fray::app {
namespace {
constexpr double kZ = -0.5;  // over the painted terrain, under the figures (z 0 and up)
const QColor kFill(255, 120, 0, 80);
const QColor kEdge(230, 90, 0, 200);
const QColor kSmokeFill(120, 120, 120, 110);
const QColor kSmokeEdge(80, 80, 80, 200);
const QColor kIllusionFill(150, 90, 200, 70);
const QColor kIllusionEdge(110, 50, 170, 220);
}  // namespace

FireOverlay::FireOverlay(MapScene* scene, BattleSession* session, QObject* parent)
    : QObject(parent), scene_(scene), session_(session) {
  connect(session_, &BattleSession::changed, this, [this](const BattleChange& change) {
    if (change.opened || change.terrain) sync();
  });
  sync();
}

FireOverlay::~FireOverlay() { clear(); }

void FireOverlay::clear() {
  if (scene_)
    for (QGraphicsEllipseItem* circle : circles_) delete circle;
  circles_.clear();
}

void FireOverlay::sync() {
  clear();
  const game::Game* game = session_->game();
  if (!game || !scene_) return;
  for (const game::Fire& fire : game->state().fires) {
    const double r = fire.radius_cm;
    auto* circle = new QGraphicsEllipseItem(fire.centre.x - r, fire.centre.y - r, 2 * r, 2 * r);
    circle->setBrush(kFill);
    QPen pen(kEdge, 0.3);
    pen.setStyle(Qt::DashLine);
    circle->setPen(pen);
    circle->setZValue(kZ);
    circle->setAcceptedMouseButtons(Qt::NoButton);
    const QString tip = tr("Fire %1: radius %2 cm, burns %n more turn(s)", nullptr, fire.turns_left)
                            .arg(fire.id)
                            .arg(r, 0, 'f', 1);
    circle->setToolTip(tip);
    auto* name = new QGraphicsSimpleTextItem(tr("Fire %1").arg(fire.id), circle);
    name->setFlag(QGraphicsItem::ItemIgnoresTransformations);  // readable at any zoom
    name->setBrush(kEdge.darker(130));
    QFont font = name->font();
    font.setBold(true);
    name->setFont(font);
    name->setPos(fire.centre.x, fire.centre.y);
    scene_->addItem(circle);
    circles_.push_back(circle);
  }
  // Clouds of the Smoke ability: grey, and they block sight like a fire's smoke.
  for (const game::SmokeCloud& cloud : game->state().smoke_clouds) {
    const double r = cloud.radius_cm;
    auto* circle = new QGraphicsEllipseItem(cloud.centre.x - r, cloud.centre.y - r, 2 * r, 2 * r);
    circle->setBrush(kSmokeFill);
    circle->setPen(QPen(kSmokeEdge, 0.3, Qt::DotLine));
    circle->setZValue(kZ);
    circle->setAcceptedMouseButtons(Qt::NoButton);
    circle->setToolTip(tr("Smoke: blocks sight for %n more turn(s)", nullptr, cloud.turns_left));
    auto* name = new QGraphicsSimpleTextItem(tr("Smoke"), circle);
    name->setFlag(QGraphicsItem::ItemIgnoresTransformations);
    name->setBrush(kSmokeEdge);
    name->setPos(cloud.centre.x, cloud.centre.y);
    scene_->addItem(circle);
    circles_.push_back(circle);
  }
  // Things of the Illusion ability: violet, named for the side that knows them for illusions.
  const game::BattleState& state = game->state();
  for (const game::Illusion& illusion : state.illusions) {
    const double r = illusion.radius_cm;
    auto* circle =
        new QGraphicsEllipseItem(illusion.centre.x - r, illusion.centre.y - r, 2 * r, 2 * r);
    circle->setBrush(kIllusionFill);
    circle->setPen(QPen(kIllusionEdge, 0.3, Qt::DashDotLine));
    circle->setZValue(kZ);
    circle->setAcceptedMouseButtons(Qt::NoButton);
    const QString knower =
        illusion.side < static_cast<int>(state.sides.size())
            ? QString::fromStdString(state.sides[static_cast<std::size_t>(illusion.side)].name)
            : QString();
    circle->setToolTip(tr("Illusion: %1 know it for one; every other side takes it for solid, "
                          "and neither sees through it nor walks into it")
                           .arg(knower));
    auto* name = new QGraphicsSimpleTextItem(tr("Illusion"), circle);
    name->setFlag(QGraphicsItem::ItemIgnoresTransformations);
    name->setBrush(kIllusionEdge);
    name->setPos(illusion.centre.x, illusion.centre.y);
    scene_->addItem(circle);
    circles_.push_back(circle);
  }
}

}  // namespace fray::app

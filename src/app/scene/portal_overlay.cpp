#include "scene/portal_overlay.h"

#include <QBrush>
#include <QFont>
#include <QGraphicsPolygonItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <fray/game/game.h>

#include "scene/map_scene.h"
#include "session/battle_session.h"

namespace fray::app {
namespace {
constexpr double kMarkerZ = -0.35;  // over terrain, fires and objectives, under the figures
constexpr double kAreaZ = -0.55;
constexpr double kHalfCm = 1.6;  // a diamond 3.2 cm across: a counter on the table
const QColor kPortal(120, 60, 170);
}  // namespace

PortalOverlay::PortalOverlay(MapScene* scene, BattleSession* session, QObject* parent)
    : QObject(parent), scene_(scene), session_(session) {
  connect(session_, &BattleSession::changed, this, [this](const BattleChange& change) {
    if (change.generators || change.opened) sync();
  });
  connect(session_, &BattleSession::opened, this, &PortalOverlay::sync);
  sync();
}

PortalOverlay::~PortalOverlay() { clear(); }

void PortalOverlay::clear() {
  if (scene_) {
    for (QGraphicsItem* item : markers_) delete item;
    for (QGraphicsItem* item : areas_) delete item;
  }
  markers_.clear();
  areas_.clear();
}

void PortalOverlay::sync() {
  clear();
  const game::Game* game = session_->game();
  if (!game || !scene_ || !game->state().generators.portals) return;
  const game::PortalsState& portals = *game->state().generators.portals;
  const QString solo =
      QString::fromStdString(game->state().sides[static_cast<std::size_t>(portals.side)].name);
  for (const game::PortalCounter& counter : portals.counters) {
    if (counter.eliminated) continue;
    const QPointF c(counter.at.x, counter.at.y);
    if (counter.area_marker && counter.area.size() >= 3) {
      QPolygonF outline;
      for (const map::Point p : counter.area) outline << QPointF(p.x, p.y);
      auto* area = new QGraphicsPolygonItem(outline);
      QPen pen(kPortal, 0);  // cosmetic: one pixel at any zoom
      pen.setStyle(Qt::DashLine);
      area->setPen(pen);
      QColor fill = kPortal;
      fill.setAlpha(14);
      area->setBrush(fill);
      area->setZValue(kAreaZ);
      area->setAcceptedMouseButtons(Qt::NoButton);
      area->setToolTip(tr("Area of marker A%1").arg(counter.id));
      scene_->addItem(area);
      areas_.push_back(area);
    }
    const QPolygonF diamond{c + QPointF(0, -kHalfCm), c + QPointF(kHalfCm, 0),
                            c + QPointF(0, kHalfCm), c + QPointF(-kHalfCm, 0)};
    auto* marker = new QGraphicsPolygonItem(diamond);
    QColor fill = kPortal;
    fill.setAlpha(counter.area_marker ? 110 : 190);
    marker->setBrush(fill);
    marker->setPen(QPen(Qt::white, 0.25));
    marker->setZValue(kMarkerZ);
    marker->setAcceptedMouseButtons(Qt::NoButton);
    const QString name =
        (counter.area_marker ? QStringLiteral("A%1") : QStringLiteral("P%1")).arg(counter.id);
    marker->setToolTip(
        counter.area_marker
            ? tr("Area marker %1: %2 may arrive here each turn, at the nearest doorway the party "
                 "does not see; it is never driven off (seed 004, \"Fighting in 'Dungeons'\")")
                  .arg(name, solo)
            : tr("Portal counter %1: %2 may arrive here each turn once the party sees it; it "
                 "falls back when the party comes near, or is eliminated with nowhere to go "
                 "(seed 004, \"Portal Markers : Eliminating Portals\")")
                  .arg(name, solo));
    auto* label = new QGraphicsSimpleTextItem(name, marker);
    label->setFlag(QGraphicsItem::ItemIgnoresTransformations);  // readable at any zoom
    label->setBrush(kPortal.darker(130));
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 0.85);
    font.setBold(true);
    label->setFont(font);
    label->setPos(c.x() + kHalfCm, c.y() + kHalfCm * 0.2);
    scene_->addItem(marker);
    markers_.push_back(marker);
  }
}

}  // namespace fray::app

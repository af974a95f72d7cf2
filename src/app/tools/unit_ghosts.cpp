#include "tools/unit_ghosts.h"

#include <algorithm>

#include <QBrush>
#include <QGraphicsEllipseItem>
#include <QGraphicsScene>
#include <QObject>
#include <QPen>

#include <fray/d20/unit_placement.h>
#include <fray/game/game.h>
#include <fray/sheets/d20_sheet.h>

namespace fray::app {

void UnitGhosts::clear() {
  for (QGraphicsEllipseItem* item : items_) delete item;  // leaves its scene as it goes
  items_.clear();
  last_path_ = nullptr;
  last_figure_ = 0;
}

int UnitGhosts::show(QGraphicsScene& scene, const game::Game& game, int figure,
                     const nlohmann::json& path) {
  if (figure == last_figure_ && path == last_path_) return shown();
  clear();
  last_figure_ = figure;
  last_path_ = path;
  if (game.system().id() != d20::D20Sheet::system_id) return 0;
  const nlohmann::json move = d20::with_unit(game, {{"figure", figure}, {"path", path}});
  const auto unit = move.find("unit");
  if (unit == move.end()) return 0;
  for (const nlohmann::json& placed : *unit) {
    const game::Figure* f = game.state().find(placed["figure"].get<int>());
    if (!f) continue;
    const double radius = std::max(f->base.width_cm, f->base.depth_cm) / 2;
    const double x = placed["to"][0].get<double>();
    const double y = placed["to"][1].get<double>();
    auto* item = new QGraphicsEllipseItem(x - radius, y - radius, 2 * radius, 2 * radius);
    QPen pen(QColor(30, 160, 60), 0.25, Qt::DashLine);
    item->setPen(pen);
    item->setBrush(QColor(30, 160, 60, 50));
    item->setZValue(19);
    item->setToolTip(QObject::tr("Its unit's figure #%1 is placed here").arg(f->id));
    scene.addItem(item);
    items_.push_back(item);
  }
  return shown();
}

}  // namespace fray::app

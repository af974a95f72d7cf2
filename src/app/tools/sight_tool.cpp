#include "tools/sight_tool.h"

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

#include "scene/figure_item.h"
#include "scene/map_scene.h"
#include "scene/sight_line_item.h"

namespace fray::app {

SightTool::SightTool(QObject* parent)
    : MapTool(tr("Line of Sight"), QIcon(QStringLiteral(":/fray/icons/sight.svg")),
              QKeySequence(Qt::Key_L),
              tr("Line of sight: click a figure to see whom it can see and with which cover"),
              parent) {}

QColor SightTool::colourFor(bool visible, int modifier, bool outside_arc) {
  if (!visible) return QColor(0x90, 0x90, 0x90);
  if (outside_arc) return QColor(0xa0, 0x40, 0xd0);
  if (modifier <= -2) return QColor(0xf0, 0x50, 0x20);
  if (modifier == -1) return QColor(0xf0, 0xb0, 0x10);
  return QColor(0x30, 0xd0, 0x40);
}

void SightTool::showFrom(int figure_id) {
  clear();
  const FigureItem* viewer = scene() ? scene()->figureItem(figure_id) : nullptr;
  if (!viewer) return;
  viewer_ = figure_id;
  lines_ = scene()->isHex()      ? hexLines(*viewer)
           : scene()->isSquare() ? squareLines(*viewer)
                                 : tableLines(*viewer);
  int seen = 0;
  for (const SightLine& line : lines_) {
    const FigureItem* target = scene()->figureItem(line.target);
    const QString tip =
        line.summary + QStringLiteral("\n  - ") + line.facts.join(QStringLiteral("\n  - "));
    auto* item = new SightLineItem(QLineF(viewer->pos(), target->pos()), line.colour, !line.visible,
                                   line.tag, line.facts.isEmpty() ? line.summary : tip);
    scene()->addItem(item);
    items_.push_back(item);
    seen += line.visible ? 1 : 0;
  }
  const QString name =
      viewer->view().label.isEmpty() ? tr("Figure %1").arg(figure_id) : viewer->view().label;
  emit statusInfoChanged(tr("%1 sees %2 of %3 figures (hover a line for the cover and the rules)")
                             .arg(name)
                             .arg(seen)
                             .arg(lines_.size()));
}

void SightTool::clear() {
  for (SightLineItem* item : items_) delete item;
  items_.clear();
  lines_.clear();
  viewer_ = -1;
}

void SightTool::deactivate() {
  clear();
  MapTool::deactivate();
}

void SightTool::mapChanged() {
  clear();
  hex_sight_.reset();
}

bool SightTool::mousePressed(QGraphicsSceneMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return false;
  if (FigureItem* figure = scene()->figureAt(event->scenePos())) {
    showFrom(figure->figureId());
  } else {
    clear();
    emit statusInfoChanged(toolTip());
  }
  event->accept();
  return true;
}

bool SightTool::keyPressed(QKeyEvent* event) {
  if (event->key() != Qt::Key_Escape) return false;
  clear();
  emit statusInfoChanged(toolTip());
  return true;
}

}  // namespace fray::app

#include "scene/map_scene.h"

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPainter>

#include "scene/figure_item.h"
#include "scene/figure_layer.h"
#include "scene/hex_painter.h"
#include "scene/square_painter.h"
#include "scene/table_painter.h"
#include "tools/map_tool.h"

namespace fray::app {
namespace {
constexpr double kMarginCm = 10.0;  // room around the map so its edge shows when fitted
constexpr double kCmPerInch = 2.54;
constexpr QColor kOffMap(0x3a, 0x3f, 0x44);

map::HexLayout layoutOf(const map::AnyMap& map) {
  if (const auto* hex = std::get_if<map::HexMap>(&map)) return hex->layout;
  return {};
}
}  // namespace

MapScene::MapScene(QObject* parent) : QGraphicsScene(parent), layer_(new FigureLayer) {
  addItem(layer_);
  setMap(map::TableMap{});
}

void MapScene::setMap(map::AnyMap new_map) {
  for (auto& [id, placed] : figures_) delete placed.item;
  figures_.clear();
  grid_.clear();
  layer_->clear();
  sprites_.clear();
  map_ = std::move(new_map);
  if (const auto* table = tableMap()) {
    map_rect_ = QRectF(0, 0, table->width_cm, table->depth_cm);
  } else if (const auto* squares = squareMap()) {
    map_rect_ = squareMapBounds(*squares);
  } else {
    map_rect_ = hexMapBounds(*hexMap());
  }
  const double margin = std::min(kMarginCm, std::max(map_rect_.width(), map_rect_.height()) * 0.06);
  setSceneRect(map_rect_.adjusted(-margin, -margin, margin, margin));
  if (tool_) tool_->mapChanged();
  invalidate();
  emit mapChanged();
}

void MapScene::syncFigures(const std::vector<FigureEntry>& figures) {
  std::map<int, bool> listed;
  for (const auto& entry : figures) {
    listed[entry.id] = true;
    syncFigure(entry.id, entry.view);
  }
  for (auto it = figures_.begin(); it != figures_.end();) {
    if (listed.count(it->first) == 0) {
      removeFigureItem(it->second.item);
      it = figures_.erase(it);
    } else {
      ++it;
    }
  }
}

namespace {
QRectF sceneBounds(const FigureItem& item) { return item.boundingRect().translated(item.pos()); }
}  // namespace

void MapScene::syncFigure(int id, const FigureView& view) {
  auto found = figures_.find(id);
  QRectF was;
  if (found == figures_.end()) {
    auto* item = new FigureItem(id, layoutOf(map_));
    item->setLabelVisible(options_.labels);
    item->setSprites(&sprites_);
    // The layer paints it; the item stays for its tooltip, place and shape.
    item->setFlag(QGraphicsItem::ItemHasNoContents);
    addItem(item);
    found = figures_.emplace(id, Placed{item, next_order_++}).first;
    layer_->add(item, found->second.order);
  } else if (found->second.item->view() == view) {
    return;
  } else {
    was = sceneBounds(*found->second.item);
  }
  FigureItem& item = *found->second.item;
  item.sync(view);
  grid_.place(&item, found->second.order, item.shape().controlPointRect().translated(item.pos()));
  layer_->changed(was, sceneBounds(item));
}

void MapScene::removeFigure(int id) {
  const auto found = figures_.find(id);
  if (found == figures_.end()) return;
  removeFigureItem(found->second.item);
  figures_.erase(found);
}

void MapScene::removeFigureItem(FigureItem* item) {
  grid_.remove(item);
  layer_->remove(item);
  layer_->changed(sceneBounds(*item), {});
  delete item;
}

FigureItem* MapScene::figureItem(int id) const {
  const auto found = figures_.find(id);
  return found == figures_.end() ? nullptr : found->second.item;
}

std::vector<FigureItem*> MapScene::figureItems() const {
  std::vector<FigureItem*> items;
  items.reserve(figures_.size());
  for (const auto& [id, placed] : figures_) items.push_back(placed.item);
  return items;
}

// A cell of the grid and the exact shape of its few figures, which is what the scene's item
// index would test (the shape's control-point box first, then QPainterPath::contains).
FigureItem* MapScene::figureAt(QPointF scene_pos) const {
  const FigureGrid::Entry* top = nullptr;
  double top_z = 0;
  for (const FigureGrid::Entry& entry : grid_.at(scene_pos)) {
    if (!entry.area.contains(scene_pos)) continue;
    const double z = entry.item->zValue();
    if (top && (z < top_z || (z == top_z && entry.order < top->order))) continue;
    if (!entry.item->isVisible() || !entry.item->shape().contains(scene_pos - entry.item->pos()))
      continue;
    top = &entry;
    top_z = z;
  }
  return top ? top->item : nullptr;
}

QString MapScene::positionText(QPointF p, bool inches) const {
  if (const auto* squares = squareMap()) {
    const map::Square s = squares->layout.square_at({p.x(), p.y()});
    if (!squares->grid.contains(s)) return tr("off the map");
    const auto& cell = squares->cell(s);
    const auto& names = squares->terrain_names;
    const QString terrain =
        cell.terrain < names.size() ? QString::fromStdString(names[cell.terrain]) : QString();
    return tr("square %1 (column %2, row %3) %4")
        .arg(squareLabel(s))
        .arg(s.column)
        .arg(s.row)
        .arg(terrain);
  }
  if (const auto* hex = hexMap()) {
    const map::Hex h = hex->layout.hex_at({p.x(), p.y()});
    if (!hex->grid.contains(h)) return tr("off the map");
    const auto& cell = hex->cell(h);
    const auto& names = hex->terrain_names;
    const QString terrain =
        cell.terrain < names.size() ? QString::fromStdString(names[cell.terrain]) : QString();
    return tr("hex %1 (column %2, row %3; q %4, r %5) %6")
        .arg(hexLabel(h))
        .arg(map::HexGrid::column_of(h))
        .arg(map::HexGrid::row_of(h))
        .arg(h.q)
        .arg(h.r)
        .arg(terrain);
  }
  if (inches) {
    return tr("x %1 in, y %2 in")
        .arg(p.x() / kCmPerInch, 0, 'f', 2)
        .arg(p.y() / kCmPerInch, 0, 'f', 2);
  }
  return tr("x %1 cm, y %2 cm").arg(p.x(), 0, 'f', 1).arg(p.y(), 0, 'f', 1);
}

void MapScene::setTool(MapTool* tool) {
  if (tool_ == tool) return;
  if (tool_) tool_->deactivate();
  tool_ = tool;
  if (tool_) tool_->activate(this);
}

void MapScene::optionsEdited() {
  for (const auto& [id, placed] : figures_) placed.item->setLabelVisible(options_.labels);
  invalidate();  // the background is cached by the view
  emit optionsChanged();
}

void MapScene::setGridVisible(bool visible) {
  if (options_.grid == visible) return;
  options_.grid = visible;
  optionsEdited();
}

void MapScene::setGridSpacing(double spacing_cm) {
  if (spacing_cm <= 0.0 || options_.grid_spacing_cm == spacing_cm) return;
  options_.grid_spacing_cm = spacing_cm;
  optionsEdited();
}

void MapScene::setCoordinatesVisible(bool visible) {
  if (options_.coordinates == visible) return;
  options_.coordinates = visible;
  optionsEdited();
}

void MapScene::setLabelsVisible(bool visible) {
  if (options_.labels == visible) return;
  options_.labels = visible;
  optionsEdited();
}

void MapScene::drawBackground(QPainter* painter, const QRectF& exposed) {
  painter->fillRect(exposed, kOffMap);
  if (const auto* hex = hexMap()) {
    paintHexMap(*painter, *hex, exposed, options_);
    return;
  }
  if (const auto* table = tableMap())
    paintTable(*painter, *table, options_);
  else
    paintSquareMap(*painter, *squareMap(), exposed, options_);
  QPen edge(QColor(0x20, 0x20, 0x20), 2);
  edge.setCosmetic(true);
  painter->setPen(edge);
  painter->setBrush(Qt::NoBrush);
  painter->drawRect(map_rect_);
}

void MapScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
  if (tool_ && tool_->mousePressed(event)) return;
  QGraphicsScene::mousePressEvent(event);
}

void MapScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
  if (tool_ && tool_->mouseMoved(event)) return;
  QGraphicsScene::mouseMoveEvent(event);
}

void MapScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
  if (tool_ && tool_->mouseReleased(event)) return;
  QGraphicsScene::mouseReleaseEvent(event);
}

void MapScene::keyPressEvent(QKeyEvent* event) {
  if (tool_ && tool_->keyPressed(event)) return;
  QGraphicsScene::keyPressEvent(event);
}

}  // namespace fray::app

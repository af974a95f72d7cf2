#include "tools/measure_tool.h"

#include <algorithm>
#include <climits>

#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>

#include <fray/map/base_geometry.h>

#include "scene/figure_item.h"
#include "scene/map_scene.h"
#include "scene/ruler_item.h"

namespace fray::app {
namespace {
constexpr double kCmPerInch = 2.54;

map::Point toMap(QPointF p) { return {p.x(), p.y()}; }

// Where the line from the base's centre towards `towards` leaves the base.
QPointF edgePoint(const FigureItem& figure, QPointF towards) {
  const map::Footprint base = figure.footprint();
  const QPointF centre = figure.pos();
  double inside = 0.0;
  double outside = 1.0;
  const auto at = [&](double t) { return centre + (towards - centre) * t; };
  if (map::distance_to_base(base, toMap(towards)) == 0.0) return towards;
  for (int i = 0; i < 40; ++i) {
    const double mid = (inside + outside) / 2;
    (map::distance_to_base(base, toMap(at(mid))) > 0.0 ? outside : inside) = mid;
  }
  return at(outside);
}

std::vector<map::Hex> hexesAt(const map::HexMap& hex, const FigureItem* figure, QPointF p) {
  if (figure && figure->view().hex) return figure->view().hex->hexes;
  return {hex.layout.hex_at(toMap(p))};
}
}  // namespace

MeasureTool::MeasureTool(QObject* parent)
    : MapTool(tr("Measure"), QIcon(QStringLiteral(":/fray/icons/measure.svg")),
              QKeySequence(Qt::Key_M),
              tr("Measure: drag from point to point, or from figure to figure to measure base "
                 "edge to base edge"),
              parent) {}

Measurement MeasureTool::measure(QPointF from, QPointF to) const {
  Measurement m;
  FigureItem* a = scene()->figureAt(from);
  FigureItem* b = scene()->figureAt(to);
  if (b == a) b = nullptr;
  m.from_figure = a ? a->figureId() : -1;
  m.to_figure = b ? b->figureId() : -1;
  if (const auto* hex = scene()->hexMap()) {
    m.from = a ? a->pos() : from;
    m.to = b ? b->pos() : to;
    int best = INT_MAX;
    for (const map::Hex& h : hexesAt(*hex, a, from)) {
      for (const map::Hex& g : hexesAt(*hex, b, to)) best = std::min(best, map::hex_distance(h, g));
    }
    m.hexes = best;
    m.cm = best * hex->layout.across_flats_cm;
    return m;
  }
  if (const auto* squares = scene()->squareMap()) {
    // Figures stand on square centres: a figure's square is the one under its centre.
    m.from = a ? a->pos() : from;
    m.to = b ? b->pos() : to;
    m.squares = map::square_distance(squares->layout.square_at(toMap(m.from)),
                                     squares->layout.square_at(toMap(m.to)));
    m.cm = m.squares * squares->layout.size_cm;
    return m;
  }
  const QPointF from_centre = a ? a->pos() : from;
  const QPointF to_centre = b ? b->pos() : to;
  m.from = a ? edgePoint(*a, to_centre) : from;
  m.to = b ? edgePoint(*b, from_centre) : to;
  if (a && b)
    m.cm = map::edge_distance(a->footprint(), b->footprint());
  else if (a)
    m.cm = map::distance_to_base(a->footprint(), toMap(to));
  else if (b)
    m.cm = map::distance_to_base(b->footprint(), toMap(from));
  else
    m.cm = map::distance(toMap(from), toMap(to));
  return m;
}

QString MeasureTool::describe(const Measurement& m) const {
  const QString length =
      inches_ ? tr("%1 in").arg(m.cm / kCmPerInch, 0, 'f', 2) : tr("%1 cm").arg(m.cm, 0, 'f', 1);
  QString text = length;
  if (m.hexes >= 0)
    text = tr("%n hex(es)", nullptr, m.hexes) + QStringLiteral(" (") + length + ')';
  else if (m.squares >= 0)
    text = tr("%n space(s)", nullptr, m.squares) + QStringLiteral(" (") + length + ')';
  else if (m.from_figure >= 0 || m.to_figure >= 0)
    text = length + tr(" base edge to base edge");
  if (!bands_.empty()) text += QStringLiteral("; ") + bands_.describe(m.cm);
  return text;
}

void MeasureTool::setRangeBands(const RangeBands& bands) {
  bands_ = bands;
  if (ruler_ && measurement_) show(*measurement_);
}

void MeasureTool::show(const Measurement& m) {
  measurement_ = m;
  if (!ruler_) {
    ruler_ = new RulerItem;
    scene()->addItem(ruler_);
  }
  ruler_->setLine(QLineF(m.from, m.to), describe(m));
  ruler_->setBands(bands_.bands());
  emit statusInfoChanged(tr("Measured: %1").arg(describe(m)));
}

void MeasureTool::clear() {
  delete ruler_;
  ruler_ = nullptr;
  start_.reset();
}

void MeasureTool::deactivate() {
  clear();
  MapTool::deactivate();
}

void MeasureTool::mapChanged() {
  clear();
  measurement_.reset();
}

bool MeasureTool::mousePressed(QGraphicsSceneMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return false;
  start_ = event->scenePos();
  show(measure(*start_, *start_));
  event->accept();
  return true;
}

bool MeasureTool::mouseMoved(QGraphicsSceneMouseEvent* event) {
  if (!start_ || !(event->buttons() & Qt::LeftButton)) return false;
  show(measure(*start_, event->scenePos()));
  return true;
}

bool MeasureTool::mouseReleased(QGraphicsSceneMouseEvent* event) {
  if (!start_ || event->button() != Qt::LeftButton) return false;
  show(measure(*start_, event->scenePos()));
  start_.reset();  // the tape stays on the map until the next measurement
  return true;
}

bool MeasureTool::keyPressed(QKeyEvent* event) {
  if (event->key() != Qt::Key_Escape) return false;
  clear();
  measurement_.reset();
  emit statusInfoChanged(toolTip());
  return true;
}

}  // namespace fray::app

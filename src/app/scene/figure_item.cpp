#include "scene/figure_item.h"

#include <algorithm>
#include <cmath>

#include <QPaintEngine>
#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

#include "scene/figure_sprites.h"
#include "scene/text_painter.h"

namespace fray::app {
namespace {
constexpr double kHexDiscRatio = 0.78;      // disc diameter over the hex's width across the flats
constexpr double kLabelPixelsPerCm = 14.0;  // names appear from this zoom on
constexpr double kDetailPixels = 9.0;       // bases smaller than this on screen are plain dots
constexpr QColor kSelected(0xff, 0xd4, 0x00);
constexpr QColor kTargetable(0xe0, 0x10, 0x10);
constexpr double kMaxSpritePixels = 256.0;  // larger figures (zoomed in, few on screen) paint
constexpr double kSpriteEdgePixels = 1.0;   // a 1 px pen's half and antialiasing
constexpr double kRingEdgePixels = 2.5;     // the 3 px targetable ring's half and antialiasing
}  // namespace

FigureItem::FigureItem(int figure_id, map::HexLayout layout) : id_(figure_id), layout_(layout) {
  setAcceptHoverEvents(true);
}

void FigureItem::sync(const FigureView& view) {
  if (synced_ && view == view_) return;
  synced_ = true;
  prepareGeometryChange();
  view_ = view;
  if (view_.hex && !view_.hex->hexes.empty()) {
    const map::Point c = layout_.centre(view_.hex->hexes.front());
    setPos(c.x, c.y);
  } else {
    setPos(view_.placement.centre.x, view_.placement.centre.y);
  }
  body_ = makeBodyPath();
  QTransform turn;
  if (!view_.hex) turn.rotate(facingDegrees());
  shape_ = turn.map(body_);
  // Generous: the base turned any way, its rings, badges on the right, the name below.
  const QRectF body = body_.boundingRect();
  const double reach = std::max({std::abs(body.left()), std::abs(body.right()),
                                 std::abs(body.top()), std::abs(body.bottom())}) *
                           1.42 +
                       0.8;
  bounds_ = QRectF(-reach - 4.0, -reach - 0.5, 2 * reach + 8.0, 2 * reach + 1.8);
  content_ = makeContentRect();
  look_key_ = lookKey();
  sprite_ = QPixmap();
  // Highlighted figures are drawn over their neighbours so their rings are never hidden.
  setZValue(view_.selected ? 3 : view_.active ? 2 : view_.targetable ? 1 : 0);
  setToolTip(toolTipText());
  update();
}

void FigureItem::setLabelVisible(bool visible) {
  if (label_visible_ == visible) return;
  label_visible_ = visible;
  update();
}

map::Footprint FigureItem::footprint() const { return map::footprint(view_.base, view_.placement); }

double FigureItem::facingDegrees() const {
  if (view_.hex) return 60.0 * static_cast<int>(view_.hex->facing);
  return view_.placement.facing_deg;
}

double FigureItem::bodySize() const {
  if (view_.hex) return layout_.across_flats_cm * kHexDiscRatio;
  return std::min(view_.base.width_cm, view_.base.depth_cm);
}

QPainterPath FigureItem::makeBodyPath() const {
  QPainterPath path;
  if (view_.hex && !view_.hex->hexes.empty()) {
    const double r = bodySize() / 2;
    const map::Point head = layout_.centre(view_.hex->hexes.front());
    QPainterPathStroker band;  // joins the hexes of a multi-hex figure into one body
    band.setWidth(r * 1.3);
    band.setCapStyle(Qt::RoundCap);
    for (const map::Hex& hex : view_.hex->hexes) {
      const map::Point c = layout_.centre(hex);
      const QPointF at(c.x - head.x, c.y - head.y);
      path.addEllipse(at, r, r);
      QPainterPath spine;
      spine.lineTo(at);
      if (at != QPointF()) path.addPath(band.createStroke(spine));
    }
    if (view_.hex->hexes.size() == 1) return path;
    // One outline for the whole body. simplified() flattens curves at a fixed tolerance in path
    // units, so it works on a copy a hundred times larger to keep the discs round.
    path.setFillRule(Qt::WindingFill);
    const QTransform up = QTransform::fromScale(100, 100);
    return up.inverted().map(up.map(path).simplified());
  }
  const double w = view_.base.width_cm;
  const double d = view_.base.depth_cm;
  if (view_.base.shape == map::BaseShape::Round)
    path.addEllipse(QPointF(), w / 2, d / 2);
  else
    path.addRect(QRectF(-w / 2, -d / 2, w, d));
  return path;
}

QRectF FigureItem::boundingRect() const { return bounds_; }

QPainterPath FigureItem::shape() const { return shape_; }

void FigureItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  const QTransform world = painter->worldTransform();
  const double pixels_per_cm = QStyleOptionGraphicsItem::levelOfDetailFromTransform(world);
  const bool raster =
      painter->paintEngine() && painter->paintEngine()->type() == QPaintEngine::Raster;
  if (sprites_ && raster && spriteFits(world, pixels_per_cm)) {
    blitSprite(*painter, world, pixels_per_cm, painter->device()->devicePixelRatioF());
    painter->setWorldTransform(world);
  } else {
    paintFigure(*painter, pixels_per_cm);
  }
  paintLabel(*painter, pixels_per_cm);
}

void FigureItem::paintInScene(QPainter& painter, const QTransform& scene_to_device,
                              double pixels_per_cm, bool raster) const {
  const QTransform world = QTransform::fromTranslate(pos().x(), pos().y()) * scene_to_device;
  if (sprites_ && raster && spriteFits(world, pixels_per_cm)) {
    blitSprite(painter, world, pixels_per_cm, painter.device()->devicePixelRatioF());
  } else {
    painter.setWorldTransform(world);
    paintFigure(painter, pixels_per_cm);
  }
  if (label_visible_ && pixels_per_cm >= kLabelPixelsPerCm && !view_.label.isEmpty()) {
    painter.setWorldTransform(world);
    paintLabel(painter, pixels_per_cm);
  }
}

void FigureItem::paintLabel(QPainter& painter, double pixels_per_cm) const {
  if (!label_visible_ || pixels_per_cm < kLabelPixelsPerCm || view_.label.isEmpty()) return;
  // Table bases turn with their facing; a turned rectangle reaches at most 1.42 times as low.
  const double below = body_.boundingRect().bottom() * (view_.hex ? 1.0 : 1.42) + 0.15;
  drawTextCm(painter, QRectF(-4.0, below, 8.0, 0.7), view_.label, 0.5, QColor(10, 10, 10));
}

void FigureItem::paintFigure(QPainter& painter, double pixels_per_cm) const {
  const bool detailed = bodySize() * pixels_per_cm >= kDetailPixels;
  painter.save();
  if (!view_.hex) painter.rotate(facingDegrees());
  paintHighlights(painter, body_);
  paintBody(painter, body_, pixels_per_cm);
  painter.restore();
  if (detailed) {
    painter.save();
    painter.rotate(facingDegrees());
    paintFacing(painter);
    painter.restore();
    const double size = bodySize();
    drawTextCm(painter, QRectF(-size / 2, -size / 2, size, size), view_.symbol, size * 0.42,
               Qt::white, QColor(0, 0, 0, 150), true);
    paintWounds(painter);
    paintBadges(painter);
  }
}

// On screen (a raster painter, zoomed but not turned) the figure is a shared pre-rendered
// pixmap; exports to SVG and PDF, and big figures, are painted as paths.
bool FigureItem::spriteFits(const QTransform& world, double pixels_per_cm) const {
  return world.type() <= QTransform::TxScale &&
         content_.width() * pixels_per_cm <= kMaxSpritePixels;
}

// The sprite covers what the figure paints (not the whole bounding rect, which leaves room for
// the name): most of a figure's cost per frame is blending its sprite's pixels. Pens a pixel or
// more wide and antialiasing reach a little further; it stays inside the bounding rect, which
// is where the figure may paint.
QRectF FigureItem::spriteRect(double pixels_per_cm) const {
  const double edge = (view_.targetable ? kRingEdgePixels : kSpriteEdgePixels) / pixels_per_cm;
  return content_.adjusted(-edge, -edge, edge, edge).intersected(bounds_);
}

// Blits with the painter's transform set to none (set here once; kept for the next figure).
void FigureItem::blitSprite(QPainter& painter, const QTransform& world, double pixels_per_cm,
                            qreal dpr) const {
  const QRectF box = spriteRect(pixels_per_cm);
  if (sprite_.isNull() || sprite_pixels_per_cm_ != pixels_per_cm || sprite_dpr_ != dpr) {
    const QPainter::RenderHints hints = painter.renderHints();
    const QString key = QStringLiteral("%1|%2|").arg(pixels_per_cm, 0, 'f', 3).arg(dpr) + look_key_;
    sprite_ = sprites_->get(key, box.size() * pixels_per_cm, dpr, [&](QPainter& p) {
      p.setRenderHints(hints);
      p.scale(pixels_per_cm, pixels_per_cm);
      p.translate(-box.topLeft());
      paintFigure(p, pixels_per_cm);
    });
    sprite_pixels_per_cm_ = pixels_per_cm;
    sprite_dpr_ = dpr;
  }
  const QPointF at = world.map(box.topLeft());
  if (!painter.worldTransform().isIdentity()) painter.resetTransform();
  painter.drawPixmap(QPointF(std::round(at.x()), std::round(at.y())), sprite_);
}

QString FigureItem::hexShapeKey() const {
  QString key = QStringLiteral("h");
  const map::Hex head = view_.hex->hexes.empty() ? map::Hex{} : view_.hex->hexes.front();
  for (const map::Hex& hex : view_.hex->hexes)
    key += QStringLiteral("%1,%2;").arg(hex.q - head.q).arg(hex.r - head.r);
  return key;
}

QString FigureItem::lookKey() const {
  QString statuses;
  for (FigureStatus status : view_.statuses) statuses += QChar('a' + static_cast<int>(status));
  return QStringLiteral("%1|%2|%3|%4|%5|%6|%7")
      .arg(view_.hex ? hexShapeKey()
                     : QStringLiteral("b%1,%2,%3")
                           .arg(static_cast<int>(view_.base.shape))
                           .arg(view_.base.width_cm)
                           .arg(view_.base.depth_cm))
      .arg(facingDegrees(), 0, 'f', 1)
      .arg(view_.side_colour.rgba())
      .arg(view_.symbol)
      .arg(view_.wounds)
      .arg(statuses)
      .arg(int(view_.mounted) | int(view_.selected) << 1 | int(view_.active) << 2 |
           int(view_.targetable) << 3);
}

void FigureItem::paintHighlights(QPainter& painter, const QPainterPath& body) const {
  painter.setBrush(Qt::NoBrush);
  if (view_.targetable) {
    QPen ring(kTargetable, 3.0, Qt::DashLine);
    ring.setCosmetic(true);
    painter.setPen(ring);
    QTransform grow;
    grow.scale(1.35, 1.35);
    painter.drawPath(grow.map(body));
  }
  if (view_.active) {
    painter.setPen(
        QPen(QColor(255, 255, 255, 200), 1.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(body);
  }
  if (view_.selected) {
    painter.setPen(QPen(kSelected, 0.7, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(body);
  }
}

void FigureItem::paintBody(QPainter& painter, const QPainterPath& body,
                           double pixels_per_cm) const {
  // The edge stays at least a pixel wide when zoomed out.
  QPen edge(view_.side_colour.darker(250), std::max(0.12, 1.0 / pixels_per_cm));
  painter.setPen(edge);
  painter.setBrush(view_.side_colour);
  painter.drawPath(body);
  if (view_.mounted && !view_.hex) {
    // A rider: a lighter saddle band across the middle of the long base.
    const double w = view_.base.width_cm;
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, 70));
    painter.drawRect(QRectF(-w / 2, -0.4, w, 0.8));
  }
}

QPolygonF FigureItem::facingWedge() const {
  const double front = view_.hex ? bodySize() / 2 : view_.base.depth_cm / 2;
  const double width = bodySize();
  QPolygonF wedge;
  // A small wedge on the front edge, pointing out, clear of the symbol in the middle.
  wedge << QPointF(0, -front - width * 0.06) << QPointF(width * 0.17, -front + width * 0.17)
        << QPointF(-width * 0.17, -front + width * 0.17);
  return wedge;
}

void FigureItem::paintFacing(QPainter& painter) const {
  painter.setPen(QPen(QColor(0, 0, 0, 160), 0.06));
  painter.setBrush(Qt::white);
  painter.drawPolygon(facingWedge());
}

void FigureItem::paintWounds(QPainter& painter) const {
  if (view_.wounds <= 0) return;
  const double r = std::max(0.18, bodySize() * 0.1);
  const QRectF body = bodyPath().boundingRect();
  const QPointF start(body.left() - r * 0.2, body.bottom() - r);
  const int shown = std::min(view_.wounds, 4);
  painter.setPen(QPen(Qt::white, r * 0.25));
  painter.setBrush(QColor(0xd0, 0x10, 0x10));
  for (int i = 0; i < shown; ++i) painter.drawEllipse(start + QPointF(i * r * 1.6, 0), r, r);
  if (view_.wounds > shown) {
    drawTextCm(painter, QRectF(start + QPointF(shown * r * 1.6 - r, -r), QSizeF(2 * r, 2 * r)),
               QString::number(view_.wounds), r * 1.4, QColor(0xd0, 0x10, 0x10));
  }
}

void FigureItem::paintBadges(QPainter& painter) const {
  const QRectF body = bodyPath().boundingRect();
  const double h = std::max(0.45, bodySize() * 0.24);
  double y = body.top();
  for (FigureStatus status : view_.statuses) {
    const QString text = badgeText(status);
    const QRectF badge(body.right() + 0.1, y, h * (0.7 + 0.35 * static_cast<double>(text.size())),
                       h);
    painter.setPen(QPen(Qt::white, h * 0.08));
    painter.setBrush(badgeColour(status));
    painter.drawRoundedRect(badge, h * 0.25, h * 0.25);
    drawTextCm(painter, badge, text, h * 0.72, Qt::white, Qt::transparent, true);
    y += h * 1.1;
  }
}

QString FigureItem::toolTipText() const {
  QStringList lines;
  lines << (view_.label.isEmpty() ? QObject::tr("Figure %1").arg(id_) : view_.label);
  lines << QObject::tr("side %1").arg(view_.side + 1);
  if (view_.wounds > 0) lines << QObject::tr("%n wound(s)", nullptr, view_.wounds);
  for (FigureStatus status : view_.statuses) lines << statusName(status);
  if (view_.selected) lines << QObject::tr("selected");
  if (view_.active) lines << QObject::tr("to act");
  if (view_.targetable) lines << QObject::tr("can be targeted");
  return lines.join(QStringLiteral("\n"));
}

}  // namespace fray::app

#include "docks/legend.h"

#include <algorithm>
#include <set>

#include <QObject>
#include <QPainter>

#include "scene/hex_painter.h"
#include "scene/square_painter.h"
#include "scene/table_painter.h"

namespace fray::app {
namespace {
using Swatch = LegendEntry::Swatch;

void addTableEntries(const map::TableMap& table, std::vector<LegendEntry>& entries) {
  std::set<QString> seen;
  std::set<map::OpeningKind> openings;
  int max_level = 0;
  std::vector<LegendEntry> terrain;
  for (const auto& feature : table.features) {
    for (const auto& opening : feature.openings) openings.insert(opening.kind);
    max_level = std::max(max_level, feature.level);
    const TerrainStyle style = terrainStyle(feature.terrain_id, &feature.traits);
    const QString key = style.id + (feature.is_area() ? QString() : QStringLiteral("/line"));
    if (!seen.insert(key).second) continue;
    QString text = style.legend;
    if (!feature.is_area() && style.id == QLatin1String("hard_slope")) {
      text = QObject::tr("Earth bank (cover, linear obstacle)");
    }
    terrain.push_back({feature.is_area() ? Swatch::Area : Swatch::Line, style, text, {}});
  }
  std::stable_sort(terrain.begin(), terrain.end(),
                   [](const auto& a, const auto& b) { return a.style.layer < b.style.layer; });
  entries.insert(entries.end(), terrain.begin(), terrain.end());
  if (openings.count(map::OpeningKind::Door))
    entries.push_back({Swatch::Door, {}, QObject::tr("Door (large opening, -1)"), {}});
  if (openings.count(map::OpeningKind::Window))
    entries.push_back({Swatch::Window, {}, QObject::tr("Window (large opening, -1)"), {}});
  if (openings.count(map::OpeningKind::ArrowSlit))
    entries.push_back({Swatch::ArrowSlit, {}, QObject::tr("Arrow slit (very narrow, -2)"), {}});
  if (max_level > 0)
    entries.push_back({Swatch::Level,
                       terrainStyle("hill"),
                       QObject::tr("Shaded rim: one band per level of height"),
                       {}});
}

void addHexEntries(const map::HexMap& hex, std::vector<LegendEntry>& entries) {
  std::set<std::uint16_t> used;
  bool impassable = false, blocks = false, height = false;
  for (const auto& cell : hex.cells) {
    used.insert(cell.terrain);
    impassable |= cell.impassable;
    blocks |= cell.blocks_sight;
    height |= cell.height != 0;
  }
  for (std::uint16_t t : used) {
    if (t >= hex.terrain_names.size()) continue;
    TerrainStyle style = terrainStyle(hex.terrain_names[t]);
    entries.push_back({Swatch::Area, style, QString::fromStdString(hex.terrain_names[t]), {}});
  }
  if (height)
    entries.push_back(
        {Swatch::HexHeight, terrainStyle("open"), QObject::tr("Darker: higher ground"), {}});
  if (impassable)
    entries.push_back({Swatch::Impassable, terrainStyle("open"), QObject::tr("Impassable"), {}});
  if (blocks)
    entries.push_back({Swatch::BlocksSight, terrainStyle("open"), QObject::tr("Blocks sight"), {}});
}

void addSquareEntries(const map::SquareMap& squares, std::vector<LegendEntry>& entries) {
  std::set<std::uint16_t> used;
  bool difficult = false, impassable = false, blocks = false, cover = false;
  for (const auto& cell : squares.cells) {
    used.insert(cell.terrain);
    difficult |= cell.difficult;
    impassable |= cell.impassable;
    blocks |= cell.blocks_sight;
    cover |= cell.partial_cover;
  }
  const std::vector<TerrainStyle> styles = squareTerrainStyles(squares);
  for (std::uint16_t t : used) {
    if (t >= styles.size()) continue;
    entries.push_back(
        {Swatch::Area, styles[t], QString::fromStdString(squares.terrain_names[t]), {}});
  }
  const TerrainStyle open = terrainStyle("open");
  if (difficult)
    entries.push_back({Swatch::Difficult, open, QObject::tr("Dotted: difficult ground"), {}});
  if (impassable)
    entries.push_back({Swatch::SquareImpassable, open, QObject::tr("Impassable"), {}});
  if (blocks) entries.push_back({Swatch::SquareBlocksSight, open, QObject::tr("Blocks sight"), {}});
  if (cover)
    entries.push_back({Swatch::PartialCover, open, QObject::tr("Dashed: partial cover"), {}});
}

void addFigureEntries(std::vector<LegendEntry>& entries) {
  entries.push_back({Swatch::Selected, {}, QObject::tr("Selected figure"), {}});
  entries.push_back({Swatch::Active, {}, QObject::tr("Figure to act"), {}});
  entries.push_back({Swatch::Targetable, {}, QObject::tr("Can be targeted"), {}});
  entries.push_back({Swatch::Wound, {}, QObject::tr("Wound"), {}});
  for (FigureStatus s : {FigureStatus::Recoiling, FigureStatus::Hidden, FigureStatus::ShieldWall,
                         FigureStatus::Waiting, FigureStatus::Prepared, FigureStatus::Patrolling,
                         FigureStatus::Alerted, FigureStatus::Retreating, FigureStatus::Attacking,
                         FigureStatus::Marching, FigureStatus::Standing, FigureStatus::Withdrawing,
                         FigureStatus::Fleeing}) {
    entries.push_back({Swatch::Badge, {}, statusName(s), s});
  }
}

void paintFigureSwatch(QPainter& p, const LegendEntry& e, QRectF box) {
  const QPointF c = box.center();
  const double r = box.height() * 0.3;
  const QColor side(0x80, 0x80, 0x80);
  p.fillRect(box, openGroundStyle().fill);  // the rings are drawn for the map's ground
  switch (e.swatch) {
    case Swatch::Selected:
      p.setPen(QPen(QColor(0xff, 0xd4, 0x00), r * 0.5));
      break;
    case Swatch::Active:
      p.setPen(QPen(QColor(255, 255, 255), r * 0.6));
      break;
    case Swatch::Targetable:
      p.setPen(QPen(QColor(0xe0, 0x10, 0x10), 2, Qt::DashLine));
      break;
    case Swatch::Wound:
      p.setPen(QPen(Qt::white, 1));
      p.setBrush(QColor(0xd0, 0x10, 0x10));
      p.drawEllipse(c, r * 0.6, r * 0.6);
      return;
    case Swatch::Badge: {
      const QRectF badge(c.x() - r * 1.2, c.y() - r * 0.8, r * 2.4, r * 1.6);
      p.setPen(Qt::NoPen);
      p.setBrush(badgeColour(e.status));
      p.drawRoundedRect(badge, 3, 3);
      p.setPen(Qt::white);
      QFont font = p.font();
      font.setPixelSize(static_cast<int>(r * 1.2));
      font.setBold(true);
      p.setFont(font);
      p.drawText(badge, Qt::AlignCenter, badgeText(e.status));
      return;
    }
    default:
      break;
  }
  p.setBrush(side);
  p.drawEllipse(c, r, r);
}

}  // namespace

std::vector<LegendEntry> legendEntries(const map::AnyMap& any) {
  std::vector<LegendEntry> entries;
  if (const auto* table = std::get_if<map::TableMap>(&any))
    addTableEntries(*table, entries);
  else if (const auto* squares = std::get_if<map::SquareMap>(&any))
    addSquareEntries(*squares, entries);
  else
    addHexEntries(std::get<map::HexMap>(any), entries);
  addFigureEntries(entries);
  return entries;
}

QPixmap legendSwatch(const LegendEntry& e, QSize size, qreal device_pixel_ratio) {
  QPixmap pixmap(size * device_pixel_ratio);
  pixmap.setDevicePixelRatio(device_pixel_ratio);
  pixmap.fill(Qt::transparent);
  QPainter p(&pixmap);
  p.setRenderHint(QPainter::Antialiasing);
  const QRectF box(1, 1, size.width() - 2, size.height() - 2);
  const double unit = box.height() / 4.0;  // swatches are drawn in a 4-unit-high "cm" space
  p.save();
  p.translate(box.topLeft());
  p.scale(unit, unit);
  const QRectF area(0, 0, box.width() / unit, 4.0);
  const TerrainStyle open = openGroundStyle();
  switch (e.swatch) {
    case Swatch::Area:
    case Swatch::Level:
    case Swatch::HexHeight: {
      p.setPen(Qt::NoPen);
      p.setBrush(e.style.fillBrush());
      p.drawRect(area);
      if (e.style.pattern != Qt::NoBrush) {
        p.setBrush(e.style.patternBrush());
        p.drawRect(area);
      }
      if (e.swatch != Swatch::Area) {
        p.setBrush(QColor(90, 55, 10, 90));
        p.drawRect(e.swatch == Swatch::Level ? area.adjusted(0, 0, 0, -2.8) : area);
      }
      p.setBrush(Qt::NoBrush);
      p.setPen(e.style.outlinePen());
      p.drawRect(area.adjusted(0.2, 0.2, -0.2, -0.2));
      break;
    }
    case Swatch::Line: {
      p.fillRect(area, open.fill);
      map::TerrainFeature line;
      line.shape = map::FeatureShape::Polyline;
      line.points = {{0.3, 2.0}, {area.width() - 0.3, 2.0}};
      const QPainterPath path = featurePath(line);
      p.setPen(QPen(e.style.outline, 1.6 + 2 * e.style.outline_cm, Qt::SolidLine, Qt::FlatCap));
      p.drawPath(path);
      p.setPen(QPen(e.style.fill, 1.6, Qt::SolidLine, Qt::FlatCap));
      p.drawPath(path);
      break;
    }
    case Swatch::Door:
    case Swatch::Window:
    case Swatch::ArrowSlit: {
      const TerrainStyle building = terrainStyle("building");
      p.fillRect(area, building.fill);
      p.setPen(QPen(building.outline, 0.6));
      p.drawLine(QPointF(0, 2), QPointF(area.width(), 2));
      map::Opening opening;
      opening.kind = e.swatch == Swatch::Door     ? map::OpeningKind::Door
                     : e.swatch == Swatch::Window ? map::OpeningKind::Window
                                                  : map::OpeningKind::ArrowSlit;
      const double half = e.swatch == Swatch::ArrowSlit ? 0.6 : 1.6;
      opening.where = {{area.width() / 2 - half, 2}, {area.width() / 2 + half, 2}};
      paintOpening(p, opening);
      break;
    }
    case Swatch::Impassable:
    case Swatch::BlocksSight: {
      map::HexLayout layout;
      layout.across_flats_cm = 3.6;
      QPolygonF hex = hexPolygon(layout, {0, 0});
      hex.translate(area.center());
      p.setPen(Qt::NoPen);
      p.setBrush(open.fill);
      p.drawPolygon(hex);
      if (e.swatch == Swatch::Impassable)
        paintImpassableMark(p, hex);
      else
        paintBlocksSightMark(p, hex, area.center());
      break;
    }
    case Swatch::SquareImpassable:
    case Swatch::SquareBlocksSight:
    case Swatch::Difficult:
    case Swatch::PartialCover: {
      const QRectF square(area.center() - QPointF(1.8, 1.8), QSizeF(3.6, 3.6));
      p.setPen(Qt::NoPen);
      p.setBrush(open.fill);
      p.drawRect(square);
      if (e.swatch == Swatch::SquareImpassable)
        paintImpassableMark(p, QPolygonF(square));
      else if (e.swatch == Swatch::SquareBlocksSight)
        paintBlocksSightMark(p, QPolygonF(square), square.center());
      else if (e.swatch == Swatch::Difficult)
        paintDifficultMark(p, square);
      else
        paintPartialCoverMark(p, square);
      break;
    }
    default:
      p.restore();
      paintFigureSwatch(p, e, box);
      return pixmap;
  }
  p.restore();
  return pixmap;
}

}  // namespace fray::app

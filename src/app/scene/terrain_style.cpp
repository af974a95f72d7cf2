#include "scene/terrain_style.h"

#include <algorithm>

#include <QObject>

namespace fray::app {
namespace {

TerrainStyle style(const char* id, QString legend, QColor fill, Qt::BrushStyle pattern,
                   QColor pattern_colour, QColor outline, double outline_cm,
                   Qt::PenStyle outline_style, int layer) {
  return {QString::fromLatin1(id),
          std::move(legend),
          fill,
          pattern,
          pattern_colour,
          outline,
          outline_cm,
          outline_style,
          layer};
}

std::vector<TerrainStyle> makeTable() {
  const QColor none(Qt::transparent);
  return {
      style("open", QObject::tr("Open ground"), QColor(0x9c, 0xb3, 0x6e), Qt::NoBrush, none, none,
            0.0, Qt::NoPen, 0),
      style("road", QObject::tr("Road or track"), QColor(0xd8, 0xc0, 0x90), Qt::NoBrush, none,
            QColor(0xa8, 0x90, 0x60), 0.2, Qt::SolidLine, 1),
      style("water_ford", QObject::tr("Stream or ford (shallow water)"), QColor(0x4f, 0x8f, 0xd0),
            Qt::HorPattern, QColor(0xc8, 0xe4, 0xff), QColor(0x1f, 0x4f, 0x90), 0.3, Qt::SolidLine,
            2),
      style("water", QObject::tr("Water"), QColor(0x4f, 0x8f, 0xd0), Qt::HorPattern,
            QColor(0xc8, 0xe4, 0xff), QColor(0x1f, 0x4f, 0x90), 0.3, Qt::SolidLine, 2),
      style("hard_slope", QObject::tr("Hill or bank (higher ground)"), QColor(0xc2, 0xa2, 0x6a),
            Qt::NoBrush, none, QColor(0x6e, 0x4e, 0x22), 0.4, Qt::SolidLine, 3),
      style("hill", QObject::tr("Hill (higher ground)"), QColor(0xc2, 0xa2, 0x6a), Qt::NoBrush,
            none, QColor(0x6e, 0x4e, 0x22), 0.4, Qt::SolidLine, 3),
      style("bushes", QObject::tr("Bushes (cover, difficult)"), QColor(0xb5, 0xcf, 0x6a),
            Qt::Dense6Pattern, QColor(0x3d, 0x6b, 0x1e), QColor(0x3d, 0x6b, 0x1e), 0.35,
            Qt::DotLine, 4),
      style("woods", QObject::tr("Woods (obscures sight, forest cover)"), QColor(0x2e, 0x5e, 0x2a),
            Qt::Dense4Pattern, QColor(0x18, 0x3a, 0x16), QColor(0x10, 0x2a, 0x0e), 0.5,
            Qt::SolidLine, 5),
      style("low_wall", QObject::tr("Wall (cover, linear obstacle)"), QColor(0x9a, 0x9a, 0x94),
            Qt::NoBrush, none, QColor(0x30, 0x30, 0x30), 0.25, Qt::SolidLine, 6),
      style("wall", QObject::tr("Wall (impassable, blocks sight)"), QColor(0x6a, 0x6a, 0x66),
            Qt::NoBrush, none, QColor(0x20, 0x20, 0x20), 0.25, Qt::SolidLine, 6),
      style("building", QObject::tr("Building (blocks sight)"), QColor(0xa8, 0x4a, 0x32),
            Qt::BDiagPattern, QColor(0x6a, 0x28, 0x18), QColor(0x1a, 0x10, 0x0c), 0.6,
            Qt::SolidLine, 7),
  };
}

TerrainStyle fromTraits(const std::string& id, const map::TerrainTraits& traits) {
  const auto& table = terrainStyleTable();
  auto named = [&](const char* key) {
    return *std::find_if(table.begin(), table.end(),
                         [&](const TerrainStyle& s) { return s.id == QLatin1String(key); });
  };
  TerrainStyle base = named("open");
  switch (traits.sight) {
    case map::SightEffect::Blocking:
      base = named("building");
      break;
    case map::SightEffect::Obscuring:
      base = named("woods");
      break;
    case map::SightEffect::Hill:
      base = named("hill");
      break;
    case map::SightEffect::Clear:
      if (traits.cover != map::CoverGiven::None)
        base = named("bushes");
      else if (traits.footing != map::Footing::Open)
        base = named("water_ford");
      break;
  }
  base.id = QString::fromStdString(id);
  base.legend = QString::fromStdString(id);
  return base;
}

}  // namespace

QPen TerrainStyle::outlinePen() const {
  if (outline_style == Qt::NoPen || outline_cm <= 0.0) return QPen(Qt::NoPen);
  QPen pen(outline, outline_cm, outline_style, Qt::FlatCap, Qt::RoundJoin);
  return pen;
}

const std::vector<TerrainStyle>& terrainStyleTable() {
  static const std::vector<TerrainStyle> table = makeTable();
  return table;
}

TerrainStyle openGroundStyle() { return terrainStyleTable().front(); }

TerrainStyle terrainStyle(const std::string& id, const map::TerrainTraits* traits) {
  const auto& table = terrainStyleTable();
  const QString key = QString::fromStdString(id);
  const auto found =
      std::find_if(table.begin(), table.end(), [&](const TerrainStyle& s) { return s.id == key; });
  if (found != table.end()) return *found;
  return fromTraits(id, traits ? *traits : map::TerrainTraits{});
}

}  // namespace fray::app

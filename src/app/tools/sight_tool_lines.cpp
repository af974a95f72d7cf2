// The facts behind the Line of sight tool's lines, from the map layer's sight functions.
#include <algorithm>
#include <climits>
#include <optional>

#include <fray/map/hex_arc.h>
#include <fray/map/hex_figure.h>
#include <fray/map/hex_line_of_fire.h>
#include <fray/map/table_sight.h>

#include "scene/figure_item.h"
#include "scene/hex_painter.h"
#include "scene/map_scene.h"
#include "scene/square_painter.h"
#include "tools/sight_tool.h"

namespace fray::app {
namespace {

QString nameOf(const FigureItem& figure) {
  return figure.view().label.isEmpty() ? QObject::tr("figure %1").arg(figure.figureId())
                                       : figure.view().label;
}

map::Sighted sighted(const FigureView& v) {
  map::Sighted s;
  s.base = v.base;
  s.placement = v.placement;
  s.mounted = v.mounted;
  // Assumed: the Hidden badge stands for "crouched and doing nothing" until the game says more.
  s.crouched_immobile =
      std::find(v.statuses.begin(), v.statuses.end(), FigureStatus::Hidden) != v.statuses.end();
  return s;
}

QString coverText(map::CoverClass cover) {
  switch (cover) {
    case map::CoverClass::None:
      return QObject::tr("no cover");
    case map::CoverClass::BehindCover:
      return QObject::tr("behind cover (-1)");
    case map::CoverClass::ForestEdge:
      return QObject::tr("in a wood's edge (-1)");
    case map::CoverClass::BehindForest:
      return QObject::tr("behind woods (-1)");
    case map::CoverClass::Opening:
      return QObject::tr("at an opening (-1)");
    case map::CoverClass::ArrowSlit:
      return QObject::tr("behind an arrow slit (-2)");
  }
  return {};
}

QString blockText(map::SightBlock block) {
  switch (block) {
    case map::SightBlock::Building:
      return QObject::tr("a building is in the way");
    case map::SightBlock::Forest:
      return QObject::tr("10 cm or more of woods");
    case map::SightBlock::Hill:
      return QObject::tr("a hill is in the way");
    case map::SightBlock::Hidden:
      return QObject::tr("hidden, crouched in cover");
    case map::SightBlock::None:
      break;
  }
  return QObject::tr("not seen");
}

QString squareTerrain(const map::SquareMap& squares, map::Square s) {
  const std::uint16_t t = squares.cell(s).terrain;
  return t < squares.terrain_names.size() ? QString::fromStdString(squares.terrain_names[t])
                                          : QString();
}

QString factText(const map::SightFact& fact, const map::TableMap& table) {
  using K = map::SightFactKind;
  QString text = QString::fromLatin1(map::describe(fact.kind));
  switch (fact.kind) {
    case K::ForestTooDeep:
    case K::InForestEdge:
    case K::BehindForest:
      text += QObject::tr(", %1 cm of woods").arg(fact.value, 0, 'f', 1);
      break;
    case K::TargetHigher:
    case K::ViewerHigher:
    case K::HillBetween:
      text += QObject::tr(", %1 level(s)").arg(fact.value);
      break;
    case K::TargetInGroup:
      text += QObject::tr(", %1 figures").arg(fact.value);
      break;
    default:
      break;
  }
  if (fact.feature >= 0 && fact.feature < static_cast<int>(table.features.size()) &&
      !table.features[static_cast<std::size_t>(fact.feature)].name.empty()) {
    text += QStringLiteral(" [%1]").arg(
        QString::fromStdString(table.features[static_cast<std::size_t>(fact.feature)].name));
  }
  return text + QStringLiteral(" (") + QString::fromLatin1(map::citation(fact.kind)) + ')';
}

}  // namespace

std::vector<SightLine> SightTool::tableLines(const FigureItem& viewer) const {
  const map::TableMap& table = *scene()->tableMap();
  const auto figures = scene()->figureItems();
  std::vector<SightLine> lines;
  for (const FigureItem* target : figures) {
    if (target == &viewer) continue;
    std::vector<map::Footprint> friends;
    for (const FigureItem* other : figures) {
      if (other != target && other != &viewer && other->view().side == target->view().side)
        friends.push_back(other->footprint());
    }
    const map::SightResult r =
        map::line_of_sight(table, sighted(viewer.view()), sighted(target->view()), friends);
    SightLine line;
    line.target = target->figureId();
    line.visible = r.visible;
    line.modifier = r.visible ? map::cover_modifier(r.cover) : 0;
    line.summary = r.visible ? QObject::tr("%1 sees %2 at %3 cm: %4")
                                   .arg(nameOf(viewer), nameOf(*target))
                                   .arg(r.range_cm, 0, 'f', 1)
                                   .arg(coverText(r.cover))
                             : QObject::tr("%1 cannot see %2: %3")
                                   .arg(nameOf(viewer), nameOf(*target), blockText(r.blocked_by));
    for (const auto& fact : r.facts) line.facts << factText(fact, table);
    line.tag = !r.visible           ? QObject::tr("blocked")
               : line.modifier == 0 ? QObject::tr("seen")
                                    : QString::number(line.modifier);
    line.colour = colourFor(r.visible, line.modifier, false);
    lines.push_back(line);
  }
  return lines;
}

std::vector<SightLine> SightTool::hexLines(const FigureItem& viewer) {
  const map::HexMap& hex = *scene()->hexMap();
  if (!hex_sight_) hex_sight_.emplace(hex);
  const auto items = scene()->figureItems();
  std::vector<map::HexFigure> figures;
  std::vector<const FigureItem*> placed;
  for (const FigureItem* item : items) {
    if (!item->view().hex || item->view().hex->hexes.empty()) continue;
    // Assumed: every figure stands (FigureView carries no posture yet) and is human-sized.
    map::HexFigure figure;
    figure.id = item->figureId();
    figure.team = item->view().side;
    figure.hexes = item->view().hex->hexes;
    figures.push_back(figure);
    placed.push_back(item);
  }
  const map::HexOccupancy occupancy(hex.grid, figures);
  const int shooter = occupancy.find(viewer.figureId());
  if (shooter < 0) return {};
  const map::Hex head = viewer.view().hex->hexes.front();
  const map::HexDirection facing = viewer.view().hex->facing;
  std::vector<SightLine> lines;
  for (std::size_t i = 0; i < placed.size(); ++i) {
    const FigureItem& target = *placed[i];
    if (&target == &viewer) continue;
    bool terrain_clear = false;
    bool in_arc = false;
    int distance = INT_MAX;
    for (const map::Hex& h : target.view().hex->hexes) {
      terrain_clear = terrain_clear || hex_sight_->clear(head, h);
      in_arc = in_arc || map::in_arc_of_vision(map::Vision::Normal, map::arc(head, facing, h));
      distance = std::min(distance, map::hex_distance(head, h));
    }
    const map::LineOfFire fire =
        map::best_line_of_fire(hex, occupancy, shooter, occupancy.find(target.figureId()));
    const auto persons =
        std::count(fire.effects.begin(), fire.effects.end(), map::HexEffect::PersonInTheWay);
    SightLine line;
    line.target = target.figureId();
    line.visible = terrain_clear && fire.clear;
    line.modifier = 0;
    const QString rule = QObject::tr("seed 001, \"Firing Through an Occupied Hex\"");
    if (!terrain_clear) {
      line.facts << QObject::tr("a hex that blocks sight is on every line%1 (%2)")
                        .arg(fire.blocked_at
                                 ? QObject::tr(", first at %1").arg(hexLabel(*fire.blocked_at))
                                 : QString(),
                             rule);
    } else if (!fire.clear) {
      line.facts << QObject::tr("a much larger figure hides the target (%1)").arg(rule);
    }
    if (persons > 0) {
      line.facts << QObject::tr("%n person(s) in the way", nullptr, static_cast<int>(persons)) +
                        QStringLiteral(" (%1)").arg(rule);
    }
    if (!in_arc) {
      line.facts << QObject::tr(
          "outside the front arc: shooting blind (seed 001, \"Shooting "
          "Blind\"; \"Arc of Vision\")");
    }
    line.summary = line.visible
                       ? QObject::tr("%1 sees %2, %n hex(es) away", nullptr, distance)
                             .arg(nameOf(viewer), nameOf(target))
                       : QObject::tr("%1 cannot see %2").arg(nameOf(viewer), nameOf(target));
    line.tag = !line.visible ? QObject::tr("blocked")
               : persons > 0 ? QObject::tr("%1 in the way").arg(persons)
               : !in_arc     ? QObject::tr("blind")
                             : QObject::tr("seen");
    line.colour = colourFor(line.visible, persons > 0 ? -1 : 0, !in_arc);
    lines.push_back(line);
  }
  return lines;
}

// The line from the viewer's square's centre to the target's (seed 003, "Line of Sight"): a
// square that blocks sight strictly between them hides the target; a square giving partial cover
// on the way, the target's own included, puts it in cover (the game's line_of_sight decides an
// attack: this is what the map shows).
std::vector<SightLine> SightTool::squareLines(const FigureItem& viewer) const {
  const map::SquareMap& squares = *scene()->squareMap();
  const map::Square from = squares.layout.square_at({viewer.pos().x(), viewer.pos().y()});
  std::vector<SightLine> lines;
  if (!squares.grid.contains(from)) return lines;
  const QString rule = QObject::tr("seed 003, \"Line of Sight\"");
  for (const FigureItem* target : scene()->figureItems()) {
    if (target == &viewer) continue;
    const map::Square to = squares.layout.square_at({target->pos().x(), target->pos().y()});
    if (!squares.grid.contains(to)) continue;
    SightLine line;
    line.target = target->figureId();
    line.visible = squares.clear_line(from, to);
    std::optional<map::Square> blocker;
    std::optional<map::Square> cover;
    for (const map::Square& s : map::square_line(from, to)) {
      if (s == from || !squares.grid.contains(s)) continue;
      const map::SquareCell& cell = squares.cell(s);
      if (!blocker && s != to && cell.blocks_sight) blocker = s;
      if (!cover && cell.partial_cover) cover = s;
    }
    if (!line.visible) {
      line.facts << (blocker
                         ? QObject::tr("%1 at square %2 blocks sight (%3)")
                               .arg(squareTerrain(squares, *blocker), squareLabel(*blocker), rule)
                         : QObject::tr("a square that blocks sight is in the way (%1)").arg(rule));
    } else if (cover) {
      line.facts << QObject::tr("partial cover: %1 at square %2 (%3)")
                        .arg(squareTerrain(squares, *cover), squareLabel(*cover), rule);
    }
    const int distance = map::square_distance(from, to);
    line.summary = line.visible
                       ? QObject::tr("%1 sees %2, %n space(s) away", nullptr, distance)
                             .arg(nameOf(viewer), nameOf(*target))
                       : QObject::tr("%1 cannot see %2").arg(nameOf(viewer), nameOf(*target));
    const bool in_cover = line.visible && cover.has_value();
    line.tag = !line.visible ? QObject::tr("blocked")
               : in_cover    ? QObject::tr("cover")
                             : QObject::tr("seen");
    line.colour = colourFor(line.visible, in_cover ? -1 : 0, false);
    lines.push_back(line);
  }
  return lines;
}

}  // namespace fray::app

#include "session/battle_views.h"

#include <cmath>

#include <QObject>

#include <fray/classic/classic_figure.h>
#include <fray/game/state/figure_label.h>

#include "docks/figure_list.h"

namespace fray::app {

std::vector<FigureStatus> battleStatuses(const game::Figure& figure) {
  std::vector<FigureStatus> statuses;
  const game::FigureStatus& s = figure.status;
  if (s.recoiling || s.must_recoil) statuses.push_back(FigureStatus::Recoiling);
  if (s.hidden) statuses.push_back(FigureStatus::Hidden);
  if (s.shield_wall) statuses.push_back(FigureStatus::ShieldWall);
  if (s.waiting) statuses.push_back(FigureStatus::Waiting);
  // The solo AI's view of the figure (issue 7): seed 003 statuses, seed 004 orders.
  const game::FigureAi& ai = figure.ai;
  if (ai.status == "prepared") statuses.push_back(FigureStatus::Prepared);
  if (ai.status == "patrolling") statuses.push_back(FigureStatus::Patrolling);
  if (ai.status == "alerted") statuses.push_back(FigureStatus::Alerted);
  if (ai.status == "retreating") statuses.push_back(FigureStatus::Retreating);
  if (ai.order == "withdraw") statuses.push_back(FigureStatus::Withdrawing);
  if (ai.order == "flee") statuses.push_back(FigureStatus::Fleeing);
  return statuses;
}

QString speciesName(const rules::Ruleset& rules, const game::Figure& figure) {
  const rules::Species* species = rules.find_species(classic_sheet(figure).spec.species);
  return QString::fromStdString(species ? species->name : classic_sheet(figure).spec.species);
}

namespace {
// The species' initial, or its first two letters when another species on the table shares the
// initial (Orcq "Or" and Ogre "Og"), so that figures stay told apart at a glance.
QString speciesSymbol(const game::BattleState& state, const rules::Ruleset& rules,
                      const game::Figure& figure) {
  const QString name = speciesName(rules, figure);
  for (const game::Figure& other : state.figures) {
    if (classic_sheet(other).spec.species == classic_sheet(figure).spec.species) continue;
    if (speciesName(rules, other).left(1).compare(name.left(1), Qt::CaseInsensitive) == 0)
      return name.left(1).toUpper() + name.mid(1, 1).toLower();
  }
  return name.left(1).toUpper();
}
}  // namespace

namespace {
FigureEntry entryOf(const game::BattleState& state, const rules::Ruleset& rules,
                    const game::Battlefield* field, const game::Figure& f) {
  FigureView view;
  view.base = f.base;
  view.placement = f.placement;
  view.mounted = classic_sheet(f).spec.mount != rules::TroopType::Foot;
  view.side = f.side;
  view.side_colour = defaultSideColour(f.side);
  view.symbol = speciesSymbol(state, rules, f);
  view.label = QString::fromStdString(classic_sheet(f).spec.name);
  view.wounds = f.wounds;
  view.statuses = battleStatuses(f);
  view.active = state.active_figure == f.id;
  if (field && field->is_hex()) {
    // Facing in degrees, 0 north, clockwise: the nearest of the six hexsides.
    const int side = static_cast<int>(std::lround(f.placement.facing_deg / 60.0));
    view.hex = HexPoseView{{field->hex_at(f.placement.centre)},
                           static_cast<map::HexDirection>(((side % 6) + 6) % 6)};
  }
  return FigureEntry{f.id, std::move(view)};
}
}  // namespace

QString figureLabel(const game::Figure& figure) {
  return QString::fromStdString(game::figure_label(figure));
}

QString figureLabel(const game::BattleState& state, int id) {
  const game::Figure* f = state.find(id);
  return f ? figureLabel(*f) : QObject::tr("figure #%1").arg(id);
}

std::optional<FigureEntry> battleFigureEntry(const game::BattleState& state,
                                             const rules::Ruleset& rules,
                                             const game::Battlefield* field, int id) {
  const game::Figure* f = state.find(id);
  if (!f || !f->alive) return std::nullopt;
  return entryOf(state, rules, field, *f);
}

std::vector<FigureEntry> battleFigureEntries(const game::BattleState& state,
                                             const rules::Ruleset& rules,
                                             const game::Battlefield* field) {
  std::vector<FigureEntry> entries;
  for (const game::Figure& f : state.figures)
    if (f.alive) entries.push_back(entryOf(state, rules, field, f));
  return entries;
}

}  // namespace fray::app

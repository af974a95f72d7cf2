#include "session/battle_views.h"

#include <cmath>
#include <string>
#include <variant>

#include <QObject>

#include <fray/classic/classic_system.h>
#include <fray/d20/d20_system.h>
#include <fray/game/field/battlefield.h>
#include <fray/game/state/figure_label.h>
#include <fray/high_adventure/adventure_system.h>

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
  if (ai.order == "attack") statuses.push_back(FigureStatus::Attacking);
  if (ai.order == "march") statuses.push_back(FigureStatus::Marching);
  if (ai.order == "stand" || ai.order == "halt") statuses.push_back(FigureStatus::Standing);
  return statuses;
}

QString figureKind(const game::RuleSystem& system, const game::Figure& figure) {
  if (const auto* sheet = std::get_if<d20::D20Sheet>(&figure.sheet)) {
    if (sheet->profile.empty())
      return QString::fromStdString(std::string(d20::to_string(sheet->kind)));
    const d20::Profile* profile = d20::d20_rules(system).profile(sheet->profile);
    return QString::fromStdString(profile ? profile->sheet.name : sheet->profile);
  }
  if (const auto* sheet = std::get_if<high_adventure::AdventureSheet>(&figure.sheet)) {
    const high_adventure::Creature* creature =
        high_adventure::adventure_rules(system).creature(sheet->creature);
    return QString::fromStdString(creature ? creature->name : sheet->creature);
  }
  const std::string& id = std::get<rules::ClassicSheet>(figure.sheet).spec.species;
  const rules::Species* species = game::classic_rules(system).find_species(id);
  return QString::fromStdString(species ? species->name : id);
}

namespace {
// What tells kinds apart: the classic species' id; the d20 profile's id, or "/unique" and
// "/common" for sheets described in full (no profile id starts with "/").
std::string kindKey(const game::Figure& figure) {
  if (const auto* sheet = std::get_if<d20::D20Sheet>(&figure.sheet))
    return sheet->profile.empty() ? "/" + std::string(d20::to_string(sheet->kind)) : sheet->profile;
  if (const auto* sheet = std::get_if<high_adventure::AdventureSheet>(&figure.sheet))
    return sheet->creature;
  return std::get<rules::ClassicSheet>(figure.sheet).spec.species;
}

// The kind's initial, or its first two letters when another kind on the table shares the
// initial (Orcq "Or" and Ogre "Og"), so that figures stay told apart at a glance.
QString kindSymbol(const game::BattleState& state, const game::RuleSystem& system,
                   const game::Figure& figure) {
  const QString name = figureKind(system, figure);
  const std::string key = kindKey(figure);
  for (const game::Figure& other : state.figures) {
    if (kindKey(other) == key) continue;
    if (figureKind(system, other).left(1).compare(name.left(1), Qt::CaseInsensitive) == 0)
      return name.left(1).toUpper() + name.mid(1, 1).toLower();
  }
  return name.left(1).toUpper();
}
}  // namespace

namespace {
FigureEntry entryOf(const game::BattleState& state, const game::RuleSystem& system,
                    const game::Battlefield* field, const game::Figure& f) {
  FigureView view;
  view.base = f.base;
  view.placement = f.placement;
  view.mounted = system.mounted(f);
  // A d20 rider stands in its mount's space and hides it: the saddle band says it rides.
  if (const auto* d20 = std::get_if<d20::D20Sheet>(&f.sheet)) view.mounted = d20->riding != 0;
  view.side = f.side;
  view.side_colour = defaultSideColour(f.side);
  view.symbol = kindSymbol(state, system, f);
  view.label = QString::fromStdString(game::sheet_name(f.sheet));
  view.wounds = f.wounds;
  view.statuses = battleStatuses(f);
  view.active = state.active_figure == f.id;
  if (field && field->is_hex()) {
    // Facing in degrees, 0 north, clockwise: the nearest of the six hexsides. A large figure
    // covers several hexes, its main hex first (the body is drawn over all of them).
    const int side = static_cast<int>(std::lround(f.placement.facing_deg / 60.0));
    std::vector<map::Hex> hexes;
    for (const map::Point& p : field->spaces_under(game::Footprint{f.base, f.placement}))
      hexes.push_back(field->hex_at(p));
    view.hex = HexPoseView{std::move(hexes), static_cast<map::HexDirection>(((side % 6) + 6) % 6)};
  } else if (field && field->is_square()) {
    // A large figure's base is drawn in the middle of the squares it covers.
    view.placement.centre = field->body_centre(game::Footprint{f.base, f.placement});
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
                                             const game::RuleSystem& system,
                                             const game::Battlefield* field, int id) {
  const game::Figure* f = state.find(id);
  if (!f || !f->alive) return std::nullopt;
  return entryOf(state, system, field, *f);
}

std::vector<FigureEntry> battleFigureEntries(const game::BattleState& state,
                                             const game::RuleSystem& system,
                                             const game::Battlefield* field) {
  std::vector<FigureEntry> entries;
  for (const game::Figure& f : state.figures)
    if (f.alive) entries.push_back(entryOf(state, system, field, f));
  return entries;
}

}  // namespace fray::app

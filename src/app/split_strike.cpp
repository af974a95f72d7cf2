#include "split_strike.h"

#include <algorithm>

#include <QObject>

#include <fray/game/action_situations.h>
#include <fray/rules/citations.h>
#include <fray/rules/modifier.h>
#include <fray/rules/situation_report.h>

#include "battle_views.h"

namespace fray::app {
namespace {

using game::Figure;

game::Footprint footprintOf(const Figure& f) { return {f.base, f.placement}; }

}  // namespace

std::vector<int> foesInContact(const game::Game& game, int creature) {
  std::vector<int> foes;
  const Figure* self = game.state().find(creature);
  if (!self || !self->alive) return foes;
  for (const Figure& f : game.state().figures)
    if (f.alive && f.side != self->side &&
        game.field().in_contact(footprintOf(*self), footprintOf(f)))
      foes.push_back(f.id);
  std::sort(foes.begin(), foes.end());
  return foes;
}

game::Command splitStrikeCommand(int creature, const SplitFoes& foes) {
  return {"split_strike", {{"figure", creature}, {"targets", {foes[0], foes[1]}}}};
}

std::optional<SplitFoes> firstLegalSplit(const game::Game& game, int creature, int with) {
  const std::vector<int> foes = foesInContact(game, creature);
  for (std::size_t i = 0; i < foes.size(); ++i)
    for (std::size_t j = i + 1; j < foes.size(); ++j)
      if ((with < 0 || foes[i] == with || foes[j] == with) &&
          !game.check(splitStrikeCommand(creature, {foes[i], foes[j]})))
        return SplitFoes{foes[i], foes[j]};
  return std::nullopt;
}

std::optional<SplitOdds> assessSplitStrike(const game::Game& game, int creature_id,
                                           const SplitFoes& ids) {
  const game::BattleState& state = game.state();
  const Figure* creature = state.find(creature_id);
  const std::array<const Figure*, 2> foes{state.find(ids[0]), state.find(ids[1])};
  if (!creature || !foes[0] || !foes[1] || ids[0] == ids[1]) return std::nullopt;
  try {
    const rules::SituationPlan plan = rules::plan_situation(
        game.setup().rules(), game::split_strike_situation(state, *creature, ids));
    if (!plan.refusal.empty() || !plan.split) return std::nullopt;
    // As the command: a foe that has already fought this turn does not strike the creature.
    rules::SplitStrikeSetup setup = *plan.split;
    setup.attacker_dice.clear();
    for (std::size_t i = 0; i < 2; ++i)
      if (!foes[i]->status.has_struck) setup.attacker_dice.push_back(plan.exchange.a.dice[i]);
    const rules::SplitStrikeOdds odds = rules::split_strike_odds(setup);
    SplitOdds result;
    result.creature_strikes = odds.creature_strikes;
    result.creature_wounded = std::max(0.0, 1.0 - odds.creature_strikes - odds.creature_recoils);
    result.creature_killed = odds.creature.killed;
    result.foe_hit = odds.foe_hit;
    result.foe_killed = odds.foe_killed;
    for (std::size_t i = 0; i < 2; ++i) {
      const rules::StrikeAssessment& a = plan.split_strikes[i];
      result.breakdown << QObject::tr("%1 strikes %2 with one D6: hits on a total of %3 (%4)")
                              .arg(figureLabel(*creature), figureLabel(*foes[i]))
                              .arg(a.hit_total)
                              .arg(QString::fromUtf8(rules::cite::kMeleePeculiarities));
      if (a.modifiers.empty()) result.breakdown << QObject::tr("    no modifier");
      for (const rules::Modifier& m : a.modifiers)
        result.breakdown << QStringLiteral("    ") + QString::fromStdString(rules::describe(m));
      if (foes[i]->status.has_struck)
        result.breakdown << QObject::tr("%1 has already fought this turn and does not strike.")
                                .arg(figureLabel(*foes[i]));
    }
    return result;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

}  // namespace fray::app

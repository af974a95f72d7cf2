#include "action_odds.h"

#include <algorithm>

#include <QObject>

#include <fray/game/action_situations.h>
#include <fray/rules/citations.h>
#include <fray/rules/figure_profile.h>
#include <fray/rules/group_odds.h>
#include <fray/rules/modifier.h>
#include <fray/rules/situation_report.h>

#include "battle_views.h"

namespace fray::app {
namespace {

using game::Figure;

// The situations are the game's own (game/action_situations.h): the odds shown are those of the
// command a click sends.
const game::PhaseDefinition& currentPhase(const game::Game& game) {
  return game.sequencer().structure().phases.at(game.state().phase);
}

QString naturalNeed(int sides, int need) {
  if (need <= 1) return QObject::tr("any roll but a natural 1");
  if (need > sides) return QObject::tr("%1 or more (only by rerolling a maximum)").arg(need);
  return QObject::tr("%1 or more").arg(need);
}

void addModifiers(QStringList& lines, const std::vector<rules::Modifier>& modifiers) {
  if (modifiers.empty()) lines << QObject::tr("    no modifier");
  for (const rules::Modifier& m : modifiers)
    lines << QStringLiteral("    ") + QString::fromStdString(rules::describe(m));
}

void addStrike(QStringList& lines, const QString& who, const QString& whom,
               const rules::StrikeAssessment& a) {
  lines << QObject::tr("%1 strikes %2 with a D%3: hits on a total of %4, recoil on %5 (%6)")
               .arg(who, whom)
               .arg(a.die_sides)
               .arg(a.hit_total)
               .arg(a.recoil_total)
               .arg(QString::fromUtf8(rules::cite::kMelee));
  addModifiers(lines, a.modifiers);
  lines
      << QObject::tr("    the die must show %1").arg(naturalNeed(a.die_sides, a.need_hit_natural));
}

// The hits of a shot at a group are shared at random: who may die, and how likely.
void addGroupOdds(const game::Game& game, const std::vector<int>& members,
                  const std::vector<double>& hits, ActionOdds& result) {
  std::vector<rules::GroupMember> lives;
  QStringList names;
  for (const int id : members) {
    const Figure& f = *game.state().find(id);
    lives.push_back({rules::life_die_sides(game.setup().rules(), f.spec), f.wounds});
    names << figureLabel(f);
  }
  const rules::GroupShotOdds odds = rules::group_shot_odds(hits, lives);
  result.group = members;
  result.kill = odds.any_killed;
  result.wound = std::max(0.0, 1.0 - hits.front() - odds.any_killed);
  result.breakdown << QObject::tr(
                          "Aimed at the group of %1: %2. The dice are read against %3; "
                          "the hits are shared at random (%4)")
                          .arg(members.size())
                          .arg(names.join(QStringLiteral(", ")), names.front(),
                               QString::fromUtf8(rules::cite::kRangedPeculiarities));
  for (std::size_t i = 0; i < members.size(); ++i)
    result.breakdown << QObject::tr("    %1 killed: %2")
                            .arg(names[static_cast<qsizetype>(i)],
                                 percentText(odds.member_killed[i]));
  result.breakdown
      << QObject::tr("    figures killed on average: %1").arg(odds.expected_killed, 0, 'f', 2);
}

}  // namespace

QString percentText(double chance) { return QStringLiteral("%1 %").arg(chance * 100.0, 0, 'f', 1); }

std::optional<ActionOdds> assessShot(const game::Game& game, const std::vector<int>& shooters,
                                     int target_id, bool group) {
  const game::BattleState& state = game.state();
  const Figure* target = state.find(target_id);
  if (!target || shooters.empty()) return std::nullopt;
  for (const int id : shooters) {
    const Figure* f = state.find(id);
    if (!f || f->missile_weapon.empty()) return std::nullopt;
  }
  const game::Sight sight =
      game::shot_sight(game.field(), state, *state.find(shooters.front()), *target);
  const std::vector<int> members =
      group ? game::target_group_members(game.field(), state, *target) : std::vector<int>{};
  const rules::Situation s =
      game::volley_situation(game.field(), state, currentPhase(game), shooters, *target, sight,
                             static_cast<int>(members.size()));
  try {
    const rules::SituationPlan plan = rules::plan_situation(game.setup().rules(), s);
    if (!plan.refusal.empty()) return std::nullopt;
    for (const rules::ShotAssessment& shot : plan.shots)
      if (!shot.allowed) return std::nullopt;
    const rules::SituationOdds odds = rules::situation_odds(plan);
    if (!odds.shot) return std::nullopt;
    ActionOdds result;
    result.kill = odds.wounds ? odds.wounds->killed : 0.0;
    result.wound = std::max(0.0, odds.shot->any_hit() - result.kill);
    result.recoil = odds.shot->recoil_without_hit;
    result.miss = odds.shot->miss;
    for (std::size_t i = 0; i < plan.shots.size(); ++i) {
      const rules::ShotAssessment& a = plan.shots[i];
      const Figure& f = *state.find(shooters[i]);
      result.need_natural.push_back(a.need_natural);
      result.breakdown << QObject::tr("%1 (%2) at %3 cm%4: the range band needs %5 (%6)")
                              .arg(figureLabel(f), QString::fromStdString(f.missile_weapon))
                              .arg(s.shot.range_cm, 0, 'f', 1)
                              .arg(s.shot.shooter_moving ? QObject::tr(", on the move") : QString())
                              .arg(a.base_need)
                              .arg(QString::fromUtf8(rules::cite::kShooting));
      addModifiers(result.breakdown, a.modifiers);
      result.breakdown << QObject::tr("    the D%1 must show %2")
                              .arg(a.die_sides)
                              .arg(naturalNeed(a.die_sides, a.need_natural));
    }
    for (const std::string& fact : sight.facts)
      result.breakdown << QObject::tr("Sight: %1").arg(QString::fromStdString(fact));
    if (members.size() > 1) addGroupOdds(game, members, odds.shot->hits, result);
    return result;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

std::optional<ActionOdds> assessStrike(const game::Game& game, const std::vector<int>& strikers,
                                       int target_id) {
  if (strikers.empty()) return std::nullopt;
  for (const int id : strikers)
    if (!game.state().find(id)) return std::nullopt;
  const Figure* striker = game.state().find(strikers.front());
  const Figure* foe = game.state().find(target_id);
  if (!foe) return std::nullopt;
  const rules::Situation s = game::strike_situation(game.state(), strikers, *foe);
  try {
    rules::SituationPlan plan = rules::plan_situation(game.setup().rules(), s);
    if (!plan.refusal.empty()) return std::nullopt;
    const bool answers = !foe->status.has_struck;
    if (!answers) plan.exchange.b.dice.clear();
    // Life tests included: the odds say who is dead once the turn's test is rolled.
    const rules::ExchangeOdds odds = rules::exchange_odds(plan.exchange);
    ActionOdds result;
    result.kill = odds.b_killed;
    result.wound = std::max(0.0, odds.b_wounded - odds.b_killed);
    result.recoil = odds.b_recoils;
    result.miss = std::max(0.0, 1.0 - result.kill - result.wound - result.recoil);
    result.struck_back = odds.a_wounded;
    for (std::size_t i = 0; i < plan.attacker_strikes.size() && i < strikers.size(); ++i) {
      result.need_natural.push_back(plan.attacker_strikes[i].need_hit_natural);
      addStrike(result.breakdown, figureLabel(*game.state().find(strikers[i])), figureLabel(*foe),
                plan.attacker_strikes[i]);
    }
    if (answers)
      addStrike(result.breakdown, figureLabel(*foe), figureLabel(*striker), plan.defender_strike);
    else
      result.breakdown << QObject::tr("%1 has already fought this turn and does not strike back.")
                              .arg(figureLabel(*foe));
    return result;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

}  // namespace fray::app

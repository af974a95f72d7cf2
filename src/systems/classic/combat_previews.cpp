#include "combat_previews.h"

#include <algorithm>
#include <cstdio>

#include <fray/classic/action_situations.h>
#include <fray/classic/classic_figure.h>
#include <fray/classic/classic_system.h>
#include <fray/classic/rules/citations.h>
#include <fray/classic/rules/group_odds.h>
#include <fray/classic/rules/modifier.h>
#include <fray/classic/rules/situation_report.h>
#include <fray/classic/rules/split_strike.h>

#include "classic_queries.h"
#include "melee_results.h"
#include "shot_notes.h"

namespace fray::game {
namespace {

using nlohmann::json;

std::string natural_need(int sides, int need) {
  if (need <= 1) return "any roll but a natural 1";
  if (need > sides) return std::to_string(need) + " or more (only by rerolling a maximum)";
  return std::to_string(need) + " or more";
}

void add_modifiers(std::vector<std::string>& lines, const std::vector<rules::Modifier>& modifiers) {
  if (modifiers.empty()) lines.emplace_back("    no modifier");
  for (const rules::Modifier& m : modifiers) lines.push_back("    " + rules::describe(m));
}

void add_strike(std::vector<std::string>& lines, const std::string& who, const std::string& whom,
                const rules::StrikeAssessment& a) {
  lines.push_back(who + " strikes " + whom + " with a D" + std::to_string(a.die_sides) +
                  ": hits on a total of " + std::to_string(a.hit_total) + ", recoil on " +
                  std::to_string(a.recoil_total) + " (" + rules::cite::kMelee + ")");
  add_modifiers(lines, a.modifiers);
  lines.push_back("    the die must show " + natural_need(a.die_sides, a.need_hit_natural));
}

std::string percent(double chance) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f %%", chance * 100.0);
  return text;
}

// The hits of a shot at a group are shared at random: who may die, and how likely.
void add_group_odds(const CheckContext& c, const std::vector<int>& members,
                    const rules::PoolOdds& shot, Preview& preview) {
  std::vector<rules::GroupMember> lives;
  std::string names;
  for (const int id : members) {
    const Figure& f = *c.state.find(id);
    lives.push_back({life_die(classic_rules(c.system), f), f.wounds});
    names += (names.empty() ? "" : ", ") + figure_label(f);
  }
  const rules::GroupShotOdds odds = rules::group_shot_odds(shot.hits, lives);
  preview.group = members;
  preview.expected_killed = odds.expected_killed;
  preview.aim->killed = odds.any_killed;
  preview.aim->wounded = std::max(0.0, 1.0 - shot.hits.front() - odds.any_killed);
  preview.figures.clear();
  preview.breakdown.push_back(
      "Aimed at the group of " + std::to_string(members.size()) + ": " + names +
      ". The dice are read against " + figure_label(*c.state.find(members.front())) +
      "; the hits are shared at random (" + rules::cite::kRangedPeculiarities + ")");
  for (std::size_t i = 0; i < members.size(); ++i) {
    preview.figures.push_back({members[i], 0.0, odds.member_killed[i], 0.0});
    preview.breakdown.push_back("    " + figure_label(*c.state.find(members[i])) +
                                " killed: " + percent(odds.member_killed[i]));
  }
  char mean[64];
  std::snprintf(mean, sizeof mean, "    figures killed on average: %.2f", odds.expected_killed);
  preview.breakdown.emplace_back(mean);
}

}  // namespace

void preview_shoot(const CheckContext& c, const json&, Preview& preview) {
  // The check left the volley it accepted: the preview reads the very plan execute resolves.
  const ShotNotes* notes = shot_notes(c.notes);
  if (!notes || !c.action || !c.action->target) return;
  const rules::SituationPlan& plan = notes->plan;
  const rules::Situation& s = notes->situation;
  const rules::SituationOdds odds = rules::situation_odds(plan);
  if (!odds.shot) return;
  const Figure& target = *c.state.find(*c.action->target);
  AimChances aim;
  aim.killed = odds.wounds ? odds.wounds->killed : 0.0;
  aim.wounded = std::max(0.0, odds.shot->any_hit() - aim.killed);
  aim.recoils = odds.shot->recoil_without_hit;
  aim.missed = odds.shot->miss;
  preview.aim = aim;
  preview.figures.push_back({target.id, odds.shot->any_hit(), aim.killed, aim.recoils});
  const std::vector<int>& shooters = c.action->actors;
  for (std::size_t i = 0; i < plan.shots.size() && i < shooters.size(); ++i) {
    const rules::ShotAssessment& a = plan.shots[i];
    const Figure& f = *c.state.find(shooters[i]);
    preview.need_natural.push_back(a.need_natural);
    preview.breakdown.push_back(figure_label(f) + " (" + classic_sheet(f).missile_weapon + ") at " +
                                format_cm(s.shot.range_cm) + " cm" +
                                (s.shot.shooter_moving ? ", on the move" : "") +
                                ": the range band needs " + std::to_string(a.base_need) + " (" +
                                rules::cite::kShooting + ")");
    add_modifiers(preview.breakdown, a.modifiers);
    preview.breakdown.push_back("    the D" + std::to_string(a.die_sides) + " must show " +
                                natural_need(a.die_sides, a.need_natural));
  }
  for (const std::string& fact : notes->sight.facts) preview.breakdown.push_back("Sight: " + fact);
  if (notes->group.size() > 1) add_group_odds(c, notes->group, *odds.shot, preview);
}

void preview_strike(const CheckContext& c, const json&, Preview& preview) {
  if (!c.action || !c.action->target) return;
  const std::vector<int>& strikers = c.action->actors;
  const Figure& foe = *c.state.find(*c.action->target);
  const Figure& striker = *c.state.find(strikers.front());
  rules::SituationPlan plan =
      rules::plan_situation(classic_rules(c.system), strike_situation(c.state, strikers, foe));
  if (!plan.refusal.empty()) return;
  const bool answers = strikes_back(foe);
  if (!answers) plan.exchange.b.dice.clear();
  // Life tests included: the chances say who is dead once the turn's test is rolled.
  const rules::ExchangeOdds odds = rules::exchange_odds(plan.exchange);
  AimChances aim;
  aim.killed = odds.b_killed;
  aim.wounded = std::max(0.0, odds.b_wounded - odds.b_killed);
  aim.recoils = odds.b_recoils;
  aim.missed = std::max(0.0, 1.0 - aim.killed - aim.wounded - aim.recoils);
  preview.aim = aim;
  preview.figures.push_back({foe.id, odds.b_wounded, odds.b_killed, odds.b_recoils});
  preview.figures.push_back({striker.id, odds.a_wounded, odds.a_killed, odds.a_recoils});
  for (std::size_t i = 0; i < plan.attacker_strikes.size() && i < strikers.size(); ++i) {
    preview.need_natural.push_back(plan.attacker_strikes[i].need_hit_natural);
    add_strike(preview.breakdown, figure_label(*c.state.find(strikers[i])), figure_label(foe),
               plan.attacker_strikes[i]);
  }
  if (answers)
    add_strike(preview.breakdown, figure_label(foe), figure_label(striker), plan.defender_strike);
  else
    preview.breakdown.push_back(figure_label(foe) +
                                (spellbound(foe) ? " is spellbound and does not strike back."
                                                 : " has already fought this turn and "
                                                   "does not strike back."));
}

void preview_split_strike(const CheckContext& c, const json& p, Preview& preview) {
  const Figure& creature = *c.state.find(c.action->actors.front());
  const std::array<int, 2> ids{p["targets"][0].get<int>(), p["targets"][1].get<int>()};
  const std::array<const Figure*, 2> foes{c.state.find(ids[0]), c.state.find(ids[1])};
  const rules::SituationPlan plan = rules::plan_situation(
      classic_rules(c.system), split_strike_situation(c.state, creature, ids));
  if (!plan.refusal.empty() || !plan.split) return;
  // As the command: a foe that has already fought this turn does not strike the creature.
  rules::SplitStrikeSetup setup = *plan.split;
  setup.attacker_dice.clear();
  for (std::size_t i = 0; i < 2; ++i)
    if (!foes[i]->status.has_struck) setup.attacker_dice.push_back(plan.exchange.a.dice[i]);
  const rules::SplitStrikeOdds odds = rules::split_strike_odds(setup);
  for (std::size_t i = 0; i < 2; ++i)
    preview.figures.push_back({ids[i], odds.foe_hit[i], odds.foe_killed[i], 0.0});
  const double creature_wounded =
      std::max(0.0, 1.0 - odds.creature_strikes - odds.creature_recoils);
  preview.figures.push_back(
      {creature.id, creature_wounded, odds.creature.killed, odds.creature_recoils});
  for (std::size_t i = 0; i < 2; ++i) {
    const rules::StrikeAssessment& a = plan.split_strikes[i];
    preview.need_natural.push_back(a.need_hit_natural);
    preview.breakdown.push_back(figure_label(creature) + " strikes " + figure_label(*foes[i]) +
                                " with one D6: hits on a total of " + std::to_string(a.hit_total) +
                                " (" + rules::cite::kMeleePeculiarities + ")");
    add_modifiers(preview.breakdown, a.modifiers);
    if (foes[i]->status.has_struck)
      preview.breakdown.push_back(figure_label(*foes[i]) +
                                  " has already fought this turn and does not strike.");
  }
}

}  // namespace fray::game

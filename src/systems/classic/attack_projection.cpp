#include "attack_projection.h"

#include <exception>

#include <fray/classic/action_situations.h>
#include <fray/classic/rules/situation_report.h>
#include <fray/game/state/battle_queries.h>

namespace fray::game {
namespace {

// The chances of the situation the command will read, for its target.
AttackChances planned(const rules::Ruleset& rules, const rules::Situation& s) {
  try {
    const rules::SituationPlan plan = rules::plan_situation(rules, s);
    if (!plan.refusal.empty()) return {};
    const rules::SituationOdds odds = rules::situation_odds(plan);
    if (odds.melee) return {odds.melee->b_wounded, odds.melee->b_killed};
    return {odds.shot ? odds.shot->any_hit() : 0, odds.wounds ? odds.wounds->killed : 0};
  } catch (const std::exception&) {
    return {};  // a weapon the rules refuse is no weapon to choose
  }
}

AttackChances projected_shot(const rules::Ruleset& rules, const Battlefield& field,
                             const BattleState& state, const PhaseDefinition& phase,
                             const Figure& shooter, const Figure& target, double range_cm) {
  // The shot's own situation (cover, shield wall, the group, earshot...) at that range.
  const Sight sight = shot_sight(field, state, shooter, target);
  rules::Situation s = volley_situation(field, state, phase, {shooter.id}, target, sight);
  s.shot.shooter_moving = shooter.status.has_moved || range_cm < s.shot.range_cm - 1e-9;
  s.shot.range_cm = range_cm;
  return planned(rules, s);
}

AttackChances projected_strike(const rules::Ruleset& rules, const Battlefield& field,
                               const BattleState& state, const Figure& striker, const Figure& foe) {
  // The strike's own situation, the striker having moved (a charge) unless already in contact.
  rules::Situation s = strike_situation(state, {striker.id}, foe);
  if (field.edge_distance(footprint(striker), footprint(foe)) > 0.5) {
    Figure closing = striker;
    closing.status.has_moved = closing.status.charged = true;
    const bool earshot = s.attacker_conditions.front().out_of_earshot;
    s.attacker_conditions.front() = strike_conditions(closing, foe);
    s.attacker_conditions.front().out_of_earshot = earshot;
    const bool foe_earshot = s.defender_conditions.out_of_earshot;
    s.defender_conditions = strike_conditions(foe, closing);
    s.defender_conditions.out_of_earshot = foe_earshot;
    s.first_turn_of_contact = true;
  }
  return planned(rules, s);
}

}  // namespace

Command classic_attack_command(AttackKind kind, int attacker, int target) {
  if (kind == AttackKind::Shot) return {"shoot", {{"shooter", attacker}, {"target", target}}};
  return {"strike", {{"figure", attacker}, {"target", target}}};
}

AttackChances project_classic_attack(const rules::Ruleset& rules, const Battlefield& field,
                                     const BattleState& state, const PhaseDefinition& phase,
                                     const AttackPlan& plan) {
  const Figure* attacker = state.find(plan.attacker);
  const Figure* target = state.find(plan.target);
  if (!attacker || !target) return {};
  if (plan.kind == AttackKind::Shot)
    return projected_shot(rules, field, state, phase, *attacker, *target, plan.range_cm);
  return projected_strike(rules, field, state, *attacker, *target);
}

}  // namespace fray::game

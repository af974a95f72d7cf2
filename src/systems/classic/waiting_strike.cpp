// A waiting figure striking an enemy that moves past it or charges it: seed 001, "Wait Maneuver
// Strategy" (a waiting fighter strikes in the middle of another's move; a foe still standing may
// go on). The classic seeds (000, 002) say nothing about waiting: this is assumed for them, see
// docs/rules/turn-sequence.md, "Interrupts".
#include "waiting_strike.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include <fray/classic/classic_figure.h>
#include <fray/classic/classic_system.h>
#include <fray/classic/rules/citations.h>
#include <fray/classic/rules/melee_exchange.h>
#include <fray/classic/rules/situation_report.h>

#include "classic_queries.h"
#include "melee_results.h"
#include "roll_events.h"

namespace fray::game {
namespace {

constexpr const char* kWaitCitation = "seed 001, \"Wait Maneuver Strategy\"";
constexpr double kStepCm = 0.5;  // how finely the path is walked (assumed)

double heading(map::Point from, map::Point to, double fallback) {
  const map::Point d = to - from;
  if (map::length(d) < 1e-9) return fallback;
  const double deg = std::atan2(d.x, -d.y) * 180.0 / std::numbers::pi;
  return deg < 0 ? deg + 360.0 : deg;
}

// Where the mover stands `cm` along the path, facing along it.
map::Placement placement_along(map::Point from, const std::vector<map::Point>& path, double cm,
                               double facing) {
  for (const map::Point& to : path) {
    const double leg = map::distance(from, to);
    if (cm <= leg)
      return {leg > 0 ? from + (to - from) * (cm / leg) : to, heading(from, to, facing)};
    cm -= leg;
    facing = heading(from, to, facing);
    from = to;
  }
  return {from, facing};
}

}  // namespace

bool may_interrupt(const Battlefield& field, const BattleState& state, const Figure& waiting,
                   const Figure& mover) {
  if (!waiting.alive || !waiting.status.waiting || waiting.side == mover.side) return false;
  if (classic_sheet(waiting).melee_weapon.empty() ||
      classic_sheet(waiting).melee_weapon == "bare_hands")
    return false;
  if (waiting.status.must_recoil || waiting.status.recoiling) return false;
  // Already fighting another enemy: it is busy, not waiting (assumed).
  for (const int id : enemies_in_contact(field, state, waiting))
    if (id != mover.id) return false;
  return true;
}

bool waiting_strike(ExecuteContext& c, Figure& striker, Figure& mover, const char* how) {
  striker.status.waiting = false;  // one strike per wait
  rules::Situation s;
  s.kind = rules::Situation::Kind::Melee;
  rules::FigureSpec spec = classic_sheet(striker).spec;
  spec.weapon = classic_sheet(striker).melee_weapon;
  spec.prior_wounds = striker.wounds;
  s.attackers.push_back(std::move(spec));
  rules::StrikeConditions conditions = strike_conditions(striker, mover);
  conditions.immobile = true;  // it waited where it stands
  conditions.first_turn_of_contact = true;
  s.attacker_conditions.push_back(conditions);
  s.defender = classic_sheet(mover).spec;
  s.defender.weapon = classic_sheet(mover).melee_weapon;
  s.defender.prior_wounds = mover.wounds;
  s.defender_conditions = strike_conditions(mover, striker);
  s.first_turn_of_contact = true;
  rules::SituationPlan plan = rules::plan_situation(classic_rules(c.system), s);
  plan.exchange.life_test = false;  // life tests close the game turn (seed 000, "Wounds")
  plan.exchange.b.dice.clear();     // the mover does not strike back: it is taken by surprise
  emit(c.events, "waiting_strike",
       {{"figure", striker.id},
        {"target", mover.id},
        {"at", {mover.placement.centre.x, mover.placement.centre.y}},
        {"how", how},
        {"citation", kWaitCitation}},
       figure_label(striker) + ", waiting, strikes " + figure_label(mover) + " as it " + how +
           " (interrupt, " + kWaitCitation + ").");
  const rules::ExchangeResult result = rules::resolve_exchange(plan.exchange, c.dice);
  if (result.a.strike)
    report_pool(c.events, *result.a.strike, {figure_label(striker)},
                {&plan.attacker_strikes.front().modifiers},
                {plan.attacker_strikes.front().need_hit_natural}, figure_label(mover));
  apply_melee_result(c, mover, result.b.wounds_taken, result.b.recoils, striker);
  return mover.alive && !mover.status.must_recoil;
}

double interrupt_move(ExecuteContext& c, Figure& mover, map::Point from,
                      const std::vector<map::Point>& path, double walk_cm) {
  std::vector<Figure*> waiting;
  for (Figure& f : c.state.figures)
    if (may_interrupt(c.field, c.state, f, mover)) waiting.push_back(&f);
  if (waiting.empty()) return walk_cm;
  for (double cm = 0;; cm = std::min(cm + kStepCm, walk_cm)) {
    const Footprint here{mover.base, placement_along(from, path, cm, mover.placement.facing_deg)};
    for (Figure*& w : waiting) {
      if (!w || c.field.edge_distance(here, footprint(*w)) > kWaitingReachCm) continue;
      Figure& striker = *w;
      w = nullptr;  // each strikes once
      const map::Placement was = mover.placement;
      mover.placement = here.placement;
      if (!waiting_strike(c, striker, mover, "passes")) return cm;
      mover.placement = was;
    }
    if (cm >= walk_cm) return walk_cm;
  }
}

void interrupt_charge(ExecuteContext& c, Figure& charger) {
  const std::vector<map::Combatant> around =
      combatants_around(classic_rules(c.system), c.field, c.state, charger);
  for (const int id : enemies_in_contact(c.field, c.state, charger)) {
    Figure& w = *c.state.find(id);
    if (!may_interrupt(c.field, c.state, w, charger)) continue;
    if (!c.field.may_strike(w.id, charger.id, around).allowed) continue;
    if (!waiting_strike(c, w, charger, "charges")) return;
  }
}

}  // namespace fray::game

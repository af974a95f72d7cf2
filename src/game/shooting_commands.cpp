// shoot: one shooter or a volley of several at one target, resolved by the rules library.
#include <algorithm>

#include <fray/game/action_situations.h>
#include <fray/rules/citations.h>
#include <fray/rules/situation_report.h>
#include <fray/rules/strike_pool.h>

#include "battle_queries.h"
#include "command_families.h"
#include "event_json.h"
#include "roll_events.h"

namespace fray::game {
namespace {

using nlohmann::json;

const rules::MovingFire& moving_fire(const rules::MissileWeapon& w, const Figure& f) {
  return f.spec.mount == rules::TroopType::Foot ? w.moving_foot : w.moving_mounted;
}

Check parse_shoot(const json& p, Action& a) {
  std::vector<int> shooters;
  if (auto bad = read_ids(p, "shoot", "shooters", "shooter", shooters)) return bad;
  int target = 0;
  if (auto bad = read_int(p, "shoot", "target", target)) return bad;
  a = Action{ActionKind::Shoot, shooters, -1, target};
  return {};
}

// `sight` receives the shooter's view of the target when it gets that far.
Check check_shooter(const CheckContext& c, const Figure& f, const Figure& target, Sight& sight) {
  if (f.side == target.side)
    return Refusal{RefusalCode::NotAllowed, label(f) + " does not shoot at friends."};
  if (f.missile_weapon.empty())
    return Refusal{RefusalCode::NoWeapon, label(f) + " has no missile weapon."};
  const rules::MissileWeapon& w = *c.rules.find_missile_weapon(f.missile_weapon);
  if (f.status.has_shot)
    return Refusal{RefusalCode::AlreadyActed, label(f) + " has already shot this turn."};
  if (f.status.ammunition && *f.status.ammunition <= 0)
    return Refusal{RefusalCode::NoAmmunition, label(f) + " has no " + w.name + " shots left."};
  if (f.status.readying)
    return Refusal{RefusalCode::Reloading,
                   label(f) + " spent this turn readying its " + w.name + "; it shoots next turn."};
  if (f.status.reloading_turns > 0)
    return Refusal{RefusalCode::Reloading, label(f) + " is reloading (" + w.name + ": " +
                                               std::to_string(f.status.reloading_turns) +
                                               " turn(s) standing still)."};
  if (!enemies_in_contact(c.field, c.state, f).empty())
    return Refusal{RefusalCode::NotAllowed, label(f) + " is in melee and cannot shoot."};
  const double range = c.field.edge_distance(footprint(f), footprint(target));
  if (shoots_moving(c.phase, f)) {
    const rules::MovingFire& mf = moving_fire(w, f);
    if (!mf.allowed || w.immobile_only)
      return Refusal{RefusalCode::WrongPhase,
                     label(f) + "'s " + w.name +
                         " cannot shoot on the move; it shoots in the shooting "
                         "phase if the figure stays immobile (" +
                         rules::cite::kShooting + ")."};
    if (mf.max_range_cm && range > *mf.max_range_cm)
      return Refusal{RefusalCode::TooFar,
                     label(f) + "'s " + w.name + " shoots on the move only up to " +
                         std::to_string(*mf.max_range_cm) + " cm; the target is " +
                         format_cm(range) + " cm away (" + rules::cite::kShooting + ")."};
  } else if (f.status.has_moved && !c.phase.shots_while_moving) {
    return Refusal{RefusalCode::AlreadyActed, label(f) +
                                                  " moved this turn: only immobile figures shoot "
                                                  "in the shooting phase (" +
                                                  rules::cite::kShooting + ")."};
  }
  if (!w.to_hit_at(range))
    return Refusal{RefusalCode::TooFar, label(target) + " is " + format_cm(range) +
                                            " cm away, out of " + label(f) + "'s " + w.name +
                                            " range (" + rules::cite::kShooting + ")."};
  sight = shot_sight(c.field, c.state, f, target);
  if (!sight.clear)
    return Refusal{RefusalCode::NotAllowed,
                   label(f) + " cannot see " + label(target) + ": " + sight.blocked_by + "."};
  return {};
}

Check check_shoot(const CheckContext& c, const json& p) {
  Action a;
  parse_shoot(p, a);
  const Figure* target = nullptr;
  if (auto r = living_figure(c.state, *a.target, &target)) return r;
  Sight first_sight;
  for (const int id : a.actors) {
    const Figure* f = nullptr;
    if (auto r = living_figure(c.state, id, &f)) return r;
    Sight sight;
    if (auto r = check_shooter(c, *f, *target, sight)) return r;
    if (id == a.actors.front()) first_sight = std::move(sight);
  }
  rules::Situation situation =
      volley_situation(c.field, c.state, c.phase, a.actors, *target, first_sight);
  rules::SituationPlan plan = rules::plan_situation(c.rules, situation);
  if (!plan.refusal.empty()) return Refusal{RefusalCode::NotAllowed, plan.refusal};
  for (const rules::ShotAssessment& shot : plan.shots)
    if (!shot.allowed)
      return Refusal{RefusalCode::NotAllowed, shot.refusal + " (" + shot.refusal_citation + ")"};
  if (c.notes) {
    c.notes->sight = std::move(first_sight);
    c.notes->situation = std::move(situation);
    c.notes->plan = std::move(plan);
  }
  return {};
}

void execute_shoot(ExecuteContext& c, const json& p) {
  Action a;
  parse_shoot(p, a);
  Figure& target = *c.state.find(*a.target);
  // Check's sight, situation and plan when it left them (the same state: the same answers).
  CheckNotes own;
  CheckNotes& notes = c.notes && c.notes->plan ? *c.notes : own;
  if (!notes.plan) {
    notes.sight = shot_sight(c.field, c.state, *c.state.find(a.actors.front()), target);
    notes.situation = volley_situation(c.field, c.state, c.phase, a.actors, target, *notes.sight);
    notes.plan = rules::plan_situation(c.rules, *notes.situation);
  }
  const Sight& sight = *notes.sight;
  const rules::Situation& situation = *notes.situation;
  const rules::SituationPlan& plan = *notes.plan;
  std::vector<std::string> rollers;
  std::vector<const std::vector<rules::Modifier>*> modifiers;
  std::vector<int> needs;
  json shooters = json::array();
  for (std::size_t i = 0; i < a.actors.size(); ++i) {
    Figure& f = *c.state.find(a.actors[i]);
    const rules::MissileWeapon& w = *c.rules.find_missile_weapon(f.missile_weapon);
    f.status.has_shot = true;
    f.status.hidden = f.status.waiting = false;
    if (f.status.ammunition) --*f.status.ammunition;
    f.status.reloading_turns = w.reload_turns;
    rollers.push_back(label(f));
    modifiers.push_back(&plan.shots[i].modifiers);
    needs.push_back(plan.shots[i].need_natural);
    shooters.push_back(json_object("figure", f.id, "weapon", w.id, "need_natural",
                                   plan.shots[i].need_natural, "base_need",
                                   plan.shots[i].base_need));
  }
  json shot = json_object("shooters", std::move(shooters), "target", target.id, "range_cm",
                          situation.shot.range_cm, "moving", situation.shot.shooter_moving,
                          "citation", rules::cite::kShooting);
  // The terrain facts behind the cover, with their rules (only when the map found some, so that
  // battles on open ground keep their events).
  if (!sight.facts.empty()) shot["sight"] = sight.facts;
  emit(c.events, "shot", std::move(shot),
       (a.actors.size() > 1 ? std::to_string(a.actors.size()) + " shooters volley at "
                            : rollers.front() + " shoots at ") +
           label(target) + " at " + format_cm(situation.shot.range_cm) + " cm" +
           (situation.shot.shooter_moving ? ", on the move." : "."));
  const rules::PoolResult pool = rules::resolve_pool(plan.shot_dice, plan.shot_rules, c.dice);
  report_pool(c.events, pool, rollers, modifiers, needs, label(target));
  if (pool.hits == 0) return;
  target.wounds += pool.hits;
  target.wounds_this_turn += pool.hits;
  emit(c.events, "wounded",
       json_object("figure", target.id, "wounds", pool.hits, "total", target.wounds),
       label(target) + " takes " + std::to_string(pool.hits) + " wound(s).");
  if (life_die(c.rules, target) > 1) return;  // tests its life at the end of the turn
  if (c.phase.simultaneous) {
    target.status.falling = true;
    emit(c.events, "figure_falling", {{"figure", target.id}},
         label(target) +
             " is hit and falls when the shooting phase ends (shooting is simultaneous).");
  } else {
    kill(target, c.events, "shot");
  }
}

}  // namespace

void add_shooting_commands(CommandRegistry& registry) {
  add_handler(registry, {"shoot", parse_shoot, check_shoot, execute_shoot});
}

}  // namespace fray::game

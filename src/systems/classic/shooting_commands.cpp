// shoot: one shooter or a volley of several at one target, resolved by the rules library.
#include <algorithm>
#include <cassert>

#include <fray/classic/action_situations.h>
#include <fray/classic/classic_figure.h>
#include <fray/classic/classic_system.h>
#include <fray/classic/rules/citations.h>
#include <fray/classic/rules/melee_aftermath.h>
#include <fray/classic/rules/situation_report.h>
#include <fray/classic/rules/strike_pool.h>
#include <fray/game/record/event_json.h>

#include "classic_queries.h"
#include "combat_previews.h"
#include "command_families.h"
#include "roll_events.h"
#include "shot_event.h"
#include "shot_notes.h"

namespace fray::game {
namespace {

using nlohmann::json;

const rules::MovingFire& moving_fire(const rules::MissileWeapon& w, const Figure& f) {
  return classic_sheet(f).spec.mount == rules::TroopType::Foot ? w.moving_foot : w.moving_mounted;
}

Check parse_shoot(const json& p, Action& a) {
  std::vector<int> shooters;
  if (auto bad = read_ids(p, "shoot", "shooters", "shooter", shooters)) return bad;
  int target = 0;
  if (auto bad = read_int(p, "shoot", "target", target)) return bad;
  bool group = false;
  if (auto bad = read_bool(p, "shoot", "group", group, true)) return bad;
  a = Action{ActionKind::Shoot, shooters, -1, target};
  return {};
}

// "group": true aims the shot at the target's group (absent in older saves: false).
bool at_group(const json& p) {
  const auto it = p.find("group");
  return it != p.end() && it->is_boolean() && it->get<bool>();
}

// `sight` receives the shooter's view of the target when it gets that far.
Check check_shooter(const CheckContext& c, const Figure& f, const Figure& target, Sight& sight) {
  if (f.side == target.side)
    return Refusal{RefusalCode::NotAllowed, figure_label(f) + " does not shoot at friends."};
  if (classic_sheet(f).missile_weapon.empty())
    return Refusal{RefusalCode::NoWeapon, figure_label(f) + " has no missile weapon."};
  const rules::MissileWeapon& w =
      *classic_rules(c.system).find_missile_weapon(classic_sheet(f).missile_weapon);
  if (f.status.has_shot)
    return Refusal{RefusalCode::AlreadyActed, figure_label(f) + " has already shot this turn."};
  if (f.status.ammunition && *f.status.ammunition <= 0)
    return Refusal{RefusalCode::NoAmmunition,
                   figure_label(f) + " has no " + w.name + " shots left."};
  if (f.status.readying)
    return Refusal{RefusalCode::Reloading, figure_label(f) + " spent this turn readying its " +
                                               w.name + "; it shoots next turn."};
  if (f.status.reloading_turns > 0)
    return Refusal{RefusalCode::Reloading, figure_label(f) + " is reloading (" + w.name + ": " +
                                               std::to_string(f.status.reloading_turns) +
                                               " turn(s) standing still)."};
  if (!enemies_in_contact(c.field, c.state, f).empty())
    return Refusal{RefusalCode::NotAllowed, figure_label(f) + " is in melee and cannot shoot."};
  const double range = c.field.edge_distance(footprint(f), footprint(target));
  if (shoots_moving(c.phase, f)) {
    const rules::MovingFire& mf = moving_fire(w, f);
    if (!mf.allowed || w.immobile_only)
      return Refusal{RefusalCode::WrongPhase,
                     figure_label(f) + "'s " + w.name +
                         " cannot shoot on the move; it shoots in the shooting "
                         "phase if the figure stays immobile (" +
                         rules::cite::kShooting + ")."};
    if (mf.max_range_cm && range > *mf.max_range_cm)
      return Refusal{RefusalCode::TooFar,
                     figure_label(f) + "'s " + w.name + " shoots on the move only up to " +
                         std::to_string(*mf.max_range_cm) + " cm; the target is " +
                         format_cm(range) + " cm away (" + rules::cite::kShooting + ")."};
  } else if (f.status.has_moved && !c.phase.shots_while_moving) {
    return Refusal{RefusalCode::AlreadyActed, figure_label(f) +
                                                  " moved this turn: only immobile figures shoot "
                                                  "in the shooting phase (" +
                                                  rules::cite::kShooting + ")."};
  }
  if (!w.to_hit_at(range))
    return Refusal{RefusalCode::TooFar, figure_label(target) + " is " + format_cm(range) +
                                            " cm away, out of " + figure_label(f) + "'s " + w.name +
                                            " range (" + rules::cite::kShooting + ")."};
  sight = shot_sight(c.field, c.state, f, target);
  if (!sight.clear)
    return Refusal{
        RefusalCode::NotAllowed,
        figure_label(f) + " cannot see " + figure_label(target) + ": " + sight.blocked_by + "."};
  return {};
}

// The parsed payload: the game's (parsed once per command), or `own` read from the payload.
const Action& parsed_shot(const Action* parsed, const json& p, Action& own) {
  assert(!parsed || parsed->kind == ActionKind::Shoot);
  if (parsed) return *parsed;
  parse_shoot(p, own);
  return own;
}

Check check_shoot(const CheckContext& c, const json& p) {
  Action own;
  const Action& a = parsed_shot(c.action, p, own);
  const Figure* target = nullptr;
  if (auto r = living_figure(c.state, *a.target, &target)) return r;
  std::vector<int> group;
  if (at_group(p)) {
    group = target_group_members(c.field, c.state, *target);
    if (group.size() < 2)
      return Refusal{RefusalCode::NotAllowed,
                     figure_label(*target) +
                         " stands alone: no figure of its side is close enough to make a group "
                         "to shoot at (" +
                         rules::cite::kRangedPeculiarities + ")."};
  }
  Sight first_sight;
  for (const int id : a.actors) {
    const Figure* f = nullptr;
    if (auto r = living_figure(c.state, id, &f)) return r;
    Sight sight;
    if (auto r = check_shooter(c, *f, *target, sight)) return r;
    if (id == a.actors.front()) first_sight = std::move(sight);
  }
  rules::Situation situation = volley_situation(c.field, c.state, c.phase, a.actors, *target,
                                                first_sight, static_cast<int>(group.size()));
  rules::SituationPlan plan = rules::plan_situation(classic_rules(c.system), situation);
  if (!plan.refusal.empty()) return Refusal{RefusalCode::NotAllowed, plan.refusal};
  for (const rules::ShotAssessment& shot : plan.shots)
    if (!shot.allowed)
      return Refusal{RefusalCode::NotAllowed, shot.refusal + " (" + shot.refusal_citation + ")"};
  if (c.notes)  // built in place: a shot is checked and executed thousands of times a battle
    c.notes->system.emplace<ShotNotes>(std::move(first_sight), std::move(situation),
                                       std::move(plan), std::move(group));
  return {};
}

// `hits` wounds from a shot: killed at once with a single life point (or falling when shooting
// is simultaneous), otherwise the life test waits for the end of the turn.
void take_shot_hits(ExecuteContext& c, Figure& target, int hits) {
  target.wounds += hits;
  target.wounds_this_turn += hits;
  emit(c.events, "wounded",
       json_object("figure", target.id, "wounds", hits, "total", target.wounds),
       figure_label(target) + " takes " + std::to_string(hits) + " wound(s).");
  if (life_die(classic_rules(c.system), target) > 1)
    return;  // tests its life at the end of the turn
  if (c.phase.simultaneous) {
    target.status.falling = true;
    emit(c.events, "figure_falling", {{"figure", target.id}},
         figure_label(target) +
             " is hit and falls when the shooting phase ends (shooting is simultaneous).");
  } else {
    kill(target, c.events, "shot");
  }
}

// The dice that share a group shot's hits, remembered for the event.
class RecordedDice final : public dice::DieSource {
 public:
  explicit RecordedDice(dice::DieSource& dice) : dice_(dice) {}
  int roll(int sides) override { return faces.emplace_back(dice_.roll(sides)); }
  std::vector<int> faces;

 private:
  dice::DieSource& dice_;
};

// Shares `hits` at random among the group's members, one die per hit (seed 000, "Ranged weapons
// (shooting): some peculiarities": the hits on a couple or a group are distributed at random).
std::vector<int> share_hits(ExecuteContext& c, const std::vector<int>& group, int hits) {
  RecordedDice dice(c.dice);
  const std::vector<int> shares =
      rules::distribute_hits(hits, static_cast<int>(group.size()), dice);
  std::string text = "The " + std::to_string(hits) + " hit(s) are shared at random (D" +
                     std::to_string(group.size()) + " each: ";
  for (std::size_t i = 0; i < dice.faces.size(); ++i)
    text += (i ? ", " : "") + std::to_string(dice.faces[i]);
  text += "):";
  json members = json::array();
  for (std::size_t i = 0; i < group.size(); ++i) {
    members.push_back(json_object("figure", group[i], "hits", shares[i]));
    text +=
        (i ? ", " : " ") + figure_label(*c.state.find(group[i])) + " " + std::to_string(shares[i]);
  }
  emit(c.events, "hits_shared",
       json_object("members", std::move(members), "die", "D" + std::to_string(group.size()),
                   "rolls", dice.faces, "citation", rules::cite::kRangedPeculiarities),
       text + " (" + rules::cite::kRangedPeculiarities + ").");
  return shares;
}

void execute_shoot(ExecuteContext& c, const json& p) {
  Action own_action;
  const Action& a = parsed_shot(c.action, p, own_action);
  Figure& target = *c.state.find(*a.target);
  // Check's sight, situation and plan when it left them (the same state: the same answers).
  const ShotNotes* left = shot_notes(c.notes);
  std::optional<ShotNotes> own;  // only when check left none
  if (!left) {
    std::vector<int> group =
        at_group(p) ? target_group_members(c.field, c.state, target) : std::vector<int>{};
    Sight sight = shot_sight(c.field, c.state, *c.state.find(a.actors.front()), target);
    rules::Situation situation = volley_situation(c.field, c.state, c.phase, a.actors, target,
                                                  sight, static_cast<int>(group.size()));
    rules::SituationPlan plan = rules::plan_situation(classic_rules(c.system), situation);
    own.emplace(std::move(sight), std::move(situation), std::move(plan), std::move(group));
  }
  const ShotNotes& notes = left ? *left : *own;
  const std::vector<int>& group = notes.group;
  const Sight& sight = notes.sight;
  const rules::Situation& situation = notes.situation;
  const rules::SituationPlan& plan = notes.plan;
  std::vector<std::string> rollers;
  std::vector<const std::vector<rules::Modifier>*> modifiers;
  std::vector<int> needs;
  ShotRecord record;
  record.shooters.reserve(a.actors.size());
  for (std::size_t i = 0; i < a.actors.size(); ++i) {
    Figure& f = *c.state.find(a.actors[i]);
    const rules::MissileWeapon& w =
        *classic_rules(c.system).find_missile_weapon(classic_sheet(f).missile_weapon);
    f.status.has_shot = true;
    f.status.hidden = f.status.waiting = false;
    if (f.status.ammunition) --*f.status.ammunition;
    f.status.reloading_turns = w.reload_turns;
    rollers.push_back(figure_label(f));
    modifiers.push_back(&plan.shots[i].modifiers);
    needs.push_back(plan.shots[i].need_natural);
    record.shooters.push_back({f.id, w.id, plan.shots[i].need_natural, plan.shots[i].base_need});
  }
  record.target = target.id;
  record.range_cm = situation.shot.range_cm;
  record.moving = situation.shot.shooter_moving;
  // The terrain facts behind the cover, with their rules (only when the map found some, so that
  // battles on open ground keep their events), and a group shot's members.
  record.sight = sight.facts;
  record.group = group;
  const std::string whom = group.empty() ? figure_label(target)
                                         : "the group of " + std::to_string(group.size()) +
                                               " around " + figure_label(target);
  c.events.push_back(
      {"shot", shot_event_data(std::move(record)),
       (a.actors.size() > 1 ? std::to_string(a.actors.size()) + " shooters volley at "
                            : rollers.front() + " shoots at ") +
           whom + " at " + format_cm(situation.shot.range_cm) + " cm" +
           (situation.shot.shooter_moving ? ", on the move." : ".")});
  const rules::PoolResult pool = rules::resolve_pool(plan.shot_dice, plan.shot_rules, c.dice);
  report_pool(c.events, pool, rollers, modifiers, needs, figure_label(target));
  if (pool.hits == 0) return;
  if (group.empty()) {
    take_shot_hits(c, target, pool.hits);
    return;
  }
  const std::vector<int> shares = share_hits(c, group, pool.hits);
  for (std::size_t i = 0; i < group.size(); ++i)
    if (shares[i] > 0) take_shot_hits(c, *c.state.find(group[i]), shares[i]);
}

}  // namespace

void add_shooting_commands(CommandRegistry& registry) {
  add_handler(registry, {"shoot", parse_shoot, check_shoot, execute_shoot, preview_shoot});
}

}  // namespace fray::game

// move, face, charge and flee (seed 004, "Orders" and its actions; "Close Combat/Shooting"):
// a figure moves its creature's inches (a rider 8"), difficult going at half rate; it moves as
// its order allows; a figure that comes within 1" of an enemy is moved into contact with it and
// both are pinned; no figure walks past an enemy within 1" without engaging it. A charge adds
// D3" (D2" for short legs), a run away D3" (D2").
#include <algorithm>
#include <cmath>
#include <limits>

#include <fray/game/command/handler_functions.h>
#include <fray/game/field/fire_obstacles.h>
#include <fray/game/field/illusion_obstacles.h>
#include <fray/game/record/event_json.h>

#include "magic_battle.h"

namespace fray::high_adventure {
namespace {

using game::Footprint;
using nlohmann::json;

map::Point along(map::Point from, const std::vector<map::Point>& path, double cm) {
  for (const map::Point& to : path) {
    const double leg = map::distance(from, to);
    if (cm <= leg) return leg > 0 ? from + (to - from) * (cm / leg) : to;
    cm -= leg;
    from = to;
  }
  return from;
}

double engage_cm(const AdventureRules& rules) { return rules.engage_in * kCmPerInch; }

// A refusal when the figure may not stand at `at`: off the table, on impassable ground, on a
// base. `foe` is a figure it may touch (the enemy it engages).
Check may_stand(const CheckContext& c, const Figure& f, const map::Placement& at, int foe) {
  const Footprint here{f.base, at};
  if (!c.field.on_table(here))
    return Refusal{RefusalCode::Blocked, game::figure_label(f) + " would leave the table."};
  if (const auto feature = c.field.impassable_under(here, sheet_of(f).mounted))
    return Refusal{RefusalCode::Blocked,
                   game::figure_label(f) + " cannot stand on " + *feature + "."};
  if (const Figure* t = foe >= 0 ? c.state.find(foe) : nullptr)
    if (const Figure* holder = edge_holder(c.field, c.state, *t, f, at.centre))
      return Refusal{RefusalCode::Blocked,
                     game::figure_label(*holder) + " already engages " + game::figure_label(*t) +
                         "'s " + std::string(to_string(edge_towards(*t, at.centre))) +
                         ": one enemy to each edge, four at most; come in on another side (" +
                         kCiteEngage + ")."};
  for (const Figure& o : c.state.figures)
    if (o.alive && o.id != f.id && o.id != foe && c.field.overlaps(here, game::footprint(o)))
      return Refusal{RefusalCode::Blocked, game::figure_label(f) + " would stand on " +
                                               game::figure_label(o) + "'s base."};
  return {};
}

Check may_start_moving(const CheckContext& c, const Figure& f) {
  if (f.status.has_moved)
    return Refusal{RefusalCode::AlreadyActed, game::figure_label(f) + " has moved this turn."};
  if (const auto foes = foes_in_contact(c.field, c.state, f); !foes.empty())
    return Refusal{RefusalCode::NotAllowed, game::figure_label(f) + " is pinned in melee with " +
                                                game::figure_label(*foes.front()) +
                                                ": it breaks off only by beating its foe's roll (" +
                                                kCiteEngage + ")."};
  return {};
}

// What the path costs in cm of move: difficult going counts at half rate unless the creature
// ignores rough ground, and crossing an obstacle halves the whole move (seed 004, actions).
double path_cost(const AdventureRules& rules, const Figure& f, const game::PathSurvey& survey,
                 bool* slowed) {
  const bool sure_footed = creature_of(rules, f).ignores_rough_ground;
  const double factor = 1.0 / rules.difficult_rate;
  double extra = 0;
  bool obstacle = false;
  for (const game::PathStretch& s : survey.stretches) {
    if (s.difficulty < map::Footing::Difficult) continue;
    if (s.length_cm < 0.01)
      obstacle = true;
    else if (!sure_footed)
      extra += s.length_cm * (factor - 1);
  }
  if (slowed) *slowed = obstacle || extra > 0;
  return obstacle ? survey.length_cm * factor : survey.length_cm + extra;
}

// The enemy within 1" of `at` nearest to it (the one a move there engages), or null.
const Figure* engaged_at(const CheckContext& c, const Figure& f, const map::Placement& at) {
  const Figure* best = nullptr;
  double gap = engage_cm(adventure_rules(c.system)) + 1e-6;
  for (const Figure& e : c.state.figures) {
    if (!e.alive || e.side == f.side) continue;
    const double d = c.field.edge_distance(Footprint{f.base, at}, game::footprint(e));
    if (d <= gap) gap = d, best = &e;
  }
  return best;
}

// No figure walks across an enemy's front or flank within 1" without engaging it: the path may
// come that near only to the enemy it ends engaging, or to one it started that near to.
Check passes_by(const CheckContext& c, const Figure& f, const std::vector<map::Point>& path,
                double length_cm, const Figure* engaged) {
  const double near = engage_cm(adventure_rules(c.system));
  for (const Figure& e : c.state.figures) {
    if (!e.alive || e.side == f.side || &e == engaged) continue;
    const double gap = c.field.edge_distance(game::footprint(f), game::footprint(e));
    // Started that near: free to go. Farther than the path is long plus 1": out of its reach
    // (a base moved `cm` along the path is at most `cm` nearer), so no sample is walked for it.
    if (gap <= near || gap - length_cm >= near) continue;
    for (double cm = 0.5; cm < length_cm; cm += 0.5) {
      const Footprint at{f.base, {along(f.placement.centre, path, cm), f.placement.facing_deg}};
      if (c.field.edge_distance(at, game::footprint(e)) < near - 1e-6)
        return Refusal{RefusalCode::NotAllowed, game::figure_label(f) + " would pass within " +
                                                    inches(near) + " of " + game::figure_label(e) +
                                                    " without engaging it (" + kCiteEngage + ")."};
    }
  }
  return {};
}

// Orders bind the figures that do not act freely (seed 004, "Orders"): Stand moves 2" at most,
// Withdraw ends farther from the nearest enemy, Attack and March end no farther from it, a
// fleeing figure runs (flee).
Check order_allows(const CheckContext& c, const Figure& f, const map::Placement& end,
                   double length_cm) {
  const std::string& order = binding_order(f);
  if (order.empty()) return {};
  const AdventureRules& rules = adventure_rules(c.system);
  const std::string who = game::figure_label(f) + " is under the " + order + " order";
  if (order == "flee")
    return Refusal{RefusalCode::NotAllowed,
                   who + ": it runs away from the enemy (flee) (" + kCiteOrders + ")."};
  if ((order == "stand" || order == "halt") && length_cm > rules.stand_in * kCmPerInch + 1e-6)
    return Refusal{RefusalCode::NotAllowed, who + ": it moves " +
                                                inches(rules.stand_in * kCmPerInch) + " at most (" +
                                                kCiteOrders + ")."};
  const Figure* enemy = nearest_enemy(c.field, c.state, f, game::footprint(f));
  if (!enemy) return {};
  const double now = c.field.edge_distance(game::footprint(f), game::footprint(*enemy));
  const double then = c.field.edge_distance(Footprint{f.base, end}, game::footprint(*enemy));
  if (order == "withdraw" && then < now - 1e-6)
    return Refusal{
        RefusalCode::NotAllowed,
        who + ": it moves away from " + game::figure_label(*enemy) + " (" + kCiteOrders + ")."};
  if ((order == "attack" || order == "march") && then > now + 1e-6)
    return Refusal{
        RefusalCode::NotAllowed,
        who + ": it moves towards " + game::figure_label(*enemy) + " (" + kCiteOrders + ")."};
  return {};
}

Check parse_move(const json& p, Action& a) {
  return game::parse_figure_action(p, "move", ActionKind::Move, a);
}

struct MovePlan {
  std::vector<map::Point> path;
  game::PathSurvey survey;
  map::Placement end;
  const Figure* engaged = nullptr;
  double cost_cm = 0;
  double allowance_cm = 0;
};

Check plan_move(const CheckContext& c, const json& p, MovePlan& out) {
  int id = 0;
  double facing = 0;
  game::read_int(p, "move", "figure", id);
  if (auto bad = game::read_points(p, "move", "path", out.path)) return bad;
  if (auto bad = game::read_number(p, "move", "facing_deg", facing, true)) return bad;
  const Figure* f = nullptr;
  if (auto r = game::living_figure(c.state, id, &f)) return r;
  if (auto r = may_start_moving(c, *f)) return r;
  const AdventureRules& rules = adventure_rules(c.system);
  out.survey = c.field.survey_path(f->placement.centre, out.path, sheet_of(*f).mounted);
  if (out.survey.leaves_table) return Refusal{RefusalCode::Blocked, "The path leaves the table."};
  if (out.survey.worst == map::Footing::Impassable)
    return Refusal{RefusalCode::Blocked, "The path crosses " + out.survey.worst_feature +
                                             ", impassable to " + game::figure_label(*f) + "."};
  for (const Figure& o : c.state.figures)
    if (o.alive && o.side != f->side &&
        c.field.path_crosses(game::footprint(*f), f->placement.centre, out.path,
                             game::footprint(o)))
      return Refusal{RefusalCode::Blocked, game::figure_label(*f) + " cannot pass through " +
                                               game::figure_label(o) + "."};
  bool slowed = false;
  out.cost_cm = path_cost(rules, *f, out.survey, &slowed);
  out.allowance_cm = allowance_in(rules, *f) * kCmPerInch;
  if (out.cost_cm > out.allowance_cm + 1e-6)
    return Refusal{
        RefusalCode::TooFar,
        "The path is " + inches(out.survey.length_cm) +
            (slowed ? " (" + inches(out.cost_cm) + " of move: difficult going at half rate)" : "") +
            "; " + game::figure_label(*f) + " moves " + inches(out.allowance_cm) + " (" +
            kCiteActions + ")."};
  const map::Point last_from =
      out.path.size() > 1 ? out.path[out.path.size() - 2] : f->placement.centre;
  out.end = {out.path.back(),
             p.contains("facing_deg")
                 ? facing
                 : map::heading_deg(last_from, out.path.back(), f->placement.facing_deg)};
  out.engaged = engaged_at(c, *f, out.end);
  if (out.engaged) {
    // Within 1": both are pinned and the mover is placed in contact (seed 004).
    double gap = 0;
    const Footprint there{f->base, out.end};
    out.end = c.field.contact_placement(there, game::footprint(*out.engaged), &gap);
  }
  if (auto r = may_stand(c, *f, out.end, out.engaged ? out.engaged->id : -1)) return r;
  if (!c.state.fires.empty())
    if (auto r = game::fire_refuses_move(c.field, c.state.fires, *f, out.path, out.end)) return r;
  if (auto r = game::illusion_refuses_move(c.field, c.state, *f, out.path, out.end)) return r;
  if (auto r = passes_by(c, *f, out.path, out.survey.length_cm, out.engaged)) return r;
  if (auto r = held_back(c, *f, out.end)) return r;
  // A move into contact is a fight joined: like a charge, not held to the group.
  if (!out.engaged)
    if (auto r = keeps_with_group(c, *f, out.end)) return r;
  return order_allows(c, *f, out.end, out.survey.length_cm);
}

Check check_move(const CheckContext& c, const json& p) {
  MovePlan plan;
  return plan_move(c, p, plan);
}

void execute_move(ExecuteContext& c, const json& p) {
  MovePlan plan;
  plan_move(CheckContext{c.system, c.field, c.state, c.phase}, p, plan);
  Figure& f = *c.state.find(p["figure"].get<int>());
  const map::Point from = f.placement.centre;
  f.placement = plan.end;
  f.status.has_moved = true;
  sheet_of(f).moved_cm += plan.survey.length_cm;
  game::emit(
      c.events, "figure_moved",
      game::json_object("figure", f.id, "from", game::json_point(from.x, from.y), "to",
                        game::json_point(f.placement.centre.x, f.placement.centre.y), "facing_deg",
                        f.placement.facing_deg, "length_cm", plan.survey.length_cm, "allowance_cm",
                        plan.allowance_cm),
      game::figure_label(f) + " moves " + inches(plan.survey.length_cm) +
          (plan.cost_cm > plan.survey.length_cm + 1e-6 ? " (" + inches(plan.cost_cm) + " of move)"
                                                       : "") +
          " of its " + inches(plan.allowance_cm) + ".");
  if (plan.engaged)
    game::emit(c.events, "high_adventure_engaged",
               game::json_object("figure", f.id, "foe", plan.engaged->id, "citation", kCiteEngage),
               game::figure_label(f) + " comes within " +
                   inches(engage_cm(adventure_rules(c.system))) + " of " +
                   game::figure_label(*plan.engaged) + ": both are pinned, in contact (" +
                   kCiteEngage + ").");
}

// What the path costs and what the figure may spend, in inches (the window's ruler shows it).
void preview_move(const CheckContext& c, const json& p, game::Preview& preview) {
  MovePlan plan;
  if (plan_move(c, p, plan)) return;
  preview.move =
      game::Preview::MoveCost{plan.cost_cm / kCmPerInch, plan.allowance_cm / kCmPerInch, "inches"};
}

Check parse_face(const json& p, Action& a) {
  return game::parse_figure_action(p, "face", ActionKind::Face, a);
}

// Every foot figure may make one free turn of up to 180 degrees (any new facing) at any time in
// a turn (seed 004, actions): a turn on the spot, refused where a square base has no room. A
// rider's animal turns only as it rides (its pivots).
Check check_face(const CheckContext& c, const json& p) {
  double facing = 0;
  if (auto bad = game::read_number(p, "face", "facing_deg", facing)) return bad;
  const Figure* f = nullptr;
  if (auto r = game::living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  if (sheet_of(*f).mounted)
    return Refusal{RefusalCode::NotAllowed,
                   game::figure_label(*f) +
                       " is mounted: its animal turns only as it rides, pivoting in its move (" +
                       kCiteActions + ")."};
  if (sheet_of(*f).free_turn_used)
    return Refusal{
        RefusalCode::AlreadyActed,
        game::figure_label(*f) + " has made its one free turn this turn (" + kCiteActions + ")."};
  if (f->base.shape == map::BaseShape::Round) return {};
  const Footprint turned{f->base, {f->placement.centre, facing}};
  for (const Figure& o : c.state.figures)
    if (o.alive && o.id != f->id && c.field.overlaps(turned, game::footprint(o)))
      return Refusal{RefusalCode::Blocked, game::figure_label(*f) + " has no room to turn: " +
                                               game::figure_label(o) + " is in the way."};
  return {};
}

void execute_face(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  f.placement.facing_deg = p["facing_deg"].get<double>();
  sheet_of(f).free_turn_used = true;
  game::emit(c.events, "figure_faced",
             game::json_object("figure", f.id, "facing_deg", f.placement.facing_deg),
             game::figure_label(f) + " turns to face " +
                 std::to_string(std::lround(f.placement.facing_deg)) + " degrees.");
}

int bonus_die(const AdventureRules& rules, const Figure& f, int usual) {
  return creature_of(rules, f).short_legs ? rules.short_legs_die : usual;
}

Check parse_charge(const json& p, Action& a) {
  if (auto bad = game::parse_figure_action(p, "charge", ActionKind::Charge, a)) return bad;
  int target = 0;
  if (auto bad = game::read_int(p, "charge", "target", target)) return bad;
  a.target = target;
  return {};
}

struct ChargePlan {
  map::Placement contact;
  double distance_cm = 0;
  double allowance_cm = 0;
  int die = 3;
};

Check plan_charge(const CheckContext& c, const json& p, ChargePlan& out) {
  const Figure* f = nullptr;
  const Figure* t = nullptr;
  if (auto r = game::living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  if (auto r = game::living_figure(c.state, p["target"].get<int>(), &t)) return r;
  if (t->side == f->side)
    return Refusal{RefusalCode::NotAllowed, "A figure does not charge its friends."};
  if (auto r = may_start_moving(c, *f)) return r;
  const std::string& order = binding_order(*f);
  if (!order.empty() && order != "attack")
    return Refusal{RefusalCode::NotAllowed, game::figure_label(*f) + " is under the " + order +
                                                " order: only Attack charges (" + kCiteOrders +
                                                ")."};
  const AdventureRules& rules = adventure_rules(c.system);
  out.contact =
      c.field.contact_placement(game::footprint(*f), game::footprint(*t), &out.distance_cm);
  out.allowance_cm = allowance_in(rules, *f) * kCmPerInch;
  out.die = bonus_die(rules, *f, rules.charge_die);
  const std::vector<map::Point> path{out.contact.centre};
  const game::PathSurvey survey =
      c.field.survey_path(f->placement.centre, path, sheet_of(*f).mounted);
  if (survey.worst == map::Footing::Impassable)
    return Refusal{RefusalCode::Blocked, "The charge crosses " + survey.worst_feature + "."};
  // The charge engages once it comes within 1" (seed 004, "Close Combat").
  const double cost = path_cost(rules, *f, survey, nullptr);
  if (cost > out.allowance_cm + out.die * kCmPerInch + engage_cm(rules) + 1e-6)
    return Refusal{RefusalCode::TooFar,
                   game::figure_label(*t) + " is " + inches(out.distance_cm) + " away; " +
                       game::figure_label(*f) + " charges " + inches(out.allowance_cm) + " + D" +
                       std::to_string(out.die) + "\" and engages within " +
                       inches(engage_cm(rules)) + " at most (" + kCiteOrders + ")."};
  for (const Figure& o : c.state.figures)
    if (o.alive && o.id != t->id && o.side != f->side &&
        c.field.path_crosses(game::footprint(*f), f->placement.centre, path, game::footprint(o)))
      return Refusal{RefusalCode::Blocked, game::figure_label(o) + " is in the way of the charge."};
  if (!c.state.fires.empty())
    if (auto r = game::fire_refuses_move(c.field, c.state.fires, *f, path, out.contact)) return r;
  if (auto r = game::illusion_refuses_move(c.field, c.state, *f, path, out.contact)) return r;
  if (auto r = passes_by(c, *f, path, out.distance_cm, t)) return r;
  if (auto r = held_back(c, *f, out.contact)) return r;
  return may_stand(c, *f, out.contact, t->id);
}

Check check_charge(const CheckContext& c, const json& p) {
  ChargePlan plan;
  return plan_charge(c, p, plan);
}

void execute_charge(ExecuteContext& c, const json& p) {
  const AdventureRules& rules = adventure_rules(c.system);
  ChargePlan plan;
  plan_charge(CheckContext{c.system, c.field, c.state, c.phase}, p, plan);
  Figure& f = *c.state.find(p["figure"].get<int>());
  const Figure& t = *c.state.find(p["target"].get<int>());
  const int face = c.dice.roll(plan.die);
  const double reach = plan.allowance_cm + face * kCmPerInch;
  const map::Point from = f.placement.centre;
  const std::vector<map::Point> path{plan.contact.centre};
  const double cost =
      path_cost(rules, f, c.field.survey_path(from, path, sheet_of(f).mounted), nullptr);
  const bool reaches = cost <= reach + engage_cm(rules) + 1e-6;  // within 1": in contact
  f.status.has_moved = f.status.charged = true;
  std::string text = game::figure_label(f) + " charges " + game::figure_label(t) + ": D" +
                     std::to_string(plan.die) + " " + std::to_string(face) + ", " + inches(reach) +
                     " of move for " + inches(plan.distance_cm);
  if (reaches) {
    f.placement = plan.contact;
    sheet_of(f).moved_cm += plan.distance_cm;
    text += ": in contact";
  } else {
    // Short: it goes as far as its move takes it, drawn back to where it may stand.
    const double share = plan.distance_cm * reach / cost;
    for (double cm = share; cm > 0; cm -= 0.5) {
      const map::Placement here{along(from, path, cm), plan.contact.facing_deg};
      const CheckContext view{c.system, c.field, c.state, c.phase};
      if (!may_stand(view, f, here, -1) && !engaged_at(view, f, here)) {
        f.placement = here;
        sheet_of(f).moved_cm += cm;
        break;
      }
    }
    text += ": it falls short";
  }
  game::emit(
      c.events, "figure_charged",
      game::json_object("figure", f.id, "target", t.id, "from", game::json_point(from.x, from.y),
                        "to", game::json_point(f.placement.centre.x, f.placement.centre.y), "die",
                        plan.die, "face", face, "reached", reaches, "citation", kCiteOrders),
      text + " (" + kCiteOrders + ").");
}

Check parse_flee(const json& p, Action& a) {
  return game::parse_figure_action(p, "flee", ActionKind::Move, a);
}

// A fleeing figure runs its move + D3" (D2" short legs) away from the nearest enemy; a run off
// the table leaves the battle (assumed, as the classic run).
Check check_flee(const CheckContext& c, const json& p) {
  std::vector<map::Point> path;
  double facing = 0;
  if (auto bad = game::read_points(p, "flee", "path", path)) return bad;
  if (auto bad = game::read_number(p, "flee", "facing_deg", facing, true)) return bad;
  const Figure* f = nullptr;
  if (auto r = game::living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  if (f->ai.order != "flee")
    return Refusal{RefusalCode::NotAllowed, game::figure_label(*f) +
                                                " is not under the Flee order: only a fleeing "
                                                "figure runs (" +
                                                kCiteOrders + ")."};
  if (auto r = may_start_moving(c, *f)) return r;  // surrounded, it surrenders instead
  const AdventureRules& rules = adventure_rules(c.system);
  const game::PathSurvey survey =
      c.field.survey_path(f->placement.centre, path, sheet_of(*f).mounted);
  if (survey.worst == map::Footing::Impassable)
    return Refusal{RefusalCode::Blocked, "The path crosses " + survey.worst_feature + "."};
  for (const Figure& o : c.state.figures)
    if (o.alive && o.side != f->side &&
        c.field.path_crosses(game::footprint(*f), f->placement.centre, path, game::footprint(o)))
      return Refusal{RefusalCode::Blocked,
                     game::figure_label(*f) + " cannot run through " + game::figure_label(o) + "."};
  if (!c.state.fires.empty())
    if (auto r = game::fire_refuses_move(c.field, c.state.fires, *f, path,
                                         {path.back(), f->placement.facing_deg}))
      return r;
  if (auto r = game::illusion_refuses_move(c.field, c.state, *f, path,
                                           {path.back(), f->placement.facing_deg}))
    return r;
  const double most =
      move_in(rules, *f) * kCmPerInch + bonus_die(rules, *f, rules.flee_die) * kCmPerInch;
  if (path_cost(rules, *f, survey, nullptr) > most + 1e-6)
    return Refusal{RefusalCode::TooFar, "The path is " + inches(survey.length_cm) + "; " +
                                            game::figure_label(*f) + " runs " + inches(most) +
                                            " at most (" + kCiteOrders + ")."};
  const Figure* enemy = nearest_enemy(c.field, c.state, *f, game::footprint(*f));
  if (enemy && map::distance(path.back(), enemy->placement.centre) <=
                   map::distance(f->placement.centre, enemy->placement.centre))
    return Refusal{RefusalCode::NotAllowed, game::figure_label(*f) + " runs away from " +
                                                game::figure_label(*enemy) + " (" + kCiteOrders +
                                                ")."};
  return held_back(c, *f, map::Placement{path.back(), f->placement.facing_deg});
}

void execute_flee(ExecuteContext& c, const json& p) {
  const AdventureRules& rules = adventure_rules(c.system);
  Figure& f = *c.state.find(p["figure"].get<int>());
  std::vector<map::Point> path;
  game::read_points(p, "flee", "path", path);
  const int die = bonus_die(rules, f, rules.flee_die);
  const int face = c.dice.roll(die);
  const double reach = move_in(rules, f) * kCmPerInch + face * kCmPerInch;
  const map::Point from = f.placement.centre;
  const game::PathSurvey survey = c.field.survey_path(from, path, sheet_of(f).mounted);
  const double run =
      std::min(survey.length_cm,
               reach * survey.length_cm / std::max(1e-9, path_cost(rules, f, survey, nullptr)));
  f.status.has_moved = true;
  const CheckContext view{c.system, c.field, c.state, c.phase};
  for (double cm = run; cm > 0; cm -= 0.5) {
    const map::Point at = along(from, path, cm);
    const map::Placement here{at, map::heading_deg(from, at, f.placement.facing_deg)};
    if (!c.field.on_table(Footprint{f.base, here})) {
      f.placement.centre = at;
      f.alive = false;
      f.ai.order = "fled";
      game::emit(c.events, "figure_fled",
                 game::json_object("figure", f.id, "side", f.side, "citation", kCiteOrders),
                 game::figure_label(f) + " runs off the table and leaves the battle (" +
                     kCiteOrders + "; assumed).");
      return;
    }
    if (!may_stand(view, f, here, -1) && !engaged_at(view, f, here)) {
      f.placement = here;
      if (cm >= survey.length_cm - 1e-9 && p.contains("facing_deg"))
        f.placement.facing_deg = p["facing_deg"].get<double>();
      sheet_of(f).moved_cm += cm;
      break;
    }
  }
  game::emit(c.events, "figure_moved",
             game::json_object("figure", f.id, "from", game::json_point(from.x, from.y), "to",
                               game::json_point(f.placement.centre.x, f.placement.centre.y),
                               "facing_deg", f.placement.facing_deg, "fleeing", true, "die", die,
                               "face", face, "citation", kCiteOrders),
             game::figure_label(f) + " flees: D" + std::to_string(die) + " " +
                 std::to_string(face) + ", runs up to " + inches(reach) + " (" + kCiteOrders +
                 ").");
}

}  // namespace

void add_move_commands(game::CommandRegistry& registry) {
  game::add_handler(registry, {"move", parse_move, check_move, execute_move, preview_move});
  game::add_handler(registry, {"face", parse_face, check_face, execute_face});
  game::add_handler(registry, {"charge", parse_charge, check_charge, execute_charge});
  game::add_handler(registry, {"flee", parse_flee, check_flee, execute_flee});
}

}  // namespace fray::high_adventure

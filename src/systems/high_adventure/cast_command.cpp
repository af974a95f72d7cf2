// cast: a magic user uses one of its abilities (seed 004, "Wizards, Witches and Magic"). It stands
// still; a D6 not above its remaining power points succeeds, a natural 1 always fails, and it may
// pay a point more to take 1 off the die; only a success spends points. Abilities that take
// several turns are conjured first and rolled at the end of the last (magic_end_of_turn).
#include <cmath>
#include <string>

#include <fray/game/command/handler_functions.h>
#include <fray/game/record/event_json.h>
#include <fray/game/state/magic.h>

#include "magic_battle.h"

namespace fray::high_adventure {
namespace {

using game::Footprint;
using nlohmann::json;

constexpr const char* kCommand = "cast";

Refusal refuse(RefusalCode code, const std::string& text) { return {code, text}; }

Check parse_cast(const json& p, Action& a) {
  int caster = 0;
  int target = 0;
  bool take_one_off = false;
  if (auto bad = game::read_int(p, kCommand, "caster", caster)) return bad;
  target = caster;
  if (auto bad = game::read_int(p, kCommand, "target", target, true)) return bad;
  if (auto bad = game::read_bool(p, kCommand, "take_one_off", take_one_off, true)) return bad;
  const auto ability = p.find("ability");
  if (ability == p.end() || !ability->is_string() || ability->get<std::string>().empty())
    return game::bad_payload(kCommand, "ability", "an ability id of high_adventure/magic.json");
  if (p.contains("to")) {
    std::vector<map::Point> to;
    if (auto bad = game::read_points(p, kCommand, "to", to)) return bad;
    if (to.size() != 1) return game::bad_payload(kCommand, "to", "one point [[x, y]] in cm");
  }
  a = Action{ActionKind::Cast, {caster}, -1, target};
  return {};
}

// What the ability asks of its target beyond being alive and in range.
Check check_target(const CheckContext& c, CastPlan& out) {
  const Figure& caster = *out.caster;
  const Figure& t = *out.target;
  const Ability& a = *out.ability;
  const std::string who = game::figure_label(t);
  if (a.target == SpellTarget::Caster)
    return t.id == caster.id ? Check{}
                             : refuse(RefusalCode::NotAllowed, a.name + " works on its caster.");
  if (a.target == SpellTarget::Enemy) {
    if (t.side == caster.side || t.magic.abilities.empty())
      return refuse(RefusalCode::NotAllowed, a.name + " is aimed at an enemy magic user.");
    return {};
  }
  const bool on_others = a.id != "healing" && a.id != "make_invisible" && a.id != "teleport";
  if (on_others && t.id == caster.id)
    return refuse(RefusalCode::NotAllowed, a.name + " is cast at another figure.");
  if (a.id == "healing" && t.wounds == 0)
    return refuse(RefusalCode::NotAllowed, who + " has no wound to heal.");
  if (a.id == "make_invisible" && t.magic.invisible)
    return refuse(RefusalCode::NotAllowed, who + " is invisible already.");
  if (a.id == "freeze" && creature_of(adventure_rules(c.system), t).undead)
    return refuse(RefusalCode::NotAllowed,
                  who + " is undead: Freeze spares the undead (" + kCiteMagic + ").");
  if ((a.id == "sleep" || a.id == "petrify" || a.id == "freeze" || a.id == "hypnotic_gaze") &&
      game::spellbound(t))
    return refuse(RefusalCode::NotAllowed, game::spellbound_reason(t));
  if (a.id == "hypnotic_gaze" && std::abs(bearing_off(t, caster.placement.centre)) > 90 + 1e-9)
    return refuse(RefusalCode::NotAllowed, who + " does not face " + game::figure_label(caster) +
                                               ": the gaze holds a figure facing its caster (" +
                                               kCiteMagic + ").");
  if (a.id == "teleport") {
    if (!out.to) return game::bad_payload(kCommand, "to", "the point [[x, y]] it goes to, in cm");
    const double far = map::distance(caster.placement.centre, *out.to);
    if (a.range_in && far > *a.range_in * kCmPerInch + 1e-9)
      return refuse(RefusalCode::TooFar, "That point is " + inches(far) + " from " +
                                             game::figure_label(caster) + "; " + a.name +
                                             " reaches " + inches(*a.range_in * kCmPerInch) + ".");
    const Footprint there{t.base, {*out.to, t.placement.facing_deg}};
    if (!c.field.on_table(there))
      return refuse(RefusalCode::Blocked, who + " would stand off the table.");
    if (const auto ground = c.field.impassable_under(there, sheet_of(t).mounted))
      return refuse(RefusalCode::Blocked, who + " cannot stand on " + *ground + ".");
    for (const Figure& o : c.state.figures)
      if (o.alive && o.id != t.id && c.field.overlaps(there, game::footprint(o)))
        return refuse(RefusalCode::Blocked, who + " would stand on " + game::figure_label(o) + ".");
    const game::Sight sight = c.field.line_of_sight(game::footprint(caster), there);
    if (!sight.clear)
      return refuse(RefusalCode::Blocked,
                    game::figure_label(caster) + " has no clear view of that point" +
                        (sight.blocked_by.empty() ? "" : ": " + sight.blocked_by) + " (" +
                        kCiteMagic + ").");
  }
  return {};
}

Check plan(const CheckContext& c, const json& p, CastPlan& out) {
  const AdventureRules& rules = adventure_rules(c.system);
  out = CastPlan{};
  if (auto r = game::living_figure(c.state, p["caster"].get<int>(), &out.caster)) return r;
  const Figure& caster = *out.caster;
  const std::string who = game::figure_label(caster);
  if (c.phase.id != "magic")
    return refuse(RefusalCode::WrongPhase,
                  "Magic is done in the magic phase, after melee (seed 004, \"Turn sequence\").");
  out.ability = rules.magic.ability(p["ability"].get<std::string>());
  if (!out.ability)
    return game::bad_payload(kCommand, "ability", "an ability id of high_adventure/magic.json");
  const Ability& a = *out.ability;
  if (!game::knows_ability(caster, a.id))
    return refuse(RefusalCode::NotAllowed, who + " does not know " + a.name + ".");
  if (!a.applied)
    return refuse(RefusalCode::NotAllowed, a.name +
                                               " is listed, but Fray does not apply its effect yet "
                                               "(high_adventure/magic.json).");
  if (auto r = caster_may_not_cast(c.state, caster)) return r;
  out.take_one_off = p.value("take_one_off", false);
  out.cost = a.cost + (out.take_one_off ? rules.magic.take_one_off_cost : 0);
  const int points = caster.magic.power_points;
  if (out.cost > points)
    return refuse(RefusalCode::NotAllowed, who + " has " + std::to_string(points) +
                                               " power point(s); this casting costs " +
                                               std::to_string(out.cost) + ".");
  if (casting_chance(rules, points, out.take_one_off) == 0)
    return refuse(RefusalCode::NotAllowed,
                  who + " has " + std::to_string(points) +
                      " power point(s): no face of the casting die can succeed (" + kCiteMagic +
                      ").");
  if (auto r = game::living_figure(c.state, p.value("target", caster.id), &out.target)) return r;
  if (const auto to = p.find("to"); to != p.end())
    out.to = map::Point{(*to)[0][0].get<double>(), (*to)[0][1].get<double>()};
  if (out.target->id != caster.id && a.range_in) {
    const double gap = c.field.edge_distance(game::footprint(caster), game::footprint(*out.target));
    if (gap > *a.range_in * kCmPerInch + 1e-9)
      return refuse(RefusalCode::TooFar,
                    game::figure_label(*out.target) + " is " + inches(gap) + " away; " + a.name +
                        " reaches " + inches(*a.range_in * kCmPerInch) + " (" + kCiteMagic + ").");
  }
  return check_target(c, out);
}

Check check_cast(const CheckContext& c, const json& p) {
  CastPlan out;
  return plan(c, p, out);
}

void execute_cast(ExecuteContext& c, const json& p) {
  const AdventureRules& rules = adventure_rules(c.system);
  CastPlan s;
  plan(CheckContext{c.system, c.field, c.state, c.phase}, p, s);
  Figure& caster = *c.state.find(s.caster->id);
  Figure& target = *c.state.find(s.target->id);
  const Ability& a = *s.ability;
  if (a.conjure_turns > 1) {
    caster.magic.conjuring = a.id;
    caster.magic.conjuring_target = target.id;
    caster.magic.conjuring_turns_left = a.conjure_turns;
    caster.magic.conjuring_take_one_off = s.take_one_off;
    game::emit(c.events, "conjuring_started",
               game::json_object("caster", caster.id, "ability", a.id, "target", target.id, "turns",
                                 a.conjure_turns, "citation", kCiteMagic),
               game::figure_label(caster) + " starts conjuring " + a.name +
                   (target.id == caster.id ? "" : " for " + game::figure_label(target)) + ": " +
                   std::to_string(a.conjure_turns) +
                   " turns standing still, the casting die at the end of the last (" + kCiteMagic +
                   ").");
    return;
  }
  resolve_casting(rules, c.field, c.state, caster, a, target, s.to, s.take_one_off, c.dice,
                  c.events);
}

void preview_cast(const CheckContext& c, const json& p, game::Preview& preview) {
  CastPlan s;
  if (plan(c, p, s)) return;
  const AdventureRules& rules = adventure_rules(c.system);
  const int points = s.caster->magic.power_points;
  preview.success = casting_chance(rules, points, s.take_one_off);
  preview.breakdown.push_back("Casting D6: not a " + std::to_string(rules.magic.natural_fail) +
                              ", not above " + std::to_string(points) + " power points" +
                              (s.take_one_off ? " once 1 is taken off" : "") + "; succeeds " +
                              std::to_string(std::lround(*preview.success * 100)) + " % (" +
                              kCiteMagic + ").");
  preview.breakdown.push_back(
      s.ability->name + ": " + s.ability->effect + " Costs " + std::to_string(s.cost) +
      " point(s) if it works" +
      (s.ability->conjure_turns > 1
           ? "; conjured over " + std::to_string(s.ability->conjure_turns) + " turns standing still"
           : "") +
      ".");
}

}  // namespace

void add_cast_command(game::CommandRegistry& registry) {
  game::add_handler(registry, {kCommand, parse_cast, check_cast, execute_cast, preview_cast});
}

}  // namespace fray::high_adventure

// cast: a magic user uses one of its abilities (seed 004, "Wizards, Witches and Magic"). It stands
// still; a D6 not above its remaining power points succeeds, a natural 1 always fails, and it may
// pay a point more to take 1 off the die; only a success spends points. Abilities that take
// several turns are conjured first and rolled at the end of the last (magic_end_of_turn).
#include <cmath>
#include <span>
#include <string>

#include <fray/game/command/handler_functions.h>
#include <fray/game/field/fire_obstacles.h>
#include <fray/game/field/illusion_obstacles.h>
#include <fray/game/record/event_json.h>
#include <fray/game/state/fire_lighting.h>
#include <fray/game/state/magic.h>

#include "magic_battle.h"

namespace fray::high_adventure {
namespace {

using game::Footprint;
using nlohmann::json;

constexpr const char* kCommand = "cast";
constexpr const char* kCiteArtifacts = "seed 004, \"Magical Artifacts\"";

Refusal refuse(RefusalCode code, const std::string& text) { return {code, text}; }

Check parse_cast(const json& p, Action& a) {
  int caster = 0;
  int target = 0;
  bool take_one_off = false;
  if (auto bad = game::read_int(p, kCommand, "caster", caster)) return bad;
  target = caster;
  if (auto bad = game::read_int(p, kCommand, "target", target, true)) return bad;
  if (auto bad = game::read_bool(p, kCommand, "take_one_off", take_one_off, true)) return bad;
  bool scroll = false;
  if (auto bad = game::read_bool(p, kCommand, "scroll", scroll, true)) return bad;
  if (scroll && take_one_off)
    return game::bad_payload(kCommand, "take_one_off",
                             "nothing with \"scroll\": a Scroll of Power never fails");
  const auto ability = p.find("ability");
  if (ability == p.end() || !ability->is_string() || ability->get<std::string>().empty())
    return game::bad_payload(kCommand, "ability", "an ability id of high_adventure/magic.json");
  if (const auto into = p.find("into");
      into != p.end() && (!into->is_string() || into->get<std::string>().empty()))
    return game::bad_payload(kCommand, "into", "a creature id of high_adventure/creatures.json");
  if (p.contains("to")) {
    std::vector<map::Point> to;
    if (auto bad = game::read_points(p, kCommand, "to", to)) return bad;
    if (to.size() != 1) return game::bad_payload(kCommand, "to", "one point [[x, y]] in cm");
  }
  a = Action{ActionKind::Cast, {caster}, -1, target};
  return {};
}

// The point the casting names is within the ability's range of the caster's base.
Check reaches_point(const CheckContext& c, const CastPlan& out) {
  const Ability& a = *out.ability;
  if (!a.range_in) return {};
  const Footprint spot{{map::BaseShape::Round, 0.01, 0.01}, {*out.to, 0}};
  const double far = c.field.edge_distance(game::footprint(*out.caster), spot);
  if (far <= *a.range_in * kCmPerInch + 1e-9) return {};
  return refuse(RefusalCode::TooFar, "That point is " + inches(far) + " from " +
                                         game::figure_label(*out.caster) + "; " + a.name +
                                         " reaches " + inches(*a.range_in * kCmPerInch) + " (" +
                                         kCiteMagic + ").");
}

// A casting aimed at a place (Smoke, Start Fire, Light Torch): the point is on the table, in
// reach, and for Light Torch clear of every figure (it cannot wound or kill).
Check check_point(const CheckContext& c, CastPlan& out) {
  const Ability& a = *out.ability;
  if (!out.to) return game::bad_payload(kCommand, "to", "the point [[x, y]] it is cast at, in cm");
  if (out.target->id != out.caster->id)
    return refuse(RefusalCode::NotAllowed,
                  a.name + " is cast at a point (\"to\"), not at a figure (\"target\").");
  const map::Point at = *out.to;
  if (!c.field.on_table(Footprint{{map::BaseShape::Round, 0.01, 0.01}, {at, 0}}))
    return refuse(RefusalCode::Blocked, "That point is off the table.");
  if (auto r = reaches_point(c, out)) return r;
  if (a.id == "summon" || a.id == "avatar")
    if (const auto why = cannot_call_up_at(adventure_rules(c.system), c.field, c.state, a, at))
      return refuse(RefusalCode::Blocked, *why + ".");
  if (a.id == "illusion")
    if (const auto why = cannot_make_illusion_at(c.field, c.state, a, at))
      return refuse(RefusalCode::Blocked, *why + ".");
  if (a.id != "light_torch") return {};
  game::Fire flame;  // the fire it would light, as the fire rules judge who is in it
  flame.centre = at;
  flame.radius_cm = game::kLitFireRadiusCm;
  for (const Figure& o : c.state.figures)
    if (o.alive &&
        game::fire_under(c.field, std::span<const game::Fire>(&flame, 1), game::footprint(o)))
      return refuse(RefusalCode::NotAllowed,
                    "The flame would touch " + game::figure_label(o) + ": " + a.name +
                        " cannot wound or kill, so it lights nothing on a figure (" + kCiteMagic +
                        ").");
  return {};
}

// What the ability asks of its target beyond being alive and in range.
Check check_target(const CheckContext& c, CastPlan& out) {
  const Figure& caster = *out.caster;
  const Figure& t = *out.target;
  const Ability& a = *out.ability;
  const std::string who = game::figure_label(t);
  if (a.target == SpellTarget::Point) return check_point(c, out);
  if (a.target == SpellTarget::Caster) {
    if (t.id != caster.id) return refuse(RefusalCode::NotAllowed, a.name + " works on its caster.");
    if (a.id == "transform_self") {
      if (out.into.empty())
        return game::bad_payload(kCommand, "into",
                                 "the creature it becomes, an id of high_adventure/creatures.json");
      if (const auto why = cannot_transform(adventure_rules(c.system), a, caster, out.into))
        return refuse(RefusalCode::NotAllowed, *why + " (" + kCiteMagic + ").");
    }
    if (a.id == "control" && bones_in_reach(c.field, c.state, caster, a).empty())
      return refuse(RefusalCode::NotAllowed, "No skeleton or the like lies within reach of " + who +
                                                 " for " + a.name + " to animate (" + kCiteMagic +
                                                 ").");
    return {};
  }
  if (a.target == SpellTarget::Enemy) {
    if (t.side == caster.side || t.magic.abilities.empty())
      return refuse(RefusalCode::NotAllowed, a.name + " is aimed at an enemy magic user.");
    return {};
  }
  const bool on_others =
      a.id != "healing" && a.id != "make_invisible" && a.id != "teleport" && a.id != "levitate";
  if (on_others && t.id == caster.id)
    return refuse(RefusalCode::NotAllowed, a.name + " is cast at another figure.");
  if (a.id == "reanimate")
    if (const auto why = cannot_reanimate(c.field, c.state, a, t))
      return refuse(RefusalCode::NotAllowed, *why + " (" + kCiteMagic + ").");
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
  if (a.id == "find" && !t.status.hidden)
    return refuse(RefusalCode::NotAllowed,
                  who + " is not hidden: Find locates a hidden figure (" + kCiteMagic + ").");
  if (a.id == "levitate" && creature_of(adventure_rules(c.system), t).large)
    return refuse(RefusalCode::NotAllowed,
                  who + " is larger than a man: Levitate floats a thing up to man size (" +
                      kCiteMagic + ").");
  if (a.id == "teleport" || a.id == "levitate") {
    if (!out.to) return game::bad_payload(kCommand, "to", "the point [[x, y]] it goes to, in cm");
    if (auto r = reaches_point(c, out)) return r;
    if (const auto why = cannot_stand_at(c.field, c.state, t, *out.to))
      return refuse(RefusalCode::Blocked, *why + ".");
  }
  if (a.id == "teleport") {
    const Footprint there{t.base, {*out.to, t.placement.facing_deg}};
    game::Sight sight = c.field.line_of_sight(game::footprint(caster), there);
    game::add_smoke(c.field, c.state, caster.placement.centre, *out.to, sight);
    game::add_illusions(c.field, c.state, caster.side, caster.placement.centre, *out.to, sight);
    if (!sight.clear)
      return refuse(RefusalCode::Blocked,
                    game::figure_label(caster) + " has no clear view of that point" +
                        (sight.blocked_by.empty() ? "" : ": " + sight.blocked_by) + " (" +
                        kCiteMagic + ").");
  }
  return {};
}

Check plan(const CheckContext& c, const json& p, CastPlan& out);

// Seed 004, "Magical Artifacts": an enemy's spell seeks any other target open to it before the
// bearer of a Belt of protection.
Check belt_turns_aside(const CheckContext& c, const json& p, const CastPlan& out) {
  const AdventureRules& rules = adventure_rules(c.system);
  const Figure& t = *out.target;
  const Artifact* belt = artifact_with(rules, t, &Artifact::shunned_as_target);
  if (!belt || t.side == out.caster->side || !t.alive) return {};
  for (const Figure& other : c.state.figures) {
    if (!other.alive || other.side == out.caster->side || other.id == t.id ||
        artifact_with(rules, other, &Artifact::shunned_as_target))
      continue;
    json instead = p;
    instead["target"] = other.id;
    CastPlan open;
    if (!plan(c, instead, open))
      return refuse(RefusalCode::NotAllowed,
                    game::figure_label(t) + "'s " + belt->name +
                        " turns magic away while another target is open: " + out.ability->name +
                        " could reach " + game::figure_label(other) + " (" + kCiteArtifacts + ").");
  }
  return {};
}

// The target and the point: alive, in range, what the ability asks of it.
Check aim(const CheckContext& c, const json& p, CastPlan& out) {
  const Figure& caster = *out.caster;
  const Ability& a = *out.ability;
  const int target = p.value("target", caster.id);
  // Reanimate is cast at a body: the dead, unlike for every other ability, are targets.
  const Figure* body = a.id == "reanimate" ? c.state.find(target) : nullptr;
  if (body && !body->alive)
    out.target = body;
  else if (auto r = game::living_figure(c.state, target, &out.target))
    return r;
  if (const auto to = p.find("to"); to != p.end())
    out.to = map::Point{(*to)[0][0].get<double>(), (*to)[0][1].get<double>()};
  out.into = p.value("into", std::string());
  if (!out.into.empty() && a.id != "transform_self")
    return game::bad_payload(kCommand, "into", "nothing: only Transform self takes a form");
  if (out.target->id != caster.id && a.range_in) {
    const double gap = c.field.edge_distance(game::footprint(caster), game::footprint(*out.target));
    if (gap > *a.range_in * kCmPerInch + 1e-9)
      return refuse(RefusalCode::TooFar,
                    game::figure_label(*out.target) + " is " + inches(gap) + " away; " + a.name +
                        " reaches " + inches(*a.range_in * kCmPerInch) + " (" + kCiteMagic + ").");
  }
  if (auto r = check_target(c, out)) return r;
  if (auto r = belt_turns_aside(c, p, out)) return r;
  // No face can work: the natural 1 and the points left (a Belt of protection's 6 aside).
  const int points = caster.magic.power_points;
  if (!out.scroll &&
      casting_chance(adventure_rules(c.system), points, out.take_one_off,
                     warding_face(adventure_rules(c.system), caster, *out.target)) == 0)
    return refuse(RefusalCode::NotAllowed,
                  game::figure_label(caster) + " has " + std::to_string(points) +
                      " power point(s): no face of the casting die can succeed (" + kCiteMagic +
                      ").");
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
  out.scroll = p.value("scroll", false);
  const std::vector<std::string>& scrolls = sheet_of(caster).scrolls;
  if (out.scroll && caster.magic.abilities.empty())
    return refuse(RefusalCode::NotAllowed, who +
                                               " is no magic user: only a magic user reads a "
                                               "Scroll of Power aloud (" +
                                               kCiteArtifacts + ").");
  if (out.scroll && std::find(scrolls.begin(), scrolls.end(), a.id) == scrolls.end())
    return refuse(RefusalCode::NotAllowed, who + " has no Scroll of Power of " + a.name + ".");
  if (!out.scroll && !game::knows_ability(caster, a.id))
    return refuse(RefusalCode::NotAllowed, who + " does not know " + a.name + ".");
  if (!a.applied)
    return refuse(RefusalCode::NotAllowed, a.name +
                                               " is listed, but Fray does not apply its effect yet "
                                               "(high_adventure/magic.json).");
  if (auto r = caster_may_not_cast(c.state, caster)) return r;
  if (out.scroll) return aim(c, p, out);
  out.take_one_off = p.value("take_one_off", false);
  out.cost = a.cost + (out.take_one_off ? rules.magic.take_one_off_cost : 0);
  const int points = caster.magic.power_points;
  if (out.cost > points)
    return refuse(RefusalCode::NotAllowed, who + " has " + std::to_string(points) +
                                               " power point(s); this casting costs " +
                                               std::to_string(out.cost) + ".");
  return aim(c, p, out);
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
  release_idle_servants(c.state, caster, c.events);  // it does something else now
  if (a.id == "transform_self") sheet_of(caster).conjuring_form = s.into;
  if (s.scroll) {                  // read aloud at once (assumed: a scroll needs no conjuring)
    const int reader = caster.id;  // a figure called up may move the state's figures
    read_scroll(rules, c.field, c.state, caster, a, target, s.to, c.dice, c.events);
    sheet_of(*c.state.find(reader)).conjuring_form.clear();
    return;
  }
  if (a.conjure_turns > 1) {
    caster.magic.conjuring = a.id;
    caster.magic.conjuring_target = target.id;
    caster.magic.conjuring_turns_left = a.conjure_turns;
    caster.magic.conjuring_take_one_off = s.take_one_off;
    caster.magic.conjuring_to = s.to;
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
  const int only_on = warding_face(rules, *s.caster, *s.target);
  if (s.scroll) {
    preview.success = only_on > 0 ? casting_chance(rules, points, false, only_on) : 1.0;
    preview.breakdown.push_back(
        "A Scroll of Power of " + s.ability->name + ": " + s.ability->effect + " It never fails" +
        (only_on > 0
             ? ", but against a Belt of protection only a " + std::to_string(only_on) + " works"
             : "") +
        "; the scroll is used up (" + kCiteArtifacts + ").");
    return;
  }
  preview.success = casting_chance(rules, points, s.take_one_off, only_on);
  const std::string percent = std::to_string(std::lround(*preview.success * 100)) + " %";
  if (only_on > 0)
    preview.breakdown.push_back("Casting D6 at a Belt of protection: only a " +
                                std::to_string(only_on) + " works; succeeds " + percent + " (" +
                                kCiteArtifacts + ").");
  else
    preview.breakdown.push_back("Casting D6: not a " + std::to_string(rules.magic.natural_fail) +
                                ", not above " + std::to_string(points) + " power points" +
                                (s.take_one_off ? " once 1 is taken off" : "") + "; succeeds " +
                                percent + " (" + kCiteMagic + ").");
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

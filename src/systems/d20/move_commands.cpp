// move and face: a move counts spaces, difficult ground twice, never through an enemy or a wall,
// never ending on a figure; leaving the play area defeats (seed 003, "Movement", "Difficult
// Terrain", "Special Movement"). Facing is free (seed 003, "Facing").
#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>
#include <string>
#include <vector>

#include <fray/game/record/event_json.h>

#include "d20_battle.h"
#include "unit_move.h"

namespace fray::d20 {
namespace {

using nlohmann::json;

std::string spaces_text(double spaces) {
  const double whole = std::round(spaces);
  if (std::abs(spaces - whole) < 0.05) return std::to_string(static_cast<int>(whole));
  char text[16];
  std::snprintf(text, sizeof text, "%.1f", spaces);
  return text;
}

// What a checked move does: its cost in spaces, and whether it takes the figure off the table.
struct MoveReckoning {
  double spaces = 0;
  int allowance = 0;
  bool leaves = false;
  std::optional<std::string> dangerous;  ///< The dangerous ground the path enters first.
  int mover = 0;   ///< The figure that goes along the path: the rider's mount when it rides on.
  int boards = 0;  ///< The mount or vehicle the figure gets on at the end of the path; 0: none.
  bool gets_off = false;            ///< The figure gets off its mount into the path's first space.
  std::vector<Follower> followers;  ///< Its unit's figures placed beside it.
};

Check parse_move(const json& p, Action& a) {
  return game::parse_figure_action(p, "move", ActionKind::Move, a);
}

// Getting on or off (seed 003, "Special Movement"): which figure goes along the path and from
// where, and the refusals of a boarding or a getting off the rules do not allow.
Check reckon_boarding(const CheckContext& c, const json& p, const Figure& f,
                      const std::vector<map::Point>& path, MoveReckoning& out,
                      const Figure*& mover) {
  const D20Rules& rules = d20_rules(c.system);
  const std::string who = game::figure_label(f);
  bool gets_off = false;
  if (auto bad = game::read_bool(p, "move", "dismount", gets_off, true)) return bad;
  if (auto bad = game::read_int(p, "move", "mount", out.boards, true)) return bad;
  // A rider whose mount fell outside a command of this system (the referee's `remove`) is on
  // its own feet.
  const Figure* ridden = carrier_of(c.state, f);
  const int riding = ridden ? ridden->id : 0;
  out.gets_off = gets_off;
  mover = &f;
  if (gets_off && riding == 0)
    return Refusal{RefusalCode::NotAllowed, who + " is on no mount and in no vehicle to get off."};
  if (out.boards != 0 && riding != 0)
    return Refusal{RefusalCode::NotAllowed, who + " already rides " + game::figure_label(*ridden) +
                                                ": it gets off first (\"dismount\": true)."};
  if (out.boards != 0 && p.contains("unit"))
    return Refusal{RefusalCode::NotAllowed,
                   who + " gets on a mount: its unit is not placed in the same move (assumed)."};
  if (riding != 0 && !gets_off) {
    // A rider moves its mount or vehicle, everyone aboard going along; one rider drives it in
    // a round, and a mount that moved on its own (or with its unit) is not driven after.
    mover = ridden;
    const D20Sheet& ride = d20_sheet(*ridden);
    if (auto r = refuse_if_stunned(c.state, *mover)) return r;
    if (auto r = refuse_if_moved_with_unit(c.state, *mover)) return r;
    if (ride.driven_round == c.state.turn && ride.driven_by != f.id)
      return Refusal{RefusalCode::NotAllowed,
                     game::figure_label(*ridden) + " was driven by " +
                         game::figure_label(*c.state.find(ride.driven_by)) +
                         " this round: one rider drives it in a round (assumed)."};
    if (ridden->status.has_moved && ride.driven_round != c.state.turn)
      return Refusal{RefusalCode::NotAllowed, game::figure_label(*ridden) +
                                                  " moved on its own this round: it is not "
                                                  "ridden on until the next (assumed)."};
    if (retreating(c.state, *ridden)) {
      const map::Point from = retreat_source(c.state, *ridden);
      if (map::distance(path.back(), from) <= map::distance(ridden->placement.centre, from) + 1e-6)
        return Refusal{RefusalCode::NotAllowed,
                       game::figure_label(*ridden) + " is retreating: it is ridden only farther " +
                           "from the cause of its failed morale test (" + kCiteMorale + ")."};
    }
  }
  if (riding == 0 && riders_on(c.state, f.id) > 0)
    return Refusal{RefusalCode::NotAllowed,
                   who + " has a rider: the rider moves it (" + kCiteSpecialMovement + ")."};
  const BattleSettings settings = battle_settings(rules, c.field, c.state);
  if (gets_off) {
    const Figure& carrier = *ridden;
    Figure beside = f;
    beside.placement.centre = path.front();
    // Where it may stand first: a point far off the table is refused before any measuring.
    if (!free_to_stand(c.field, c.state, f, path.front()) ||
        spaces_between(c.field, settings, beside, carrier) != 1)
      return Refusal{RefusalCode::Blocked,
                     who + " gets off into a free space next to " + game::figure_label(carrier) +
                         ": the path's first point must be one (" + kCiteSpecialMovement + ")."};
  }
  if (out.boards == 0) return {};
  const Figure* carrier = nullptr;
  if (auto r = game::living_figure(c.state, out.boards, &carrier)) return r;
  const D20Sheet& ride = d20_sheet(*carrier);
  if (carrier->id == f.id || ride.carrier == Carrier::None || ride.riding != 0)
    return Refusal{RefusalCode::NotAllowed, game::figure_label(*carrier) +
                                                " is no mount or vehicle " + who + " can get on (" +
                                                kCiteSpecialMovement + ")."};
  if (d20_sheet(f).carrier != Carrier::None)
    return Refusal{RefusalCode::NotAllowed,
                   who + " is a mount or vehicle itself: it carries, it is not carried (assumed)."};
  if (carrier->side != f.side)
    return Refusal{RefusalCode::NotAllowed, game::figure_label(*carrier) +
                                                " belongs to the other side: " + who +
                                                " cannot get on it (assumed)."};
  if (riders_on(c.state, carrier->id) >= seats_of(rules, ride))
    return Refusal{RefusalCode::Blocked, game::figure_label(*carrier) + " has no free seat (" +
                                             std::to_string(seats_of(rules, ride)) +
                                             ", d20/movement.json \"carriers\")."};
  Figure beside = f;
  beside.placement.centre = path.back();
  const map::Base point{map::BaseShape::Round, 0.01, 0.01};
  if (!c.field.on_table({point, {path.back(), 0}}) ||
      spaces_between(c.field, settings, beside, *carrier) != 1)
    return Refusal{RefusalCode::TooFar, who + "'s path must end in a space next to " +
                                            game::figure_label(*carrier) + " to get on it (" +
                                            kCiteSpecialMovement + ")."};
  return {};
}

Check reckon_move(const CheckContext& c, const json& p, MoveReckoning& out) {
  const D20Rules& rules = d20_rules(c.system);
  int id = 0;
  std::vector<map::Point> path;
  double facing = 0;
  game::read_int(p, "move", "figure", id);
  if (auto bad = game::read_points(p, "move", "path", path)) return bad;
  if (auto bad = game::read_number(p, "move", "facing_deg", facing, true)) return bad;
  const Figure* f = nullptr;
  if (auto r = game::living_figure(c.state, id, &f)) return r;
  if (auto r = refuse_if_stunned(c.state, *f)) return r;
  if (auto r = refuse_if_moved_with_unit(c.state, *f)) return r;
  const std::string who = game::figure_label(*f);
  if (retreating(c.state, *f)) {
    const map::Point from = retreat_source(c.state, *f);
    if (map::distance(path.back(), from) <= map::distance(f->placement.centre, from) + 1e-6)
      return Refusal{RefusalCode::NotAllowed, who + " is retreating: its move must take it " +
                                                  "farther from the cause of its failed morale "
                                                  "test (" +
                                                  kCiteMorale + ")."};
  }
  const Figure* mover = f;
  if (auto r = reckon_boarding(c, p, *f, path, out, mover)) return r;
  out.mover = mover->id;
  // A figure getting off starts its walk in the space beside its mount, for the boarding cost.
  map::Point start = mover->placement.centre;
  double boarding = (out.boards != 0 ? 1 : 0) + (out.gets_off ? 1 : 0);
  if (out.gets_off) {
    start = path.front();
    path.erase(path.begin());
  }
  boarding *= rules.boarding_cost;
  const BattleSettings settings = battle_settings(rules, c.field, c.state);
  const map::Point last = path.empty() ? start : path.back();
  // It ends facing as execute_move turns it (a large figure's body lies behind that facing).
  // (The heading's leg is the payload's last: a figure getting off starts it at the first point.)
  const map::Point last_from = path.size() > 1    ? path[path.size() - 2]
                               : path.size() == 1 ? start
                                                  : mover->placement.centre;
  const double end_facing = p.contains("facing_deg")
                                ? facing
                                : map::heading_deg(last_from, last, mover->placement.facing_deg);
  const game::Footprint end{mover->base, {last, end_facing}};
  // Off the play area is where its centre ends (a base overhanging the edge is refused below).
  const map::Base point{map::BaseShape::Round, 0.01, 0.01};
  out.leaves = !c.field.on_table({point, end.placement});
  if (out.leaves && out.boards != 0)
    return Refusal{RefusalCode::Blocked, who + " cannot get on a mount off the table."};
  // Only the last point may lie off the table: the figure walks off it.
  const std::size_t on_table = out.leaves ? path.size() - 1 : path.size();
  for (std::size_t i = 0; i < on_table; ++i)
    if (const auto off = c.field.off_centre(path[i]))
      return Refusal{RefusalCode::Blocked, who + " moves from space to space: " + *off + "."};
  // A path whose legs span far more spaces than any move (a point a thousand tables away) is
  // refused before the ground along it is surveyed: that survey walks it space by space. The
  // longer side of each leg never exceeds what the leg costs, on a table, hexes or squares.
  out.allowance = move_unit(rules, settings, d20_sheet(*mover));
  double span_cm = 0;
  map::Point leg_from = start;
  for (const map::Point& to : path) {
    span_cm += std::max(std::abs(to.x - leg_from.x), std::abs(to.y - leg_from.y));
    leg_from = to;
  }
  if (span_cm > 2.0 * (out.allowance + 1) * settings.space_cm)
    return Refusal{RefusalCode::TooFar,
                   "The path spans about " +
                       std::to_string(std::lround(span_cm / settings.space_cm)) + " spaces; " +
                       who + " moves " + std::to_string(out.allowance) + " (" + kCiteMovement +
                       ")."};
  game::PathSurvey survey;
  if (!path.empty()) survey = c.field.survey_path(start, path, false);
  if (survey.leaves_table && !out.leaves)
    return Refusal{RefusalCode::Blocked,
                   "The path leaves the table and comes back: a figure that leaves the play "
                   "area is out of the battle (seed 003, \"Special Movement\")."};
  double cost_cm = survey.length_cm;
  // A large figure passes walls while one of its spaces stays open: its body follows its main
  // space, so a wall no thicker than its body less one space is crossed (seed 003, "Large
  // Figures"; assumed: the wall costs as open ground).
  const double passable_wall_cm = (body_spaces(c.field, settings, *mover) - 1) * settings.space_cm;
  double wall_cm = 0;
  for (const game::PathStretch& stretch : survey.stretches) {
    const Going going = rules.going_of(stretch.difficulty);
    wall_cm = going == Going::Wall ? wall_cm + stretch.length_cm : 0;
    if (going == Going::Wall && (passable_wall_cm <= 0 || wall_cm > passable_wall_cm + 1e-6))
      return Refusal{RefusalCode::Blocked,
                     "The path crosses " + stretch.feature +
                         (passable_wall_cm > 0
                              ? ": a wall thicker than " + game::figure_label(*mover) +
                                    " is long less one space, so none of its spaces stays open (" +
                                    kCiteLarge + ")."
                              : ": a wall or obstacle no figure passes (" +
                                    std::string(kCiteDifficult) + ").")};
    if (going == Going::Difficult) cost_cm += (rules.difficult_cost - 1) * stretch.length_cm;
  }
  if (!path.empty()) {
    // Every space of a large figure's body sweeps along beside its main space's walk.
    const game::Footprint body{mover->base, {start, mover->placement.facing_deg}};
    const map::Base point{map::BaseShape::Round, 0.01, 0.01};
    for (const map::Point& space : c.field.spaces_under(body)) {
      const map::Point offset = space - start;
      std::vector<map::Point> swept = path;
      for (map::Point& q : swept) q = q + offset;
      for (const Figure& other : c.state.figures)
        if (other.alive && other.side != f->side &&
            c.field.path_crosses(offset == map::Point{} ? body : game::Footprint{point, {space, 0}},
                                 space, swept, game::footprint(other)))
          return Refusal{RefusalCode::Blocked,
                         who + " cannot pass through " + game::figure_label(other) +
                             ": never through an opponent (" + kCiteMovement +
                             (offset == map::Point{} ? "" : std::string("; ") + kCiteLarge) + ")."};
    }
  }
  out.dangerous = dangerous_ground_entered(rules, survey);
  if (!out.dangerous && out.gets_off) out.dangerous = dangerous_ground_at(rules, c.field, start);
  out.spaces = cost_cm / settings.space_cm + boarding;
  if (out.spaces > out.allowance + 1e-6)
    return Refusal{RefusalCode::TooFar,
                   "The path costs " + spaces_text(out.spaces) + " spaces" +
                       (boarding > 0 ? " (getting on or off " + spaces_text(boarding) + ")" : "") +
                       "; " + who + " moves " + std::to_string(out.allowance) + " (" +
                       kCiteMovement + "; difficult ground costs " +
                       std::to_string(rules.difficult_cost) + ", " + kCiteDifficult + ")."};
  if (out.leaves && p.contains("unit"))
    return Refusal{RefusalCode::NotAllowed,
                   who + " leaves the play area: its unit is not placed beside it (assumed)."};
  if (out.leaves) return {};
  if (!c.field.on_table(end))
    return Refusal{RefusalCode::Blocked,
                   who +
                       "'s base would hang over the table's edge: a figure stays on the table "
                       "or leaves it, out of the battle (seed 003, \"Special Movement\")."};
  if (const auto feature = c.field.impassable_under(end, false))
    return Refusal{RefusalCode::Blocked,
                   who + " cannot stand on " + *feature + " (" + kCiteDifficult + ")."};
  // The mover's riders stand in its space; a figure that gets off stands beside its mount.
  for (const Figure& other : c.state.figures)
    if (other.alive && other.id != mover->id && other.id != f->id &&
        d20_sheet(other).riding != mover->id && c.field.overlaps(end, game::footprint(other)))
      return Refusal{RefusalCode::Blocked, who + " cannot end its move on " +
                                               game::figure_label(other) + "'s space (" +
                                               kCiteMovement + ")."};
  return reckon_followers(c, p, *f, *mover, last, end_facing, out.followers);
}

Check check_move(const CheckContext& c, const json& p) {
  MoveReckoning out;
  return reckon_move(c, p, out);
}

void execute_move(ExecuteContext& c, const json& p) {
  MoveReckoning out;
  reckon_move({c.system, c.field, c.state, c.phase}, p, out);
  Figure& f = *c.state.find(p["figure"].get<int>());
  Figure& mover = *c.state.find(out.mover);
  std::vector<map::Point> path;
  game::read_points(p, "move", "path", path);
  const map::Point from = mover.placement.centre;
  if (out.mover == f.id && !out.gets_off) d20_sheet(f).riding = 0;  // its mount had fallen
  if (out.gets_off) {
    const Figure& carrier = *carrier_of(c.state, f);
    d20_sheet(f).riding = 0;
    game::emit(
        c.events, "d20_got_off",
        game::json_object("figure", f.id, "carrier", carrier.id, "cost",
                          d20_rules(c.system).boarding_cost, "citation", kCiteSpecialMovement),
        game::figure_label(f) + " gets off " + game::figure_label(carrier) + " (" +
            kCiteSpecialMovement + ").");
  }
  const map::Point last_from = path.size() > 1 ? path[path.size() - 2] : from;
  mover.placement = {path.back(),
                     p.contains("facing_deg")
                         ? p["facing_deg"].get<double>()
                         : map::heading_deg(last_from, path.back(), mover.placement.facing_deg)};
  f.status.has_moved = mover.status.has_moved = true;
  if (mover.id != f.id) {
    d20_sheet(mover).driven_round = c.state.turn;
    d20_sheet(mover).driven_by = f.id;
  }
  // Everyone aboard goes where the mount or vehicle goes.
  std::vector<Figure*> aboard;
  for (Figure& other : c.state.figures)
    if (other.alive && other.id != mover.id && d20_sheet(other).riding == mover.id) {
      other.placement = mover.placement;
      other.status.has_moved = true;
      aboard.push_back(&other);
    }
  json moved =
      game::json_object("figure", mover.id, "from", game::json_point(from.x, from.y), "to",
                        game::json_point(mover.placement.centre.x, mover.placement.centre.y),
                        "facing_deg", mover.placement.facing_deg, "spaces", out.spaces,
                        "allowance_spaces", out.allowance, "citation", kCiteMovement);
  if (mover.id != f.id) moved["rider"] = f.id;
  game::emit(c.events, "figure_moved", std::move(moved),
             (mover.id != f.id ? game::figure_label(f) + " rides " : std::string()) +
                 game::figure_label(mover) + (mover.id != f.id ? ": it moves " : " moves ") +
                 spaces_text(out.spaces) + " of its " + std::to_string(out.allowance) +
                 " spaces (" + kCiteMovement + ").");
  const D20Rules& rules = d20_rules(c.system);
  if (out.boards != 0) {
    Figure& carrier = *c.state.find(out.boards);
    d20_sheet(f).riding = carrier.id;
    f.placement.centre = carrier.placement.centre;
    game::emit(c.events, "d20_got_on",
               game::json_object("figure", f.id, "carrier", carrier.id, "cost", rules.boarding_cost,
                                 "citation", kCiteSpecialMovement),
               game::figure_label(f) + " gets on " + game::figure_label(carrier) + " (" +
                   kCiteSpecialMovement + ").");
  }
  // Dangerous ground rolls once per move that enters it (assumed: not once per space), for
  // each figure that goes in (a mount and its riders alike); a figure that leaves the table is
  // out of the battle anyway and rolls nothing. Either loss may bring its army below half: the
  // morale test follows (seed 003, "Morale").
  const std::vector<int> before = army_sizes(c.state);
  if (out.leaves) {
    game::kill(mover, c.events, "left the play area, seed 003, \"Special Movement\"");
    for (Figure* rider : aboard)
      game::kill(*rider, c.events,
                 "left the play area aboard " + game::figure_label(mover) +
                     ", seed 003, \"Special Movement\"");
  } else if (out.dangerous) {
    roll_dangerous_ground(rules, c.field, c.state, c.dice, c.events, mover, *out.dangerous,
                          "moves into");
    for (Figure* rider : aboard)
      if (rider->alive)
        roll_dangerous_ground(rules, c.field, c.state, c.dice, c.events, *rider, *out.dangerous,
                              "moves into");
  }
  place_followers(c, f, mover, out.followers);
  test_morale(rules, c.field, c.state, c.dice, c.events, f.id, 0, before);
}

// A move that enters dangerous ground shows the chance of the hit it risks (and of the harm,
// when the hit is defended like an attack's).
void preview_move(const CheckContext& c, const json& p, Preview& preview) {
  MoveReckoning out;
  if (reckon_move(c, p, out)) return;
  preview.move = Preview::MoveCost{out.spaces, static_cast<double>(out.allowance), "spaces"};
  if (out.leaves) {
    // Leaving the play area defeats the figure, whatever the ground it crosses does.
    for (const Figure& f : c.state.figures)
      if (f.alive && (f.id == out.mover || d20_sheet(f).riding == out.mover)) {
        game::FigureChances gone;
        gone.figure = f.id;
        gone.killed = 1.0;
        preview.figures.push_back(gone);
      }
    preview.breakdown.push_back(
        "Leaves the play area: out of the battle (seed 003, \"Special Movement\").");
    return;
  }
  const bool followers_risk = std::any_of(out.followers.begin(), out.followers.end(),
                                          [](const Follower& f) { return f.dangerous; });
  if (!out.dangerous && !followers_risk) return;
  const D20Rules& rules = d20_rules(c.system);
  const double hit = dangerous_hit_chance(rules);
  const double harm = hit * (rules.dangerous_defended
                                 ? 1.0 - chance_at_least(rules.defend_need, false, rules.die_sides)
                                 : 1.0);
  // The mover and each figure aboard roll apart, and each follower set on dangerous ground.
  for (const Figure& f : c.state.figures) {
    const bool aboard = f.id == out.mover || d20_sheet(f).riding == out.mover;
    const bool set_on =
        std::any_of(out.followers.begin(), out.followers.end(),
                    [&](const Follower& x) { return x.figure == f.id && x.dangerous; });
    if (!f.alive || !((aboard && out.dangerous) || set_on)) continue;
    game::FigureChances chances;
    chances.figure = f.id;
    const HitEffect effect =
        hit_effect(rules, battle_settings(rules, c.field, c.state), f, nullptr);
    const bool last = f.wounds + 1 >= d20_sheet(f).max_wounds;
    if (effect == HitEffect::Stun) chances.stunned = harm;
    if (effect != HitEffect::Stun) chances.hit = harm;
    if (effect == HitEffect::Defeat || (effect == HitEffect::Wound && last)) chances.killed = harm;
    preview.figures.push_back(chances);
  }
  const std::string ground = out.dangerous ? *out.dangerous : std::string("set on by its unit");
  preview.breakdown.push_back(
      "Dangerous ground (" + ground + "): a hit on 1 to " +
      std::to_string(rules.dangerous_hit_at_most) + " of a d" +
      std::to_string(rules.dangerous_die) + ", " + std::to_string(std::lround(hit * 100)) +
      " %; harmed " + std::to_string(std::lround(harm * 100)) + " % (" + kCiteDangerous + ").");
}

Check parse_face(const json& p, Action& a) {
  return game::parse_figure_action(p, "face", ActionKind::Face, a);
}

Check check_face(const CheckContext& c, const json& p) {
  double facing = 0;
  if (auto bad = game::read_number(p, "face", "facing_deg", facing)) return bad;
  const Figure* f = nullptr;
  if (auto r = game::living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  if (auto r = refuse_if_stunned(c.state, *f)) return r;
  // A large figure's body lies behind its facing: turned, it must still fit (seed 003, "Large
  // Figures").
  const game::Footprint turned{f->base, {f->placement.centre, facing}};
  if (c.field.spaces_across(f->base) == 1) return {};
  if (!c.field.on_table(turned))
    return Refusal{RefusalCode::Blocked, game::figure_label(*f) +
                                             " cannot turn so: its body would hang off the map (" +
                                             kCiteLarge + ")."};
  for (const Figure& other : c.state.figures)
    if (other.alive && other.id != f->id && d20_sheet(other).riding != f->id &&
        !same_space(other, *f) && c.field.overlaps(turned, game::footprint(other)))
      return Refusal{RefusalCode::Blocked,
                     game::figure_label(*f) + " cannot turn so: its body would cover " +
                         game::figure_label(other) + "'s space (" + kCiteLarge + ")."};
  return {};
}

void execute_face(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  f.placement.facing_deg = p["facing_deg"].get<double>();
  game::emit(c.events, "figure_faced",
             game::json_object("figure", f.id, "facing_deg", f.placement.facing_deg),
             game::figure_label(f) + " turns to face " +
                 std::to_string(std::lround(f.placement.facing_deg)) +
                 " degrees (free, seed 003, \"Facing\").");
}

}  // namespace

void add_move_commands(game::CommandRegistry& registry) {
  game::add_handler(registry, {"move", parse_move, check_move, execute_move, preview_move});
  game::add_handler(registry, {"face", parse_face, check_face, execute_face});
}

}  // namespace fray::d20

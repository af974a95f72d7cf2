// move and face: a move counts spaces, difficult ground twice, never through an enemy or a wall,
// never ending on a figure; leaving the play area defeats (seed 003, "Movement", "Difficult
// Terrain", "Special Movement"). Facing is free (seed 003, "Facing").
#include <cmath>
#include <numbers>
#include <optional>
#include <string>
#include <vector>

#include <fray/game/record/event_json.h>

#include "d20_battle.h"

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
};

Check parse_move(const json& p, Action& a) {
  return game::parse_figure_action(p, "move", ActionKind::Move, a);
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
  const std::string who = game::figure_label(*f);
  if (retreating(c.state, *f)) {
    const map::Point from = retreat_source(c.state, *f);
    if (map::distance(path.back(), from) <= map::distance(f->placement.centre, from) + 1e-6)
      return Refusal{RefusalCode::NotAllowed, who + " is retreating: its move must take it " +
                                                  "farther from the cause of its failed morale "
                                                  "test (" +
                                                  kCiteMorale + ")."};
  }
  const BattleSettings settings = battle_settings(rules, c.field, c.state);
  const game::Footprint end{f->base, {path.back(), f->placement.facing_deg}};
  // Off the play area is where its centre ends (a base overhanging the edge is refused below).
  const map::Base point{map::BaseShape::Round, 0.01, 0.01};
  out.leaves = !c.field.on_table({point, end.placement});
  // Only the last point may lie off the table: the figure walks off it.
  const std::size_t on_table = out.leaves ? path.size() - 1 : path.size();
  for (std::size_t i = 0; i < on_table; ++i)
    if (const auto off = c.field.off_centre(path[i]))
      return Refusal{RefusalCode::Blocked, who + " moves from space to space: " + *off + "."};
  // A path whose legs span far more spaces than any move (a point a thousand tables away) is
  // refused before the ground along it is surveyed: that survey walks it space by space. The
  // longer side of each leg never exceeds what the leg costs, on a table, hexes or squares.
  out.allowance = move_unit(rules, settings, d20_sheet(*f));
  double span_cm = 0;
  map::Point leg_from = f->placement.centre;
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
  const game::PathSurvey survey = c.field.survey_path(f->placement.centre, path, false);
  if (survey.leaves_table && !out.leaves)
    return Refusal{RefusalCode::Blocked,
                   "The path leaves the table and comes back: a figure that leaves the play "
                   "area is out of the battle (seed 003, \"Special Movement\")."};
  double cost_cm = survey.length_cm;
  for (const game::PathStretch& stretch : survey.stretches) {
    const Going going = rules.going_of(stretch.difficulty);
    if (going == Going::Wall)
      return Refusal{RefusalCode::Blocked, "The path crosses " + stretch.feature +
                                               ": a wall or obstacle no figure passes (" +
                                               kCiteDifficult + ")."};
    if (going == Going::Difficult) cost_cm += (rules.difficult_cost - 1) * stretch.length_cm;
  }
  for (const Figure& other : c.state.figures)
    if (other.alive && other.side != f->side &&
        c.field.path_crosses(game::footprint(*f), f->placement.centre, path,
                             game::footprint(other)))
      return Refusal{RefusalCode::Blocked,
                     who + " cannot pass through " + game::figure_label(other) +
                         ": never through an opponent (" + kCiteMovement + ")."};
  out.dangerous = dangerous_ground_entered(rules, survey);
  out.spaces = cost_cm / settings.space_cm;
  if (out.spaces > out.allowance + 1e-6)
    return Refusal{RefusalCode::TooFar, "The path costs " + spaces_text(out.spaces) + " spaces; " +
                                            who + " moves " + std::to_string(out.allowance) + " (" +
                                            kCiteMovement + "; difficult ground costs " +
                                            std::to_string(rules.difficult_cost) + ", " +
                                            kCiteDifficult + ")."};
  if (out.leaves) return {};
  if (!c.field.on_table(end))
    return Refusal{RefusalCode::Blocked,
                   who +
                       "'s base would hang over the table's edge: a figure stays on the table "
                       "or leaves it, out of the battle (seed 003, \"Special Movement\")."};
  if (const auto feature = c.field.impassable_under(end, false))
    return Refusal{RefusalCode::Blocked,
                   who + " cannot stand on " + *feature + " (" + kCiteDifficult + ")."};
  for (const Figure& other : c.state.figures)
    if (other.alive && other.id != f->id && c.field.overlaps(end, game::footprint(other)))
      return Refusal{RefusalCode::Blocked, who + " cannot end its move on " +
                                               game::figure_label(other) + "'s space (" +
                                               kCiteMovement + ")."};
  return {};
}

Check check_move(const CheckContext& c, const json& p) {
  MoveReckoning out;
  return reckon_move(c, p, out);
}

void execute_move(ExecuteContext& c, const json& p) {
  MoveReckoning out;
  reckon_move({c.system, c.field, c.state, c.phase}, p, out);
  Figure& f = *c.state.find(p["figure"].get<int>());
  std::vector<map::Point> path;
  game::read_points(p, "move", "path", path);
  const map::Point from = f.placement.centre;
  const map::Point last_from = path.size() > 1 ? path[path.size() - 2] : from;
  f.placement = {path.back(), p.contains("facing_deg") ? p["facing_deg"].get<double>()
                                                       : map::heading_deg(last_from, path.back(),
                                                                          f.placement.facing_deg)};
  f.status.has_moved = true;
  game::emit(c.events, "figure_moved",
             game::json_object("figure", f.id, "from", game::json_point(from.x, from.y), "to",
                               game::json_point(f.placement.centre.x, f.placement.centre.y),
                               "facing_deg", f.placement.facing_deg, "spaces", out.spaces,
                               "allowance_spaces", out.allowance, "citation", kCiteMovement),
             game::figure_label(f) + " moves " + spaces_text(out.spaces) + " of its " +
                 std::to_string(out.allowance) + " spaces (" + kCiteMovement + ").");
  // Dangerous ground rolls once per move that enters it (assumed: not once per space); a figure
  // that leaves the table is out of the battle anyway and rolls nothing. Either loss may bring
  // its army below half: the morale test follows (seed 003, "Morale").
  const D20Rules& rules = d20_rules(c.system);
  const std::vector<int> before = army_sizes(c.state);
  if (out.leaves)
    game::kill(f, c.events, "left the play area, seed 003, \"Special Movement\"");
  else if (out.dangerous)
    roll_dangerous_ground(rules, c.field, c.state, c.dice, c.events, f, *out.dangerous,
                          "moves into");
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
    game::FigureChances gone;
    gone.figure = p["figure"].get<int>();
    gone.killed = 1.0;
    preview.figures.push_back(gone);
    preview.breakdown.push_back(
        "Leaves the play area: out of the battle (seed 003, \"Special Movement\").");
    return;
  }
  if (!out.dangerous) return;
  const D20Rules& rules = d20_rules(c.system);
  const double hit = dangerous_hit_chance(rules);
  const double harm = hit * (rules.dangerous_defended
                                 ? 1.0 - chance_at_least(rules.defend_need, false, rules.die_sides)
                                 : 1.0);
  const Figure& f = *c.state.find(p["figure"].get<int>());
  game::FigureChances chances;
  chances.figure = f.id;
  const HitEffect effect = hit_effect(rules, battle_settings(rules, c.field, c.state), f, nullptr);
  const bool last = f.wounds + 1 >= d20_sheet(f).max_wounds;
  if (effect == HitEffect::Stun) chances.stunned = harm;
  if (effect != HitEffect::Stun) chances.hit = harm;
  if (effect == HitEffect::Defeat || (effect == HitEffect::Wound && last)) chances.killed = harm;
  preview.figures.push_back(chances);
  preview.breakdown.push_back(
      "Dangerous ground (" + *out.dangerous + "): a hit on 1 to " +
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
  return refuse_if_stunned(c.state, *f);
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

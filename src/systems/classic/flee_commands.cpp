// flee: the run of a figure under seed 004's Flee order, its move plus D3" (D2" for halflings
// and dwarves), seed 004, "Orders". The move command refuses paths longer than the allowance,
// so the run is its own command: the check accepts a path up to the allowance plus the die's
// largest face, the execution rolls the die and the figure goes as far along the path as the
// allowance plus the face allows. A run that reaches or would cross a table edge takes the
// figure out of the battle (figure_fled): decided rule, assumed (seed 004 has no table-edge
// rule; "Orders" has a fleeing unit run away, and off the table is the furthest away there is).
#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

#include <fray/classic/classic_figure.h>
#include <fray/classic/classic_system.h>
#include <fray/classic/rules/citations.h>
#include <fray/game/state/battle_queries.h>
#include <fray/game/turn/victory_rules.h>

#include "command_families.h"
#include "waiting_strike.h"

namespace fray::game {
namespace {

using nlohmann::json;

constexpr const char* kCitation = "seed 004, \"Orders\"";

bool mounted(const Figure& f) { return classic_sheet(f).spec.mount != rules::TroopType::Foot; }

/// Seed 004, "Orders": halflings and dwarves run D2", every other figure D3".
int run_die(const Figure& f) {
  return classic_sheet(f).spec.species == "halfling" || classic_sheet(f).spec.species == "dwarf"
             ? 2
             : 3;
}

// Where the figure may end its run: on the table (on a hex centre on a hex map), off
// impassable ground, on no base, touching no enemy (a run never ends in contact).
Check may_stand(const Battlefield& field, const BattleState& state, const Figure& f,
                const map::Placement& at) {
  const Footprint here{f.base, at};
  if (!field.on_table(here))
    return Refusal{RefusalCode::Blocked, figure_label(f) + " would leave the table."};
  if (const auto off = field.off_centre(at.centre))
    return Refusal{RefusalCode::Blocked,
                   figure_label(f) + " must end its run on a hex centre: " + *off + "."};
  if (const auto feature = field.impassable_under(here, mounted(f)))
    return Refusal{RefusalCode::Blocked, figure_label(f) + " cannot stand on " + *feature + "."};
  for (const Figure& other : state.figures) {
    if (!other.alive || other.id == f.id) continue;
    if (field.overlaps(here, footprint(other)))
      return Refusal{RefusalCode::Blocked,
                     figure_label(f) + " would stand on " + figure_label(other) + "'s base."};
    if (other.side != f.side && field.in_contact(here, footprint(other)))
      return Refusal{
          RefusalCode::NotAllowed,
          figure_label(f) + " would touch " + figure_label(other) + ": a run ends out of contact."};
  }
  return {};
}

map::Point along(map::Point from, const std::vector<map::Point>& path, double cm) {
  for (const map::Point& to : path) {
    const double leg = map::distance(from, to);
    if (cm <= leg) return leg > 0 ? from + (to - from) * (cm / leg) : to;
    cm -= leg;
    from = to;
  }
  return from;
}

constexpr double kEdgeStepCm = 0.5;  // as the draw-back step: a run this close reaches the edge

// How far along the path the figure's base first stops being wholly on the table (the path
// runs off the table, so there is such a place; the path's length if the samples miss it).
double edge_along(const Battlefield& field, const Figure& f, map::Point from,
                  const std::vector<map::Point>& path, double length) {
  for (double cm = 0; cm < length; cm += kEdgeStepCm / 2) {
    const map::Point at = along(from, path, cm);
    if (!field.on_table(
            Footprint{f.base, {at, map::heading_deg(from, at, f.placement.facing_deg)}}))
      return cm;
  }
  return length;
}

// Whether the path takes the figure's base off the table: its centre line leaves, or its base
// at the end is not wholly on the table.
bool runs_off(const Battlefield& field, const Figure& f, const std::vector<map::Point>& path,
              const PathSurvey& survey) {
  return survey.leaves_table ||
         !field.on_table(Footprint{f.base, {path.back(), f.placement.facing_deg}});
}

Check parse_flee(const json& p, Action& a) {
  return parse_figure_action(p, "flee", ActionKind::Move, a);
}

Check check_flee(const CheckContext& c, const json& p) {
  int id = 0;
  std::vector<map::Point> path;
  double facing = 0;
  if (auto bad = read_int(p, "flee", "figure", id)) return bad;
  if (auto bad = read_points(p, "flee", "path", path)) return bad;
  if (auto bad = read_number(p, "flee", "facing_deg", facing, true)) return bad;
  const Figure* f = nullptr;
  if (auto r = living_figure(c.state, id, &f)) return r;
  if (f->ai.order != "flee")
    return Refusal{RefusalCode::NotAllowed, figure_label(*f) +
                                                " is not under the Flee order: only a "
                                                "fleeing figure runs (" +
                                                std::string(kCitation) + ")."};
  if (f->status.has_moved || f->status.has_shot || f->status.readying)
    return Refusal{RefusalCode::AlreadyActed, figure_label(*f) + " has already acted this turn."};
  const PathSurvey survey = c.field.survey_path(f->placement.centre, path, mounted(*f));
  // Assumed: the run is a dash over open ground; over difficult going the figure walks (move).
  if (survey.worst != map::Footing::Open)
    return Refusal{RefusalCode::Blocked, "The path crosses " + survey.worst_feature +
                                             ": a run is over open ground (assumed)."};
  for (const Figure& other : c.state.figures)
    if (other.alive && other.side != f->side &&
        c.field.path_crosses(footprint(*f), f->placement.centre, path, footprint(other)))
      return Refusal{RefusalCode::Blocked,
                     figure_label(*f) + " cannot run through " + figure_label(other) + "."};
  const double most = allowance_cm(classic_rules(c.system), *f) + run_die(*f) * kCmPerInch;
  if (survey.length_cm > most + 1e-6)
    return Refusal{RefusalCode::TooFar, "The path is " + format_cm(survey.length_cm) + " cm; " +
                                            figure_label(*f) + " runs at most " + format_cm(most) +
                                            " cm (its move + D" + std::to_string(run_die(*f)) +
                                            "\", " + kCitation + ")."};
  if (runs_off(c.field, *f, path, survey))
    return {};  // the figure runs off the table, or as far as it can
  const map::Point last_from = path.size() > 1 ? path[path.size() - 2] : f->placement.centre;
  const map::Placement end{path.back(),
                           p.contains("facing_deg")
                               ? facing
                               : map::heading_deg(last_from, path.back(), f->placement.facing_deg)};
  return may_stand(c.field, c.state, *f, end);
}

// The figure is out of the battle, as a prisoner is (alive false: a casualty for victory and
// morale); its order becomes "fled" (saved with the figure's ai fields, as "surrender" is), which
// tells it from the dead. It stays drawn where it crossed the edge.
void leave_table(ExecuteContext& c, Figure& f, map::Point from, map::Point at) {
  f.placement.centre = at;
  f.alive = false;
  f.ai.order = "fled";
  f.status.falling = f.status.must_recoil = f.status.waiting = false;
  emit(c.events, "figure_fled",
       {{"figure", f.id},
        {"from", {from.x, from.y}},
        {"at", {at.x, at.y}},
        {"side", f.side},
        {"citation", kCitation}},
       figure_label(f) + " runs off the table and leaves the battle (" + kCitation + "; assumed).");
}

void execute_flee(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  std::vector<map::Point> path;
  read_points(p, "flee", "path", path);
  const map::Point from = f.placement.centre;
  const int die = run_die(f);
  const int face = c.dice.roll(die);
  const int allowance = allowance_cm(classic_rules(c.system), f);
  const double reach = allowance + face * kCmPerInch;
  emit(c.events, "run_die",
       {{"figure", f.id},
        {"die", "D" + std::to_string(die)},
        {"result", face},
        {"bonus_cm", face * kCmPerInch},
        {"allowance_cm", allowance},
        {"citation", kCitation}},
       figure_label(f) + " flees: D" + std::to_string(die) + " " + std::to_string(face) +
           ", runs up to " + format_cm(reach) + " cm (" + kCitation + ").");
  const PathSurvey survey = c.field.survey_path(from, path, mounted(f));
  const double length = survey.length_cm;
  const double edge = runs_off(c.field, f, path, survey)
                          ? edge_along(c.field, f, from, path, length)
                          : std::numeric_limits<double>::infinity();
  f.status.has_moved = true;
  f.status.hidden = f.status.waiting = false;
  f.posture = Posture::Standing;
  const double run = std::min({length, reach, edge});
  const double struck_at = interrupt_move(c, f, from, path, run);
  if (!f.alive || f.status.must_recoil) {
    emit(c.events, "figure_moved",
         {{"figure", f.id},
          {"from", {from.x, from.y}},
          {"to", {f.placement.centre.x, f.placement.centre.y}},
          {"facing_deg", f.placement.facing_deg},
          {"length_cm", struck_at},
          {"interrupted", true},
          {"fleeing", true}},
         figure_label(f) + " is stopped after " + format_cm(struck_at) + " cm by the strike.");
    return;
  }
  if (reach >= edge - kEdgeStepCm) {
    leave_table(c, f, from, along(from, path, std::max(0.0, edge - kEdgeStepCm)));
    return;
  }
  map::Placement end = f.placement;
  const map::Point last_from = path.size() > 1 ? path[path.size() - 2] : from;
  const double facing = p.contains("facing_deg")
                            ? p["facing_deg"].get<double>()
                            : map::heading_deg(last_from, path.back(), f.placement.facing_deg);
  // Short of the path's end: drawn back 0.5 cm at a time to a place it may stand (as a slowed
  // move does).
  for (double cm = run; cm > 0; cm -= 0.5) {
    const map::Point at = cm >= length - 1e-9 ? path.back() : c.field.snap(along(from, path, cm));
    const map::Placement here{at,
                              cm >= length - 1e-9 ? facing : map::heading_deg(from, at, facing)};
    if (!may_stand(c.field, c.state, f, here)) {
      end = here;
      break;
    }
  }
  f.placement = end;
  const double ran = run < length - 1e-9 ? map::distance(from, end.centre) : length;
  emit(c.events, "figure_moved",
       {{"figure", f.id},
        {"from", {from.x, from.y}},
        {"to", {end.centre.x, end.centre.y}},
        {"facing_deg", end.facing_deg},
        {"length_cm", ran},
        {"allowance_cm", reach},
        {"fleeing", true},
        {"citation", kCitation}},
       figure_label(f) + " runs " + format_cm(ran) + " cm of its " + format_cm(reach) + " cm.");
}

}  // namespace

void add_flee_command(CommandRegistry& registry) {
  add_handler(registry, {"flee", parse_flee, check_flee, execute_flee});
}

}  // namespace fray::game

// move, face, charge (hide, shield_wall and wait are in posture_commands.cpp).
#include <algorithm>
#include <cmath>
#include <numbers>

#include <fray/classic/action_situations.h>
#include <fray/classic/classic_figure.h>
#include <fray/classic/classic_system.h>
#include <fray/classic/rules/citations.h>
#include <fray/classic/rules/movement.h>
#include <fray/game/field/fire_obstacles.h>
#include <fray/game/record/event_json.h>
#include <fray/game/state/battle_queries.h>
#include <fray/map/hex_coord.h>

#include "command_families.h"
#include "waiting_strike.h"

namespace fray::game {
namespace {

using nlohmann::json;

bool mounted(const Figure& f) { return classic_sheet(f).spec.mount != rules::TroopType::Foot; }

// The living figures other than a charger and its target (the hexes a charge may not end on).
std::vector<Footprint> others_than(const BattleState& state, const Figure& a, const Figure& b) {
  std::vector<Footprint> out;
  for (const Figure& other : state.figures)
    if (other.alive && other.id != a.id && other.id != b.id) out.push_back(footprint(other));
  return out;
}

// Where the figure would stand, and a refusal when it may not stand there. `ignore` is a figure
// the base may touch (a charge's target).
Check may_stand(const CheckContext& c, const Figure& f, const map::Placement& at, int ignore) {
  const Footprint here{f.base, at};
  if (!c.field.on_table(here))
    return Refusal{RefusalCode::Blocked, figure_label(f) + " would leave the table."};
  if (const auto off = c.field.off_centre(at.centre))
    return Refusal{RefusalCode::Blocked,
                   figure_label(f) + " must end its move on a hex centre: " + *off + "."};
  if (const auto feature = c.field.impassable_under(here, mounted(f)))
    return Refusal{RefusalCode::Blocked, figure_label(f) + " cannot stand on " + *feature + ": " +
                                             "impassable ground (" + rules::cite::kTerrain + ")."};
  for (const Figure& other : c.state.figures) {
    if (!other.alive || other.id == f.id || other.id == ignore) continue;
    if (c.field.overlaps(here, footprint(other)))
      return Refusal{RefusalCode::Blocked,
                     figure_label(f) + " would stand on " + figure_label(other) + "'s base."};
    if (other.side != f.side && c.field.in_contact(here, footprint(other)))
      return Refusal{RefusalCode::NotAllowed, figure_label(f) + " would touch " +
                                                  figure_label(other) +
                                                  ": moving into contact is a charge."};
  }
  return {};
}

// What is left of the move after seed 002's slowing dice, when the path crosses difficult or
// very difficult ground (the worst ground met counts for the whole move, as the rules library's
// apply_slowing takes it). The dice are rolled and reported here.
struct Slowing {
  double stop_cm = 1e9;  ///< How far along the path the figure gets.
};

// Which slowing dice the figure rolls on `terrain`: a species at home there rolls two and keeps
// the best (seed 000, "Movement: some peculiarities", species.json "terrain_peculiarities").
// Assumed: the peculiarity is the figure's own legs, so it applies on foot only, and it is read
// for the terrain that gives the path its worst going (the one the dice are rolled for).
rules::SlowingDice slowing_dice_for(const rules::Ruleset& rules, const Figure& f,
                                    const std::string& terrain) {
  const rules::Species* species = rules.find_species(classic_sheet(f).spec.species);
  if (!species || classic_sheet(f).spec.mount != rules::TroopType::Foot)
    return rules::SlowingDice::Standard;
  for (const rules::TerrainPeculiarity& p : species->terrain_peculiarities) {
    if (std::find(p.terrain_ids.begin(), p.terrain_ids.end(), terrain) == p.terrain_ids.end())
      continue;
    if (p.dice_rolled == 2 && p.dice_kept == 1) return rules::SlowingDice::BestOfTwo;
    if (p.dice_rolled == 3 && p.dice_kept == 2) return rules::SlowingDice::BestTwoOfThree;
  }
  return rules::SlowingDice::Standard;
}

Slowing roll_slowing(ExecuteContext& c, const Figure& f, const PathSurvey& survey) {
  if (survey.worst != map::Footing::Difficult && survey.worst != map::Footing::VeryDifficult)
    return {};
  const rules::SlowingDice dice_rule =
      slowing_dice_for(classic_rules(c.system), f, survey.worst_terrain);
  const rules::SlowingResult r = rules::apply_slowing(
      allowance_cm(classic_rules(c.system), f), terrain_difficulty(survey.worst),
      classic_sheet(f).spec.mount, dice_rule, c.dice);
  emit(c.events, "slowing_dice",
       {{"figure", f.id},
        {"terrain", survey.worst_feature},
        {"difficulty", survey.worst == map::Footing::Difficult ? "difficult" : "very_difficult"},
        {"rolled", r.rolled},
        {"kept", r.kept},
        {"allowance_cm", r.allowance_cm},
        {"blocked", r.blocked},
        {"favoured_ground", dice_rule != rules::SlowingDice::Standard},
        {"citation", rules::cite::kMovement}},
       figure_label(f) + " crosses " + survey.worst_feature + ": " + r.explanation + ".");
  return {r.blocked ? 0.0 : static_cast<double>(r.allowance_cm)};
}

// The point `cm` along the polyline from `from` through `path`.
map::Point along(map::Point from, const std::vector<map::Point>& path, double cm) {
  for (const map::Point& to : path) {
    const double leg = map::distance(from, to);
    if (cm <= leg) return leg > 0 ? from + (to - from) * (cm / leg) : to;
    cm -= leg;
    from = to;
  }
  return from;
}

// Where a slowed figure stops: as far along its path as the slowing dice allow, drawn back
// (0.5 cm at a time, assumed) to the first place it may stand. On a hex map each place is its
// hex's centre, and only one no farther from the start than the dice allow.
map::Placement stop_short(const ExecuteContext& c, const Figure& f, map::Point from,
                          const std::vector<map::Point>& path, double stop_cm) {
  const CheckContext view{c.system, c.field, c.state, c.phase, nullptr};
  for (double cm = stop_cm; cm > 0; cm -= 0.5) {
    const map::Point at = c.field.snap(along(from, path, cm));
    if (c.field.is_hex() && map::hex_distance(c.field.hex_at(from), c.field.hex_at(at)) *
                                    c.field.hex_layout().across_flats_cm >
                                stop_cm + 1e-9)
      continue;
    const map::Placement here{at, map::heading_deg(from, at, f.placement.facing_deg)};
    if (!may_stand(view, f, here, -1)) return here;
  }
  return f.placement;
}

Check may_start_moving(const CheckContext& c, const Figure& f) {
  if (f.status.has_moved)
    return Refusal{RefusalCode::AlreadyActed, figure_label(f) + " has already moved this turn."};
  if (f.status.has_shot)
    return Refusal{RefusalCode::AlreadyActed, figure_label(f) + " has shot and stays where it is."};
  if (f.status.readying)
    return Refusal{RefusalCode::AlreadyActed,
                   figure_label(f) + " is readying its weapon this turn and stays where it is."};
  if (!enemies_in_contact(c.field, c.state, f).empty())
    return Refusal{RefusalCode::NotAllowed,
                   figure_label(f) +
                       " is in contact with an enemy and fights instead of walking away "
                       "(breaking off is not modelled yet)."};
  return {};
}

Check parse_move(const json& p, Action& a) {
  return parse_figure_action(p, "move", ActionKind::Move, a);
}

Check check_move(const CheckContext& c, const json& p) {
  int id = 0;
  std::vector<map::Point> path;
  double facing = 0;
  read_int(p, "move", "figure", id);
  if (auto bad = read_points(p, "move", "path", path)) return bad;
  if (auto bad = read_number(p, "move", "facing_deg", facing, true)) return bad;
  const Figure* f = nullptr;
  if (auto r = living_figure(c.state, id, &f)) return r;
  if (auto r = may_start_moving(c, *f)) return r;
  PathSurvey survey = c.field.survey_path(f->placement.centre, path, mounted(*f));
  if (survey.leaves_table) return Refusal{RefusalCode::Blocked, "The path leaves the table."};
  if (survey.worst == map::Footing::Impassable)
    return Refusal{RefusalCode::Blocked, "The path crosses " + survey.worst_feature + ", " +
                                             "impassable to " + figure_label(*f) + " (" +
                                             rules::cite::kTerrain + ")."};
  for (const Figure& other : c.state.figures)
    if (other.alive && other.side != f->side &&
        c.field.path_crosses(footprint(*f), f->placement.centre, path, footprint(other)))
      return Refusal{RefusalCode::Blocked, figure_label(*f) + " cannot pass through " +
                                               figure_label(other) +
                                               ": figures do not move through enemies."};
  const int allowance = allowance_cm(classic_rules(c.system), *f);
  if (survey.length_cm > allowance + 1e-6)
    return Refusal{RefusalCode::TooFar,
                   "The path is " + std::to_string(std::lround(survey.length_cm)) + " cm; " +
                       figure_label(*f) + " may move " + std::to_string(allowance) + " cm (" +
                       rules::cite::kMovement + ")."};
  const map::Point last_from = path.size() > 1 ? path[path.size() - 2] : f->placement.centre;
  const map::Placement end{path.back(),
                           p.contains("facing_deg")
                               ? facing
                               : map::heading_deg(last_from, path.back(), f->placement.facing_deg)};
  if (auto r = may_stand(c, *f, end, -1)) return r;
  if (!c.state.fires.empty())
    if (auto r = fire_refuses_move(c.field, c.state.fires, *f, path, end)) return r;
  if (c.notes) c.notes->survey = std::move(survey);
  return {};
}

void execute_move(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  std::vector<map::Point> path;
  read_points(p, "move", "path", path);
  const map::Point last_from = path.size() > 1 ? path[path.size() - 2] : f.placement.centre;
  const map::Point from = f.placement.centre;
  const PathSurvey survey = c.notes && c.notes->survey
                                ? std::move(*c.notes->survey)
                                : c.field.survey_path(from, path, mounted(f));
  const Slowing slowing = roll_slowing(c, f, survey);
  f.status.has_moved = true;
  f.status.hidden = f.status.waiting = false;
  f.posture = Posture::Standing;
  const double walk_cm = std::min(slowing.stop_cm, survey.length_cm);
  const double struck_at = interrupt_move(c, f, from, path, walk_cm);
  if (!f.alive || f.status.must_recoil) {  // stopped where a waiting enemy struck it
    emit(c.events, "figure_moved",
         {{"figure", f.id},
          {"from", {from.x, from.y}},
          {"to", {f.placement.centre.x, f.placement.centre.y}},
          {"facing_deg", f.placement.facing_deg},
          {"length_cm", struck_at},
          {"interrupted", true},
          {"allowance_cm", allowance_cm(classic_rules(c.system), f)}},
         figure_label(f) + " is stopped after " + format_cm(struck_at) + " cm by the strike.");
    return;
  }
  if (slowing.stop_cm < survey.length_cm - 1e-9) {
    f.placement = stop_short(c, f, from, path, slowing.stop_cm);
    f.status.hidden = f.status.waiting = false;
    f.posture = Posture::Standing;
    const double walked = map::distance(from, f.placement.centre);
    emit(c.events, "figure_moved",
         {{"figure", f.id},
          {"from", {from.x, from.y}},
          {"to", {f.placement.centre.x, f.placement.centre.y}},
          {"facing_deg", f.placement.facing_deg},
          {"length_cm", slowing.stop_cm},
          {"stopped_short", true},
          {"allowance_cm", allowance_cm(classic_rules(c.system), f)}},
         figure_label(f) + " is slowed and stops after " + format_cm(slowing.stop_cm) + " cm (" +
             format_cm(walked) + " cm from where it started).");
    return;
  }
  f.placement = {path.back(), p.contains("facing_deg") ? p["facing_deg"].get<double>()
                                                       : map::heading_deg(last_from, path.back(),
                                                                          f.placement.facing_deg)};
  f.status.hidden = false;
  f.status.waiting = false;
  f.posture = Posture::Standing;
  emit(c.events, "figure_moved",
       json_object("figure", f.id, "from", json_point(from.x, from.y), "to",
                   json_point(f.placement.centre.x, f.placement.centre.y), "facing_deg",
                   f.placement.facing_deg, "length_cm", survey.length_cm, "allowance_cm",
                   allowance_cm(classic_rules(c.system), f)),
       figure_label(f) + " moves " + format_cm(survey.length_cm) + " cm of its " +
           std::to_string(allowance_cm(classic_rules(c.system), f)) + " cm.");
}

Check parse_face(const json& p, Action& a) {
  return parse_figure_action(p, "face", ActionKind::Face, a);
}

Check check_face(const CheckContext& c, const json& p) {
  double facing = 0;
  if (auto bad = read_number(p, "face", "facing_deg", facing)) return bad;
  const Figure* f = nullptr;
  if (auto r = living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  if (f->base.shape == map::BaseShape::Round) return {};
  const Footprint turned{f->base, {f->placement.centre, facing}};
  for (const Figure& other : c.state.figures)
    if (other.alive && other.id != f->id && c.field.overlaps(turned, footprint(other)))
      return Refusal{RefusalCode::Blocked, figure_label(*f) + " has no room to turn: " +
                                               figure_label(other) + " is in the way."};
  return {};
}

void execute_face(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  f.placement.facing_deg = p["facing_deg"].get<double>();
  emit(c.events, "figure_faced", {{"figure", f.id}, {"facing_deg", f.placement.facing_deg}},
       figure_label(f) + " turns to face " + std::to_string(std::lround(f.placement.facing_deg)) +
           " degrees.");
}

Check parse_charge(const json& p, Action& a) {
  if (auto bad = parse_figure_action(p, "charge", ActionKind::Charge, a)) return bad;
  int target = 0;
  if (auto bad = read_int(p, "charge", "target", target)) return bad;
  a.target = target;
  return {};
}

Check check_charge(const CheckContext& c, const json& p) {
  const Figure* f = nullptr;
  const Figure* target = nullptr;
  if (auto r = living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  if (auto r = living_figure(c.state, p["target"].get<int>(), &target)) return r;
  if (target->side == f->side)
    return Refusal{RefusalCode::NotAllowed, "A figure does not charge its friends."};
  if (auto r = may_start_moving(c, *f)) return r;
  double distance = 0;
  const map::Placement end = c.field.contact_placement(footprint(*f), footprint(*target), &distance,
                                                       others_than(c.state, *f, *target));
  const int allowance = allowance_cm(classic_rules(c.system), *f);
  if (distance > allowance + 1e-6)
    return Refusal{RefusalCode::TooFar,
                   figure_label(*target) + " is " + std::to_string(std::lround(distance)) +
                       " cm away; " + figure_label(*f) + " may move " + std::to_string(allowance) +
                       " cm (" + rules::cite::kMovement + ")."};
  const Footprint here{f->base, end};
  if (!c.field.on_table(here))
    return Refusal{RefusalCode::Blocked, figure_label(*f) + " would leave the table."};
  if (const auto feature = c.field.impassable_under(here, mounted(*f)))
    return Refusal{RefusalCode::Blocked, figure_label(*f) + " cannot stand on " + *feature + ": " +
                                             "impassable ground (" + rules::cite::kTerrain + ")."};
  for (const Figure& other : c.state.figures)
    if (other.alive && other.id != f->id && c.field.overlaps(here, footprint(other)))
      return Refusal{RefusalCode::Blocked, figure_label(other) + " is in the way of the charge."};
  if (!c.state.fires.empty())
    if (auto r = fire_refuses_move(c.field, c.state.fires, *f, {end.centre}, end)) return r;
  return {};  // touching other enemies as well at the end of a charge is allowed
}

void execute_charge(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  const Figure& target = *c.state.find(p["target"].get<int>());
  double distance = 0;
  const map::Point from = f.placement.centre;
  f.placement = c.field.contact_placement(footprint(f), footprint(target), &distance,
                                          others_than(c.state, f, target));
  f.status.has_moved = f.status.charged = true;
  f.status.hidden = f.status.waiting = false;
  f.posture = Posture::Standing;
  emit(c.events, "figure_charged",
       {{"figure", f.id},
        {"target", target.id},
        {"from", {from.x, from.y}},
        {"to", {f.placement.centre.x, f.placement.centre.y}},
        {"length_cm", distance}},
       figure_label(f) + " charges " + figure_label(target) + " over " + format_cm(distance) +
           " cm and is in base contact.");
  interrupt_charge(c, f);
}

}  // namespace

void add_movement_commands(CommandRegistry& registry) {
  add_handler(registry, {"move", parse_move, check_move, execute_move});
  add_handler(registry, {"face", parse_face, check_face, execute_face});
  add_handler(registry, {"charge", parse_charge, check_charge, execute_charge});
}

}  // namespace fray::game

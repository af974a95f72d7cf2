// Seed 004, "Visibility" and "Woods and other cover" applied to every shot: the referee's `spot`
// judges the same grounds when asked (src/game/commands/spot_command.cpp); here the shooter has
// to see its target before it may loose. The map says where the target stands
// (game::ground_under).
#include "shot_visibility.h"

#include <algorithm>
#include <cmath>

#include <fray/game/field/spot_ground.h>
#include <fray/game/record/event_json.h>
#include <fray/map/segment.h>
#include <fray/map/table_map.h>

namespace fray::high_adventure {
namespace {

constexpr const char* kCiteVisibility = "seed 004, \"Visibility\"";
constexpr const char* kCiteBuildings = "seed 004, \"Woods and other cover\"";

std::string where(const std::string& ground) {
  if (ground == "woods") return "in the woods";
  if (ground == "building_outside") return "in a building";
  if (ground == "building_inside") return "in the building";
  return "in terrain";
}

}  // namespace

game::Check judge_visibility(const AdventureRules& rules, const game::Battlefield& field,
                             const Figure& shooter, const Figure& target, const game::Sight& sight,
                             ShotPlan& out) {
  // It gave itself away by shooting, or stands at a door or window (assumed: in plain sight).
  if (target.status.has_shot || sight.cover == map::CoverClass::Opening ||
      sight.cover == map::CoverClass::ArrowSlit)
    return {};
  out.ground = game::ground_under(field, shooter, target);
  if (out.ground == "open") return {};
  const double range_in = out.ground == "woods"              ? rules.woods_visibility_in
                          : out.ground == "building_outside" ? rules.building_outside_visibility_in
                          : out.ground == "building_inside"  ? rules.building_inside_visibility_in
                                                             : 0;
  const bool building = out.ground.starts_with("building");
  if (range_in > 0 && out.distance_in > range_in + 1e-9)
    return Refusal{RefusalCode::Blocked,
                   game::figure_label(shooter) + " cannot see " + game::figure_label(target) + " " +
                       where(out.ground) + " " + inches(out.distance_in * kCmPerInch) +
                       " away: it is seen within " + inches(range_in * kCmPerInch) + " (" +
                       (building ? kCiteBuildings : kCiteVisibility) + ")."};
  if (range_in == 0) {
    out.range_die = rules.terrain_edge_visibility_die;
    const int needed = std::max(1, static_cast<int>(std::ceil(out.distance_in - 1e-9)));
    out.seen_chance *= std::max(0, out.range_die - needed + 1) / double(out.range_die);
    out.facts.push_back("seen in terrain within a D" + std::to_string(out.range_die) + "\"");
  }
  if (has_stealth(rules, target)) {
    out.stealth_test = std::clamp(sheet_of(target).cleverness, 0, 6);
    out.seen_chance *= 1 - out.stealth_test / 6.0;
    out.facts.push_back("stealthy: unseen on a Cleverness test");
  }
  // No roll could find it: the shot is not offered at all (a wasted look is no choice).
  if (out.seen_chance <= 0)
    return Refusal{RefusalCode::Blocked,
                   game::figure_label(shooter) + " cannot see " + game::figure_label(target) + " " +
                       where(out.ground) + " " + inches(out.distance_in * kCmPerInch) + " away" +
                       (out.stealth_test >= 6 ? ": its stealth hides it"
                                              : ": it is seen within a D" +
                                                    std::to_string(out.range_die) + "\" at most") +
                       " (" + kCiteVisibility + ")."};
  return {};
}

game::Check judge_wood_edge(const AdventureRules& rules, const game::Battlefield& field,
                            const Figure& shooter, const Figure& target) {
  const map::Segment line{shooter.placement.centre, target.placement.centre};
  const double ranks_cm = rules.wood_edge_ranks * shooter.base.depth_cm;
  for (const map::TerrainFeature& f : field.table().features) {
    const bool wood =
        f.traits.cover == map::CoverGiven::Forest || f.traits.sight == map::SightEffect::Obscuring;
    if (!wood || !f.is_area() || !map::covers(f, shooter.placement.centre) ||
        map::covers(f, target.placement.centre))
      continue;
    // From the shooter to where the line first leaves the wood.
    const std::vector<double> out = map::crossings(f, line);
    const double deep = out.empty() ? 0 : out.front() * map::length(line.b - line.a);
    if (deep > ranks_cm + 1e-6)
      return Refusal{RefusalCode::NotAllowed,
                     game::figure_label(shooter) + "'s line of fire runs " + inches(deep) +
                         " through " + game::feature_label(f) + ", more than its " +
                         std::to_string(rules.wood_edge_ranks) + " ranks (" + inches(ranks_cm) +
                         "): only the ranks at a wood's edge shoot out of it (" + kCiteBuildings +
                         ")."};
  }
  return {};
}

bool sees_target(const ShotPlan& plan, dice::DieSource& dice, game::EventSink& events) {
  if (plan.range_die == 0 && plan.stealth_test == 0) return true;
  const std::string who = game::figure_label(*plan.shooter);
  const std::string whom = game::figure_label(*plan.target);
  nlohmann::json data = game::json_object("shooter", plan.shooter->id, "target", plan.target->id,
                                          "ground", plan.ground, "citation", kCiteVisibility);
  std::string text = who + " looks for " + whom + " " + where(plan.ground);
  bool seen = true;
  if (plan.stealth_test > 0) {
    const int roll = dice.roll(6);
    data["stealth_roll"] = roll;
    data["cleverness"] = plan.stealth_test;
    const bool hides = roll <= plan.stealth_test;
    text += ": its stealth (Cleverness " + std::to_string(plan.stealth_test) + ") D6 " +
            std::to_string(roll) + (hides ? ", it stays unseen" : ", it fails");
    seen = !hides;
  }
  if (seen && plan.range_die > 0) {
    const int roll = dice.roll(plan.range_die);
    data["range_die"] = "D" + std::to_string(plan.range_die);
    data["range_roll"] = roll;
    seen = plan.distance_in <= roll + 1e-9;
    text += ": seen within D" + std::to_string(plan.range_die) + " " + std::to_string(roll) +
            "\", it is " + inches(plan.distance_in * kCmPerInch) + " away" +
            (seen ? ", seen" : ", unseen");
  }
  data["seen"] = seen;
  game::emit(events, "high_adventure_sighting", data,
             text + (seen ? "" : ": the shot is lost") + " (" + kCiteVisibility + ").");
  return seen;
}

}  // namespace fray::high_adventure

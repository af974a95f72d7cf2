// spot: the referee asks whether an observer sees a target (seed 004, "Visibility"; seed 004,
// "Woods and other cover" for buildings). The referee says where the target stands, because the
// seed's distances depend on it: in the open it is in plain sight; in terrain within 6" of its
// edge it is seen at a range of D6"; in woods at 8"; in a building at 3" from outside, or 6"
// from inside when unlit. A stealthy target (the referee gives its Cleverness, or its rules
// say it has Stealth and it is out of the open) stays unseen on a passed Cleverness test (a D6
// not above it); a target that shot this turn is seen whatever
// else (assumed to outweigh stealth: the shot gives it away). A spotted target loses its
// `hidden` status; an unseen stealthy one gains it, as with stealth_test. Distances are measured
// between base edges (the table's measure); the referee judges line of sight in terrain, the
// command checks it only in the open. Bypasses the turn sequence; dice from the game's dice.
// Without a "ground" the command reads it from the map under the target (spot_ground.h); the
// smoke of a fire across the line hides a target in the open (fire_obstacles.h; assumed).
#include <fray/game/field/fire_obstacles.h>
#include <fray/game/field/illusion_obstacles.h>
#include <fray/game/field/spot_ground.h>
#include <fray/game/setup/rule_system.h>
#include <fray/game/state/battle_queries.h>

#include "commands/engine_commands.h"

namespace fray::game {
namespace {

using nlohmann::json;

constexpr const char* kVisibilityCite = "seed 004, \"Visibility\"";
constexpr const char* kBuildingCite = "seed 004, \"Woods and other cover\"";

Check referee(const json&, Action& a) {
  a = Action{};
  return {};
}

bool known_ground(const std::string& g) {
  return g == "open" || g == "terrain_edge" || g == "woods" || g == "building_outside" ||
         g == "building_inside";
}

Check check_spot(const CheckContext& c, const json& p) {
  int observer_id = 0;
  int target_id = 0;
  if (auto bad = read_int(p, "spot", "observer", observer_id)) return bad;
  if (auto bad = read_int(p, "spot", "target", target_id)) return bad;
  const auto ground = p.find("ground");  // optional: read from the map when absent
  if (ground != p.end() && (!ground->is_string() || !known_ground(ground->get<std::string>())))
    return bad_payload("spot", "ground",
                       "where the target is: \"open\", \"terrain_edge\", \"woods\", "
                       "\"building_outside\" or \"building_inside\"");
  int cleverness = 0;
  if (auto bad = read_int(p, "spot", "cleverness", cleverness, true)) return bad;
  if (p.contains("cleverness") && (cleverness < 1 || cleverness > 6))
    return bad_payload("spot", "cleverness", "the target's Cleverness, 1 to 6");
  const Figure* observer = nullptr;
  const Figure* target = nullptr;
  if (auto r = living_figure(c.state, observer_id, &observer)) return r;
  if (auto r = living_figure(c.state, target_id, &target)) return r;
  if (observer_id == target_id)
    return Refusal{RefusalCode::NotAllowed, "A figure does not spot itself."};
  return {};
}

struct Verdict {
  bool seen = false;
  std::string reason;
  std::string citation;
};

// The seed's visibility range in terrain, in inches; a D6 at a terrain edge.
double range_in(ExecuteContext& c, const std::string& ground, json& data) {
  if (ground == "woods") return 8;
  if (ground == "building_outside") return 3;
  if (ground == "building_inside") return 6;
  const int roll = c.dice.roll(6);
  data["range_die"] = "D6";
  data["range_roll"] = roll;
  return roll;
}

Verdict judge(ExecuteContext& c, const json& p, const std::string& ground, const Figure& observer,
              const Figure& target, json& data) {
  if (target.status.has_shot) return {true, "it shot this turn", kVisibilityCite};
  // The payload's Cleverness says the target has stealth; its rules may say so themselves (a
  // High Adventure thief or Halfling), then only out of the open, as when it is shot at. Its
  // own Cleverness, when its rules give it one, is the one tested.
  if (p.contains("cleverness") || (ground != "open" && c.system.stealthy(target))) {
    const int cleverness =
        c.system.attribute(target, "cleverness").value_or(p.value("cleverness", 0));
    const int roll = c.dice.roll(6);
    data["stealth_roll"] = roll;
    data["cleverness"] = cleverness;
    if (roll <= cleverness)
      return {false,
              "its stealth holds (D6 " + std::to_string(roll) + " against Cleverness " +
                  std::to_string(cleverness) + ")",
              kVisibilityCite};
  }
  const double distance = c.field.edge_distance(footprint(observer), footprint(target));
  data["distance_cm"] = distance;
  if (ground == "open") {
    Sight sight = c.field.line_of_sight(footprint(observer), footprint(target));
    add_smoke(c.field, c.state, observer, target, sight);
    add_illusions(c.field, c.state, observer.side, observer.placement.centre,
                  target.placement.centre, sight);
    if (!sight.clear) return {false, "the view is blocked by " + sight.blocked_by, kVisibilityCite};
    return {true, "it is in plain sight", kVisibilityCite};
  }
  const double range_cm = range_in(c, ground, data) * kCmPerInch;
  data["range_cm"] = range_cm;
  const bool building = ground.rfind("building", 0) == 0;
  const std::string citation = building ? kBuildingCite : kVisibilityCite;
  const std::string measure =
      format_cm(distance) + " cm away, seen within " + format_cm(range_cm) + " cm";
  return {distance <= range_cm, measure, citation};
}

void execute_spot(ExecuteContext& c, const json& p) {
  const Figure& observer = *c.state.find(p["observer"].get<int>());
  Figure& target = *c.state.find(p["target"].get<int>());
  const bool from_map = !p.contains("ground");
  const std::string ground =
      from_map ? ground_under(c.field, observer, target) : p["ground"].get<std::string>();
  json data = {{"observer", observer.id}, {"target", target.id}, {"ground", ground}};
  if (from_map) data["ground_from_map"] = true;
  const Verdict v = judge(c, p, ground, observer, target, data);
  const bool was_hidden = target.status.hidden;
  if (v.seen) target.status.hidden = false;
  if (!v.seen && data.contains("stealth_roll")) target.status.hidden = true;
  data["seen"] = v.seen;
  data["revealed"] = v.seen && was_hidden;
  data["citation"] = v.citation;
  emit(c.events, "spot", data,
       "Referee: " + figure_label(observer) + (v.seen ? " sees " : " does not see ") +
           figure_label(target) + ": " + v.reason +
           (v.seen && was_hidden ? "; it is no longer hidden (" : " (") + v.citation + ").");
}

}  // namespace

void add_spot_command(CommandRegistry& registry) {
  add_handler(registry, {"spot", referee, check_spot, execute_spot});
}

}  // namespace fray::game

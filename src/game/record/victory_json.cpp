#include "record/victory_json.h"

#include <fray/game/state/objectives.h>

namespace fray::game::detail {
namespace {

using nlohmann::json;

map::Point parse_point(const JsonReader& at) {
  if (at.size() != 2) at.fail("[x, y] in cm");
  return {at[0].as_number(-1e6, 1e6), at[1].as_number(-1e6, 1e6)};
}

json point_json(map::Point p) { return json::array({p.x, p.y}); }

}  // namespace

Zone parse_zone(const JsonReader& at) {
  at.allow_only({"rect_cm", "polygon_cm"});
  if (const auto rect = at.find("rect_cm")) {
    if (rect->size() != 4) rect->fail("[x0, y0, x1, y1] in cm");
    const double x0 = (*rect)[0].as_number(-1e6, 1e6);
    const double y0 = (*rect)[1].as_number(-1e6, 1e6);
    const double x1 = (*rect)[2].as_number(-1e6, 1e6);
    const double y1 = (*rect)[3].as_number(-1e6, 1e6);
    if (x1 <= x0 || y1 <= y0) rect->fail("x1 > x0 and y1 > y0");
    return Zone::rectangle(x0, y0, x1, y1);
  }
  const auto polygon = at.find("polygon_cm");
  if (!polygon) at.fail("\"rect_cm\" or \"polygon_cm\"");
  if (polygon->size() < 3) polygon->fail("three corners or more");
  Zone zone;
  for (std::size_t i = 0; i < polygon->size(); ++i)
    zone.corners.push_back(parse_point((*polygon)[i]));
  return zone;
}

json zone_to_json(const Zone& zone) {
  json corners = json::array();
  for (const map::Point p : zone.corners) corners.push_back(point_json(p));
  return {{"polygon_cm", corners}};
}

std::vector<Objective> parse_objectives(const JsonReader& at, double width_cm, double depth_cm) {
  if (at.json().is_string()) {
    if (at.as_string() != "one_per_foot_and_centre")
      at.fail("\"one_per_foot_and_centre\" or a list");
    return objectives_per_foot_and_centre(width_cm, depth_cm);
  }
  std::vector<Objective> out;
  for (std::size_t i = 0; i < at.size(); ++i) {
    const JsonReader o = at[i];
    o.allow_only({"id", "position", "note"});
    const std::string id = o["id"].as_string();
    for (const Objective& seen : out)
      if (seen.id == id) o["id"].fail("an objective id not used before");
    out.push_back({id, parse_point(o["position"])});
  }
  return out;
}

json victory_state_to_json(const VictoryRules& v) {
  json objectives = json::array();
  for (const Objective& o : v.objectives)
    objectives.push_back({{"id", o.id}, {"position", point_json(o.position)}});
  json deployment = json::array();
  for (const Zone& z : v.deployment)
    deployment.push_back(z.corners.empty() ? json(nullptr) : zone_to_json(z));
  return {{"type", to_string(v.type)},
          {"round_limit", v.round_limit ? json(*v.round_limit) : json(nullptr)},
          {"objectives", objectives},
          {"points", {v.points.own_home, v.points.enemy_home, v.points.other, v.points.leader}},
          {"deployment", deployment},
          {"home", {point_json(v.home[0]), point_json(v.home[1])}},
          {"leaders", v.leaders},
          {"role_side", v.role_side},
          {"key_objective", v.key_objective},
          {"starting_figures", v.starting_figures},
          {"carrier", v.carrier ? json(*v.carrier) : json(nullptr)}};
}

VictoryRules victory_state_from_json(const JsonReader& at) {
  VictoryRules v;
  const auto type = victory_type_from_string(at["type"].as_string());
  if (!type) at["type"].fail("a victory type");
  v.type = *type;
  if (!at["round_limit"].json().is_null()) v.round_limit = at["round_limit"].as_int(1, 10000);
  const JsonReader objectives = at["objectives"];
  for (std::size_t i = 0; i < objectives.size(); ++i)
    v.objectives.push_back(
        {objectives[i]["id"].as_string(), parse_point(objectives[i]["position"])});
  const JsonReader points = at["points"];
  if (points.size() != 4) points.fail("[own_home, enemy_home, other, leader]");
  v.points = {points[0].as_int(0, 1000), points[1].as_int(0, 1000), points[2].as_int(0, 1000),
              points[3].as_int(0, 1000)};
  const JsonReader deployment = at["deployment"];
  if (deployment.size() != 2) deployment.fail("two zones (or nulls)");
  for (std::size_t s = 0; s < 2; ++s)
    if (!deployment[s].json().is_null()) v.deployment[s] = parse_zone(deployment[s]);
  const JsonReader home = at["home"];
  if (home.size() != 2) home.fail("two points");
  for (std::size_t s = 0; s < 2; ++s) v.home[s] = parse_point(home[s]);
  const JsonReader leaders = at["leaders"];
  for (std::size_t i = 0; i < leaders.size(); ++i)
    v.leaders.push_back(leaders[i].as_int(0, 1000000));
  v.role_side = at["role_side"].as_int(0, 1);
  v.key_objective = at["key_objective"].json().get<std::string>();
  const JsonReader starting = at["starting_figures"];
  if (starting.size() != 2) starting.fail("two counts");
  for (std::size_t s = 0; s < 2; ++s) v.starting_figures[s] = starting[s].as_int(0, 1000000);
  if (!at["carrier"].json().is_null()) v.carrier = at["carrier"].as_int(0, 1000000);
  return v;
}

}  // namespace fray::game::detail

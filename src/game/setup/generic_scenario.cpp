// The seed 003 generic scenarios (section VI, "GENERIC SCENARIOS") built from two forces.
#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <fray/game/field/ambush_cover.h>
#include <fray/game/setup/generic_scenario.h>
#include <fray/game/state/objectives.h>
#include <fray/game/turn/victory.h>
#include <fray/map/map_file.h>

#include "setup/figure_sheet_json.h"

namespace fray::game {
namespace {

using nlohmann::json;

// One Move Unit for 25-32 mm figures: 6" (seed 003, the figure size table).
constexpr double kMoveUnitCm = 6 * kCmPerInch;
// Centre-to-centre spacing in a deployment grid: room for the largest base (5 cm) and a gap.
constexpr double kSpacingCm = 6.5;
// Centre to centre from the fortress marker: its radius and the largest base's half, and a gap.
constexpr double kKeepClearOfMarkerCm = 4.5;

struct Rect {
  double x0, y0, x1, y1;
};

json rect_json(Rect r) { return {{"rect_cm", {r.x0, r.y0, r.x1, r.y1}}}; }

// Grid places inside `r`, row by row from the row nearest `from_top` side, each row centred;
// places closer than `keep_clear_cm` to `clear` are skipped.
std::vector<map::Point> grid(Rect r, std::size_t count, bool from_top,
                             map::Point clear = {-1e9, -1e9}, double keep_clear_cm = 0) {
  const auto columns = static_cast<std::size_t>(std::floor((r.x1 - r.x0) / kSpacingCm));
  const auto rows = static_cast<std::size_t>(std::floor((r.y1 - r.y0) / kSpacingCm));
  std::vector<map::Point> out;
  for (std::size_t row = 0; row < rows && out.size() < count; ++row) {
    const double y = from_top ? r.y0 + (static_cast<double>(row) + 0.5) * kSpacingCm
                              : r.y1 - (static_cast<double>(row) + 0.5) * kSpacingCm;
    const std::size_t in_row = std::min(columns, count - out.size());
    const double x_start = (r.x0 + r.x1) / 2 - (static_cast<double>(in_row) - 1) * kSpacingCm / 2;
    for (std::size_t c = 0; c < columns && out.size() < count; ++c) {
      const map::Point p{x_start + static_cast<double>(c) * kSpacingCm, y};
      if (p.x < r.x0 || p.x > r.x1) continue;
      if (map::distance(p, clear) < keep_clear_cm) continue;
      out.push_back(p);
    }
  }
  if (out.size() < count)
    throw std::invalid_argument("generic scenario: " + std::to_string(count) +
                                " figures do not fit their deployment zone");
  return out;
}

json figure_json(const ScenarioFigure& f, const std::string& side, map::Point at, double facing,
                 bool reserve) {
  json j = {{"id", f.id}, {"side", side}, {"position", {at.x, at.y}}, {"facing_deg", facing}};
  detail::scenario_sheet_to_json(f.sheet, j);
  if (f.ammunition) j["ammunition"] = *f.ammunition;
  if (f.leadership) j["leadership"] = f.leadership;
  if (f.base) {
    const char* shape = f.base->shape == map::BaseShape::Round    ? "round"
                        : f.base->shape == map::BaseShape::Square ? "square"
                                                                  : "rectangle";
    j["base"] = {{"shape", shape}, {"width_cm", f.base->width_cm}, {"depth_cm", f.base->depth_cm}};
  }
  if (reserve) j["reserve"] = true;
  return j;
}

// The leader (seed 003, "Objectives": designated before the game): the highest leadership,
// then the highest class, then the first listed.
int leader_of(const std::vector<ScenarioFigure>& force) {
  const ScenarioFigure* best = nullptr;
  for (const ScenarioFigure& f : force)
    if (!best || f.leadership > best->leadership ||
        (f.leadership == best->leadership &&
         sheet_seniority(f.sheet) > sheet_seniority(best->sheet)))
      best = &f;
  return best ? best->id : 0;
}

}  // namespace

VictoryType generic_scenario_for_roll(int d20) {
  if (d20 < 1 || d20 > 20) throw std::invalid_argument("a d20 roll is 1 to 20");
  if (d20 <= 8) return VictoryType::BasicBattle;
  if (d20 <= 10) return VictoryType::Ambush;
  if (d20 <= 12) return VictoryType::Escape;
  if (d20 <= 14) return VictoryType::FortressAssault;
  if (d20 <= 16) return VictoryType::Infiltrate;
  if (d20 <= 18) return VictoryType::Spawning;
  return VictoryType::Transport;
}

Scenario build_generic_scenario(const GenericScenarioRequest& request, VictoryType type) {
  if (type == VictoryType::Elimination || type == VictoryType::Objectives)
    throw std::invalid_argument("not a generic scenario type");
  const double w = request.terrain ? request.terrain->width_cm : request.table_width_cm;
  const double d = request.terrain ? request.terrain->depth_cm : request.table_depth_cm;
  const map::Point centre{w / 2, d / 2};
  std::array<Rect, 2> zones{Rect{0, 0, w, kMoveUnitCm}, Rect{0, d - kMoveUnitCm, w, d}};
  if (type == VictoryType::Ambush) {
    // The Targets (side 1) stand together in the open middle of the table.
    const double half_w = std::min(w / 2, 30.0);
    const double half_d = std::min(d / 2, 25.0);
    zones[1] = {centre.x - half_w, centre.y - half_d, centre.x + half_w, centre.y + half_d};
  }
  double fortress_half = 0;
  if (type == VictoryType::FortressAssault) {
    // The Defenders (side 1) stand round the fortress, its marker in the centre.
    // A square grid one column wider than the force needs, since the marker's place stays free.
    const auto n = static_cast<double>(request.forces[1].size());
    fortress_half = std::max(kMoveUnitCm / 2, (std::ceil(std::sqrt(n)) + 1) * kSpacingCm / 2 + 1);
    zones[1] = {centre.x - fortress_half, centre.y - fortress_half, centre.x + fortress_half,
                centre.y + fortress_half};
  }
  std::array<std::vector<map::Point>, 2> places_of;
  std::array<std::size_t, 2> on_table_of{};
  for (const std::size_t s : {std::size_t{1}, std::size_t{0}}) {
    const auto& force = request.forces[s];
    const bool spawner = type == VictoryType::Spawning && s == 1;
    on_table_of[s] = spawner ? std::min<std::size_t>(1, force.size()) : force.size();
    if (type == VictoryType::Ambush && s == 0 && request.terrain) {
      // seed 003, "Ambush": behind terrain and buildings, in cover from the Targets.
      std::vector<map::Point> viewpoints = places_of[1];
      const Rect& t = zones[1];
      for (const map::Point p : {map::Point{t.x0, t.y0}, map::Point{t.x1, t.y0},
                                 map::Point{t.x0, t.y1}, map::Point{t.x1, t.y1}, centre})
        viewpoints.push_back(p);
      places_of[s] = ambush_places(*request.terrain, viewpoints,
                                   Zone::rectangle(t.x0, t.y0, t.x1, t.y1), on_table_of[s]);
      zones[s] = {0, 0, w, d};
      continue;
    }
    places_of[s] = type == VictoryType::FortressAssault && s == 1
                       ? grid(zones[s], on_table_of[s], true, centre, kKeepClearOfMarkerCm)
                       : grid(zones[s], on_table_of[s], s == 1 || type == VictoryType::Ambush);
  }
  json figures = json::array();
  for (std::size_t s = 0; s < 2; ++s) {
    const auto& force = request.forces[s];
    const std::size_t on_table = on_table_of[s];
    const std::vector<map::Point>& places = places_of[s];
    const double facing = s == 0 ? 180 : 0;
    for (std::size_t i = 0; i < force.size(); ++i) {
      const bool reserve = i >= on_table;
      const map::Point at = reserve ? places.front() : places[i];
      figures.push_back(figure_json(force[i], request.sides[s].id, at, facing, reserve));
    }
  }
  json objectives = json::array();
  for (const Objective& o : objectives_per_foot_and_centre(w, d))
    objectives.push_back(
        {{"id", o.id == "centre" && type == VictoryType::Transport ? "object" : o.id},
         {"position", {o.position.x, o.position.y}}});
  json victory = {{"type", to_string(type)},
                  {"leaders", {leader_of(request.forces[0]), leader_of(request.forces[1])}}};
  if (type == VictoryType::Ambush) victory["role_side"] = request.sides[0].id;
  if (type == VictoryType::FortressAssault || type == VictoryType::Spawning)
    victory["role_side"] = request.sides[1].id;
  if (type == VictoryType::FortressAssault) victory["key_objective"] = "centre";
  if (type == VictoryType::Transport) victory["key_objective"] = "object";
  json document = {
      {"format", "fray-scenario"},
      {"version", 1},
      {"title", std::string("Generic scenario: ") + to_string(type)},
      {"source", "seed 003, \"GENERIC SCENARIOS\""},
      {"rule_system", "classic"},
      {"table", {{"width_cm", w}, {"depth_cm", d}}},
      {"sides",
       {{{"id", request.sides[0].id}, {"name", request.sides[0].name}},
        {{"id", request.sides[1].id}, {"name", request.sides[1].name}}}},
      {"figures", figures},
      {"deployment",
       {{request.sides[0].id, rect_json(zones[0])}, {request.sides[1].id, rect_json(zones[1])}}},
      {"objectives", objectives},
      {"victory", victory}};
  if (request.terrain) document["map"] = map::to_json(*request.terrain);
  if (type == VictoryType::FortressAssault)
    // The building the Assaulters must destroy stands on the fortress marker (seed 003,
    // "Fortress Assault"); its hit points and die are assumed (structure.h).
    document["structures"] = {{{"id", kFortressId},
                               {"position", {centre.x, centre.y}},
                               {"radius_cm", kObjectiveMarkerCm / 2},
                               {"assumed", true},
                               {"note", "hit points and the d6 needed are assumed"}}};
  return parse_scenario(document, std::string("generic-") + to_string(type) + ".json");
}

Scenario build_generic_scenario(const GenericScenarioRequest& request, dice::DieSource& dice) {
  return build_generic_scenario(request, generic_scenario_for_roll(dice.roll(20)));
}

}  // namespace fray::game

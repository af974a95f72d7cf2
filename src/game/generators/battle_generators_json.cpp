// seed 004, "Setting up a game" (the events deck), "Portal Markers : Eliminating Portals" and
// "Fighting in 'Dungeons'" (portals and area markers), "Enemy Force Generation" (what arrives):
// their scenario members and their saved state.
#include "generators/battle_generators_json.h"

#include <algorithm>

namespace fray::game::detail {
namespace {

using nlohmann::json;

map::Point read_point(const JsonReader& at) {
  if (at.size() != 2) at.fail("[x, y] in cm");
  return {at[0].as_number(-1e6, 1e6), at[1].as_number(-1e6, 1e6)};
}

std::vector<map::Point> read_point_list(const JsonReader& at) {
  std::vector<map::Point> out;
  for (std::size_t i = 0; i < at.size(); ++i) out.push_back(read_point(at[i]));
  return out;
}

json points_json(const std::vector<map::Point>& points) {
  json out = json::array();
  for (const map::Point p : points) out.push_back({p.x, p.y});
  return out;
}

PortalCounter read_counter(const JsonReader& at) {
  at.allow_only({"id", "at", "area", "note"});
  PortalCounter c;
  c.id = at["id"].as_int(0, 1000000);
  c.at = read_point(at["at"]);
  if (const auto area = at.find("area")) {
    c.area_marker = true;
    c.area = read_point_list(*area);
    if (c.area.size() < 3) area->fail("the corners of the marker's area (three or more)");
  }
  return c;
}

PortalForce read_force(const JsonReader& at, const std::string& side, const Scenario& s) {
  at.allow_only({"figure", "available", "note"});
  PortalForce force;
  const JsonReader figure = at["figure"];
  if (!figure.json().is_object()) figure.fail("a figure object as in \"figures\"");
  for (const char* key : {"id", "side", "position", "hex"})
    if (figure.json().contains(key))
      figure[key].fail(std::string("no \"") + key + "\" (the arrival gives it)");
  force.figure = figure.json();
  if (const auto available = at.find("available")) force.available = available->as_int(0, 1000);
  // Checked now so that a broken figure is named when the scenario loads, not when it arrives;
  // written as the battle's rule system's figures (its sheet is settled with the game).
  parse_scenario_figure(arriving_figure(force, 1, side, {}), s.file, figure.pointer(),
                        s.rule_system);
  return force;
}

}  // namespace

json arriving_figure(const PortalForce& force, int id, const std::string& side, map::Point at) {
  json f = force.figure;
  f["id"] = id;
  f["side"] = side;
  f["position"] = {at.x, at.y};
  return f;
}

void read_battle_generators(const JsonReader& root, Scenario& s) {
  const auto option = s.rule_options.find("event_deck");
  s.generators.deck.enabled = option != s.rule_options.end() && option->second;
  const auto portals = root.find("portals");
  if (!portals) return;
  portals->allow_only({"side", "dungeon", "no_contact_today", "counters", "spots", "doorways",
                       "forces", "first_figure_id", "note"});
  PortalsState p;
  const JsonReader side = (*portals)["side"];
  const std::string side_id = side.as_string();
  p.side = -1;
  for (std::size_t i = 0; i < s.sides.size(); ++i)
    if (s.sides[i].id == side_id) p.side = static_cast<int>(i);
  if (p.side < 0) side.fail("the id of a side");
  if (const auto d = portals->find("dungeon")) p.dungeon = d->as_bool();
  if (const auto n = portals->find("no_contact_today")) p.no_contact_today = n->as_bool();
  const JsonReader counters = (*portals)["counters"];
  for (std::size_t i = 0; i < counters.size(); ++i) {
    p.counters.push_back(read_counter(counters[i]));
    for (std::size_t k = 0; k + 1 < p.counters.size(); ++k)
      if (p.counters[k].id == p.counters.back().id) counters[i]["id"].fail("a new counter id");
  }
  if (const auto spots = portals->find("spots")) p.spots = read_point_list(*spots);
  if (const auto doors = portals->find("doorways")) p.doorways = read_point_list(*doors);
  if (const auto forces = portals->find("forces")) {
    if (!forces->json().is_object()) forces->fail("an object of force kind: figure");
    for (const auto& item : forces->json().items())
      p.forces[item.key()] = read_force((*forces)[item.key()], side_id, s);
  }
  int highest = 0;
  for (const ScenarioFigure& f : s.figures) highest = std::max(highest, f.id);
  p.next_figure_id = highest + 1;
  if (const auto first = portals->find("first_figure_id")) {
    p.next_figure_id = first->as_int(1, 1000000);
    if (p.next_figure_id <= highest) first->fail("an id above every scenario figure's");
  }
  s.generators.portals = std::move(p);
}

json battle_generators_to_json(const BattleGenerators& state) {
  const EventDeckState& d = state.deck;
  json out = {{"event_deck",
               {{"enabled", d.enabled},
                {"shuffled", d.shuffled},
                {"remaining", d.remaining},
                {"shuffles", d.shuffles},
                {"drawn_turn", d.drawn_turn}}}};
  if (!state.portals) return out;
  const PortalsState& p = *state.portals;
  json counters = json::array();
  for (const PortalCounter& c : p.counters) {
    json counter = {{"id", c.id}, {"at", {c.at.x, c.at.y}}, {"eliminated", c.eliminated}};
    if (c.area_marker) counter["area"] = points_json(c.area);
    counters.push_back(counter);
  }
  json forces = json::object();
  for (const auto& [kind, f] : p.forces)
    forces[kind] = {{"figure", f.figure},
                    {"available", f.available ? json(*f.available) : json(nullptr)},
                    {"placed", f.placed}};
  out["portals"] = {{"side", p.side},
                    {"dungeon", p.dungeon},
                    {"counters", counters},
                    {"spots", points_json(p.spots)},
                    {"doorways", points_json(p.doorways)},
                    {"forces", forces},
                    {"no_contact_today", p.no_contact_today},
                    {"forces_generated", p.forces_generated},
                    {"rolled_turn", p.rolled_turn},
                    {"reacted_turn", p.reacted_turn},
                    {"next_figure_id", p.next_figure_id}};
  return out;
}

BattleGenerators battle_generators_from_json(const JsonReader& at) {
  BattleGenerators s;
  const JsonReader d = at["event_deck"];
  s.deck.enabled = d["enabled"].as_bool();
  s.deck.shuffled = d["shuffled"].as_bool();
  const JsonReader remaining = d["remaining"];
  for (std::size_t i = 0; i < remaining.size(); ++i)
    s.deck.remaining.push_back(remaining[i].as_string());
  s.deck.shuffles = d["shuffles"].as_int(0, 1000000);
  s.deck.drawn_turn = d["drawn_turn"].as_int(0, 1000000);
  const auto portals = at.find("portals");
  if (!portals) return s;
  PortalsState p;
  p.side = (*portals)["side"].as_int(0, 1);
  p.dungeon = (*portals)["dungeon"].as_bool();
  const JsonReader counters = (*portals)["counters"];
  for (std::size_t i = 0; i < counters.size(); ++i) {
    PortalCounter c;
    c.id = counters[i]["id"].as_int(0, 1000000);
    c.at = read_point(counters[i]["at"]);
    c.eliminated = counters[i]["eliminated"].as_bool();
    if (const auto area = counters[i].find("area")) {
      c.area_marker = true;
      c.area = read_point_list(*area);
    }
    p.counters.push_back(c);
  }
  p.spots = read_point_list((*portals)["spots"]);
  p.doorways = read_point_list((*portals)["doorways"]);
  const JsonReader forces = (*portals)["forces"];
  for (const auto& item : forces.json().items()) {
    const JsonReader f = forces[item.key()];
    PortalForce force;
    force.figure = f["figure"].json();
    if (!f["available"].json().is_null()) force.available = f["available"].as_int(0, 1000);
    force.placed = f["placed"].as_int(0, 1000000);
    p.forces[item.key()] = force;
  }
  p.no_contact_today = (*portals)["no_contact_today"].as_bool();
  p.forces_generated = (*portals)["forces_generated"].as_bool();
  p.rolled_turn = (*portals)["rolled_turn"].as_int(0, 1000000);
  if (const auto reacted = portals->find("reacted_turn"))  // saves before issue 8 lack it
    p.reacted_turn = reacted->as_int(0, 1000000);
  p.next_figure_id = (*portals)["next_figure_id"].as_int(1, 1000000);
  s.portals = std::move(p);
  return s;
}

}  // namespace fray::game::detail

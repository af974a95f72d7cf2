// The referee's fire (seed 004, "Fire"; the Start Fire ability of seed 004, "Minor Abilities"):
// start_fire lights a burning circle that lasts 2D6 turns, spread_fire grows every fire by 3" a
// turn until its object is engulfed (a small building in 3 turns, a large one in 5) and burns
// out the spent ones, extinguish_fire puts one out (water: a 6 in its first 2 turns; magic:
// always). The seed gives no harm for a figure caught in a fire: each figure touching a burning
// area when it spreads rolls a D6 and takes a wound on 5 or 6 (assumed: the odds the seed gives
// a figure lighting a fire), through the same wound path as the referee's `wound`. Referee
// commands: they bypass the turn sequence, and every die comes from the game's dice.
#include <algorithm>

#include <fray/game/setup/rule_system.h>
#include <fray/game/state/battle_queries.h>
#include <fray/game/state/fire_lighting.h>

#include "commands/engine_commands.h"

namespace fray::game {
namespace {

using nlohmann::json;

constexpr const char* kFireCite = "seed 004, \"Fire\"";
constexpr const char* kStartFireCite = "seed 004, \"Minor Abilities\" (Start Fire)";
constexpr double kSpreadCm = 3 * kCmPerInch;
constexpr double kDefaultRadiusCm = kLitFireRadiusCm;
constexpr int kLightOn = 5;     // a figure lights a fire on 5, 6
constexpr int kBurnOn = 5;      // assumed, see the file comment
constexpr int kWaterTurns = 2;  // water works in the first 2 turns only

Check referee(const json&, Action& a) {
  a = Action{};
  return {};
}

int engulf_turns(const json& p) {
  if (p.contains("engulf_turns")) return p["engulf_turns"].get<int>();
  const std::string object = p.value("object", "");
  if (object == "small_building") return 3;
  if (object == "large_building") return 5;
  return 0;
}

Check check_start(const CheckContext& c, const json& p) {
  const auto at = p.find("at");
  if (at == p.end() || !at->is_array() || at->size() != 2 || !(*at)[0].is_number() ||
      !(*at)[1].is_number())
    return bad_payload("start_fire", "at", "[x, y] in cm");
  const map::Point point{(*at)[0].get<double>(), (*at)[1].get<double>()};
  if (point.x < 0 || point.y < 0 || point.x > c.field.width_cm() || point.y > c.field.depth_cm())
    return Refusal{RefusalCode::Blocked, "That place is off the table."};
  double radius = kDefaultRadiusCm;
  if (auto bad = read_number(p, "start_fire", "radius_cm", radius, true)) return bad;
  if (radius <= 0 || radius > 1000) return bad_payload("start_fire", "radius_cm", "0 to 1000 cm");
  int turns = 0;
  if (auto bad = read_int(p, "start_fire", "engulf_turns", turns, true)) return bad;
  if (p.contains("engulf_turns") && (turns < 1 || turns > 20))
    return bad_payload("start_fire", "engulf_turns", "1 to 20 turns");
  if (p.contains("object") && p["object"] != "small_building" && p["object"] != "large_building")
    return bad_payload("start_fire", "object", "\"small_building\" or \"large_building\"");
  if (!p.contains("by")) return {};
  int id = 0;
  if (auto bad = read_int(p, "start_fire", "by", id)) return bad;
  const Figure* f = nullptr;
  if (auto r = living_figure(c.state, id, &f)) return r;
  if (f->status.has_moved || f->status.has_shot || f->status.has_struck)
    return Refusal{RefusalCode::NotAllowed, figure_label(*f) +
                                                " has acted this turn: a fire is lit by a figure "
                                                "stationary and doing nothing else (" +
                                                kFireCite + ")."};
  return {};
}

void execute_start(ExecuteContext& c, const json& p) {
  std::string who = "Referee";
  if (p.contains("by")) {
    const Figure& f = *c.state.find(p["by"].get<int>());
    const int roll = c.dice.roll(6);
    const bool lit = roll >= kLightOn;
    emit(c.events, "fire_lighting",
         {{"figure", f.id}, {"die", "D6"}, {"roll", roll}, {"lit", lit}, {"citation", kFireCite}},
         figure_label(f) + " tries to light a fire: D6 " + std::to_string(roll) +
             (lit ? ", it catches (" : ", it does not catch (") + kFireCite + ").");
    if (!lit) return;
    who = figure_label(f);
  }
  light_fire(c.state, {p["at"][0].get<double>(), p["at"][1].get<double>()},
             p.value("radius_cm", kDefaultRadiusCm), engulf_turns(p), c.dice, c.events, who,
             kStartFireCite);
}

bool in_fire(const Battlefield& field, const Fire& fire, const Figure& f) {
  // On hexes a figure stands on its hex centre; on the table its true base counts.
  if (field.is_hex()) return map::distance(fire.centre, f.placement.centre) <= fire.radius_cm;
  const Footprint area{{map::BaseShape::Round, 2 * fire.radius_cm, 2 * fire.radius_cm},
                       {fire.centre, 0}};
  return field.edge_distance(area, footprint(f)) <= 0;
}

Check check_spread(const CheckContext& c, const json&) {
  if (c.state.fires.empty()) return Refusal{RefusalCode::NotAllowed, "No fire is burning."};
  return {};
}

void spread_or_burn_out(ExecuteContext& c) {
  std::vector<Fire> still;
  for (Fire fire : c.state.fires) {
    ++fire.age_turns;
    if (--fire.turns_left <= 0) {
      emit(c.events, "fire_out",
           {{"fire", fire.id}, {"reason", "burnt_out"}, {"citation", kStartFireCite}},
           "Fire " + std::to_string(fire.id) + " has burnt out (" + kStartFireCite + ").");
      continue;
    }
    fire.spread_turn = c.state.turn;
    const bool spreads = fire.engulf_turns == 0 || fire.age_turns <= fire.engulf_turns;
    if (spreads) fire.radius_cm += kSpreadCm;
    emit(c.events, spreads ? "fire_spread" : "fire_burning",
         {{"fire", fire.id},
          {"radius_cm", fire.radius_cm},
          {"turns_left", fire.turns_left},
          {"citation", spreads ? kStartFireCite : kFireCite}},
         "Fire " + std::to_string(fire.id) +
             (spreads ? " spreads 3\" to a radius of " + format_cm(fire.radius_cm) + " cm ("
                      : " has engulfed its object and burns on (") +
             (spreads ? kStartFireCite : kFireCite) + ").");
    still.push_back(fire);
  }
  c.state.fires = std::move(still);
}

void burn(ExecuteContext& c, Figure& f, const Fire& fire) {
  const int roll = c.dice.roll(6);
  const bool burnt = roll >= kBurnOn;
  emit(c.events, "fire_roll",
       {{"figure", f.id},
        {"fire", fire.id},
        {"die", "D6"},
        {"roll", roll},
        {"burnt", burnt},
        {"assumed", true},
        {"citation", kFireCite}},
       figure_label(f) + " is caught in fire " + std::to_string(fire.id) + ": D6 " +
           std::to_string(roll) + (burnt ? ", burnt (" : ", unhurt (") + kFireCite +
           "; a wound on 5 or 6 is assumed).");
  if (!burnt) return;
  f.wounds += 1;
  f.wounds_this_turn += 1;
  emit(c.events, "wounded",
       {{"figure", f.id}, {"wounds", 1}, {"total", f.wounds}, {"referee", true}, {"cause", "fire"}},
       figure_label(f) + " takes 1 wound from the fire.");
  c.system.after_wounds(f, c.events, "burnt");
}

void execute_spread(ExecuteContext& c, const json&) {
  spread_or_burn_out(c);
  for (Figure& f : c.state.figures) {
    if (!f.alive) continue;
    const auto fire = std::find_if(c.state.fires.begin(), c.state.fires.end(),
                                   [&](const Fire& x) { return in_fire(c.field, x, f); });
    if (fire != c.state.fires.end()) burn(c, f, *fire);
  }
}

Check check_extinguish(const CheckContext& c, const json& p) {
  int id = 0;
  if (auto bad = read_int(p, "extinguish_fire", "fire", id)) return bad;
  const auto by = p.find("by");
  if (by == p.end() || (*by != "water" && *by != "magic"))
    return bad_payload("extinguish_fire", "by", "\"water\" or \"magic\"");
  const auto fire = std::find_if(c.state.fires.begin(), c.state.fires.end(),
                                 [&](const Fire& f) { return f.id == id; });
  if (fire == c.state.fires.end())
    return Refusal{RefusalCode::NotAllowed, "No fire " + std::to_string(id) + " is burning."};
  if (*by == "water" && fire->age_turns >= kWaterTurns)
    return Refusal{RefusalCode::NotAllowed, "Water only puts out a fire in its first 2 turns (" +
                                                std::string(kFireCite) + ")."};
  return {};
}

void execute_extinguish(ExecuteContext& c, const json& p) {
  const int id = p["fire"].get<int>();
  const bool water = p["by"] == "water";
  const int roll = water ? c.dice.roll(6) : 0;
  const bool out = !water || roll == 6;
  json data = {{"fire", id}, {"by", p["by"]}, {"out", out}, {"citation", kFireCite}};
  if (water) data["roll"] = roll;
  emit(c.events, "fire_extinguish", data,
       "Referee: fire " + std::to_string(id) +
           (water ? " is doused: D6 " + std::to_string(roll) : " meets magic") +
           (out ? ", it goes out (" : ", it burns on (") + kFireCite + ").");
  if (!out) return;
  std::erase_if(c.state.fires, [&](const Fire& f) { return f.id == id; });
  emit(c.events, "fire_out", {{"fire", id}, {"reason", "extinguished"}, {"citation", kFireCite}},
       "Fire " + std::to_string(id) + " is out (" + kFireCite + ").");
}

}  // namespace

void add_fire_commands(CommandRegistry& registry) {
  add_handler(registry, {"start_fire", referee, check_start, execute_start});
  add_handler(registry, {"spread_fire", referee, check_spread, execute_spread});
  add_handler(registry, {"extinguish_fire", referee, check_extinguish, execute_extinguish});
}

}  // namespace fray::game

// The referee's commands: they bypass the turn sequence and are logged like any other.
#include <optional>

#include <fray/game/setup/rule_system.h>
#include <fray/game/setup/scenario.h>
#include <fray/game/state/battle_queries.h>
#include <fray/io/data_error.h>

#include "commands/engine_commands.h"
#include "field/placing.h"
#include "setup/figure_sheet_json.h"

namespace fray::game {
namespace {

using nlohmann::json;

Check referee(const json&, Action& a) {
  a = Action{};
  return {};
}

// Where the referee may put a figure: wholly on the table, off impassable ground, on no other
// living figure (the figure itself aside). Shared by `place` and `edit` with a `position`.
Check standing_refusal(const CheckContext& c, const Figure& f, const map::Placement& at) {
  const Footprint here{f.base, at};
  if (!c.field.on_table(here)) return Refusal{RefusalCode::Blocked, "That place is off the table."};
  if (const auto feature = c.field.impassable_under(here, c.system.mounted(f)))
    return Refusal{RefusalCode::Blocked, "That place is on " + *feature + ", impassable ground."};
  for (const Figure& other : c.state.figures)
    if (other.alive && other.id != f.id && c.field.overlaps(here, footprint(other)))
      return Refusal{RefusalCode::Blocked, figure_label(other) + " already stands there."};
  return {};
}

Check check_place(const CheckContext& c, const json& p) {
  if (!p.contains("figure") || !p["figure"].is_object())
    return bad_payload("place", "figure", "a figure object as in a scenario");
  try {
    ScenarioFigure in = parse_scenario_figure(p["figure"], "place", "/figure", c.system.id());
    settle_on_map(in, grids_of(c.field), "place", "/figure");
    if (c.state.find(in.id))
      return Refusal{RefusalCode::NotAllowed,
                     "Figure #" + std::to_string(in.id) + " exists already."};
    int side = -1;
    for (std::size_t s = 0; s < c.state.sides.size(); ++s)
      if (c.state.sides[s].id == in.side) side = static_cast<int>(s);
    if (side < 0) return bad_payload("place", "figure/side", "the id of a side");
    const Figure f = make_figure(c.system, in, side, "place", "/figure");
    return standing_refusal(c, f, f.placement);  // its id is new: no figure is skipped
  } catch (const io::DataError& e) {
    return Refusal{RefusalCode::BadPayload, e.user_message()};
  }
  return {};
}

void execute_place(ExecuteContext& c, const json& p) {
  ScenarioFigure in = parse_scenario_figure(p["figure"], "place", "/figure", c.system.id());
  settle_on_map(in, grids_of(c.field), "place", "/figure");
  int side = 0;
  for (std::size_t s = 0; s < c.state.sides.size(); ++s)
    if (c.state.sides[s].id == in.side) side = static_cast<int>(s);
  c.state.figures.push_back(make_figure(c.system, in, side, "place", "/figure"));
  const Figure& f = c.state.figures.back();
  emit(c.events, "figure_placed",
       {{"figure", f.id}, {"side", side}, {"at", {f.placement.centre.x, f.placement.centre.y}}},
       "Referee: " + figure_label(f) + " is placed.");
}

Check check_figure(const CheckContext& c, const json& p, const char* command) {
  int id = 0;
  if (auto bad = read_int(p, command, "figure", id)) return bad;
  const Figure* f = nullptr;
  return living_figure(c.state, id, &f);
}

Check check_remove(const CheckContext& c, const json& p) { return check_figure(c, p, "remove"); }

void execute_remove(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  emit(c.events, "figure_removed", {{"figure", f.id}},
       "Referee: " + figure_label(f) + " is removed.");
  f.alive = false;
  f.status.must_recoil = f.status.falling = false;
}

// The referee puts a figure anywhere it may stand (on hexes: the nearest hex centre), keeping
// everything else about it: its id, wounds, statuses and posture.
std::optional<map::Point> read_position(const json& p) {
  const json& at = p["position"];
  if (!at.is_array() || at.size() != 2 || !at[0].is_number() || !at[1].is_number())
    return std::nullopt;
  return map::Point{at[0].get<double>(), at[1].get<double>()};
}

Check check_new_position(const CheckContext& c, const json& p) {
  const auto to = read_position(p);
  if (!to) return bad_payload("edit", "position", "[x, y] in cm");
  const Figure& f = *c.state.find(p["figure"].get<int>());
  map::Placement at = f.placement;
  at.centre = c.field.snap(*to);
  return standing_refusal(c, f, at);
}

Check check_edit(const CheckContext& c, const json& p) {
  if (auto r = check_figure(c, p, "edit")) return r;
  double number = 0;
  const Figure& f = *c.state.find(p["figure"].get<int>());
  // The sheet's own members (classic: class, armour, name) are the sheet's to check.
  if (const auto bad = detail::check_figure_sheet_edit(f.sheet, p))
    return bad_payload("edit", bad->first, bad->second);
  if (auto bad = read_number(p, "edit", "facing_deg", number, true)) return bad;
  if (p.contains("position")) return check_new_position(c, p);
  return {};
}

void execute_edit(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  detail::apply_figure_sheet_edit(f.sheet, p);
  if (p.contains("facing_deg")) f.placement.facing_deg = p["facing_deg"].get<double>();
  if (p.contains("position")) f.placement.centre = c.field.snap(*read_position(p));
  emit(c.events, "figure_edited", {{"figure", f.id}, {"changes", p}},
       "Referee: " + figure_label(f) + " is edited.");
}

Check check_set_die(const CheckContext&, const json& p) {
  int face = 0;
  if (auto bad = read_int(p, "set_die", "face", face)) return bad;
  if (face < 1 || face > 20) return bad_payload("set_die", "face", "a face from 1 to 20");
  return {};
}

void execute_set_die(ExecuteContext& c, const json& p) {
  const int face = p["face"].get<int>();
  c.state.referee_faces.push_back(face);
  emit(c.events, "die_set", {{"face", face}},
       "Referee: the next die will show " + std::to_string(face) + ".");
}

Check check_wound(const CheckContext& c, const json& p) {
  if (auto r = check_figure(c, p, "wound")) return r;
  int count = 1;
  if (auto bad = read_int(p, "wound", "count", count, true)) return bad;
  if (count < 1 || count > 10) return bad_payload("wound", "count", "1 to 10");
  return {};
}

void execute_wound(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  const int count = p.value("count", 1);
  f.wounds += count;
  f.wounds_this_turn += count;
  emit(c.events, "wounded",
       {{"figure", f.id}, {"wounds", count}, {"total", f.wounds}, {"referee", true}},
       "Referee: " + figure_label(f) + " takes " + std::to_string(count) + " wound(s).");
  c.system.after_wounds(f, c.events, "wounded by the referee");
}

Check check_heal(const CheckContext& c, const json& p) {
  if (auto r = check_figure(c, p, "heal")) return r;
  int count = 1;
  if (auto bad = read_int(p, "heal", "count", count, true)) return bad;
  if (count < 1 || count > 10) return bad_payload("heal", "count", "1 to 10");
  if (c.state.find(p["figure"].get<int>())->wounds == 0)
    return Refusal{RefusalCode::NotAllowed, "The figure has no wound to heal."};
  return {};
}

void execute_heal(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  const int count = std::min(p.value("count", 1), f.wounds);
  f.wounds -= count;
  f.wounds_this_turn = std::min(f.wounds_this_turn, f.wounds);
  emit(c.events, "healed", {{"figure", f.id}, {"wounds", count}, {"total", f.wounds}},
       "Referee: " + figure_label(f) + " is healed of " + std::to_string(count) + " wound(s).");
}

bool* status_flag(Figure& f, const std::string& name) {
  if (name == "hidden") return &f.status.hidden;
  if (name == "shield_wall") return &f.status.shield_wall;
  if (name == "recoiling") return &f.status.recoiling;
  if (name == "waiting") return &f.status.waiting;
  if (name == "has_moved") return &f.status.has_moved;
  if (name == "has_shot") return &f.status.has_shot;
  return nullptr;
}

Check check_set_status(const CheckContext& c, const json& p) {
  if (auto r = check_figure(c, p, "set_status")) return r;
  bool value = false;
  if (auto bad = read_bool(p, "set_status", "value", value)) return bad;
  Figure copy = *c.state.find(p["figure"].get<int>());
  if (!p.contains("status") || !p["status"].is_string() ||
      !status_flag(copy, p["status"].get<std::string>()))
    return bad_payload("set_status", "status",
                       "hidden, shield_wall, recoiling, waiting, has_moved or has_shot");
  return {};
}

void execute_set_status(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  const std::string name = p["status"].get<std::string>();
  *status_flag(f, name) = p["value"].get<bool>();
  emit(c.events, "status_changed",
       {{"figure", f.id}, {"status", name}, {"value", p["value"]}, {"referee", true}},
       "Referee: " + figure_label(f) + (p["value"].get<bool>() ? " is now " : " is no longer ") +
           name + ".");
}

Check check_reseed(const CheckContext&, const json& p) {
  if (!p.contains("seed") || !p["seed"].is_number_unsigned())
    return bad_payload("reseed", "seed", "a whole number");
  return {};
}

void execute_reseed(ExecuteContext& c, const json& p) {
  const auto seed = p["seed"].get<std::uint64_t>();
  c.state.rng = dice::RandomEngine(seed);
  emit(c.events, "reseeded", {{"seed", seed}},
       "The dice are seeded anew with " + std::to_string(seed) + ".");
}

Check check_reroll(const CheckContext&, const json&) { return {}; }

void execute_reroll(ExecuteContext& c, const json&) {
  // Draws one value so the dice that follow differ from the undone ones.
  const int burnt = c.state.rng.roll(1000);
  emit(c.events, "reroll", {{"burnt", burnt}}, "Referee: the next dice are rolled afresh.");
}

}  // namespace

void add_referee_commands(CommandRegistry& registry) {
  add_handler(registry, {"place", referee, check_place, execute_place});
  add_handler(registry, {"remove", referee, check_remove, execute_remove});
  add_handler(registry, {"edit", referee, check_edit, execute_edit});
  add_handler(registry, {"set_die", referee, check_set_die, execute_set_die});
  add_handler(registry, {"wound", referee, check_wound, execute_wound});
  add_handler(registry, {"heal", referee, check_heal, execute_heal});
  add_handler(registry, {"set_status", referee, check_set_status, execute_set_status});
  add_handler(registry, {"reseed", referee, check_reseed, execute_reseed});
  add_handler(registry, {"reroll", referee, check_reroll, execute_reroll});
}

Check check_place_figure(const CheckContext& context, const json& payload) {
  return check_place(context, payload);
}

void place_figure(ExecuteContext& context, const json& payload) { execute_place(context, payload); }

}  // namespace fray::game

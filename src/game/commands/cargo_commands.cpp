// pick_up and drop: a figure takes up the Transport object it stands against, or puts it down
// (seed 003, "Transport": picking the object up is an action; it does not hinder the carrier).
// Both are "other actions" of the posture kind, allowed wherever hiding is (assumed).
#include <algorithm>

#include <fray/game/state/battle_queries.h>
#include <fray/game/turn/victory.h>

#include "commands/engine_commands.h"
#include "state/cargo.h"

namespace fray::game {
namespace {

using nlohmann::json;

const char* const kTransportCite = "seed 003, \"Transport\"";

Check parse_pick_up(const json& p, Action& a) {
  if (!p.contains("cargo") || !p["cargo"].is_string())
    return bad_payload("pick_up", "cargo", "the id of the object to carry");
  return parse_figure_action(p, "pick_up", ActionKind::Posture, a);
}

Check check_pick_up(const CheckContext& c, const json& p) {
  const Figure* f = nullptr;
  if (auto r = living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  const std::string cargo = p["cargo"].get<std::string>();
  const VictoryRules& v = c.state.victory;
  if (v.type != VictoryType::Transport || cargo != v.key_objective)
    return Refusal{RefusalCode::NotAllowed,
                   "\"" + cargo + "\" is not an object to carry (" + kTransportCite + ")."};
  if (v.carrier) {
    const Figure* carrier = c.state.find(*v.carrier);
    return Refusal{RefusalCode::NotAllowed,
                   "The object is already carried by " +
                       (carrier ? figure_label(*carrier) : "#" + std::to_string(*v.carrier)) + "."};
  }
  const auto object = std::find_if(v.objectives.begin(), v.objectives.end(),
                                   [&](const Objective& o) { return o.id == cargo; });
  if (object == v.objectives.end())
    return Refusal{RefusalCode::NotAllowed, "The object is not on the table."};
  const Footprint marker{{map::BaseShape::Round, kObjectiveMarkerCm, kObjectiveMarkerCm},
                         {object->position, 0}};
  if (!c.field.in_contact(footprint(*f), marker))
    return Refusal{RefusalCode::NotInContact,
                   figure_label(*f) + " must stand in base contact with the object to pick it up."};
  return {};
}

void execute_pick_up(ExecuteContext& c, const json& p) {
  const Figure& f = *c.state.find(p["figure"].get<int>());
  c.state.victory.carrier = f.id;
  Objective& object = *transport_object(c.state);
  object.position = f.placement.centre;
  emit(c.events, "object_picked_up",
       {{"figure", f.id}, {"objective", object.id}, {"citation", kTransportCite}},
       figure_label(f) + " picks up the object (" + kTransportCite + ").");
}

Check parse_drop(const json& p, Action& a) {
  return parse_figure_action(p, "drop", ActionKind::Posture, a);
}

Check check_drop(const CheckContext& c, const json& p) {
  const Figure* f = nullptr;
  if (auto r = living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  if (c.state.victory.carrier != f->id)
    return Refusal{RefusalCode::NotAllowed, figure_label(*f) + " carries nothing to drop."};
  return {};
}

void execute_drop(ExecuteContext& c, const json& p) {
  const Figure& f = *c.state.find(p["figure"].get<int>());
  c.state.victory.carrier.reset();
  Objective& object = *transport_object(c.state);
  object.position = f.placement.centre;
  emit(c.events, "object_dropped",
       {{"figure", f.id}, {"objective", object.id}, {"citation", kTransportCite}},
       figure_label(f) + " puts the object down (" + kTransportCite + ").");
}

}  // namespace

void add_cargo_commands(CommandRegistry& registry) {
  add_handler(registry, {"pick_up", parse_pick_up, check_pick_up, execute_pick_up});
  add_handler(registry, {"drop", parse_drop, check_drop, execute_drop});
}

}  // namespace fray::game

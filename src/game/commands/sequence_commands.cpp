// end_activation, end_phase: the sequencer does the work; these commands only say so.
#include <fray/game/state/battle_queries.h>

#include "commands/engine_commands.h"

namespace fray::game {
namespace {

using nlohmann::json;

Check parse_end_activation(const json& p, Action& a) {
  return parse_figure_action(p, "end_activation", ActionKind::EndActivation, a);
}

Check check_end_activation(const CheckContext& c, const json& p) {
  const Figure* f = nullptr;
  return living_figure(c.state, p["figure"].get<int>(), &f);
}

void execute_end_activation(ExecuteContext& c, const json& p) {
  const Figure& f = *c.state.find(p["figure"].get<int>());
  emit(c.events, "activation_ended", {{"figure", f.id}}, figure_label(f) + " ends its activation.");
}

Check parse_end_phase(const json& p, Action& a) {
  int side = 0;
  if (auto bad = read_int(p, "end_phase", "side", side)) return bad;
  if (side < 0 || side > 1) return bad_payload("end_phase", "side", "0 or 1 (the side's index)");
  a = Action{ActionKind::EndPhase, {}, side, std::nullopt};
  return {};
}

Check check_end_phase(const CheckContext&, const json&) { return {}; }

void execute_end_phase(ExecuteContext& c, const json& p) {
  const int side = p["side"].get<int>();
  emit(c.events, "phase_passed", {{"side", side}, {"phase", c.phase.id}},
       c.state.sides[side].name + " is done with the " + c.phase.id + " phase.");
}

}  // namespace

void add_sequence_commands(CommandRegistry& registry) {
  add_handler(registry, {"end_activation", parse_end_activation, check_end_activation,
                         execute_end_activation});
  add_handler(registry, {"end_phase", parse_end_phase, check_end_phase, execute_end_phase});
}

}  // namespace fray::game

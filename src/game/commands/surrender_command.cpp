// surrender: a figure gives itself up to an enemy in base contact and is taken prisoner
// (seed 004, "Orders": a fleeing unit that is surrounded surrenders; seed 004, "Prisoners":
// figures captured in melee). The reaction-chart AI issues it for a surrounded fleeing figure;
// the referee may issue it for any figure in contact with an enemy. A prisoner is out of play
// as the dead are (alive false: it takes no action, cannot be struck or shot, counts as a
// casualty for victory and the risk factors) but is marked captured, not killed. Guarding,
// escaping and dispatching prisoners are not modelled.
#include <fray/game/state/battle_queries.h>

#include "commands/engine_commands.h"

namespace fray::game {
namespace {

using nlohmann::json;

constexpr const char* kCitation = "seed 004, \"Prisoners\"";

Check any_time(const json&, Action& a) {
  a = Action{};
  return {};
}

Check check_surrender(const CheckContext& c, const json& p) {
  int id = 0;
  int captor_id = 0;
  if (auto bad = read_int(p, "surrender", "figure", id)) return bad;
  if (auto bad = read_int(p, "surrender", "captor", captor_id)) return bad;
  const Figure* f = nullptr;
  const Figure* captor = nullptr;
  if (auto r = living_figure(c.state, id, &f)) return r;
  if (auto r = living_figure(c.state, captor_id, &captor)) return r;
  if (captor->side == f->side)
    return Refusal{RefusalCode::NotAllowed, "A figure surrenders to an enemy, not to a friend."};
  if (!c.field.in_contact(footprint(*f), footprint(*captor)))
    return Refusal{RefusalCode::NotAllowed,
                   figure_label(*f) + " is not in base contact with " + figure_label(*captor) +
                       ": figures are captured in melee (" + kCitation + ")."};
  return {};
}

void execute_surrender(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  const Figure& captor = *c.state.find(p["captor"].get<int>());
  f.alive = false;
  f.captured = true;
  f.captor = captor.id;
  f.status.falling = f.status.must_recoil = f.status.waiting = false;
  emit(c.events, "figure_captured",
       {{"figure", f.id}, {"captor", captor.id}, {"citation", kCitation}},
       figure_label(f) + " surrenders to " + figure_label(captor) + " and is taken prisoner (" +
           kCitation + ").");
}

}  // namespace

void add_surrender_command(CommandRegistry& registry) {
  add_handler(registry, {"surrender", any_time, check_surrender, execute_surrender});
}

}  // namespace fray::game

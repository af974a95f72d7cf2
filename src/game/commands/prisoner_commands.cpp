// The referee's prisoners (seed 004, "Prisoners"), taken by `surrender`: release_prisoner frees
// one (rescued: back in play where it stands) or lets it escape (out of play, not captured);
// check_prisoners applies the guard rule: prisoners need one guard per 5, and prisoners
// abandoned by their captors escape. The seed does not say how near a guard must be: a figure of
// the captors' side within 6" of a prisoner guards it (assumed: the seed's usual short distance,
// as a terrain edge in "Visibility"). Too few guards is reported for the referee to judge: the
// seed only says abandoned prisoners escape. Dispatching prisoners (2 a turn per idle figure) is
// not modelled. Referee commands: they bypass the turn sequence.
#include <algorithm>

#include <fray/game/state/battle_queries.h>

#include "commands/engine_commands.h"

namespace fray::game {
namespace {

using nlohmann::json;

constexpr const char* kCitation = "seed 004, \"Prisoners\"";
constexpr double kGuardCm = 6 * kCmPerInch;  // assumed, see the file comment
constexpr int kPrisonersPerGuard = 5;

Check referee(const json&, Action& a) {
  a = Action{};
  return {};
}

Check check_release(const CheckContext& c, const json& p) {
  int id = 0;
  if (auto bad = read_int(p, "release_prisoner", "figure", id)) return bad;
  bool escaped = false;
  if (auto bad = read_bool(p, "release_prisoner", "escaped", escaped, true)) return bad;
  const Figure* f = c.state.find(id);
  if (!f)
    return Refusal{RefusalCode::UnknownFigure, "There is no figure #" + std::to_string(id) + "."};
  if (!f->captured)
    return Refusal{RefusalCode::NotAllowed, figure_label(*f) + " is not a prisoner."};
  if (escaped) return {};
  for (const Figure& other : c.state.figures)
    if (other.alive && c.field.overlaps(footprint(*f), footprint(other)))
      return Refusal{RefusalCode::Blocked, figure_label(other) + " stands where " +
                                               figure_label(*f) + " would come back."};
  return {};
}

void free_prisoner(EventSink& events, Figure& f, bool escaped) {
  const int captor = f.captor;
  f.captured = false;
  f.captor = 0;
  f.alive = !escaped;
  emit(events, escaped ? "prisoner_escaped" : "prisoner_released",
       {{"figure", f.id}, {"captor", captor}, {"citation", kCitation}},
       figure_label(f) +
           (escaped ? " escapes and leaves the battle (" : " is freed and back in play (") +
           kCitation + ").");
}

void execute_release(ExecuteContext& c, const json& p) {
  free_prisoner(c.events, *c.state.find(p["figure"].get<int>()), p.value("escaped", false));
}

Check check_prisoners(const CheckContext& c, const json&) {
  const bool any = std::any_of(c.state.figures.begin(), c.state.figures.end(),
                               [](const Figure& f) { return f.captured; });
  if (!any) return Refusal{RefusalCode::NotAllowed, "There are no prisoners."};
  return {};
}

bool guarded(const ExecuteContext& c, const Figure& prisoner, int captor_side) {
  return std::any_of(c.state.figures.begin(), c.state.figures.end(), [&](const Figure& g) {
    return g.alive && g.side == captor_side &&
           c.field.edge_distance(footprint(g), footprint(prisoner)) <= kGuardCm;
  });
}

void execute_prisoners(ExecuteContext& c, const json&) {
  for (int side = 0; side < static_cast<int>(c.state.sides.size()); ++side) {
    std::vector<Figure*> held;
    for (Figure& f : c.state.figures)
      if (f.captured && f.side != side) {
        const Figure* captor = c.state.find(f.captor);
        if (captor ? captor->side == side : true) held.push_back(&f);
      }
    if (held.empty()) continue;
    std::vector<int> guards;
    for (const Figure& g : c.state.figures)
      if (g.alive && g.side == side && std::any_of(held.begin(), held.end(), [&](const Figure* f) {
            return c.field.edge_distance(footprint(g), footprint(*f)) <= kGuardCm;
          }))
        guards.push_back(g.id);
    const int needed =
        (static_cast<int>(held.size()) + kPrisonersPerGuard - 1) / kPrisonersPerGuard;
    const int count = static_cast<int>(guards.size());
    emit(c.events, "prisoners_guarded",
         {{"side", side},
          {"prisoners", held.size()},
          {"guards", guards},
          {"needed", needed},
          {"enough", count >= needed},
          {"guard_cm", kGuardCm},
          {"assumed", true},
          {"citation", kCitation}},
         c.state.sides[static_cast<std::size_t>(side)].name + " hold " +
             std::to_string(held.size()) + " prisoner(s) with " + std::to_string(count) +
             " guard(s); " + std::to_string(needed) + " needed (" + kCitation + ").");
    for (Figure* f : held)
      if (!guarded(c, *f, side)) free_prisoner(c.events, *f, true);
  }
}

}  // namespace

void add_prisoner_commands(CommandRegistry& registry) {
  add_handler(registry, {"release_prisoner", referee, check_release, execute_release});
  add_handler(registry, {"check_prisoners", referee, check_prisoners, execute_prisoners});
}

}  // namespace fray::game

// stealth_test: the referee tests whether a stealthy figure stays unseen (seed 004,
// "Visibility": creatures with stealth are unseen if they pass a Cleverness test; an attribute
// test passes when a D6 does not score above the value, seed 004, "Cleverness"). A figure whose
// rules give it a Cleverness (High Adventure) tests its own; the classic and d20 figures have
// none, so the referee gives it (assumed). A pass hides the figure (the
// "hidden" status the shooting rules read), a failure reveals it. A referee command: it bypasses
// the turn sequence, and its D6 comes from the game's dice so it is logged and replays the same.
#include <fray/game/setup/rule_system.h>
#include <fray/game/state/battle_queries.h>

#include "commands/engine_commands.h"

namespace fray::game {
namespace {

using nlohmann::json;

const char* const kVisibilityCite = "seed 004, \"Visibility\"";

Check parse_stealth(const json&, Action& a) {
  a = Action{};
  return {};
}

Check check_stealth(const CheckContext& c, const json& p) {
  int id = 0;
  if (auto bad = read_int(p, "stealth_test", "figure", id)) return bad;
  const Figure* f = nullptr;
  if (auto bad = living_figure(c.state, id, &f)) return bad;
  // The figure's own Cleverness wins over the referee's.
  if (c.system.attribute(*f, "cleverness")) return {};
  int cleverness = 0;
  if (auto bad = read_int(p, "stealth_test", "cleverness", cleverness)) return bad;
  if (cleverness < 1 || cleverness > 6)
    return bad_payload("stealth_test", "cleverness",
                       "the figure's Cleverness, 1 to 6 (its rules give it none)");
  return {};
}

void execute_stealth(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  const std::optional<int> own = c.system.attribute(f, "cleverness");
  const int cleverness = own ? *own : p["cleverness"].get<int>();
  const int roll = c.dice.roll(6);
  const bool unseen = roll <= cleverness;
  f.status.hidden = unseen;
  emit(c.events, "stealth_test",
       {{"figure", f.id},
        {"die", "D6"},
        {"roll", roll},
        {"cleverness", cleverness},
        {"unseen", unseen},
        {"citation", kVisibilityCite}},
       "Referee: " + figure_label(f) + " tests its stealth: D6 " + std::to_string(roll) +
           (unseen ? " against Cleverness " + std::to_string(cleverness) + ", unseen ("
                   : " against Cleverness " + std::to_string(cleverness) + ", seen (") +
           kVisibilityCite + ").");
}

}  // namespace

void add_stealth_command(CommandRegistry& registry) {
  add_handler(registry, {"stealth_test", parse_stealth, check_stealth, execute_stealth});
}

}  // namespace fray::game

// recover: once per battle a figure spends its action to get half its health back (rounded up)
// and shake off its conditions (seed 003, "The Recovery Action").
#include <algorithm>
#include <string>

#include <fray/game/record/event_json.h>

#include "d20_battle.h"

namespace fray::d20 {
namespace {

using nlohmann::json;

Check parse_recover(const json& p, Action& a) {
  return game::parse_figure_action(p, "recover", ActionKind::Other, a);
}

Check check_recover(const CheckContext& c, const json& p) {
  const Figure* f = nullptr;
  if (auto r = game::living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  if (auto r = refuse_if_stunned(c.state, *f)) return r;
  if (auto r = refuse_if_retreating(c.state, *f)) return r;
  if (d20_sheet(*f).recovered)
    return Refusal{RefusalCode::NotAllowed, game::figure_label(*f) +
                                                " has already recovered once this battle (" +
                                                kCiteRecovery + ")."};
  return {};
}

void execute_recover(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  D20Sheet& sheet = d20_sheet(f);
  // Half its total health, rounded up, never more than it has lost.
  const int healed = std::min(f.wounds, (sheet.max_wounds + 1) / 2);
  f.wounds -= healed;
  sheet.stunned_from = sheet.stunned_until = 0;
  sheet.retreat_from = sheet.retreat_round = 0;
  sheet.recovered = true;
  game::emit(c.events, "d20_recovered",
             game::json_object("figure", f.id, "healed", healed, "wounds", f.wounds, "citation",
                               kCiteRecovery),
             game::figure_label(f) + " recovers: " + std::to_string(healed) +
                 (healed == 1 ? " wound" : " wounds") + " healed, conditions gone (" +
                 kCiteRecovery + ").");
}

}  // namespace

void add_recover_command(game::CommandRegistry& registry) {
  game::add_handler(registry, {"recover", parse_recover, check_recover, execute_recover});
}

}  // namespace fray::d20

// revert: a figure that took another form by Transform self returns to what it truly is, "at
// will" (seed 004, "Wizards, Witches and Magic"): in any phase while its own side acts (assumed:
// the player's will, not the enemy's); only a spell that holds it stops it (assumed: a sleeper or
// a stone wills nothing).
#include <string>

#include <fray/game/command/handler_functions.h>
#include <fray/game/state/magic.h>

#include "magic_battle.h"

namespace fray::high_adventure {
namespace {

using nlohmann::json;

constexpr const char* kCommand = "revert";

Check parse_revert(const json& p, Action& a) {
  int figure = 0;
  if (auto bad = game::read_int(p, kCommand, "figure", figure)) return bad;
  a = Action{};
  return {};
}

Check check_revert(const CheckContext& c, const json& p) {
  const Figure* f = nullptr;
  if (auto r = game::living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  const std::string who = game::figure_label(*f);
  if (c.state.finished) return Refusal{RefusalCode::NotAllowed, "The battle is over."};
  if (!sheet_of(*f).true_form)
    return Refusal{RefusalCode::NotAllowed,
                   who + " has taken no other form: only Transform self gives one to revert from."};
  if (f->side != c.state.active_side)
    return Refusal{RefusalCode::NotAllowed,
                   who + "'s side is not acting now: it reverts when its side acts."};
  if (game::spellbound(*f)) return Refusal{RefusalCode::NotAllowed, game::spellbound_reason(*f)};
  return {};
}

void execute_revert(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  revert(adventure_rules(c.system), f, c.events, "reverts at will");
}

void preview_revert(const CheckContext& c, const json& p, game::Preview& preview) {
  if (check_revert(c, p)) return;
  const Figure& f = *c.state.find(p["figure"].get<int>());
  preview.breakdown.push_back(game::figure_label(f) + " returns to its true form, a " +
                              sheet_of(f).true_form->creature + ", with its own levels and gear (" +
                              kCiteMagic + ").");
}

}  // namespace

void add_revert_command(game::CommandRegistry& registry) {
  game::add_handler(registry,
                    {kCommand, parse_revert, check_revert, execute_revert, preview_revert});
}

}  // namespace fray::high_adventure

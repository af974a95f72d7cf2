// run: a figure about to move runs, adding a die of inches to this turn's move (seed 004, the
// actions: "Figures may run (up to +D3\") for up to 2 consecutive turns"). Declared and thrown
// before the move, so the move then knows how far it may go; like a player character's order it
// is not the figure's action (the move is). Assumed: the seed's "to cross gaps or another good
// reason" is the player's to judge; a fleeing figure already runs (its flee adds the die).
#include <string>

#include <fray/game/command/handler_functions.h>
#include <fray/game/record/event_json.h>
#include <fray/game/state/magic.h>

#include "adventure_battle.h"

namespace fray::high_adventure {
namespace {

using nlohmann::json;

constexpr const char* kCommand = "run";

Check parse_run(const json& p, Action& a) {
  int figure = 0;
  if (auto bad = game::read_int(p, kCommand, "figure", figure)) return bad;
  a = Action{};
  return {};
}

Check check_run(const CheckContext& c, const json& p) {
  const Figure* f = nullptr;
  if (auto r = game::living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  const AdventureRules& rules = adventure_rules(c.system);
  const AdventureSheet& s = sheet_of(*f);
  const std::string who = game::figure_label(*f);
  if (c.state.finished) return Refusal{RefusalCode::NotAllowed, "The battle is over."};
  if (c.phase.id != "movement")
    return Refusal{RefusalCode::NotAllowed, who + " runs only in the movement phase."};
  if (f->side != c.state.active_side)
    return Refusal{RefusalCode::NotAllowed, who + "'s side is not moving now."};
  if (game::spellbound(*f))
    return Refusal{RefusalCode::NotAllowed, who + " is held by a spell: it cannot run."};
  if (f->status.has_moved || f->status.done_this_phase || s.moved_cm > 0)
    return Refusal{RefusalCode::AlreadyActed, who + " has already moved this turn."};
  if (s.run_in > 0)
    return Refusal{RefusalCode::AlreadyActed, who + " is already running this turn."};
  if (binding_order(*f) == "flee" || binding_order(*f) == "stand")
    return Refusal{
        RefusalCode::NotAllowed,
        who + " is under the " + binding_order(*f) + " order: " +
            (binding_order(*f) == "flee" ? "its flight is already a run" : "it moves 2\" at most") +
            " (" + kCiteOrders + ")."};
  if (!foes_in_contact(c.field, c.state, *f).empty())
    return Refusal{RefusalCode::NotAllowed, who + " is pinned in melee (" + kCiteEngage + ")."};
  if (s.running_turns >= rules.run_turns)
    return Refusal{RefusalCode::NotAllowed,
                   who + " has run " + std::to_string(s.running_turns) +
                       " turns in a row, the most it may: it walks this turn (" + kCiteActions +
                       ")."};
  return {};
}

void execute_run(ExecuteContext& c, const json& p) {
  const AdventureRules& rules = adventure_rules(c.system);
  Figure& f = *c.state.find(p["figure"].get<int>());
  AdventureSheet& s = sheet_of(f);
  const int roll = c.dice.roll(rules.run_die);
  s.run_in = roll;
  ++s.running_turns;
  const std::string die = "D" + std::to_string(rules.run_die);
  game::emit(c.events, "high_adventure_run",
             game::json_object("figure", f.id, "die", die, "roll", roll, "running_turns",
                               s.running_turns, "citation", kCiteActions),
             game::figure_label(f) + " runs: " + die + " " + std::to_string(roll) + ", " +
                 inches((move_in(rules, f) + roll) * kCmPerInch) + " of move this turn (" +
                 kCiteActions + ").");
}

void preview_run(const CheckContext& c, const json& p, game::Preview& preview) {
  if (check_run(c, p)) return;
  const AdventureRules& rules = adventure_rules(c.system);
  const Figure& f = *c.state.find(p["figure"].get<int>());
  preview.breakdown.push_back("Runs " + inches(move_in(rules, f) * kCmPerInch) + " + D" +
                              std::to_string(rules.run_die) + "\" this turn (" + kCiteActions +
                              ").");
}

}  // namespace

void add_run_command(game::CommandRegistry& registry) {
  game::add_handler(registry, {kCommand, parse_run, check_run, execute_run, preview_run});
}

}  // namespace fray::high_adventure

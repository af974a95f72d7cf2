// order: a player character gives a figure of its side an order (seed 004, "Orders": every
// figure has an order and acts only by it; a player character within 6" chooses it if it passes
// a Leadership test; player characters and their hench-beings act as their player wishes).
// Orders are given at the start of the turn (seed 004, "Turn sequence" (1)): in the movement
// phase, before the figure has moved; one test a figure a turn. The order then binds the figure
// as the reaction chart's orders do (binding_order). It bypasses the activation order, like the
// reaction chart's own notes: giving an order is not the figure's action.
#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include <fray/game/command/handler_functions.h>
#include <fray/game/record/event_json.h>
#include <fray/game/state/magic.h>

#include "adventure_battle.h"

namespace fray::high_adventure {
namespace {

using nlohmann::json;

constexpr const char* kCommand = "order";
constexpr std::array<const char*, 5> kOrders{"attack", "march", "stand", "withdraw", "flee"};

struct OrderPlan {
  const Figure* figure = nullptr;
  const Figure* by = nullptr;
  std::string order;
  int leadership = 0;
};

Check parse_order(const json& p, Action& a) {
  int figure = 0, by = 0;
  if (auto bad = game::read_int(p, kCommand, "figure", figure)) return bad;
  if (auto bad = game::read_int(p, kCommand, "by", by)) return bad;
  const auto order = p.find("order");
  if (order == p.end() || !order->is_string() ||
      std::none_of(kOrders.begin(), kOrders.end(), [&](const char* o) { return *order == o; }))
    return game::bad_payload(kCommand, "order", "attack, march, stand, withdraw or flee");
  a = Action{};
  return {};
}

Check plan(const CheckContext& c, const json& p, OrderPlan& out) {
  if (auto r = game::living_figure(c.state, p["figure"].get<int>(), &out.figure)) return r;
  if (auto r = game::living_figure(c.state, p["by"].get<int>(), &out.by)) return r;
  out.order = p["order"].get<std::string>();
  const Figure& f = *out.figure;
  const Figure& by = *out.by;
  const AdventureSheet& sheet = sheet_of(f);
  if (sheet.player_character || sheet.henchman)
    return Refusal{RefusalCode::NotAllowed,
                   game::figure_label(f) +
                       " needs no order: a player character or hench-being acts as its player "
                       "wishes (" +
                       kCiteOrders + ")."};
  if (!sheet_of(by).player_character || by.side != f.side)
    return Refusal{RefusalCode::NotAllowed, "Only a player character of " + game::figure_label(f) +
                                                "'s side gives it orders (" + kCiteOrders + ")."};
  if (game::spellbound(by))
    return Refusal{RefusalCode::NotAllowed,
                   game::figure_label(by) + " is held by a spell and gives no orders."};
  if (c.state.finished)
    return Refusal{RefusalCode::NotAllowed, "The battle is over: no more orders."};
  if (c.phase.id != "movement")
    return Refusal{RefusalCode::NotAllowed,
                   "Orders are given at the start of the turn, before "
                   "the figures move (" +
                       std::string(kCiteOrders) + ")."};
  if (f.status.done_this_phase || sheet.moved_cm > 0)
    return Refusal{RefusalCode::NotAllowed, game::figure_label(f) +
                                                " has already moved this turn: its order stands "
                                                "until the next turn."};
  if (sheet.order_tested_turn == c.state.turn)
    return Refusal{RefusalCode::NotAllowed,
                   game::figure_label(f) +
                       " has had its order tested this turn: one attempt a turn (" + kCiteOrders +
                       ")."};
  const AdventureRules& rules = adventure_rules(c.system);
  const double gap = c.field.edge_distance(game::footprint(by), game::footprint(f));
  if (gap > rules.command_in * kCmPerInch + 1e-9)
    return Refusal{RefusalCode::NotAllowed,
                   game::figure_label(by) + " is " + inches(gap) + " from " +
                       game::figure_label(f) + ": an order needs a player character within " +
                       inches(rules.command_in * kCmPerInch) + " (" + kCiteOrders + ")."};
  out.leadership = by.leadership;
  return {};
}

Check check_order(const CheckContext& c, const json& p) {
  OrderPlan s;
  return plan(c, p, s);
}

double chance(int leadership) { return std::clamp(leadership, 0, 6) / 6.0; }

void execute_order(ExecuteContext& c, const json& p) {
  OrderPlan s;
  plan({c.system, c.field, c.state, c.phase}, p, s);
  Figure& f = *c.state.find(s.figure->id);
  const int roll = c.dice.roll(6);
  const bool passed = roll <= s.leadership;
  const std::string before = f.ai.order.empty() ? "none" : f.ai.order;
  // A group acts as one, with the same order (seed 004, "Groups"): the test for one member is the
  // test for all of them (its player characters and hench-beings aside, who take no orders).
  json members = json::array();
  for (Figure& m : c.state.figures) {
    const bool same_group = m.id == f.id || (!f.ai.group.empty() && m.ai.group == f.ai.group &&
                                             m.side == f.side && m.alive && !m.status.falling);
    if (!same_group || sheet_of(m).player_character || sheet_of(m).henchman) continue;
    sheet_of(m).order_tested_turn = c.state.turn;
    if (passed) m.ai.order = s.order;
    members.push_back(m.id);
  }
  game::emit(
      c.events, "high_adventure_order",
      game::json_object("figure", f.id, "by", s.by->id, "order", s.order, "die", "D6", "roll", roll,
                        "leadership", s.leadership, "passed", passed, "before", before, "members",
                        members, "citation", kCiteOrders),
      game::figure_label(*s.by) + " orders " + game::figure_label(f) +
          (members.size() > 1 ? " and its group (" + std::to_string(members.size()) + " figures)"
                              : std::string()) +
          " to " + s.order + ": Leadership test D6 " + std::to_string(roll) + " against " +
          std::to_string(s.leadership) +
          (passed ? ", passed" : ", failed: its order stays " + before) + " (" + kCiteOrders +
          ").");
}

void preview_order(const CheckContext& c, const json& p, game::Preview& preview) {
  OrderPlan s;
  if (plan(c, p, s)) return;
  preview.success = chance(s.leadership);
  preview.breakdown.push_back("Leadership test: a D6 not above " + std::to_string(s.leadership) +
                              ", " + std::to_string(std::lround(*preview.success * 100)) + " % (" +
                              kCiteOrders + ").");
}

}  // namespace

void add_order_command(game::CommandRegistry& registry) {
  game::add_handler(registry, {kCommand, parse_order, check_order, execute_order, preview_order});
}

}  // namespace fray::high_adventure

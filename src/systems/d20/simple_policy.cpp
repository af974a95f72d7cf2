#include <algorithm>
#include <limits>
#include <vector>

#include <fray/d20/boarding.h>
#include <fray/d20/simple_policy.h>
#include <fray/d20/unit_placement.h>
#include <fray/map/hex_coord.h>

#include "approach.h"
#include "d20_battle.h"

namespace fray::d20 {
namespace {

using game::Command;
using game::Game;
using nlohmann::json;

bool accepted(const Game& game, const Command& c) { return !game.check(c); }

constexpr std::size_t kMostTried = 24;  // cells tried per move: bounds the cost on a big map

const Figure* nearest_enemy(const Game& game, const Figure& f) {
  const Figure* best = nullptr;
  double best_cm = std::numeric_limits<double>::infinity();
  for (const Figure& other : game.state().figures) {
    if (!other.alive || other.side == f.side) continue;
    const double d = map::distance(f.placement.centre, other.placement.centre);
    if (d < best_cm) best_cm = d, best = &other;
  }
  return best;
}

// The attack whose preview takes an enemy out of the fight likeliest (a defeat counts whole, a
// wound or a stun half), if any is allowed now.
std::optional<Command> best_attack(const Game& game, const Figure& f) {
  std::optional<Command> best;
  double best_value = -1;
  for (const Figure& enemy : game.state().figures) {
    if (!enemy.alive || enemy.side == f.side) continue;
    Command c = game.system().attack_command(game::AttackKind::Shot, f.id, enemy.id);
    const game::Preview p = game.preview(c);
    if (!p.accepted() || !p.aim) continue;
    const double value = p.aim->killed + 0.5 * (p.aim->wounded + p.aim->stunned);
    if (value > best_value) best_value = value, best = std::move(c);
  }
  return best;
}

Command move_to(int figure, map::Point to) {
  return {"move", {{"figure", figure}, {"path", json::array({{to.x, to.y}})}}};
}

// A retreating figure runs straight away from the cause of its failed morale test, as far as
// the game accepts (halved until it does).
std::optional<Command> run_away(const Game& game, const Figure& f) {
  const map::Point from = f.placement.centre;
  const map::Point source = retreat_source(game.state(), f);
  if (game.field().is_hex()) {
    // The hexes within its move, the farthest from the cause first.
    const map::HexMap& hexes = *game.field().hex_map();
    const map::Hex here = game.field().hex_at(from);
    const map::Hex cause = game.field().hex_at(source);
    const BattleSettings settings =
        battle_settings(d20_rules(game.system()), game.field(), game.state());
    const int reach =
        move_unit(d20_rules(game.system()), settings, d20_sheet(pace_figure(game.state(), f)));
    std::vector<std::pair<int, int>> far;  // (-distance from the cause, grid index)
    for (int i = 0; i < hexes.grid.size(); ++i) {
      const map::Hex h = hexes.grid.hex(i);
      const int walk = map::hex_distance(here, h);
      if (walk > 0 && walk <= reach && map::hex_distance(h, cause) > map::hex_distance(here, cause))
        far.emplace_back(-map::hex_distance(h, cause), i);
    }
    std::sort(far.begin(), far.end());
    for (std::size_t k = 0; k < far.size() && k < kMostTried; ++k)
      if (Command c = move_to(f.id, hexes.layout.centre(hexes.grid.hex(far[k].second)));
          accepted(game, c))
        return c;
    return std::nullopt;
  }
  if (game.field().is_square()) {
    // The squares within its move, the farthest from the cause first.
    const map::SquareMap& squares = *game.field().square_map();
    const map::Square here = game.field().square_at(from);
    const map::Square cause = game.field().square_at(source);
    const BattleSettings settings =
        battle_settings(d20_rules(game.system()), game.field(), game.state());
    const int reach =
        move_unit(d20_rules(game.system()), settings, d20_sheet(pace_figure(game.state(), f)));
    std::vector<std::pair<int, int>> far;  // (-distance from the cause, grid index)
    for (int i = 0; i < squares.grid.size(); ++i) {
      const map::Square s = squares.grid.at_index(i);
      const int walk = map::square_distance(here, s);
      const int from_cause = map::square_distance(s, cause);
      if (walk > 0 && walk <= reach && from_cause > map::square_distance(here, cause))
        far.emplace_back(-from_cause, i);
    }
    std::sort(far.begin(), far.end());
    for (std::size_t k = 0; k < far.size() && k < kMostTried; ++k)
      if (Command c = move_to(f.id, squares.layout.centre(squares.grid.at_index(far[k].second)));
          accepted(game, c))
        return c;
    return std::nullopt;
  }
  map::Point away = from - source;
  const double length = map::length(away);
  if (length < 1e-9) away = {0, 1};
  away = away * (1.0 / std::max(length, 1e-9));
  for (double step = game.system().allowance_cm(game.state(), f) - 0.01; step > 0.5; step /= 2) {
    const map::Point to = from + away * step;
    // Running off the table would take it out of the battle: stop short of the edge.
    if (!game.field().on_table({f.base, {to, f.placement.facing_deg}})) continue;
    if (Command c = move_to(f.id, to); accepted(game, c)) return c;
  }
  return std::nullopt;
}

std::optional<Command> act(const Game& game, const Figure& f) {
  if (retreating(game.state(), f)) return run_away(game, f);
  if (auto attack = best_attack(game, f)) return attack;
  const Figure* enemy = nearest_enemy(game, f);
  if (!enemy) return std::nullopt;
  // A figure next to a friendly mount with a free seat gets on before it goes anywhere.
  if (!f.status.has_moved)
    for (nlohmann::json& on : getting_on_moves(game, f.id)) return Command{"move", std::move(on)};
  std::optional<Command> step = approach(game, f, enemy->placement.centre, enemy);
  // A unit moves as one: the others of the figure's unit come along (seed 003, "Movement").
  if (step) step->payload = with_unit(game, std::move(step->payload));
  return step;
}

}  // namespace

std::optional<Command> simple_policy(const Game& game) {
  const BattleState& state = game.state();
  if (state.finished) return std::nullopt;
  const game::TurnSequencer sequencer = game.sequencer();
  if (state.active_figure) {
    const Figure& f = *state.find(*state.active_figure);
    if (auto c = act(game, f)) return c;
    if (Command c{"end_activation", {{"figure", f.id}}}; accepted(game, c)) return c;
    return Command{"end_phase", {{"side", state.active_side}}};
  }
  for (const Figure& f : state.figures) {
    if (f.side != state.active_side || !sequencer.eligible(state, f)) continue;
    if (auto c = act(game, f)) return c;  // a figure with nothing to do is left to end_phase
  }
  return Command{"end_phase", {{"side", state.active_side}}};
}

}  // namespace fray::d20

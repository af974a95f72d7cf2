#include "approach.h"

#include <algorithm>
#include <vector>

#include <fray/map/hex_coord.h>

#include "d20_battle.h"

namespace fray::d20 {
namespace {

using game::Command;
using game::Game;
using nlohmann::json;

constexpr std::size_t kMostTried = 24;  // cells tried per move: bounds the cost on a big map

bool accepted(const Game& game, const Command& c) { return !game.check(c); }

Command move_to(int figure, map::Point to) {
  return {"move", {{"figure", figure}, {"path", json::array({{to.x, to.y}})}}};
}

int reach_of(const Game& game, const Figure& f) {
  const D20Rules& rules = d20_rules(game.system());
  const BattleSettings settings = battle_settings(rules, game.field(), game.state());
  return move_unit(rules, settings, d20_sheet(pace_figure(game.state(), f)));
}

std::optional<Command> hex_step(const Game& game, const Figure& f, map::Point to, bool keep_off) {
  const Battlefield& field = game.field();
  const map::HexMap& hexes = *field.hex_map();
  const map::Hex from = field.hex_at(f.placement.centre);
  const map::Hex goal = field.hex_at(to);
  const std::vector<map::Hex> candidates =
      map::hexes_towards(hexes.grid, from, goal, reach_of(game, f), keep_off ? 1 : 0);
  for (std::size_t k = 0; k < candidates.size() && k < kMostTried; ++k)
    if (Command c = move_to(f.id, hexes.layout.centre(candidates[k])); accepted(game, c)) return c;
  return std::nullopt;
}

std::optional<Command> square_step(const Game& game, const Figure& f, map::Point to,
                                   bool keep_off) {
  const Battlefield& field = game.field();
  const map::SquareMap& squares = *field.square_map();
  const map::Square from = field.square_at(f.placement.centre);
  const map::Square goal = field.square_at(to);
  const int reach = reach_of(game, f);
  const int closest = keep_off ? 1 : 0;
  std::vector<std::pair<std::pair<int, int>, map::Square>> candidates;
  for (int row = from.row - reach; row <= from.row + reach; ++row)
    for (int column = from.column - reach; column <= from.column + reach; ++column) {
      const map::Square s{column, row};
      const int to_goal = map::square_distance(s, goal);
      if (!squares.grid.contains(s) || s == from || to_goal < closest) continue;
      if (to_goal >= map::square_distance(from, goal)) continue;  // no nearer: not worth a move
      candidates.push_back({{to_goal, map::square_distance(from, s)}, s});
    }
  std::sort(candidates.begin(), candidates.end(), [](const auto& a, const auto& b) {
    if (a.first != b.first) return a.first < b.first;
    return std::pair(a.second.row, a.second.column) < std::pair(b.second.row, b.second.column);
  });
  for (std::size_t k = 0; k < candidates.size() && k < kMostTried; ++k)
    if (Command c = move_to(f.id, squares.layout.centre(candidates[k].second)); accepted(game, c))
      return c;
  return std::nullopt;
}

// Straight towards the goal: up to it, or until the bases touch the figure standing there.
std::optional<Command> table_step(const Game& game, const Figure& f, map::Point to,
                                  const Figure* occupant) {
  const map::Point from = f.placement.centre;
  const map::Point delta = to - from;
  const double centre_gap = map::length(delta);
  const double touching = occupant ? (std::max(f.base.width_cm, f.base.depth_cm) +
                                      std::max(occupant->base.width_cm, occupant->base.depth_cm)) /
                                         2
                                   : 0.0;
  if (centre_gap <= touching + 0.05) return std::nullopt;
  double step =
      std::min(game.system().allowance_cm(game.state(), f) - 0.01, centre_gap - touching - 0.02);
  for (int attempt = 0; attempt < 5 && step > 0.5; ++attempt, step /= 2) {
    const map::Point ahead = from + delta * (step / centre_gap);
    if (Command c = move_to(f.id, ahead); accepted(game, c)) return c;
    // Round a friend in the way: the same step a little to either side.
    const map::Point side{-delta.y / centre_gap * 3, delta.x / centre_gap * 3};
    for (const map::Point aside : {ahead + side, ahead - side})
      if (Command c = move_to(f.id, aside); accepted(game, c)) return c;
  }
  return std::nullopt;
}

}  // namespace

const Figure* standing_at(const Game& game, const Figure& f, map::Point goal) {
  const Battlefield& field = game.field();
  const bool grid = field.is_hex() || field.is_square();
  const game::Footprint point{map::Base{map::BaseShape::Round, 0.01, 0.01}, {goal, 0}};
  for (const Figure& o : game.state().figures) {
    if (!o.alive || o.id == f.id) continue;
    // On a grid: in a space the figure covers (a large one covers several).
    if (grid ? field.overlaps(point, game::footprint(o))
             : map::distance(o.placement.centre, goal) <
                   std::max(o.base.width_cm, o.base.depth_cm) / 2)
      return &o;
  }
  return nullptr;
}

std::optional<Command> approach(const Game& game, const Figure& f, map::Point goal,
                                const Figure* occupant) {
  if (game.field().is_hex()) return hex_step(game, f, goal, occupant != nullptr);
  if (game.field().is_square()) return square_step(game, f, goal, occupant != nullptr);
  return table_step(game, f, goal, occupant);
}

}  // namespace fray::d20

// Proposed moves for getting on and off (seed 003, "Special Movement"); the move command
// checks them.
#include <algorithm>

#include <fray/d20/boarding.h>

#include "d20_battle.h"

namespace fray::d20 {

std::vector<nlohmann::json> getting_on_moves(const game::Game& game, int figure) {
  std::vector<nlohmann::json> out;
  const Figure* f = game.state().find(figure);
  if (!f || !f->alive || d20_sheet(*f).riding != 0) return out;
  for (const Figure& carrier : game.state().figures) {
    if (!carrier.alive || carrier.side != f->side || carrier.id == f->id ||
        d20_sheet(carrier).carrier == Carrier::None)
      continue;
    nlohmann::json move = {{"figure", figure},
                           {"path", {{f->placement.centre.x, f->placement.centre.y}}},
                           {"mount", carrier.id}};
    if (!game.check({"move", move})) out.push_back(std::move(move));
  }
  return out;
}

std::optional<nlohmann::json> getting_off_move(const game::Game& game, int rider) {
  const Figure* f = game.state().find(rider);
  if (!f || !f->alive || d20_sheet(*f).riding == 0) return std::nullopt;
  const Figure* carrier = game.state().find(d20_sheet(*f).riding);
  if (!carrier) return std::nullopt;
  const D20Rules& rules = d20_rules(game.system());
  const BattleSettings settings = battle_settings(rules, game.field(), game.state());
  std::vector<map::Point> beside =
      points_around(game.field(), settings, carrier->placement.centre, carrier->base, f->base, 1);
  const map::Point home = game.state().victory.home[static_cast<std::size_t>(f->side) % 2];
  std::stable_sort(beside.begin(), beside.end(), [&](map::Point a, map::Point b) {
    return map::distance(a, home) < map::distance(b, home) - 1e-9;
  });
  for (const map::Point p : beside) {
    nlohmann::json move = {{"figure", rider}, {"path", {{p.x, p.y}}}, {"dismount", true}};
    if (!game.check({"move", move})) return move;
  }
  return std::nullopt;
}

}  // namespace fray::d20

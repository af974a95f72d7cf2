// Placing a unit around the figure that leads its move (seed 003, "Movement"), for the window
// and the simple policy: the move command checks every placement, this only proposes them.
#include <algorithm>
#include <vector>

#include <fray/d20/unit_placement.h>

#include "d20_battle.h"
#include "morale_units.h"

namespace fray::d20 {

nlohmann::json with_unit(const game::Game& game, nlohmann::json move) {
  const BattleState& state = game.state();
  const auto id = move.find("figure");
  const auto path = move.find("path");
  if (id == move.end() || !id->is_number_integer() || path == move.end() || !path->is_array() ||
      path->empty() || move.contains("unit"))
    return move;
  const Figure* leader = state.find(id->get<int>());
  if (!leader || !leader->alive || game.check({"move", move})) return move;
  const map::Point end{(*path).back().at(0).get<double>(), (*path).back().at(1).get<double>()};
  std::vector<const Figure*> mates;
  for (const Figure* f : unit_of(state, *leader)) {
    const D20Sheet& sheet = d20_sheet(*f);
    if (f->id == leader->id || sheet.riding != 0 || riders_on(state, f->id) > 0) continue;
    if (f->status.has_moved && sheet.moved_with_unit != state.turn) continue;
    mates.push_back(f);
  }
  if (mates.empty()) return move;
  std::stable_sort(mates.begin(), mates.end(), [&](const Figure* a, const Figure* b) {
    return map::distance(a->placement.centre, end) < map::distance(b->placement.centre, end);
  });
  const D20Rules& rules = d20_rules(game.system());
  const BattleSettings settings = battle_settings(rules, game.field(), state);
  nlohmann::json unit = nlohmann::json::array();
  std::vector<map::Point> placed{end};
  for (const Figure* mate : mates) {
    std::vector<map::Point> candidates;
    for (const map::Point anchor : placed)
      for (const map::Point p :
           points_around(game.field(), settings, anchor, leader->base, mate->base, 1))
        if (std::none_of(candidates.begin(), candidates.end(),
                         [&](map::Point q) { return map::distance(p, q) < 1e-6; }))
          candidates.push_back(p);
    std::stable_sort(candidates.begin(), candidates.end(), [&](map::Point a, map::Point b) {
      return map::distance(a, mate->placement.centre) < map::distance(b, mate->placement.centre);
    });
    for (const map::Point p : candidates) {
      nlohmann::json trial = move;
      trial["unit"] = unit;
      trial["unit"].push_back({{"figure", mate->id}, {"to", {p.x, p.y}}});
      if (game.check({"move", trial})) continue;
      unit = trial["unit"];
      placed.push_back(p);
      break;
    }
  }
  if (!unit.empty()) move["unit"] = std::move(unit);
  return move;
}

}  // namespace fray::d20

// Seed 004, "Orders": March "moves towards the nearest enemy or objective". With no enemy on the
// table, a figure whose order advances (attack, march) goes for the nearest objective: the
// scenario's objective markers and, against a side that portal counters feed, their live
// counters and area markers (where that enemy comes from; seed 004, "Enemy Force Generation",
// puts counters on the approaches to the objective). It goes round walls and other impassable
// ground by the table's shortest path (game::move_path_map), as far as its move allows.
#include <algorithm>
#include <limits>

#include <fray/game/field/move_path_map.h>
#include <fray/game/state/figure_label.h>

#include "reaction_chart_orders.h"

namespace fray::ai {
namespace {

struct Goal {
  map::Point at;
  std::string name;
};

std::vector<Goal> objectives_for(const game::BattleState& state, const game::Figure& f) {
  std::vector<Goal> out;
  for (const game::Objective& o : state.victory.objectives)
    out.push_back({o.position, "objective " + o.id});
  if (const auto& p = state.generators.portals; p && p->side != f.side)
    for (const game::PortalCounter& c : p->counters)
      if (!c.eliminated)
        out.push_back(
            {c.at, (c.area_marker ? "area marker " : "portal counter ") + std::to_string(c.id)});
  return out;
}

// The path's points after the start, cut where `allowance` cm of it are spent.
std::vector<map::Point> cut(const map::TablePath& path, double allowance,
                            const map::TablePathfinder& finder) {
  std::vector<map::Point> out;
  const map::TablePathProgress progress = map::advance_along(path, allowance, finder);
  for (std::size_t i = 1; i <= progress.leg && i < path.points.size(); ++i)
    out.push_back(path.points[i]);
  if (out.empty() || map::distance(out.back(), progress.reached) > 0.01)
    out.push_back(progress.reached);
  return out;
}

}  // namespace

std::optional<Decision> march_to_objective(const game::Game& game, const game::Figure& f,
                                           const std::string& why) {
  // Free-measure tables only, and not where the system plans the AIs' moves (d20's units).
  if (game.field().is_hex() || game.field().is_square() || game.system().plans_steps())
    return std::nullopt;
  const std::vector<Goal> goals = objectives_for(game.state(), f);
  if (goals.empty()) return std::nullopt;
  map::TablePathfinder finder(
      game::move_path_map(game.field(), game.state(), f, game.system().mounted(f)),
      {.base_radius_cm = game::path_radius(f)});
  // The goals by the way there, nearest first (a marker within a wall's clearance has no path:
  // it is skipped).
  std::vector<std::pair<map::TablePath, const Goal*>> ways;
  for (const Goal& g : goals)
    if (std::optional<map::TablePath> path = finder.shortest_path(f.placement.centre, g.at);
        path && path->points.size() >= 2)
      ways.emplace_back(std::move(*path), &g);
  std::stable_sort(ways.begin(), ways.end(),
                   [](const auto& a, const auto& b) { return a.first.cost() < b.first.cost(); });
  const double allowance = game.system().allowance_cm(game.state(), f);
  const double base = 2 * game::path_radius(f);
  for (const auto& [way, goal] : ways) {
    // About a base short of the marker, so that a figure already there stays; where a friend
    // stands at that spot, a base or two further back, then shorter moves.
    const double remaining = way.cost() - base;
    for (const double wanted :
         {allowance, remaining - base, remaining - 2 * base, allowance / 2, allowance / 4}) {
      const double length = std::min(wanted, remaining);
      if (length < 0.5) continue;
      nlohmann::json path = nlohmann::json::array();
      for (const map::Point p : cut(way, length, finder)) path.push_back({p.x, p.y});
      nlohmann::json payload = {{"figure", f.id}, {"path", path}};
      if (!game.check({"move", payload}))
        return Decision{"move", std::move(payload),
                        why + ": no enemy on the table, marches for " + goal->name +
                            " (seed 004, \"Orders\": March)"};
    }
  }
  return std::nullopt;
}

}  // namespace fray::ai

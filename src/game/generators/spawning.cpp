// Spawning (seed 003, "Spawning"): at the start of each turn the Spawner, while it still has
// figures waiting, rolls a d6 for where the next one comes on.
#include <algorithm>
#include <cmath>
#include <numbers>

#include <fray/game/state/battle_queries.h>
#include <fray/game/turn/victory.h>

namespace fray::game {
namespace {

const char* const kSpawningCite = "seed 003, \"Spawning\"";

// One Move Unit for 25-32 mm figures is 6" (seed 003, the figure size table).
constexpr double kMoveUnitCm = 6 * kCmPerInch;

// A table edge as its inward direction: (0, 1) is the top edge (y = 0), (1, 0) the left one.
struct Edge {
  map::Point inward;
};

Edge nearest_edge(const Battlefield& field, map::Point p) {
  const double w = field.width_cm();
  const double d = field.depth_cm();
  Edge best{{0, 1}};
  double best_distance = p.y;
  auto consider = [&](double distance, map::Point inward) {
    if (distance < best_distance) best_distance = distance, best = {inward};
  };
  consider(d - p.y, {0, -1});
  consider(p.x, {1, 0});
  consider(w - p.x, {-1, 0});
  return best;
}

// The edge on the army's right hand as it faces into the table from `edge` (y grows
// downwards): facing north from the bottom edge, the right-hand edge is the east one.
Edge turn_right(Edge edge) { return {{edge.inward.y, -edge.inward.x}}; }
Edge opposite(Edge edge) { return {{-edge.inward.x, -edge.inward.y}}; }

const char* edge_name(Edge e) {
  if (e.inward.y > 0.5) return "top";
  if (e.inward.y < -0.5) return "bottom";
  return e.inward.x > 0.5 ? "left" : "right";
}

// A free place for `figure` along `edge`, within one Move Unit of it: from the edge's middle
// outwards, then deeper in.
std::optional<map::Point> free_place(const Battlefield& field, const BattleState& state,
                                     const Figure& figure, Edge edge) {
  const double w = field.width_cm();
  const double d = field.depth_cm();
  const bool horizontal = std::abs(edge.inward.y) > 0.5;
  const double length = horizontal ? w : d;
  const double half = std::max(figure.base.width_cm, figure.base.depth_cm) / 2 + 0.5;
  for (double depth = half; depth <= kMoveUnitCm; depth += 2 * half) {
    for (int k = 0; k < 200; ++k) {
      const double offset = (k % 2 == 0 ? 1 : -1) * static_cast<double>((k + 1) / 2) * 3.0;
      const double along = length / 2 + offset;
      if (along < half || along > length - half) continue;
      map::Point p = horizontal ? map::Point{along, edge.inward.y > 0 ? depth : d - depth}
                                : map::Point{edge.inward.x > 0 ? depth : w - depth, along};
      const Footprint here{figure.base, {p, figure.placement.facing_deg}};
      if (!field.on_table(here) || field.impassable_under(here, false)) continue;
      bool free = true;
      for (const Figure& other : state.figures)
        if (other.alive && field.edge_distance(here, footprint(other)) < 1.0) free = false;
      if (free) return p;
    }
  }
  return std::nullopt;
}

}  // namespace

void victory_turn_begins(const Battlefield& field, BattleState& state, dice::DieSource& dice,
                         EventSink& events) {
  VictoryRules& v = state.victory;
  if (v.type != VictoryType::Spawning || v.reserve.empty()) return;
  const int face = dice.roll(6);
  const Edge home = nearest_edge(field, v.home[static_cast<std::size_t>(v.role_side)]);
  std::optional<Edge> edge;
  if (face == 1) edge = opposite(home);
  if (face == 2) edge = turn_right(home);
  if (face == 3 || face == 4) edge = home;
  if (face == 5) edge = opposite(turn_right(home));
  const std::string side_name = state.sides[static_cast<std::size_t>(v.role_side)].name;
  if (!edge) {
    emit(events, "spawn_roll", {{"face", face}, {"citation", kSpawningCite}},
         side_name + " rolls " + std::to_string(face) + ": no figure comes this turn (" +
             kSpawningCite + ").");
    return;
  }
  Figure figure = v.reserve.front();
  const auto place = free_place(field, state, figure, *edge);
  if (!place) {
    emit(events, "spawn_roll", {{"face", face}, {"edge", edge_name(*edge)}},
         side_name + " rolls " + std::to_string(face) + " but the " + edge_name(*edge) +
             " edge has no free place.");
    return;
  }
  v.reserve.erase(v.reserve.begin());
  figure.placement.centre = *place;
  figure.placement.facing_deg =
      std::atan2(edge->inward.x, -edge->inward.y) * 180.0 / std::numbers::pi;
  emit(events, "figure_spawned",
       {{"figure", figure.id},
        {"face", face},
        {"edge", edge_name(*edge)},
        {"position", {place->x, place->y}},
        {"citation", kSpawningCite}},
       side_name + " rolls " + std::to_string(face) + ": " + figure_label(figure) +
           " comes on at the " + edge_name(*edge) + " edge (" + kSpawningCite + ").");
  state.figures.push_back(std::move(figure));
}

}  // namespace fray::game

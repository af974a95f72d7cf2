// Who wins: objectives, victory points and the seed 003 generic scenarios' own conditions
// (seed 003, "GENERIC SCENARIOS").
#include <algorithm>
#include <limits>

#include <fray/game/state/battle_queries.h>
#include <fray/game/turn/victory.h>

#include "state/cargo.h"

namespace fray::game {
namespace {

const char* const kObjectivesCite = "seed 003, \"Objectives\"";

Footprint marker_at(map::Point p) {
  return {{map::BaseShape::Round, kObjectiveMarkerCm, kObjectiveMarkerCm}, {p, 0}};
}

std::size_t nearest_objective(const std::vector<Objective>& objectives, map::Point to) {
  std::size_t best = 0;
  double best_distance = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < objectives.size(); ++i) {
    const double d = map::distance(objectives[i].position, to);
    if (d < best_distance - 1e-9) best = i, best_distance = d;
  }
  return best;
}

// Living figures of `side` whose centre stands in `zone`.
int figures_in(const BattleState& state, int side, const Zone& zone) {
  int n = 0;
  for (const Figure& f : state.figures)
    if (f.alive && f.side == side && zone.contains(f.placement.centre)) ++n;
  return n;
}

int enemies_defeated(const BattleState& state, int side) {
  int n = 0;
  for (const Figure& f : state.figures)
    if (f.side != side && !f.alive) ++n;
  return n;
}

void announce_points(const Battlefield& field, BattleState& state, EventSink& events) {
  const VictoryRules& v = state.victory;
  for (const Objective& o : v.objectives)
    if (const auto side = objective_holder(field, state, o.position))
      emit(events, "objective_held",
           {{"objective", o.id}, {"side", *side}, {"citation", kObjectivesCite}},
           state.sides[*side].name + " holds objective " + o.id + " (" + kObjectivesCite + ").");
  const std::array<int, 2> vp = victory_points(field, state);
  emit(events, "victory_points", {{"points", vp}, {"turn", state.turn}},
       "Victory points after turn " + std::to_string(state.turn) + ": " + state.sides[0].name +
           " " + std::to_string(vp[0]) + ", " + state.sides[1].name + " " + std::to_string(vp[1]) +
           ".");
}

// The round limit: the victory-point winner; a tie goes to the side that defeated more
// enemies (seed 003, "Basic Battle" counts what was defeated), then it is a draw.
void end_at_round_limit(const Battlefield& field, BattleState& state, EventSink& events) {
  const VictoryRules& v = state.victory;
  if (v.type == VictoryType::FortressAssault) {
    // Assumed: a fortress still standing at the round limit is the Defender's victory.
    finish_battle(state, v.role_side, "round_limit",
                  state.sides[v.role_side].name + " wins: the fortress holds to the last round.",
                  events);
    return;
  }
  const std::array<int, 2> vp = victory_points(field, state);
  std::optional<int> winner;
  if (vp[0] != vp[1]) {
    winner = vp[0] > vp[1] ? 0 : 1;
  } else {
    const int a = enemies_defeated(state, 0);
    const int b = enemies_defeated(state, 1);
    if (a != b) winner = a > b ? 0 : 1;
  }
  const std::string score = std::to_string(vp[0]) + " to " + std::to_string(vp[1]) + " VP";
  finish_battle(state, winner, "round_limit",
                winner ? state.sides[*winner].name +
                             " wins on victory points at the round limit (" + score + ")."
                       : "The battle ends at the round limit in a draw (" + score + ").",
                events);
}

// The scenario type's own win; true when it finished the battle.
bool type_win(const Battlefield& field, BattleState& state, EventSink& events) {
  VictoryRules& v = state.victory;
  switch (v.type) {
    case VictoryType::Escape:
    case VictoryType::Infiltrate: {
      // Escape: more than half the figures the side started with stand in the enemy's starting
      // area. Infiltrate: at least two of them at the same time.
      std::array<int, 2> across{};
      std::array<bool, 2> wins{};
      for (int s = 0; s < 2; ++s) {
        across[s] = figures_in(state, s, v.deployment[1 - s]);
        wins[s] =
            v.type == VictoryType::Escape ? 2 * across[s] > v.starting_figures[s] : across[s] >= 2;
      }
      if (!wins[0] && !wins[1]) return false;
      const int winner = wins[0] && wins[1] ? (across[0] >= across[1] ? 0 : 1) : (wins[0] ? 0 : 1);
      const bool escape = v.type == VictoryType::Escape;
      finish_battle(state, winner, escape ? "escaped" : "infiltrated",
                    state.sides[winner].name + " wins: " + std::to_string(across[winner]) +
                        " figures reached the far side (seed 003, \"" +
                        (escape ? "Escape" : "Infiltrate") + "\").",
                    events);
      return true;
    }
    case VictoryType::FortressAssault: {
      // With a fortress building the Assaulters win by destroying it (seed 003, "Fortress
      // Assault"; attack_structure ends the battle at once, this catches any other way).
      const auto fortress = std::find_if(state.structures.begin(), state.structures.end(),
                                         [](const Structure& s) { return s.id == kFortressId; });
      if (fortress != state.structures.end()) {
        if (!fortress->destroyed()) return false;
        finish_battle(state, 1 - v.role_side, "fortress_destroyed",
                      state.sides[static_cast<std::size_t>(1 - v.role_side)].name +
                          " wins: the fortress is destroyed (seed 003, \"Fortress Assault\").",
                      events);
        return true;
      }
      // Assumed, for battles without a fortress building (older saves and scenarios): the
      // Assaulters win by holding the fortress's marker (in contact, no Defender within 2") at
      // the end of a turn.
      for (const Objective& o : v.objectives)
        if (o.id == v.key_objective) {
          const auto holder = objective_holder(field, state, o.position);
          if (holder && *holder != v.role_side) {
            finish_battle(state, *holder, "fortress_taken",
                          state.sides[*holder].name +
                              " wins: the fortress is taken (seed 003, \"Fortress Assault\").",
                          events);
            return true;
          }
        }
      return false;
    }
    case VictoryType::Transport: {
      // The object is picked up with the pick_up command and follows its carrier (cargo.h).
      carry_cargo(state, events);
      if (!v.carrier) return false;
      const Figure* carrier = state.find(*v.carrier);
      if (!v.deployment[carrier->side].contains(carrier->placement.centre)) return false;
      finish_battle(state, carrier->side, "object_carried_home",
                    state.sides[carrier->side].name + " wins: " + figure_label(*carrier) +
                        " carried the object home (seed 003, \"Transport\").",
                    events);
      return true;
    }
    default:
      return false;
  }
}

}  // namespace

std::optional<int> objective_holder(const Battlefield& field, const BattleState& state,
                                    map::Point objective) {
  const Footprint marker = marker_at(objective);
  std::array<bool, 2> contact{};
  std::array<bool, 2> near{};
  for (const Figure& f : state.figures) {
    if (!f.alive) continue;
    const double d = field.edge_distance(footprint(f), marker);
    if (d <= Battlefield::kContactCm) contact[static_cast<std::size_t>(f.side)] = true;
    if (d <= kHoldingRadiusCm) near[static_cast<std::size_t>(f.side)] = true;
  }
  for (int s = 0; s < 2; ++s)
    if (contact[static_cast<std::size_t>(s)] && !near[static_cast<std::size_t>(1 - s)]) return s;
  return std::nullopt;
}

int objective_points(const VictoryRules& v, std::size_t index, int side) {
  const auto s = static_cast<std::size_t>(side);
  if (index == nearest_objective(v.objectives, v.home[1 - s])) return v.points.enemy_home;
  if (index == nearest_objective(v.objectives, v.home[s])) return v.points.own_home;
  return v.points.other;
}

std::array<int, 2> victory_points(const Battlefield& field, const BattleState& state) {
  const VictoryRules& v = state.victory;
  std::array<int, 2> vp{};
  for (std::size_t i = 0; i < v.objectives.size(); ++i) {
    // The object of Transport is carried, not held.
    if (v.type == VictoryType::Transport && v.objectives[i].id == v.key_objective) continue;
    const auto side = objective_holder(field, state, v.objectives[i].position);
    if (!side) continue;
    vp[static_cast<std::size_t>(*side)] += objective_points(v, i, *side);
  }
  for (const int id : v.leaders)
    if (const Figure* f = state.find(id); f && !f->alive)
      vp[static_cast<std::size_t>(1 - f->side)] += v.points.leader;
  return vp;
}

namespace {

// Portal counters still feeding `side`: a live counter (an area marker is never destroyed) and
// a force with figures left to send (seed 004, "Portal Markers : Eliminating Portals", "Fighting
// in 'Dungeons'"). Such a side is not beaten while it has no figure on the table.
bool portals_feed(const BattleState& state, int side) {
  const std::optional<PortalsState>& p = state.generators.portals;
  if (!p || p->side != side) return false;
  const bool live = std::any_of(p->counters.begin(), p->counters.end(),
                                [](const PortalCounter& c) { return !c.eliminated; });
  const bool forces_left = std::any_of(p->forces.begin(), p->forces.end(), [](const auto& kind) {
    return !kind.second.available || kind.second.placed < *kind.second.available;
  });
  return live && forces_left;
}

}  // namespace

bool side_defeated(const BattleState& state, int side) {
  if (state.alive_count(side) > 0 || portals_feed(state, side)) return false;
  return std::none_of(state.victory.reserve.begin(), state.victory.reserve.end(),
                      [&](const Figure& f) { return f.side == side; });
}

void finish_battle(BattleState& state, std::optional<int> winner, const std::string& reason,
                   const std::string& text, EventSink& events) {
  state.finished = true;
  state.winner = winner;
  emit(events, "battle_over",
       {{"winner", winner ? nlohmann::json(*winner) : nlohmann::json()}, {"reason", reason}}, text);
}

void victory_turn_ends(const Battlefield& field, BattleState& state, EventSink& events) {
  const VictoryRules& v = state.victory;
  if (v.type == VictoryType::Elimination && v.objectives.empty() && !v.round_limit) return;
  if (!v.objectives.empty()) announce_points(field, state, events);
  if (type_win(field, state, events)) return;
  if (v.round_limit && state.turn >= *v.round_limit) end_at_round_limit(field, state, events);
}

}  // namespace fray::game

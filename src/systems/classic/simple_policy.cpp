#include <algorithm>
#include <limits>
#include <vector>

#include <fray/classic/classic_figure.h>
#include <fray/classic/classic_system.h>
#include <fray/classic/simple_policy.h>
#include <fray/game/state/battle_queries.h>

#include "command_families.h"

namespace fray::game {
namespace {

using nlohmann::json;

const Figure* nearest_enemy(const Game& game, const Figure& f) {
  const Figure* best = nullptr;
  double best_cm = std::numeric_limits<double>::infinity();
  for (const Figure& other : game.state().figures) {
    if (!other.alive || other.side == f.side) continue;
    const double d = game.field().edge_distance(footprint(f), footprint(other));
    if (d < best_cm) best_cm = d, best = &other;
  }
  return best;
}

bool accepted(const Game& game, const Command& c) { return !game.check(c); }

// On a hex map: a walk straight to a hex centre, the one nearest the enemy (then the shortest
// walk) that the game accepts, among the hexes within the allowance that bring it closer but
// not into contact (that is a charge).
std::optional<Command> hex_step(const Game& game, const Figure& f, const Figure& enemy) {
  const Battlefield& field = game.field();
  const map::HexMap& hexes = *field.hex_map();
  const map::Hex from = field.hex_at(f.placement.centre);
  const map::Hex goal = field.hex_at(enemy.placement.centre);
  const int reach = static_cast<int>(
      game.system().allowance_cm(game.state(), f) / hexes.layout.across_flats_cm + 1e-9);
  // Not into contact: that is a charge.
  const std::vector<map::Hex> candidates = map::hexes_towards(hexes.grid, from, goal, reach, 2);
  constexpr std::size_t kMostTried = 24;  // bounds the policy's cost on a crowded map
  for (std::size_t k = 0; k < candidates.size() && k < kMostTried; ++k) {
    const map::Point to = hexes.layout.centre(candidates[k]);
    if (Command c{"move", {{"figure", f.id}, {"path", json::array({{to.x, to.y}})}}};
        accepted(game, c))
      return c;
  }
  return std::nullopt;
}

std::optional<Command> act(const Game& game, const Figure& f, const PhaseDefinition& phase) {
  const auto allows = [&](ActionKind k) {
    return std::find(phase.actions.begin(), phase.actions.end(), k) != phase.actions.end();
  };
  const Figure* enemy = nearest_enemy(game, f);
  if (!enemy) return std::nullopt;
  // The scenario's own actions, when the figure stands where they are open to it (seed 003,
  // "Transport" and "Fortress Assault").
  const VictoryRules& v = game.state().victory;
  if (v.type == VictoryType::Transport)
    if (Command c{"pick_up", {{"figure", f.id}, {"cargo", v.key_objective}}}; accepted(game, c))
      return c;
  if (!game.state().structures.empty())
    if (Command c{"attack_structure", {{"figure", f.id}, {"structure", kFortressId}}};
        accepted(game, c))
      return c;
  if (allows(ActionKind::Strike))
    for (const int foe : enemies_in_contact(game.field(), game.state(), f))
      if (Command c{"strike", {{"figure", f.id}, {"target", foe}}}; accepted(game, c)) return c;
  if (allows(ActionKind::Shoot) && !classic_sheet(f).missile_weapon.empty())
    if (Command c{"shoot", {{"shooter", f.id}, {"target", enemy->id}}}; accepted(game, c)) return c;
  if (f.status.has_moved || !allows(ActionKind::Move)) return std::nullopt;
  const double gap = game.field().edge_distance(footprint(f), footprint(*enemy));
  const rules::MissileWeapon* bow =
      classic_sheet(f).missile_weapon.empty()
          ? nullptr
          : classic_rules(game.system()).find_missile_weapon(classic_sheet(f).missile_weapon);
  const bool can_still_shoot = bow && (!f.status.ammunition || *f.status.ammunition > 0);
  if (can_still_shoot && bow->to_hit_at(gap)) return std::nullopt;  // stand still to shoot
  if (!can_still_shoot || bow == nullptr)
    if (Command c{"charge", {{"figure", f.id}, {"target", enemy->id}}}; accepted(game, c)) return c;
  if (game.field().is_hex()) return hex_step(game, f, *enemy);
  const map::Point from = f.placement.centre;
  const map::Point delta = enemy->placement.centre - from;
  const double centre_gap = map::length(delta);
  if (centre_gap <= 0) return std::nullopt;
  double step = std::min<double>(game.system().allowance_cm(game.state(), f), gap - 1.0);
  for (int attempt = 0; attempt < 4 && step > 0.5; ++attempt, step /= 2) {
    const map::Point to = from + delta * (step / centre_gap);
    if (Command c{"move", {{"figure", f.id}, {"path", json::array({{to.x, to.y}})}}};
        accepted(game, c))
      return c;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Command> simple_policy(const Game& game) {
  const BattleState& state = game.state();
  if (state.finished) return std::nullopt;
  for (const Figure& f : state.figures)
    if (f.alive && f.status.must_recoil) return Command{"recoil", {{"figure", f.id}}};
  const TurnSequencer sequencer = game.sequencer();
  const PhaseDefinition& phase = sequencer.structure().phases[state.phase];
  if (state.active_figure) {
    const Figure& f = *state.find(*state.active_figure);
    if (auto c = act(game, f, phase)) return c;
    if (Command c{"end_activation", {{"figure", f.id}}}; accepted(game, c)) return c;
    return Command{"end_phase", {{"side", state.active_side}}};
  }
  for (const Figure& f : state.figures) {
    if (f.side != state.active_side || !sequencer.eligible(state, f)) continue;
    if (auto c = act(game, f, phase)) return c;
    // Nothing useful to do: in a phase of activations, activate it to end it at once.
    if (Command c{"end_activation", {{"figure", f.id}}}; accepted(game, c)) continue;
  }
  return Command{"end_phase", {{"side", state.active_side}}};
}

}  // namespace fray::game

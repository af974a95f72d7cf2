// The seed 004 orders carried out with the game's commands (orders.json says what each means).
// Every command is checked with Game::check before it is proposed, so the driver never sees a
// refusal; when an order's preferred command is refused, the figure does less, never more.
#include "reaction_chart_orders.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <string_view>

#include <fray/ai/reaction_chart_risk.h>
#include <fray/game/command/attack_projection.h>
#include <fray/game/state/figure_label.h>
#include <fray/game/turn/turn_sequencer.h>
#include <fray/game/turn/victory_rules.h>

#include "reaction_chart_geometry.h"

namespace fray::ai {
namespace {

using nlohmann::json;

// How near a foe must be for a blow in a phase where it is another action: beyond every space
// size the d20 system knows (1.5 inches), the game's check says the rest.
constexpr double kNearForABlowCm = 4.0;

std::string cm(double v) { return std::to_string(static_cast<long>(std::lround(v))) + " cm"; }

std::optional<Decision> proposal(const game::Game& game, std::string command, json payload,
                                 std::string why) {
  if (game.check({command, payload})) return std::nullopt;
  return Decision{std::move(command), std::move(payload), std::move(why)};
}

std::optional<Decision> end_activation(const game::Game& game, const game::Figure& f,
                                       std::string why) {
  return proposal(game, "end_activation", {{"figure", f.id}}, std::move(why));
}

map::Point unit(map::Point v) {
  const double l = map::length(v);
  return l > 0 ? map::Point{v.x / l, v.y / l} : map::Point{0, -1};
}

map::Point rotate(map::Point v, double deg) {
  const double r = deg * std::numbers::pi / 180.0;
  return {v.x * std::cos(r) - v.y * std::sin(r), v.x * std::sin(r) + v.y * std::cos(r)};
}

/// The move the rule system plans towards `aim` (RuleSystem::step_towards: d20 counts spaces and
/// brings the unit along), when it plans the AIs' moves.
std::optional<Decision> planned_step(const game::Game& game, const game::Figure& f, map::Point aim,
                                     const std::string& why) {
  std::optional<game::Command> step = game.system().step_towards(game, f, aim);
  if (!step) return std::nullopt;
  return Decision{std::move(step->name), std::move(step->payload), why};
}

/// A move of up to `step` cm along `direction` (then swerving up to 90 degrees, then shorter),
/// ending facing `facing_deg`, with `command` (move, or flee for a run). A move is kept on the
/// table; a run is not (a run off the table leaves the battle). Where the rule system plans the
/// moves, its step towards the point `step` ahead (it has no run of seed 004's).
std::optional<Decision> move_along(const game::Game& game, const game::Figure& f,
                                   map::Point direction, double step, double facing_deg,
                                   bool swerve, const std::string& why,
                                   const char* command = "move") {
  const bool keep_on_table = std::string_view(command) != "flee";
  if (game.system().plans_steps())
    return keep_on_table
               ? planned_step(game, f, f.placement.centre + direction * step, why + ": moves")
               : std::nullopt;
  const double margin = std::max(f.base.width_cm, f.base.depth_cm) / 2 + 0.1;
  const double swerves[] = {0, 30, -30, 60, -60, 90, -90};
  for (int attempt = 0; attempt < 4 && step > 0.5; ++attempt, step /= 2)
    for (const double turn : swerves) {
      if (!swerve && turn != 0) break;
      const map::Point ahead = f.placement.centre + rotate(direction, turn) * step;
      const map::Point to = keep_on_table ? clamp_to_table(game.field(), ahead, margin) : ahead;
      if (map::distance(to, f.placement.centre) < 0.5) continue;
      if (auto d = proposal(game, command,
                            {{"figure", f.id},
                             {"path", json::array({{to.x, to.y}})},
                             {"facing_deg", std::fmod(facing_deg + 360.0, 360.0)}},
                            why + ": moves " + cm(map::distance(to, f.placement.centre))))
        return d;
    }
  return std::nullopt;
}

double nearest_enemy_cm(const game::Game& game, const game::Figure& f, map::Point at) {
  double best = std::numeric_limits<double>::infinity();
  for (const game::Figure& e : game.state().figures)
    if (e.alive && e.side != f.side) best = std::min(best, map::distance(at, e.placement.centre));
  return best;
}

/// The nearest place within `reach_cm` where `enemy` would see the figure in cover (or not at
/// all), and, when `further`, further from every enemy than it stands now; checked as a move.
std::optional<Decision> move_to_cover(const game::Game& game, const game::Figure& f,
                                      const game::Figure& enemy, double reach_cm, bool further,
                                      const std::string& why) {
  if (game.field().table().features.empty() || reach_cm < 1) return std::nullopt;
  const double now = nearest_enemy_cm(game, f, f.placement.centre);
  const double margin = std::max(f.base.width_cm, f.base.depth_cm) / 2 + 0.1;
  for (const double ring : {reach_cm / 3, 2 * reach_cm / 3, reach_cm})
    for (int k = 0; k < 12; ++k) {
      const map::Point to = clamp_to_table(
          game.field(), f.placement.centre + rotate({0, -1}, 30.0 * k) * ring, margin);
      if (further && nearest_enemy_cm(game, f, to) <= now) continue;
      const game::Footprint there{f.base, {to, bearing_deg(to, enemy.placement.centre)}};
      const game::Sight s = game.field().line_of_sight(footprint(enemy), there);
      if (s.clear && s.cover == map::CoverClass::None) continue;
      if (auto d = proposal(
              game, "move",
              {{"figure", f.id},
               {"path", json::array({{to.x, to.y}})},
               {"facing_deg", there.placement.facing_deg < 0 ? there.placement.facing_deg + 360
                                                             : there.placement.facing_deg}},
              why + ": moves " + cm(ring) + " into cover from " + game::figure_label(enemy)))
        return d;
    }
  return std::nullopt;
}

/// Whether the phase lets a figure take another action besides its move (d20: "a move and one
/// other action").
bool allows_other(const game::Game& game) {
  const game::TurnSequencer sequencer = game.sequencer();
  const auto& actions = sequencer.structure().phases[game.state().phase].actions;
  return std::find(actions.begin(), actions.end(), game::ActionKind::Other) != actions.end();
}

std::optional<Decision> face(const game::Game& game, const game::Figure& f,
                             const game::Figure* enemy, const std::string& why) {
  // A figure that stays where it is but may act otherwise in this phase shoots rather than
  // end its activation unused.
  if (allows_other(game))
    if (auto d = shoot_nearest(game, f)) return d;
  if (enemy && std::abs(bearing_off_facing(f, enemy->placement.centre)) > 10) {
    double deg = bearing_deg(f.placement.centre, enemy->placement.centre);
    if (deg < 0) deg += 360;
    if (auto d = proposal(game, "face", {{"figure", f.id}, {"facing_deg", deg}},
                          why + ": turns to face " + game::figure_label(*enemy)))
      return d;
  }
  return end_activation(game, f, why + ": stays where it is");
}

double medium_range_cm(const game::Game& game, const game::Figure& f) {
  return game.system().fighter_facts(game.state(), f).missile_table_cm / 2.0;
}

std::optional<Decision> advance(const game::Game& game, const game::Figure& f,
                                const game::Figure& target, double gap, double stop_at_cm,
                                const std::string& why) {
  const double step =
      std::min<double>(game.system().allowance_cm(game.state(), f), gap - stop_at_cm);
  const map::Point dir = unit(target.placement.centre - f.placement.centre);
  if (step > 0.5)
    if (auto d =
            move_along(game, f, dir, step, bearing_deg(f.placement.centre, target.placement.centre),
                       false, why + " on " + game::figure_label(target)))
      return d;
  return face(game, f, &target, why);
}

std::optional<Decision> retreat(const game::Game& game, const game::Figure& f,
                                const game::Figure& enemy, bool face_enemy,
                                const std::string& why) {
  const map::Point away = unit(f.placement.centre - enemy.placement.centre);
  const double heading = face_enemy ? bearing_deg(f.placement.centre, enemy.placement.centre)
                                    : bearing_deg({0, 0}, away);
  return move_along(game, f, away, game.system().allowance_cm(game.state(), f), heading, true,
                    why + " away from " + game::figure_label(enemy));
}

const game::Figure* enemy_in_contact(const game::Game& game, const game::Figure& f) {
  for (const game::Figure& e : game.state().figures)
    if (e.alive && e.side != f.side && game.field().in_contact(footprint(f), footprint(e)))
      return &e;
  return nullptr;
}

/// Seed 004, "Orders": the run of a fleeing figure, its move plus D3" (the game's flee command
/// rolls the die; the path asks for the most it could give, and the run stops where the face
/// says).
std::optional<Decision> run_away(const game::Game& game, const game::Figure& f,
                                 const game::Figure& enemy, const std::string& why) {
  map::Point away = unit(f.placement.centre - enemy.placement.centre);
  // Off the table is the furthest away there is: the figure runs straight for the nearest edge
  // when that edge lies away from the enemy (less than 90 degrees off the line away from it).
  const map::Point edge = nearest_edge_outward(game.field(), f.placement.centre);
  const bool for_the_edge = edge.x * away.x + edge.y * away.y > 0;
  if (for_the_edge) away = edge;
  const std::string kind = game.system().fighter_facts(game.state(), f).kind;
  const bool short_legs = kind == "halfling" || kind == "dwarf";  // D2"
  const double most =
      game.system().allowance_cm(game.state(), f) + (short_legs ? 2 : 3) * game::kCmPerInch;
  return move_along(
      game, f, away, most, bearing_deg({0, 0}, away), true,
      why + (for_the_edge ? " for the table edge" : "") + " away from " + game::figure_label(enemy),
      "flee");
}

// A magic user stays stationary to cast (seed 004, "Wizards, Witches and Magic"): where a phase
// of the turn is for casting, one with points to cast and an enemy within its reach (24",
// assumed: the reach of most abilities) does not move.
std::optional<Decision> stand_to_cast(const game::Game& game, const game::Figure& f,
                                      const std::string& why) {
  constexpr double kCastingReachCm = 24 * 2.54;
  if (f.magic.abilities.empty() || f.magic.power_points < 2) return std::nullopt;
  const auto& phases = game.sequencer().structure().phases;
  const bool casting_phase = std::any_of(phases.begin(), phases.end(), [](const auto& phase) {
    return std::find(phase.actions.begin(), phase.actions.end(), game::ActionKind::Cast) !=
           phase.actions.end();
  });
  if (!casting_phase) return std::nullopt;
  for (const game::Figure& e : game.state().figures)
    if (e.alive && e.side != f.side && edge_cm(game.field(), f, e) <= kCastingReachCm)
      return end_activation(game, f, why + ": stands still to cast");
  return std::nullopt;
}

}  // namespace

std::optional<Decision> carry_out_order(const game::Game& game, const game::Figure& f,
                                        const ReactionChartTables& tables) {
  const std::string& order = f.ai.order;
  const std::string why = game::figure_label(f) + " (" + order + ")";
  if (order == "surrender" || order.empty()) return end_activation(game, f, why + ": no action");
  if (order != "withdraw" && order != "flee")
    if (auto d = stand_to_cast(game, f, why)) return d;
  // Where the phase allows another action (d20), a figure of an order that fights strikes the
  // foe beside it rather than walk off from it first.
  if (order != "withdraw" && order != "flee" && allows_other(game))
    if (auto d = strike_in_contact(game, f)) return d;
  const RiskAssessment risk = assess_risk(game, f, tables);
  const game::Figure* seen = risk.nearest_visible_enemy;
  const game::Figure* known = seen ? seen : risk.nearest_enemy;
  const double reach = game.system().allowance_cm(game.state(), f);
  if (order == "attack" || order == "march") {
    if (!known) {
      if (auto d = march_to_objective(game, f, why)) return d;
      return end_activation(game, f, why + ": no enemy left");
    }
    const double gap = game.field().edge_distance(footprint(f), footprint(*known));
    if (order == "attack")
      if (auto d = proposal(game, "charge", {{"figure", f.id}, {"target", known->id}},
                            why + ": charges " + game::figure_label(*known) + " at " + cm(gap)))
        return d;
    const double stop = order == "march" && risk.ranged ? medium_range_cm(game, f) : 1.0;
    return advance(game, f, *known, gap, stop,
                   why + (order == "attack" ? ": closes" : ": marches"));
  }
  if (order == "stand" || order == "halt") {
    if (known && !risk.in_cover)
      if (auto d = move_to_cover(game, f, *known,
                                 order == "stand" ? std::min(reach, tables.stand_cover_cm) : reach,
                                 false, why))
        return d;
    return face(game, f, known, why);
  }
  if (order == "withdraw") {
    if (!known) return end_activation(game, f, why + ": no enemy in sight");
    if (risk.in_cover && risk.group_strength >= tables.withdraw_stay_strength)
      return face(game, f, known,
                  why + ": in cover at " + std::to_string(std::lround(risk.group_strength * 100)) +
                      "% strength, stays");
    if (auto d = move_to_cover(game, f, *known, reach, true, why)) return d;
    if (auto d = retreat(game, f, *known, true, why + ": backs")) return d;
    return end_activation(game, f, why + ": nowhere to go");
  }
  // flee: the run (move + D3"), else a walk over ground the run refuses, else surrender
  if (!known) return end_activation(game, f, why + ": no enemy in sight");
  if (auto d = run_away(game, f, *known, why + ": runs")) return d;
  if (auto d = retreat(game, f, *known, false, why + ": walks")) return d;
  if (const game::Figure* captor = enemy_in_contact(game, f))
    if (auto d = proposal(game, "surrender", {{"figure", f.id}, {"captor", captor->id}},
                          why + ": surrounded, surrenders to " + game::figure_label(*captor) +
                              " (seed 004, \"Orders\")"))
      return d;
  return end_activation(game, f, why + ": cannot get away");
}

std::optional<Decision> shoot_nearest(const game::Game& game, const game::Figure& f) {
  if (passive(f) || game.system().fighter_facts(game.state(), f).missile_weapon.empty())
    return std::nullopt;
  const game::Figure* nearest = nullptr;
  double best = std::numeric_limits<double>::infinity();
  for (const game::Figure& e : game.state().figures) {
    if (!e.alive || e.side == f.side || e.magic.invisible) continue;  // no missile targets it
    const double d = edge_cm(game.field(), f, e);
    if (d < best) best = d, nearest = &e;
  }
  if (!nearest) return std::nullopt;
  game::Command shot = game.system().attack_command(game::AttackKind::Shot, f.id, nearest->id);
  return proposal(game, std::move(shot.name), std::move(shot.payload),
                  game::figure_label(f) + " shoots the nearest enemy, " +
                      game::figure_label(*nearest) + " at " + cm(best) +
                      " (seed 004, \"Solo System\")");
}

std::optional<Decision> strike_in_contact(const game::Game& game, const game::Figure& f) {
  if (passive(f)) return std::nullopt;
  // Where a blow is another action (d20), "in contact" is what the game accepts as a blow: on a
  // table the next space reaches past touching bases.
  const bool other = allows_other(game);
  for (const game::Figure& e : game.state().figures) {
    if (!e.alive || e.side == f.side) continue;
    if (!game.field().in_contact(footprint(f), footprint(e)) &&
        !(other && edge_cm(game.field(), f, e) <= kNearForABlowCm))
      continue;
    game::Command blow = game.system().attack_command(game::AttackKind::Melee, f.id, e.id);
    if (auto d = proposal(game, std::move(blow.name), std::move(blow.payload),
                          game::figure_label(f) + " strikes " + game::figure_label(e)))
      return d;
  }
  return std::nullopt;
}

std::optional<Decision> run_as_the_rules_say(const game::Game& game, const game::Figure& f) {
  const std::optional<map::Point> from = game.system().fighter_facts(game.state(), f).running_from;
  if (!from || !game.system().plans_steps()) return std::nullopt;
  const map::Point away = unit(f.placement.centre - *from);
  const std::string why = game::figure_label(f) + " runs, as its rules make it (a failed test)";
  if (auto d = planned_step(
          game, f, f.placement.centre + away * game.system().allowance_cm(game.state(), f), why))
    return d;
  return end_activation(game, f, why + ": nowhere to run");
}

}  // namespace fray::ai

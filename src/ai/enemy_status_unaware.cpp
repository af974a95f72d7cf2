// Figures not (or no longer) fighting: Prepared and Patrolling figures until they see an enemy,
// and Retreating figures (seed 003, "Enemy Actions").
#include <algorithm>
#include <cmath>
#include <numbers>

#include "enemy_status_steps.h"

namespace fray::ai::enemy_status {

using game::Figure;
using nlohmann::json;

namespace {

constexpr const char* kPatrolTable = "patrol";

map::Point ahead(map::Point from, double facing_deg, double cm) {
  const double r = facing_deg * std::numbers::pi / 180.0;
  return {from.x + std::sin(r) * cm, from.y - std::cos(r) * cm};
}

double normalised(double deg) {
  deg = std::fmod(deg, 360.0);
  return deg < 0 ? deg + 360.0 : deg;
}

map::Point centre_of(const Ctx& c, bool opponents) {
  map::Point sum{0, 0};
  int n = 0;
  for (const Figure& o : c.state.figures)
    if (o.alive && (o.side != c.side) == opponents) sum = sum + o.placement.centre, ++n;
  return n ? sum * (1.0 / n) : sum;
}

// The longest accepted straight move from the figure towards `to` (full, 3/4, 1/2, 1/4).
std::optional<json> straight_move(const Ctx& c, const Figure& f, map::Point to,
                                  std::optional<double> facing, double* walked) {
  const map::Point from = f.placement.centre;
  // A system that plans steps (d20) finds the space nearest `to` itself, its unit coming along.
  if (c.game.system().plans_steps()) {
    std::optional<game::Command> step = c.game.system().step_towards(c.game, f, to);
    if (!step) return std::nullopt;
    json payload = std::move(step->payload);
    if (facing) {
      json faced = payload;
      faced["facing_deg"] = *facing;
      if (c.accepted("move", faced)) payload = std::move(faced);
    }
    const json& end = payload["path"].back();
    *walked = map::distance(from, {end[0].get<double>(), end[1].get<double>()});
    return payload;
  }
  for (const double share : {1.0, 0.75, 0.5, 0.25}) {
    const map::Point end = from + (to - from) * share;
    json payload = {{"figure", f.id}, {"path", json::array({{end.x, end.y}})}};
    if (facing) payload["facing_deg"] = *facing;
    if (map::distance(from, end) < 0.5) break;
    if (c.accepted("move", payload)) {
      *walked = map::distance(from, end);
      return payload;
    }
  }
  return std::nullopt;
}

// Seed 003, "Alerted": a figure sees all round, at any reasonable distance; from the moment the
// heroes have moved once (assumed: any opponent moved this turn, or a later turn).
const Figure* enemy_in_sight(const Ctx& c, const Figure& f) {
  bool heroes_moved = c.state.turn > 1;
  for (const Figure& o : c.state.figures)
    heroes_moved = heroes_moved || (o.side != c.side && o.status.has_moved);
  if (!heroes_moved) return nullptr;
  for (const Figure* o : opponents_by_distance(c, f))
    if (sees(c, f, *o)) return o;
  return nullptr;
}

// A figure whose patrol roll this phase said "stays where it is" (its note carries
// details.patrol): it has done its patrol. Without this it would roll again at once, and again,
// until the table gave it something to do, which is not the seed's table (issue 16).
bool stayed_this_phase(const Ctx& c, const Figure& f) {
  const std::vector<game::Event>& events = c.game.log().events();
  for (auto it = events.rbegin(); it != events.rend(); ++it) {
    if (it->type == "phase_started" || it->type == "turn_started") return false;
    if (it->type != "ai_decision" || it->data.value("figure", 0) != f.id) continue;
    const auto details = it->data.find("details");
    if (details != it->data.end() && details->contains("patrol")) return true;
  }
  return false;
}

}  // namespace

double heading_deg(map::Point from, map::Point to) {
  return normalised(std::atan2(to.x - from.x, from.y - to.y) * 180.0 / std::numbers::pi);
}

double turn_between(double a_deg, double b_deg) {
  const double d = normalised(a_deg - b_deg);
  return std::min(d, 360.0 - d);
}

std::optional<Decision> unaware_step(const Ctx& c, const Figure& f) {
  // Unaware figures only act in a phase where they may move (patrol, face); the sight check
  // waits for it too, to keep the other phases' decisions cheap.
  if (!c.allows(game::ActionKind::Move)) return std::nullopt;
  if (const Figure* seen = enemy_in_sight(c, f))
    return note(f.id, {{"status", "alerted"}},
                game::figure_label(f) + " is Alerted: it sees " + game::figure_label(*seen) +
                    " at " + cm(gap(c, f, *seen)) + " (seed 003, \"Alerted\").");
  // The activation is under way: its patrol result (or facing) is done.
  if (c.state.active_figure == f.id || f.status.has_moved || !c.allows(game::ActionKind::Move))
    return std::nullopt;
  if (c.state.turn == 1) {
    // Seed 003, "Prepared": on the first turn the enemies face where the heroes are set up.
    const double facing = heading_deg(f.placement.centre, centre_of(c, true));
    if (turn_between(facing, f.placement.facing_deg) < 2) return std::nullopt;
    const json payload = {{"figure", f.id}, {"facing_deg", facing}};
    if (!c.accepted("face", payload)) return std::nullopt;
    return announce(c.side, f.id,
                    game::figure_label(f) +
                        " is Prepared and faces where the enemy is set up (seed 003, "
                        "\"Prepared\").",
                    "face", payload);
  }
  if (stayed_this_phase(c, f)) return std::nullopt;
  const std::optional<int> rolled = pending_roll(c, kPatrolTable, f.id);
  if (!rolled)
    return roll(kPatrolTable, c.tables.patrol.die, f.id, "seed 003, \"Patrolling\"",
                game::figure_label(f) + " patrols");
  const EnemyStatusRow& row = c.tables.patrol.row(*rolled);
  const std::string head =
      game::figure_label(f) + " patrols, D20 " + std::to_string(*rolled) + ": ";
  const json status = {{"status", "patrolling"}};
  double turn = 0;
  if (row.result == "forward") {
    double walked = 0;
    const map::Point to = ahead(f.placement.centre, f.placement.facing_deg,
                                c.game.system().allowance_cm(c.game.state(), f));
    if (auto payload = straight_move(c, f, to, std::nullopt, &walked))
      return announce(c.side, f.id, head + "moves forward " + cm(walked) + " (" + row.source + ").",
                      "move", *payload, status);
  } else if (row.result == "turn_left") {
    turn = -90;
  } else if (row.result == "turn_right") {
    turn = 90;
  } else if (row.result == "turn_about") {
    turn = 180;
  }
  if (turn != 0) {
    const json payload = {{"figure", f.id},
                          {"facing_deg", normalised(f.placement.facing_deg + turn)}};
    if (c.accepted("face", payload))
      return announce(c.side, f.id, head + row.result + " (" + row.source + ").", "face", payload,
                      status);
  }
  const json payload = {{"figure", f.id}};
  if (!c.accepted("end_activation", payload))
    return note(f.id, status, head + "stays where it is (" + row.source + ").",
                {{"patrol", "stays"}, {"roll", *rolled}});
  return announce(c.side, f.id, head + "stays where it is (" + row.source + ").", "end_activation",
                  payload, status);
}

std::optional<map::Point> running_from(const Ctx& c, const Figure& f) {
  // Only a system that tests its armies' morale makes a figure run.
  if (!c.game.system().tests_army_morale()) return std::nullopt;
  return facts(c, f).running_from;
}

std::optional<Decision> running_step(const Ctx& c, const Figure& f) {
  const std::optional<map::Point> from = running_from(c, f);
  if (!from || !c.allows(game::ActionKind::Move)) return std::nullopt;
  map::Point away = f.placement.centre - *from;
  const double length = map::length(away);
  away = length < 1e-6 ? map::Point{0, 1} : away * (1.0 / length);
  const map::Point to = f.placement.centre + away * c.game.system().allowance_cm(c.game.state(), f);
  double walked = 0;
  if (auto payload = straight_move(c, f, to, std::nullopt, &walked))
    return announce(c.side, f.id,
                    game::figure_label(f) + " runs: its unit failed its morale test, so it moves " +
                        cm(walked) + " away from what it fears and does nothing else (seed 003, " +
                        "\"Morale\").",
                    "move", *payload);
  return std::nullopt;
}

std::optional<Decision> retreat_step(const Ctx& c, const Figure& f) {
  if (c.state.active_figure == f.id || f.status.has_moved || !c.allows(game::ActionKind::Move))
    return std::nullopt;
  const std::vector<const Figure*> foes = opponents_by_distance(c, f);
  if (foes.empty()) return std::nullopt;
  // The Arch Foe's set-up area is not in the state: assumed, the retreat heads from the enemy's
  // centre through the side's own centre, i.e. back towards where the side came from.
  const map::Point own = centre_of(c, false), theirs = centre_of(c, true);
  map::Point away = own - theirs;
  const double length = map::length(away);
  if (length < 1e-6) away = f.placement.centre - foes.front()->placement.centre;
  const double norm = std::max(map::length(away), 1e-6);
  const map::Point to =
      f.placement.centre + away * (c.game.system().allowance_cm(c.game.state(), f) / norm);
  const double facing = heading_deg(foes.front()->placement.centre, f.placement.centre);
  double walked = 0;
  if (auto payload = straight_move(c, f, to, facing, &walked))
    return announce(c.side, f.id,
                    game::figure_label(f) + " is Retreating: moves " + cm(walked) +
                        " back towards its own side, facing away from " +
                        game::figure_label(*foes.front()) +
                        ", and does nothing else (seed 003, \"Retreating\").",
                    "move", *payload);
  return std::nullopt;
}

}  // namespace fray::ai::enemy_status

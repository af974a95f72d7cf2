// A unit moving as one (seed 003, "Movement"): the move's "unit" places the other figures of
// the moved figure's unit beside it.
#include "unit_move.h"

#include <algorithm>
#include <cmath>

#include <fray/game/record/event_json.h>

#include "morale_units.h"

namespace fray::d20 {
namespace {

using nlohmann::json;

// Spaces between two points for a figure: what its move unit limits (straight, terrain aside).
// On a grid, main space to main space (a large figure's body does not shorten it).
int spaces_apart(const Battlefield& field, const BattleSettings& settings, map::Point from,
                 map::Point to) {
  const map::Base point{map::BaseShape::Round, 0.01, 0.01};
  if (field.is_hex() || field.is_square())
    return field.spaces_to({point, {from, 0}}, {point, {to, 0}}, settings.space_cm);
  return static_cast<int>(std::ceil(map::distance(from, to) / settings.space_cm - 1e-6));
}

// How far into the battlefield a point lies for `side`: along the line from its starting area
// towards the enemy's (seed 003, "Actions": "farther into the battlefield"; assumed reading).
double depth(const BattleState& state, int side, map::Point p) {
  const map::Point own = state.victory.home[static_cast<std::size_t>(side) % 2];
  const map::Point enemy = state.victory.home[static_cast<std::size_t>(side + 1) % 2];
  const double length = map::distance(own, enemy);
  if (length < 1e-6) return map::distance(own, p);
  return ((p.x - own.x) * (enemy.x - own.x) + (p.y - own.y) * (enemy.y - own.y)) / length;
}

}  // namespace

Check refuse_if_moved_with_unit(const BattleState& state, const Figure& f) {
  if (d20_sheet(f).moved_with_unit != state.turn) return {};
  return Refusal{RefusalCode::NotAllowed,
                 game::figure_label(f) +
                     " moved with its unit this round: the unit moves as one, "
                     "by the figure that leads it (" +
                     std::string(kCiteActions) + ")."};
}

Check reckon_followers(const CheckContext& c, const json& p, const Figure& leader,
                       const Figure& mover, map::Point leader_end, double end_facing,
                       std::vector<Follower>& out) {
  const auto list = p.find("unit");
  if (list == p.end()) return {};
  if (!list->is_array() || list->size() > 100)
    return game::bad_payload("move", "unit", "a list of {\"figure\": id, \"to\": [x, y]}");
  const D20Rules& rules = d20_rules(c.system);
  const BattleSettings settings = battle_settings(rules, c.field, c.state);
  const std::vector<const Figure*> unit = unit_of(c.state, leader);
  const double leader_depth = depth(c.state, leader.side, leader_end);
  // Where each figure stands once placed: the mover (and all aboard) at its end, the followers
  // where put.
  std::vector<std::pair<const Figure*, map::Point>> placed{{&mover, leader_end}};
  for (const json& item : *list) {
    Follower follower;
    if (!item.is_object() || !item.contains("to"))
      return game::bad_payload("move", "unit", "a list of {\"figure\": id, \"to\": [x, y]}");
    if (auto bad = game::read_int(item, "move", "figure", follower.figure)) return bad;
    std::vector<map::Point> to;
    if (auto bad = game::read_points(json{{"to", json::array({item["to"]})}}, "move", "to", to))
      return bad;
    follower.to = to.front();
    const Figure* f = nullptr;
    if (auto r = game::living_figure(c.state, follower.figure, &f)) return r;
    const std::string who = game::figure_label(*f);
    if (std::find(unit.begin(), unit.end(), f) == unit.end() || f->id == leader.id)
      return Refusal{RefusalCode::NotAllowed, who + " is not of " + game::figure_label(leader) +
                                                  "'s unit (its scenario \"group\")."};
    if (std::any_of(placed.begin(), placed.end(), [&](const auto& q) { return q.first == f; }))
      return Refusal{RefusalCode::BadPayload, who + " is placed twice."};
    if (auto r = refuse_if_stunned(c.state, *f)) return r;
    if (auto r = refuse_if_retreating(c.state, *f)) return r;
    const D20Sheet& sheet = d20_sheet(*f);
    if (sheet.riding != 0 || riders_on(c.state, f->id) > 0)
      return Refusal{RefusalCode::NotAllowed,
                     who + " rides or carries a rider: it moves on its own (assumed)."};
    const bool placed_now = sheet.moved_with_unit == c.state.turn;
    if (f->status.has_moved && !placed_now)
      return Refusal{RefusalCode::NotAllowed, who + " has moved on its own this round."};
    if (placed_now && sheet.unit_leader != leader.id)
      return Refusal{RefusalCode::NotAllowed,
                     who + " was placed by " +
                         game::figure_label(*c.state.find(sheet.unit_leader)) +
                         "'s move this round: only that figure's moves carry it again (assumed)."};
    // It will face as its leader ends (place_followers): a large follower's body lies so.
    const game::Footprint here{f->base, {follower.to, end_facing}};
    if (!c.field.on_table(here))
      return Refusal{RefusalCode::Blocked, who + " is placed off the table."};
    const int allowance = move_unit(rules, settings, sheet);
    if (spaces_apart(c.field, settings, f->placement.centre, follower.to) > allowance)
      return Refusal{RefusalCode::TooFar, who + " is placed more than its " +
                                              std::to_string(allowance) +
                                              " spaces from where it stood (assumed)."};
    if (const auto off = c.field.off_centre(follower.to))
      return Refusal{RefusalCode::Blocked, who + " is placed in a space: " + *off + "."};
    if (const auto feature = c.field.impassable_under(here, false))
      return Refusal{RefusalCode::Blocked,
                     who + " cannot stand on " + *feature + " (" + kCiteDifficult + ")."};
    // Free of every figure where it will then stand (the unit's new places, the others' old).
    for (const Figure& other : c.state.figures) {
      if (!other.alive || other.id == f->id) continue;
      const auto moved = std::find_if(placed.begin(), placed.end(),
                                      [&](const auto& q) { return q.first->id == other.id; });
      const bool aboard = d20_sheet(other).riding == mover.id;
      const bool carried = moved != placed.end() || aboard;
      const map::Point at = moved != placed.end() ? moved->second
                            : aboard              ? leader_end
                                                  : other.placement.centre;
      if (c.field.overlaps(here,
                           {other.base, {at, carried ? end_facing : other.placement.facing_deg}}))
        return Refusal{RefusalCode::Blocked, who + " cannot be placed on " +
                                                 game::figure_label(other) + "'s space (" +
                                                 kCiteActions + ")."};
    }
    // Touching the leader, or a placed figure that touches the leader.
    Figure probe = *f;
    probe.placement = {follower.to, end_facing};
    const auto touches = [&](const Figure& other, map::Point at) {
      Figure there = other;
      there.placement = {at, end_facing};
      return spaces_between(c.field, settings, probe, there) == 1;
    };
    bool touching = touches(mover, leader_end);
    for (std::size_t i = 1; i < placed.size() && !touching; ++i) {
      Figure near = *placed[i].first;
      near.placement = {placed[i].second, end_facing};
      Figure lead = mover;
      lead.placement = {leader_end, end_facing};
      touching = touches(*placed[i].first, placed[i].second) &&
                 spaces_between(c.field, settings, near, lead) == 1;
    }
    if (!touching)
      return Refusal{RefusalCode::Blocked, who + " must be placed touching " +
                                               game::figure_label(leader) +
                                               ", or a figure touching it (" + kCiteActions + ")."};
    if (depth(c.state, leader.side, follower.to) > leader_depth + 1e-6)
      return Refusal{RefusalCode::NotAllowed,
                     who + " would stand farther into the battlefield than " +
                         game::figure_label(leader) + ", the figure moved (" + kCiteActions +
                         "; measured along the line from its side's starting area to the "
                         "enemy's, assumed)."};
    follower.dangerous = dangerous_ground_at(rules, c.field, follower.to);
    placed.emplace_back(f, follower.to);
    out.push_back(std::move(follower));
  }
  return {};
}

void place_followers(ExecuteContext& c, const Figure& leader, const Figure& mover,
                     const std::vector<Follower>& followers) {
  if (followers.empty()) return;
  const D20Rules& rules = d20_rules(c.system);
  json ids = json::array();
  for (const Follower& follower : followers) {
    Figure& f = *c.state.find(follower.figure);
    f.placement = {follower.to, mover.placement.facing_deg};
    f.status.has_moved = true;
    d20_sheet(f).moved_with_unit = c.state.turn;
    d20_sheet(f).unit_leader = leader.id;
    ids.push_back(f.id);
  }
  game::emit(c.events, "d20_unit_moved",
             game::json_object("figure", leader.id, "placed", ids, "citation", kCiteActions),
             game::figure_label(leader) + "'s unit moves with it: " + std::to_string(ids.size()) +
                 (ids.size() == 1 ? " figure" : " figures") + " placed beside it (" + kCiteActions +
                 ").");
  for (const Follower& follower : followers) {
    Figure& f = *c.state.find(follower.figure);
    if (follower.dangerous && f.alive)
      roll_dangerous_ground(rules, c.field, c.state, c.dice, c.events, f, *follower.dangerous,
                            "is placed on");
  }
}

}  // namespace fray::d20

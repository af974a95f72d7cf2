// Seed 004, "Shooting": a clear line of sight is needed, "though this can be past a single
// stationary friendly figure within 1\"", who can in addition shield the shooter.
#include "line_of_fire.h"

#include <algorithm>
#include <array>

#include <fray/map/base_geometry.h>

namespace fray::high_adventure {
namespace {

constexpr double kEpsilon = 1e-9;
// A line that only grazes a base's edge passes it (the same for round and square bases).
constexpr double kGrazeCm = 0.01;

bool crosses(const map::Footprint& base, const map::Segment& line) {
  if (base.round) return map::distance_to_segment(base.centre, line) < base.radius - kGrazeCm;
  // The rectangle drawn in by the graze on every side.
  std::array<map::Point, 4> inner = base.corners;
  for (map::Point& corner : inner) {
    const map::Point in = base.centre - corner;
    const double l = map::length(in);
    if (l > 2 * kGrazeCm) corner = corner + in * (kGrazeCm * 1.5 / l);
  }
  for (std::size_t i = 0; i < inner.size(); ++i)
    if (map::segments_intersect(line, {inner[i], inner[(i + 1) % 4]})) return true;
  return false;
}

// Whether the figure stands on the table as something a shooter must shoot past.
bool in_the_way(const Figure& f) {
  const AdventureSheet& s = sheet_of(f);
  return f.alive && !f.captured && !s.disabled && !s.grievously_wounded && !s.dormant &&
         !f.magic.invisible && !f.status.hidden;
}

double inches_apart(const game::Battlefield& field, const Figure& a, const Figure& b) {
  return field.edge_distance(game::footprint(a), game::footprint(b)) / kCmPerInch;
}

// A friend of `behind` that has not moved this turn, within `shield_friend` of it: it may be shot
// past by `behind`, and screens `behind` from the enemy's return shots (its shield may guard it).
bool screens(const AdventureRules& rules, const game::Battlefield& field, const Figure& friend_,
             const Figure& behind) {
  return friend_.side == behind.side && sheet_of(friend_).moved_cm <= kEpsilon &&
         inches_apart(field, friend_, behind) <= rules.shield_friend_in + kEpsilon;
}

}  // namespace

game::Check judge_line_of_fire(const AdventureRules& rules, const game::Battlefield& field,
                               const BattleState& state, const Figure& shooter,
                               const Figure& target, ShotPlan& out) {
  const map::Segment line{shooter.placement.centre, target.placement.centre};
  std::vector<const Figure*> across;
  for (const Figure& f : state.figures)
    if (f.id != shooter.id && f.id != target.id && in_the_way(f) &&
        crosses(map::footprint(f.base, f.placement), line))
      across.push_back(&f);
  if (across.empty()) return {};
  // Nearest the shooter first: the one a refusal names is the first in the way.
  std::sort(across.begin(), across.end(), [&](const Figure* a, const Figure* b) {
    return map::distance(a->placement.centre, line.a) < map::distance(b->placement.centre, line.a);
  });
  const Figure& first = *across.front();
  if (across.size() == 1 && screens(rules, field, first, shooter)) {
    out.facts.push_back("past " + game::figure_label(first) + ", a stationary friend within " +
                        inches(rules.shield_friend_in * kCmPerInch));
    return {};
  }
  if (across.size() == 1 && screens(rules, field, first, target)) {
    out.facts.push_back("past " + game::figure_label(first) + ", who screens " +
                        game::figure_label(target));
    return {};
  }
  const Figure& blocker =
      across.size() > 1 && screens(rules, field, first, shooter) ? *across[1] : first;
  std::string why = game::figure_label(blocker) + " stands in the way";
  if (across.size() > 1)
    why += " (" + std::to_string(across.size()) +
           " figures are across the line; a single friend at most is shot past)";
  else if (blocker.side == shooter.side)
    why += sheet_of(blocker).moved_cm > kEpsilon
               ? " (a friend is shot past only when it has not moved this turn)"
               : " (a friend is shot past only within " +
                     inches(rules.shield_friend_in * kCmPerInch) + " of the shooter)";
  return Refusal{RefusalCode::Blocked, game::figure_label(shooter) + " cannot shoot " +
                                           game::figure_label(target) + ": " + why + " (" +
                                           kCiteShooting + ")."};
}

const Figure* shield_bearer(const AdventureRules& rules, const game::Battlefield& field,
                            const BattleState& state, const Figure& target, map::Point from) {
  if (shield_guards(rules, target, from)) return &target;
  const double target_off = map::distance(target.placement.centre, from);
  for (const Figure& f : state.figures)
    if (f.id != target.id && f.side == target.side && in_the_way(f) &&
        map::distance(f.placement.centre, from) < target_off &&
        inches_apart(field, f, target) <= rules.shield_friend_in + kEpsilon &&
        shield_guards(rules, f, from))
      return &f;
  return nullptr;
}

}  // namespace fray::high_adventure

// Seed 003, "Special Actions": smaller enemies move out of the way of a larger friend's charge.
// Also the Dramatic figure's flanking approach (seed 003, "COMBAT TACTICS", assumed).
#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include "enemy_status_steps.h"

namespace fray::ai::enemy_status {

using game::Figure;
using nlohmann::json;

namespace {

constexpr double kClearCm = 0.6;  // room left between the charger's end spot and the friend

double size_of(const map::Base& b) { return std::max(b.width_cm, b.depth_cm); }

map::Point unit(double facing_deg) {
  const double r = facing_deg * std::numbers::pi / 180.0;
  return {std::sin(r), -std::cos(r)};  // 0 = towards y = 0, clockwise
}

}  // namespace

std::optional<Decision> make_way_step(const Ctx& c, const Figure& f, const Figure& target) {
  // Where the charge would end, found as the game finds it (straight in until the bases touch).
  std::vector<game::Footprint> others;
  for (const Figure& o : c.state.figures)
    if (o.alive && o.id != f.id && o.id != target.id) others.push_back(footprint(o));
  double length = 0;
  const map::Placement end =
      c.field.contact_placement(footprint(f), footprint(target), &length, others);
  if (length > c.game.system().allowance_cm(c.game.state(), f) + 1e-6) return std::nullopt;
  const game::Footprint spot{f.base, end};
  const Figure* blocker = nullptr;
  for (const Figure& o : c.state.figures) {
    if (!o.alive || o.id == f.id || !c.field.overlaps(spot, footprint(o))) continue;
    // Only smaller, alerted friends step aside (an unaware one does not see the charge coming,
    // assumed); anything else in the way leaves the charge refused.
    if (o.side != f.side || o.ai.status != "alerted" || size_of(o.base) >= size_of(f.base))
      return std::nullopt;
    if (!blocker) blocker = &o;
  }
  if (!blocker) return std::nullopt;
  // Sideways, square to the charge, just far enough to clear the end spot; nearer side first.
  const map::Point along = end.centre - f.placement.centre;
  const double len = std::max(map::length(along), 1e-6);
  const map::Point across{-along.y / len, along.x / len};
  const map::Point rel = blocker->placement.centre - end.centre;
  const double side = rel.x * across.x + rel.y * across.y >= 0 ? 1.0 : -1.0;
  const double clear = (size_of(f.base) + size_of(blocker->base)) / 2 + kClearCm;
  const double off = rel.x * across.x + rel.y * across.y;
  for (const double s : {side, -side})
    for (const double extra : {0.0, 2.0, 4.0}) {
      const map::Point to = blocker->placement.centre + across * (s * (clear + extra) - off);
      if (map::distance(to, blocker->placement.centre) >
          c.game.system().allowance_cm(c.game.state(), *blocker))
        continue;
      const game::Footprint there{blocker->base, {to, blocker->placement.facing_deg}};
      if (c.field.overlaps(spot, there)) continue;
      const json payload = {{"figure", blocker->id}, {"path", json::array({{to.x, to.y}})}};
      if (!c.accepted("move", payload)) continue;
      return announce(c.side, blocker->id,
                      game::figure_label(*blocker) + " steps " +
                          cm(map::distance(to, blocker->placement.centre)) +
                          " aside: it stands where its larger friend " + game::figure_label(f) +
                          " would end its charge on " + game::figure_label(target) +
                          " (seed 003, \"Special Actions\"); this is its move this turn.",
                      "move", payload, json::object(),
                      {{"make_way_for", f.id}, {"charge_target", target.id}});
    }
  return std::nullopt;
}

map::Point flank_point(const Figure& f, const Figure& target) {
  const map::Point right = unit(target.placement.facing_deg + 90);
  const map::Point rel = f.placement.centre - target.placement.centre;
  const double side = rel.x * right.x + rel.y * right.y >= 0 ? 1.0 : -1.0;
  const double off = (size_of(target.base) + size_of(f.base)) / 2 + 3.0;
  return target.placement.centre + right * (side * off);
}

}  // namespace fray::ai::enemy_status

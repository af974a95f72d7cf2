// Fire blocks movement and sight (assumed; see include/fray/game/field/fire_obstacles.h).
#include <algorithm>

#include <fray/game/field/fire_obstacles.h>
#include <fray/game/state/battle_queries.h>

#include "field/circle_area.h"

namespace fray::game {
namespace {

constexpr const char* kFireCite = "seed 004, \"Fire\"";
constexpr const char* kSmokeCite = "seed 004, \"Wizards, Witches and Magic\" (Smoke)";

using detail::line_meets;

std::string fire_name(const Fire& fire) {
  return "fire " + std::to_string(fire.id) + " (radius " + format_cm(fire.radius_cm) + " cm at " +
         format_cm(fire.centre.x) + ", " + format_cm(fire.centre.y) + ")";
}

// The cloud of smoke lying across the line between two points, if any (as a fire's smoke).
const SmokeCloud* cloud_across_sight(const Battlefield& field, std::span<const SmokeCloud> clouds,
                                     map::Point from, map::Point to) {
  for (const SmokeCloud& cloud : clouds)
    if (line_meets(field, cloud, from, to, 0)) return &cloud;
  return nullptr;
}

}  // namespace

bool hex_burns(const Battlefield& field, const Fire& fire, map::Point at) {
  return detail::covers_hex(field, fire, field.hex_at(at));
}

const Fire* fire_under(const Battlefield& field, std::span<const Fire> fires, const Footprint& at) {
  for (const Fire& fire : fires)
    if (detail::area_under(field, fire, at)) return &fire;
  return nullptr;
}

const Fire* fire_on_path(const Battlefield& field, std::span<const Fire> fires,
                         const Footprint& mover, const std::vector<map::Point>& path) {
  const double half_base = std::min(mover.base.width_cm, mover.base.depth_cm) / 2;
  for (const Fire& fire : fires) {
    if (fire_under(field, std::span<const Fire>(&fire, 1), mover)) continue;  // walking out
    map::Point from = mover.placement.centre;
    for (const map::Point to : path) {
      if (line_meets(field, fire, from, to, half_base)) return &fire;
      from = to;
    }
  }
  return nullptr;
}

const Fire* fire_across_sight(const Battlefield& field, std::span<const Fire> fires,
                              map::Point from, map::Point to) {
  for (const Fire& fire : fires)
    if (line_meets(field, fire, from, to, 0)) return &fire;
  return nullptr;
}

std::optional<Refusal> fire_refuses_move(const Battlefield& field, std::span<const Fire> fires,
                                         const Figure& mover, const std::vector<map::Point>& path,
                                         const map::Placement& end) {
  if (const Fire* fire = fire_under(field, fires, {mover.base, end}))
    return Refusal{RefusalCode::Blocked, figure_label(mover) + " cannot end its move in " +
                                             fire_name(*fire) + ": a figure keeps out of a fire (" +
                                             kFireCite + "; assumed)."};
  if (const Fire* fire = fire_on_path(field, fires, footprint(mover), path))
    return Refusal{RefusalCode::Blocked, figure_label(mover) + " cannot pass through " +
                                             fire_name(*fire) + ": a figure goes round a fire (" +
                                             kFireCite + "; assumed)."};
  return std::nullopt;
}

void add_smoke(const Battlefield& field, const BattleState& state, const Figure& viewer,
               const Figure& target, Sight& sight) {
  add_smoke(field, state, viewer.placement.centre, target.placement.centre, sight);
}

void add_smoke(const Battlefield& field, const BattleState& state, map::Point from, map::Point to,
               Sight& sight) {
  if (!sight.clear || (state.fires.empty() && state.smoke_clouds.empty())) return;
  if (const Fire* fire = fire_across_sight(field, state.fires, from, to)) {
    sight.clear = false;
    sight.blocked_by = "the smoke of " + fire_name(*fire);
    sight.facts.push_back("smoke of fire " + std::to_string(fire->id) + " blocks the view (" +
                          kFireCite + "; assumed)");
  } else if (const SmokeCloud* cloud = cloud_across_sight(field, state.smoke_clouds, from, to)) {
    sight.clear = false;
    sight.blocked_by = "a cloud of smoke (" + format_cm(2 * cloud->radius_cm) + " cm across at " +
                       format_cm(cloud->centre.x) + ", " + format_cm(cloud->centre.y) + ")";
    sight.facts.push_back("a cloud of smoke blocks the view (" + std::string(kSmokeCite) + ")");
  }
}

}  // namespace fray::game

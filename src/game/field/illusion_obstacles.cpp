// Illusions block the sight and the moves of the sides they fool (see
// include/fray/game/field/illusion_obstacles.h).
#include <algorithm>

#include <fray/game/field/illusion_obstacles.h>
#include <fray/game/state/battle_queries.h>

#include "field/circle_area.h"

namespace fray::game {
namespace {

constexpr const char* kIllusionCite = "seed 004, \"Wizards, Witches and Magic\" (Illusion)";

bool fools(const Illusion& illusion, int side) { return illusion.side != side; }

}  // namespace

std::string illusion_name(const Illusion& illusion) {
  return "an illusion " + format_cm(2 * illusion.radius_cm) + " cm across at " +
         format_cm(illusion.centre.x) + ", " + format_cm(illusion.centre.y);
}

const Illusion* illusion_across_sight(const Battlefield& field, const BattleState& state, int side,
                                      map::Point from, map::Point to) {
  for (const Illusion& illusion : state.illusions)
    if (fools(illusion, side) && detail::line_meets(field, illusion, from, to, 0)) return &illusion;
  return nullptr;
}

void add_illusions(const Battlefield& field, const BattleState& state, int viewer_side,
                   map::Point from, map::Point to, Sight& sight) {
  if (!sight.clear || state.illusions.empty()) return;
  if (const Illusion* illusion = illusion_across_sight(field, state, viewer_side, from, to)) {
    sight.clear = false;
    sight.blocked_by = "what its side takes for a solid thing (" + illusion_name(*illusion) + ")";
    sight.facts.push_back("an illusion blocks the view of those it deceives (" +
                          std::string(kIllusionCite) + ")");
  }
}

std::optional<Refusal> illusion_refuses_move(const Battlefield& field, const BattleState& state,
                                             const Figure& mover,
                                             const std::vector<map::Point>& path,
                                             const map::Placement& end) {
  if (state.illusions.empty()) return std::nullopt;
  const Footprint start = footprint(mover);
  const double half_base = std::min(mover.base.width_cm, mover.base.depth_cm) / 2;
  for (const Illusion& illusion : state.illusions) {
    if (!fools(illusion, mover.side) || detail::area_under(field, illusion, start)) continue;
    bool meets = detail::area_under(field, illusion, Footprint{mover.base, end});
    if (!field.is_hex()) {  // the whole base swept along the path
      const Footprint thing{{map::BaseShape::Round, 2 * illusion.radius_cm, 2 * illusion.radius_cm},
                            {illusion.centre, 0}};
      meets = meets || field.path_crosses(start, start.placement.centre, path, thing);
    } else {  // the hexes stepped through
      map::Point from = start.placement.centre;
      for (const map::Point to : path) {
        meets = meets || detail::line_meets(field, illusion, from, to, half_base);
        from = to;
      }
    }
    if (meets)
      return Refusal{RefusalCode::Blocked,
                     figure_label(mover) + "'s side takes " + illusion_name(illusion) +
                         " for solid: its figures go round it (" + kIllusionCite + ")."};
  }
  return std::nullopt;
}

}  // namespace fray::game

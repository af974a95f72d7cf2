#include <algorithm>

#include <fray/game/field/slide.h>
#include <fray/game/state/battle_queries.h>
#include <fray/game/state/figure_label.h>

namespace fray::game {
namespace {

// Why the figure cannot stand at `at`, or "" when it can.
std::string stop_at(const Battlefield& field, const BattleState& state, const Figure& figure,
                    const Footprint& at, bool mounted) {
  if (!field.on_table(at)) return "the table edge";
  if (auto ground = field.impassable_under(at, mounted)) return *ground;
  for (const Figure& o : state.figures)
    if (o.alive && o.id != figure.id && field.overlaps(at, footprint(o))) return figure_label(o);
  return "";
}

}  // namespace

Slide slide(const Battlefield& field, const BattleState& state, const Figure& figure,
            map::Point direction, double wanted_cm, bool mounted, double step_cm) {
  const map::Point way = direction * (1.0 / map::length(direction));
  const map::Point from = figure.placement.centre;
  Slide out;
  while (out.distance_cm < wanted_cm) {
    const double next = std::min(out.distance_cm + step_cm, wanted_cm);
    out.stopped_by =
        stop_at(field, state, figure,
                {figure.base, {from + way * next, figure.placement.facing_deg}}, mounted);
    if (!out.stopped_by.empty()) break;
    out.distance_cm = next;
  }
  return out;
}

}  // namespace fray::game

// Groups hold together (seed 004, "Groups": figures sorted into groups act as one and "must, as
// far as possible, stay within 2 inches of each other"). Members move one at a time, so the
// first of a group to move this turn leads wherever its order lets it; each later one must end
// within 2" of another member, or at least nearer the nearest than it started (a straggler
// catching up). Charges and flight are not held (assumed: "as far as possible").
#include <algorithm>
#include <limits>

#include "adventure_battle.h"

namespace fray::high_adventure {

Check keeps_with_group(const CheckContext& c, const Figure& f, const map::Placement& end) {
  if (f.ai.group.empty()) return {};
  const double limit = adventure_rules(c.system).group_in * kCmPerInch;
  const game::Footprint there{f.base, end};
  double before = std::numeric_limits<double>::infinity();
  double after = before;
  bool led = false;  // another member has moved this turn: this one is not the leader
  for (const Figure& m : c.state.figures) {
    if (!m.alive || m.status.falling || m.id == f.id || m.side != f.side ||
        m.ai.group != f.ai.group)
      continue;
    before = std::min(before, c.field.edge_distance(game::footprint(f), game::footprint(m)));
    after = std::min(after, c.field.edge_distance(there, game::footprint(m)));
    led = led || m.status.has_moved || sheet_of(m).moved_cm > 0;
  }
  if (!led || after <= limit + 1e-6 || after < before - 1e-6) return {};
  return Refusal{RefusalCode::NotAllowed, game::figure_label(f) + " would end " + inches(after) +
                                              " from the nearest of its group \"" + f.ai.group +
                                              "\": a group's figures stay within " + inches(limit) +
                                              " of each other (seed 004, \"Groups\")."};
}

}  // namespace fray::high_adventure

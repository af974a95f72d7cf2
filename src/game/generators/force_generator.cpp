// seed 004, "Enemy Force Generation".
#include <stdexcept>

#include <fray/game/generators/force_generator.h>

namespace fray::game {
namespace {

bool deployable(const std::vector<ForceGroup>& figures,
                const std::optional<std::map<std::string, int>>& available) {
  if (!available) return true;
  std::map<std::string, int> needed;
  for (const ForceGroup& g : figures) needed[g.kind] += g.count;
  for (const auto& [kind, count] : needed) {
    const auto it = available->find(kind);
    if (it == available->end() || it->second < count) return false;
  }
  return true;
}

}  // namespace

std::vector<ForceGroup> row_figures(const ForceTables& tables, std::size_t row, bool doubled) {
  std::vector<ForceGroup> out = tables.rows.at(row).figures;
  if (doubled)
    for (ForceGroup& g : out)
      if (!tables.kinds.at(g.kind).special) g.count *= 2;
  return out;
}

Arrival roll_arrival(const ForceTables& tables, const ArrivalRequest& request,
                     dice::DieSource& dice) {
  if (request.portals_in_sight.empty())
    throw std::invalid_argument("arrivals are rolled when a portal counter is in sight");
  Arrival a;
  a.natural = dice.roll(tables.die);
  a.modifier =
      (request.no_contact_today ? tables.no_contact_modifier : 0) +
      tables.extra_counter_modifier * static_cast<int>(request.portals_in_sight.size() - 1);
  a.total = a.natural + a.modifier;
  a.rolled_row = (tables.natural_one_is_nothing && a.natural == 1) ? 0 : tables.row_of(a.total);
  a.doubled = request.party_strength > tables.party_strength_limit;
  a.row = a.rolled_row;
  while (a.row > 0 && !deployable(row_figures(tables, a.row, a.doubled), request.available))
    --a.row;
  if (a.row != a.rolled_row)
    a.note = a.row > 0 ? "the rolled force has no figures at hand: an earlier row is deployed"
                       : "no figures at hand: none can be deployed until casualties are recycled";
  if (a.row == 0) return a;
  a.figures = row_figures(tables, a.row, a.doubled);
  const int n = static_cast<int>(request.portals_in_sight.size());
  if (n > 1) a.portal_roll = dice.roll(n);
  a.portal = request.portals_in_sight[static_cast<std::size_t>(n > 1 ? a.portal_roll - 1 : 0)];
  return a;
}

}  // namespace fray::game

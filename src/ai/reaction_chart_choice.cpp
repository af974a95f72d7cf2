#include <algorithm>

#include <fray/ai/reaction_chart_choice.h>

#include "reaction_chart_geometry.h"

namespace fray::ai {
namespace {

bool falling_back(const std::string& order) { return order == "withdraw" || order == "flee"; }

}  // namespace

const ActionTable& table_for(const ReactionChartTables& tables, const RiskAssessment& risk) {
  return risk.ranged ? tables.ranged : tables.close_combat;
}

OrderChoice choose_order(const ReactionChartTables& tables, const RiskAssessment& risk,
                         const std::string& current, int face) {
  const ActionTable& table = table_for(tables, risk);
  const ActionRow& row = table.row_for(risk.total);
  OrderChoice c{"", table.id, row.label, ""};
  const std::string d6 = "D6 " + std::to_string(face);
  if (!row.continues) {
    c.order = row.orders[static_cast<std::size_t>(face - 1)];
    c.how = d6;
    return c;
  }
  const std::string& now = current.empty() ? tables.initial_order : current;
  if (falling_back(now) &&
      std::find(row.halt_faces.begin(), row.halt_faces.end(), face) != row.halt_faces.end()) {
    c.order = "halt";
    c.how = "falling back, halts in the nearest cover (" + d6 + ")";
  } else if (face == row.advance_face && risk.nearest_visible_enemy) {
    c.order = "march";
    c.how = "moves towards the nearest visible enemy (" + d6 + ")";
  } else {
    c.order = now;
    c.how = "continues (" + d6 + ")";
  }
  return c;
}

std::string commander_wish(const ReactionChartTables& tables, const RiskAssessment& risk,
                           const std::string& current) {
  const ActionRow& row = table_for(tables, risk).row_for(risk.total);
  if (!row.continues) return row.orders[5];
  if (risk.nearest_visible_enemy) return "march";
  return current.empty() ? tables.initial_order : current;
}

const game::Figure* commander_of(const game::Game& game, const game::Figure& f,
                                 const ReactionChartTables& tables) {
  const game::Figure* best = nullptr;
  double best_cm = 0;
  for (const game::Figure& g : game.state().figures) {
    if (!g.alive || g.side != f.side || g.id == f.id || g.leadership <= 0 ||
        g.leadership <= f.leadership)
      continue;
    const double d = edge_cm(game.field(), f, g);
    if (d > tables.command_cm) continue;
    if (!best || g.leadership > best->leadership ||
        (g.leadership == best->leadership && d < best_cm))
      best = &g, best_cm = d;
  }
  return best;
}

}  // namespace fray::ai

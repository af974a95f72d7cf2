#pragma once

#include <string>

#include <fray/ai/reaction_chart_risk.h>
#include <fray/ai/reaction_chart_tables.h>
#include <fray/game/game.h>

namespace fray::ai {

/// The order an action table gives (seed 004, "Morale/Solo Rules").
struct OrderChoice {
  std::string order;
  std::string table;  ///< "ranged" or "close_combat".
  std::string row;    ///< The row's label, "RF2-5".
  std::string how;    ///< "D6 4", "continues (D6 3)", "falling back, halts in cover (D6 5)".
};

/// The table for the figure's weapons: ranged when it has a missile weapon.
const ActionTable& table_for(const ReactionChartTables& tables, const RiskAssessment& risk);

/// Reads the row for `risk.total` with the D6 `face`. Continue rows keep `current` (or the
/// initial order when none), halt a unit falling back on the row's halt faces, and march on the
/// nearest visible enemy on the advance face.
OrderChoice choose_order(const ReactionChartTables& tables, const RiskAssessment& risk,
                         const std::string& current, int face);

/// What a commanding player character makes of the row when its Leadership test passes: the
/// boldest order of the row (the D6 = 6 column; on a continue row, marching on a visible enemy).
/// The seed's "green" chart entries are not in the text; this is the assumed equivalent.
std::string commander_wish(const ReactionChartTables& tables, const RiskAssessment& risk,
                           const std::string& current);

/// The player character who may command `figure` (seed 004, "Orders"; "Solo System"): a living
/// friend with leadership above 0 and above the figure's within command_cm; the highest
/// leadership, then the nearest, then the lowest id. nullptr when none.
const game::Figure* commander_of(const game::Game& game, const game::Figure& figure,
                                 const ReactionChartTables& tables);

}  // namespace fray::ai

#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include <fray/dice/die_source.h>
#include <fray/game/generators/force_tables.h>

namespace fray::game {

/// What the arrival roll needs to know (seed 004, "Enemy Force Generation").
struct ArrivalRequest {
  /// Ids of the portal counters in sight of any of the party's figures (at least one: the roll
  /// is made when the party first sees a counter).
  std::vector<int> portals_in_sight;
  bool no_contact_today = false;  ///< -1
  int party_strength = 0;         ///< above the table's limit, non-special figures are doubled
  /// Figures at hand per kind; nothing means as many as needed.
  std::optional<std::map<std::string, int>> available;
};

/// One arrival roll and what came of it.
struct Arrival {
  int natural = 1;   ///< the die
  int modifier = 0;  ///< -1 no contact today, +1 per counter in sight after the first
  int total = 1;
  std::size_t rolled_row = 0;       ///< the row the total fell in (0: nothing)
  std::size_t row = 0;              ///< the row deployed after the "no figures" fall-back
  bool doubled = false;             ///< a strong party: non-special figures doubled
  int portal = -1;                  ///< where they appear (randomised among those in sight)
  int portal_roll = 0;              ///< the die that chose it (0 when only one was in sight)
  std::vector<ForceGroup> figures;  ///< empty: nothing arrives
  std::string note;
};

/// The figures of a row, doubled (but not the special characters) when `doubled`.
std::vector<ForceGroup> row_figures(const ForceTables& tables, std::size_t row, bool doubled);

/// Rolls for arrivals: the die plus modifiers read on the table, a natural 1 always nothing; when
/// the figures of the row are not all at hand, the rows before it are tried in order until one
/// can be deployed (none: nothing arrives); the portal is then chosen by a die among those in
/// sight. Throws std::invalid_argument when no portal is in sight.
Arrival roll_arrival(const ForceTables& tables, const ArrivalRequest& request,
                     dice::DieSource& dice);

}  // namespace fray::game

#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include <fray/dice/die_source.h>
#include <fray/game/setup/scenario.h>
#include <fray/game/turn/victory_rules.h>

namespace fray::game {

/// What a generic scenario is built from: two forces and a table. The figures' positions and
/// facings are chosen by the builder; their "side" is set to the side's id.
struct GenericScenarioRequest {
  std::array<Side, 2> sides{Side{"a", "Side A", false}, Side{"b", "Side B", false}};
  std::array<std::vector<ScenarioFigure>, 2> forces;
  double table_width_cm = 180;
  double table_depth_cm = 120;
  /// The table with its terrain, if any: its size replaces the two above and it becomes the
  /// scenario's "map". An Ambush on it places the Ambushers in cover (ambush_cover.h).
  std::optional<map::TableMap> terrain;
};

/// The type a d20 picks (seed 003, "GENERIC SCENARIOS"): 1-8 Basic Battle, 9-10 Ambush, 11-12
/// Escape, 13-14 Fortress Assault, 15-16 Infiltrate, 17-18 Spawning, 19-20 Transport.
VictoryType generic_scenario_for_roll(int d20);

/// A ready scenario of `type` (one of the seven generic types): deployment zones (side 0 along
/// the top edge, side 1 along the bottom, one Move Unit deep), objectives one per 1 ft section
/// and one in the centre, each side's leader (its highest leadership, then class), the round
/// limit, and the type's own set-up: the Ambushers (side 0) act first around a Target cluster in
/// the centre; the Defenders (side 1) stand round the fortress marker in the centre; the
/// Spawner (side 1) starts with one figure and keeps the rest in reserve; the object to carry
/// lies in the centre. With terrain, the Ambushers may stand anywhere on the table and are
/// placed in cover from the Targets' places and area (seed 003, "Ambush"). The Fortress
/// Assault's building is the structure "fortress" on the centre marker. Throws
/// std::invalid_argument for Elimination / Objectives or a force that does not fit its zone.
Scenario build_generic_scenario(const GenericScenarioRequest& request, VictoryType type);

/// Rolls the d20 on `dice` and builds that type.
Scenario build_generic_scenario(const GenericScenarioRequest& request, dice::DieSource& dice);

}  // namespace fray::game

#pragma once
// Internal to fray_game: seed 004's generators in scenarios ("rule_options": {"event_deck": true},
// "portals") and in saves (the "seed004" member).

#include <fray/game/generators/battle_generators.h>
#include <fray/game/setup/scenario.h>

#include "setup/json_read.h"

namespace fray::game::detail {

/// Reads the scenario's event deck option and "portals" member into `s.generators` (after its sides
/// and rule options are read). Throws io::DataError at the member's pointer.
void read_battle_generators(const JsonReader& root, Scenario& s);

/// The save's "seed004" member, and back (a save without it has no deck and no portals).
nlohmann::json battle_generators_to_json(const BattleGenerators& state);
BattleGenerators battle_generators_from_json(const JsonReader& at);

/// A force kind's figure object completed for `place`: id, side id and position added.
nlohmann::json arriving_figure(const PortalForce& force, int id, const std::string& side,
                               map::Point at);

}  // namespace fray::game::detail

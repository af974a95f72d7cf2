#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include <fray/game/state/battle_state.h>

namespace fray::game {

/// The whole state as JSON (snapshots in saves; the property tests compare its dump to prove a
/// refused command changed nothing). The engine's state is included as text.
nlohmann::json state_to_json(const BattleState& state);

/// Reads state_to_json's output; throws io::DataError naming `file` and the JSON pointer.
BattleState state_from_json(const nlohmann::json& json, const std::string& file,
                            const std::string& pointer);

}  // namespace fray::game

#pragma once
// Reading command payloads (the engine's commands and every rule system's). A wrong payload is a
// BadPayload refusal that names the member and what it should be.

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/game/command/refusal.h>
#include <fray/game/state/battle_state.h>
#include <fray/map/point.h>

namespace fray::game {

using Check = std::optional<Refusal>;

inline Refusal bad_payload(const std::string& command, const std::string& member,
                           const std::string& expected) {
  return {RefusalCode::BadPayload, "'" + command + "' needs \"" + member + "\": " + expected + "."};
}

/// Reads an integer member; `optional` members may be absent (out untouched).
Check read_int(const nlohmann::json& p, const std::string& command, const char* key, int& out,
               bool optional = false);
Check read_number(const nlohmann::json& p, const std::string& command, const char* key, double& out,
                  bool optional = false);
Check read_bool(const nlohmann::json& p, const std::string& command, const char* key, bool& out,
                bool optional = false);
/// [[x, y], ...] with at least one point.
Check read_points(const nlohmann::json& p, const std::string& command, const char* key,
                  std::vector<map::Point>& out);
/// "shooters": [ids] or "shooter": id.
Check read_ids(const nlohmann::json& p, const std::string& command, const char* list_key,
               const char* single_key, std::vector<int>& out);

/// The figure, alive, or a refusal naming it.
Check living_figure(const BattleState& state, int id, const Figure** out);

}  // namespace fray::game

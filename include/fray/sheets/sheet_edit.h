#pragma once

#include <optional>
#include <string>
#include <utility>

#include <nlohmann/json.hpp>

// What every sheet's check of the referee's `edit` shares: a member to be changed and what it
// should be, when its value does not fit.

namespace fray::sheets {

/// The member at fault and what it should be.
using EditProblem = std::pair<std::string, std::string>;

/// `key` of the payload, when present, must be a whole number from `low` to `high`. Read wide so
/// a huge number is refused, never narrowed into range.
inline std::optional<EditProblem> whole_number_in(const nlohmann::json& payload, const char* key,
                                                  int low, int high) {
  if (!payload.contains(key)) return std::nullopt;
  const nlohmann::json& v = payload[key];
  if (!v.is_number_integer()) return EditProblem{key, "a whole number"};
  const long long n = v.get<long long>();
  if (n < low || n > high)
    return EditProblem{key, std::to_string(low) + " to " + std::to_string(high)};
  return std::nullopt;
}

/// "name", when present, must be a text that is not empty.
inline std::optional<EditProblem> name_if_given(const nlohmann::json& payload) {
  if (payload.contains("name") &&
      (!payload["name"].is_string() || payload["name"].get<std::string>().empty()))
    return EditProblem{"name", "a name"};
  return std::nullopt;
}

}  // namespace fray::sheets

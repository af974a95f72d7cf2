#pragma once

// Internal to fray_rules: reading one JSON file with located syntax errors.

#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

namespace fray::rules::detail {

/// Parses the file at `path`. Throws DataError naming `display_name` and, for a syntax error,
/// "line:column" of the offending byte.
nlohmann::json read_json_file(const std::filesystem::path& path, const std::string& display_name);

}  // namespace fray::rules::detail

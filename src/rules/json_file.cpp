#include "json_file.h"

#include <utility>

#include <fray/io/json_text.h>
#include <fray/rules/data_error.h>

namespace fray::rules::detail {

nlohmann::json read_json_file(const std::filesystem::path& path, const std::string& display_name) {
  const std::optional<std::string> text = io::read_text_file(path);
  if (!text) {
    const std::string found = "no readable file at " + path.string();
    throw DataError(
        display_name, "", "a readable JSON file", found,
        "The data file " + display_name + " is missing or cannot be read (" + path.string() + ").");
  }
  auto parsed = io::parse_json_text(*text);
  if (auto* document = std::get_if<nlohmann::json>(&parsed)) return std::move(*document);
  const auto& error = std::get<io::JsonSyntaxError>(parsed);
  throw DataError(display_name, error.location(), error.expected, error.found,
                  "The data file " + display_name + " is not valid JSON: line " +
                      std::to_string(error.line) + ", column " + std::to_string(error.column) +
                      ": " + error.found + ".");
}

}  // namespace fray::rules::detail

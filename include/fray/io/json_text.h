#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <variant>

#include <nlohmann/json.hpp>

namespace fray::io {

/// Where and why a text is not JSON.
struct JsonSyntaxError {
  int line = 1;          ///< 1-based line of the character where reading stopped
  int column = 1;        ///< 1-based column of that character
  std::string expected;  ///< e.g. "'[', '{', or a literal", or "valid JSON"
  std::string found;     ///< nlohmann's account of what it read, e.g. "invalid literal; ..."
  bool at_end = false;   ///< the text stopped before the document was complete (truncated)

  /// "line:column", the form LocatedError takes for syntax errors.
  std::string location() const { return std::to_string(line) + ":" + std::to_string(column); }
};

/// 1-based line and column of the byte at 1-based `byte` in `text` (as nlohmann reports it).
std::pair<int, int> line_and_column(const std::string& text, std::size_t byte);

/// Parses JSON text: the document, or the place where it breaks.
std::variant<nlohmann::json, JsonSyntaxError> parse_json_text(const std::string& text);

/// A member name as a JSON pointer token: "~" becomes "~0" and "/" becomes "~1" (RFC 6901).
std::string pointer_token(std::string_view key);

/// The whole file as bytes, or nothing when it cannot be opened.
std::optional<std::string> read_text_file(const std::filesystem::path& path);

}  // namespace fray::io

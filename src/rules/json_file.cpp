#include "json_file.h"

#include <fstream>
#include <sstream>
#include <utility>

#include <fray/rules/data_error.h>

namespace fray::rules::detail {
namespace {

// nlohmann's message reads "... syntax error while parsing value - invalid literal; last read:
// 'tru<U+000A>'; expected ..." : keep the human part after " - ", split at "; expected ".
std::pair<std::string, std::string> split_parse_message(const std::string& what) {
  std::string detail = what;
  if (const auto dash = detail.find(" - "); dash != std::string::npos) {
    detail = detail.substr(dash + 3);
  } else if (const auto colon = detail.rfind(": "); colon != std::string::npos) {
    detail = detail.substr(colon + 2);
  }
  std::string expected = "valid JSON";
  if (const auto pos = detail.find("; expected "); pos != std::string::npos) {
    expected = detail.substr(pos + 11);
    detail = detail.substr(0, pos);
  }
  return {expected, detail};
}

}  // namespace

std::pair<int, int> line_and_column(const std::string& text, std::size_t byte) {
  // nlohmann counts the offending byte 1-based; the character before it is where reading stopped.
  const std::size_t end = std::min(byte == 0 ? 0 : byte - 1, text.size());
  int line = 1;
  int column = 1;
  for (std::size_t i = 0; i < end; ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return {line, column};
}

nlohmann::json read_json_file(const std::filesystem::path& path, const std::string& display_name) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    const std::string found = "no readable file at " + path.string();
    throw DataError(
        display_name, "", "a readable JSON file", found,
        "The data file " + display_name + " is missing or cannot be read (" + path.string() + ").");
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  const std::string text = buffer.str();
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    const auto [line, column] = line_and_column(text, e.byte);
    const std::string location = std::to_string(line) + ":" + std::to_string(column);
    auto [expected, found] = split_parse_message(e.what());
    throw DataError(display_name, location, expected, found,
                    "The data file " + display_name + " is not valid JSON: line " +
                        std::to_string(line) + ", column " + std::to_string(column) + ": " + found +
                        ".");
  }
}

}  // namespace fray::rules::detail

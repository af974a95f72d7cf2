#include <fstream>
#include <sstream>

#include <fray/io/json_text.h>

namespace fray::io {

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

std::variant<nlohmann::json, JsonSyntaxError> parse_json_text(const std::string& text) {
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    JsonSyntaxError error;
    std::tie(error.line, error.column) = line_and_column(text, e.byte);
    error.at_end = (e.byte == 0 ? 0 : e.byte - 1) >= text.size();
    // nlohmann's message reads "... syntax error while parsing value - invalid literal; last read:
    // 'tru<U+000A>'; expected ...": keep the human part after " - ", split at "; expected ".
    std::string detail = e.what();
    if (const auto dash = detail.find(" - "); dash != std::string::npos) {
      detail = detail.substr(dash + 3);
    } else if (const auto colon = detail.rfind(": "); colon != std::string::npos) {
      detail = detail.substr(colon + 2);
    }
    error.expected = "valid JSON";
    if (const auto pos = detail.find("; expected "); pos != std::string::npos) {
      error.expected = detail.substr(pos + 11);
      detail = detail.substr(0, pos);
    }
    error.found = detail;
    return error;
  }
}

std::string pointer_token(std::string_view key) {
  std::string token;
  for (const char c : key) {
    if (c == '~') {
      token += "~0";
    } else if (c == '/') {
      token += "~1";
    } else {
      token += c;
    }
  }
  return token;
}

std::optional<std::string> read_text_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

}  // namespace fray::io

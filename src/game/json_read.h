#pragma once
// Internal to fray_game: located reading of scenario, turn-structure and save JSON. Every
// failure throws rules::DataError naming the file and the JSON pointer (or line:column).

#include <filesystem>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace fray::game::detail {

/// Parses `text`; a syntax error names `file` and the line:column where reading stopped.
nlohmann::json parse_json_text(const std::string& text, const std::string& file);
/// Reads and parses a file (an unreadable file is a DataError too).
nlohmann::json read_json_file(const std::filesystem::path& path, const std::string& file);

/// A JSON value and where it is.
class At {
 public:
  At(const nlohmann::json& value, std::string pointer, const std::string& file)
      : value_(&value), pointer_(std::move(pointer)), file_(&file) {}
  const nlohmann::json& json() const { return *value_; }
  const std::string& pointer() const { return pointer_; }
  At operator[](std::string_view key) const;  ///< Required member of an object.
  std::optional<At> find(std::string_view key) const;
  At operator[](std::size_t index) const;
  std::size_t size() const;  ///< Elements of a required array.
  void allow_only(std::initializer_list<std::string_view> keys) const;
  double number(double min, double max) const;
  int integer(int min, int max) const;
  bool boolean() const;
  std::string text() const;  ///< Non-empty string.
  [[noreturn]] void fail(const std::string& expected) const;

 private:
  const nlohmann::json* value_;
  std::string pointer_;
  const std::string* file_;
};

/// A short description of a JSON value for "found ...".
std::string describe(const nlohmann::json& value);

}  // namespace fray::game::detail

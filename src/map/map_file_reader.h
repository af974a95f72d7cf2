#pragma once

// Internal to fray_map: reading map JSON with errors that name the file and the JSON pointer.
// Every check is io::JsonReader's (the one located reader); MapReader only says where a value
// is and adds the map's own value kinds (points).

#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/io/json_reader.h>
#include <fray/io/json_text.h>
#include <fray/map/map_file_error.h>
#include <fray/map/point.h>

namespace fray::map::detail {

using nlohmann::json;

/// "\"wide\"", "12", "an array", "an object", "nothing"...: what a value looks like in a message.
std::string describe_found(const json* value);

using io::pointer_token;

/// Parses JSON text; syntax errors become MapFileError at "line:column".
json parse_map_text(const std::string& text, const std::string& file);

class MapReader {
 public:
  explicit MapReader(std::string file);

  /// The one reader's view of `v` at `pointer`.
  io::JsonReader at(const json& v, const std::string& pointer) const;

  [[noreturn]] void fail(const std::string& pointer, const std::string& expected,
                         const std::string& found) const;

  void expect_object(const json& v, const std::string& pointer) const;
  /// Refuses members not in `known`: a misspelt key must not silently become a default.
  void only_members(const json& v, const std::string& pointer,
                    std::initializer_list<const char*> known) const;
  const json& required(const json& object, const std::string& pointer, const char* key) const;
  const json* optional(const json& object, const char* key) const;

  double number(const json& v, const std::string& pointer, double min, double max) const;
  int integer(const json& v, const std::string& pointer, int min, int max) const;
  bool boolean(const json& v, const std::string& pointer) const;
  std::string string(const json& v, const std::string& pointer) const;
  const json& array(const json& v, const std::string& pointer, std::size_t min_size) const;
  Point point(const json& v, const std::string& pointer) const;
  std::vector<Point> points(const json& v, const std::string& pointer, std::size_t min) const;

 private:
  mutable io::ReadContext context_;  // the reader records into it; MapReader is used as const
};

/// One of a fixed set of names, e.g. {{"open", Footing::Open}, ...}.
template <typename Enum, std::size_t N>
Enum read_choice(const MapReader& r, const json& v, const std::string& pointer,
                 const std::pair<const char*, Enum> (&names)[N]) {
  return r.at(v, pointer).as_enum(names);
}

/// The name of an enum value in such a list.
template <typename Enum, std::size_t N>
const char* name_of(const std::pair<const char*, Enum> (&names)[N], Enum value) {
  for (const auto& [name, v] : names) {
    if (v == value) return name;
  }
  return "";
}

}  // namespace fray::map::detail

#pragma once

// Internal to fray_map: reading map JSON with errors that name the file and the JSON pointer.
// Every check is io::JsonReader's (the one located reader); MapReader only says where a value
// is and adds the map's own value kinds (points).

#include <cstdint>
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

/// True for a legend key of a grid map: one visible character.
bool legend_character(const std::string& key);
/// A legend character for a kind of cell not yet given one (none of `used`): '.' for plain
/// ground, else the terrain name's initial, else one of a pool; '\0' when all are used.
char pick_legend_character(bool plain, const std::string& terrain_name, const std::string& used);
/// The legend key's place in `names`, or a failure at `pointer` listing them.
std::uint16_t terrain_index(const MapReader& r, const std::string& terrain,
                            const std::vector<std::string>& names, const std::string& pointer);
/// The grid's "cells": `rows` strings of `columns` legend characters; calls `put(column, row, c)`
/// for each character after checking it is a key of `legend`.
template <typename Legend, typename Put>
void read_cells(const MapReader& r, const json& document, int columns, int rows,
                const Legend& legend, Put put) {
  const json& cells = r.required(document, "", "cells");
  if (!cells.is_array() || cells.size() != static_cast<std::size_t>(rows)) {
    r.fail(
        "/cells", "an array of " + std::to_string(rows) + " strings (one per row)",
        describe_found(&cells) + (cells.is_array() ? " of " + std::to_string(cells.size()) : ""));
  }
  for (int row = 0; row < rows; ++row) {
    const std::string p = "/cells/" + std::to_string(row);
    const std::string line = r.string(cells[static_cast<std::size_t>(row)], p);
    if (line.size() != static_cast<std::size_t>(columns)) {
      r.fail(p, std::to_string(columns) + " characters (one per column)",
             std::to_string(line.size()) + " characters");
    }
    for (int column = 0; column < columns; ++column) {
      const char c = line[static_cast<std::size_t>(column)];
      const auto it = legend.find(c);
      if (it == legend.end()) {
        r.fail(p, "characters of the legend",
               "'" + std::string(1, c) + "' at column " + std::to_string(column));
      }
      put(column, row, it->second);
    }
  }
}

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

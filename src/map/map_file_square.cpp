// Square-grid map files (docs/formats.md, "Maps"): rows of legend characters, like hex maps, with
// the cell members a square grid has (seed 003, "V. Miniatures and battle maps").
#include <map>

#include <fray/map/map_file.h>

#include "map_file_reader.h"

namespace fray::map {
namespace {

using detail::json;
using detail::MapReader;

bool same_cell(const SquareCell& a, const SquareCell& b) {
  return a.difficult == b.difficult && a.impassable == b.impassable &&
         a.blocks_sight == b.blocks_sight && a.partial_cover == b.partial_cover &&
         a.terrain == b.terrain;
}

SquareCell read_cell(const MapReader& r, const json& v, const std::string& p,
                     const std::vector<std::string>& names) {
  r.expect_object(v, p);
  r.only_members(v, p,
                 {"terrain", "difficult", "impassable", "blocks_sight", "partial_cover", "note"});
  SquareCell cell;
  cell.terrain = detail::terrain_index(r, r.string(r.required(v, p, "terrain"), p + "/terrain"),
                                       names, p + "/terrain");
  if (const json* b = r.optional(v, "difficult")) cell.difficult = r.boolean(*b, p + "/difficult");
  if (const json* b = r.optional(v, "impassable"))
    cell.impassable = r.boolean(*b, p + "/impassable");
  if (const json* b = r.optional(v, "blocks_sight"))
    cell.blocks_sight = r.boolean(*b, p + "/blocks_sight");
  if (const json* b = r.optional(v, "partial_cover"))
    cell.partial_cover = r.boolean(*b, p + "/partial_cover");
  return cell;
}

json cell_json(const SquareCell& cell, const std::vector<std::string>& names) {
  json out = {{"terrain", cell.terrain < names.size() ? names[cell.terrain] : "open"}};
  if (cell.difficult) out["difficult"] = true;
  if (cell.impassable) out["impassable"] = true;
  if (cell.blocks_sight) out["blocks_sight"] = true;
  if (cell.partial_cover) out["partial_cover"] = true;
  return out;
}

}  // namespace

SquareMap square_map_from_json(const json& document, const std::string& file) {
  const MapReader r(file);
  if (map_kind(document, file) != MapKind::Square)
    r.fail("/kind", "\"square\"", document["kind"].dump());
  r.only_members(document, "",
                 {"format", "version", "kind", "name", "note", "columns", "rows", "square_cm",
                  "terrain_names", "legend", "cells"});
  const int columns = r.integer(r.required(document, "", "columns"), "/columns", 1, 10'000);
  const int rows = r.integer(r.required(document, "", "rows"), "/rows", 1, 10'000);
  SquareLayout layout;
  if (const json* size = r.optional(document, "square_cm"))
    layout.size_cm = r.number(*size, "/square_cm", 0.1, 100);
  SquareMap map(columns, rows, layout);
  const json& names = r.array(r.required(document, "", "terrain_names"), "/terrain_names", 1);
  map.terrain_names.clear();
  for (std::size_t i = 0; i < names.size(); ++i)
    map.terrain_names.push_back(r.string(names[i], "/terrain_names/" + std::to_string(i)));
  const json& legend_json = r.required(document, "", "legend");
  r.expect_object(legend_json, "/legend");
  std::map<char, SquareCell> legend;
  for (const auto& [key, value] : legend_json.items()) {
    const std::string p = "/legend/" + detail::pointer_token(key);
    if (!detail::legend_character(key))
      r.fail(p, "a single visible character as the key", "\"" + key + "\"");
    legend[key[0]] = read_cell(r, value, p, map.terrain_names);
  }
  detail::read_cells(r, document, columns, rows, legend,
                     [&](int column, int row, const SquareCell& c) {
                       map.cell({column, row}) = c;
                     });
  return map;
}

json to_json(const SquareMap& map) {
  std::vector<SquareCell> kinds;
  std::string characters;
  std::vector<std::string> lines(static_cast<std::size_t>(map.grid.rows()));
  for (int row = 0; row < map.grid.rows(); ++row) {
    for (int column = 0; column < map.grid.columns(); ++column) {
      const SquareCell& cell = map.cell({column, row});
      std::size_t k = 0;
      while (k < kinds.size() && !same_cell(kinds[k], cell)) ++k;
      if (k == kinds.size()) {
        const bool plain = cell.terrain == 0 && same_cell(cell, SquareCell{});
        const std::string name =
            cell.terrain < map.terrain_names.size() ? map.terrain_names[cell.terrain] : "";
        const char c = detail::pick_legend_character(plain, name, characters);
        if (c == '\0') {
          throw MapFileError(
              "(square map)", "/legend",
              "at most " + std::to_string(characters.size()) + " different kinds of square", "more",
              "This square map has too many different kinds of square to save.");
        }
        kinds.push_back(cell);
        characters += c;
      }
      lines[static_cast<std::size_t>(row)] += characters[k];
    }
  }
  json legend = json::object();
  for (std::size_t k = 0; k < kinds.size(); ++k)
    legend[std::string(1, characters[k])] = cell_json(kinds[k], map.terrain_names);
  return {{"format", "fray-map"},
          {"version", 1},
          {"kind", "square"},
          {"columns", map.grid.columns()},
          {"rows", map.grid.rows()},
          {"square_cm", map.layout.size_cm},
          {"terrain_names", map.terrain_names},
          {"legend", legend},
          {"cells", lines}};
}

}  // namespace fray::map

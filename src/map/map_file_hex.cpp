#include <map>

#include <fray/map/map_file.h>

#include "map_file_reader.h"

namespace fray::map {
namespace {

using detail::json;
using detail::MapReader;

bool same_cell(const HexCell& a, const HexCell& b) {
  return a.extra_move_cost == b.extra_move_cost && a.costs_all_points == b.costs_all_points &&
         a.impassable == b.impassable && a.blocks_sight == b.blocks_sight && a.height == b.height &&
         a.terrain == b.terrain;
}

HexCell read_cell(const MapReader& r, const json& v, const std::string& p,
                  const std::vector<std::string>& names) {
  r.expect_object(v, p);
  r.only_members(v, p,
                 {"terrain", "extra_move_cost", "costs_all_points", "impassable", "blocks_sight",
                  "height", "note"});
  HexCell cell;
  const std::string terrain = r.string(r.required(v, p, "terrain"), p + "/terrain");
  cell.terrain = detail::terrain_index(r, terrain, names, p + "/terrain");
  if (const json* c = r.optional(v, "extra_move_cost")) {
    cell.extra_move_cost = static_cast<std::uint8_t>(r.integer(*c, p + "/extra_move_cost", 0, 255));
  }
  if (const json* b = r.optional(v, "costs_all_points")) {
    cell.costs_all_points = r.boolean(*b, p + "/costs_all_points");
  }
  if (const json* b = r.optional(v, "impassable"))
    cell.impassable = r.boolean(*b, p + "/impassable");
  if (const json* b = r.optional(v, "blocks_sight")) {
    cell.blocks_sight = r.boolean(*b, p + "/blocks_sight");
  }
  if (const json* h = r.optional(v, "height")) {
    cell.height = static_cast<std::int8_t>(r.integer(*h, p + "/height", -128, 127));
  }
  return cell;
}

json cell_json(const HexCell& cell, const std::vector<std::string>& names) {
  json out = {{"terrain", cell.terrain < names.size() ? names[cell.terrain] : "open"}};
  if (cell.extra_move_cost != 0) out["extra_move_cost"] = cell.extra_move_cost;
  if (cell.costs_all_points) out["costs_all_points"] = true;
  if (cell.impassable) out["impassable"] = true;
  if (cell.blocks_sight) out["blocks_sight"] = true;
  if (cell.height != 0) out["height"] = cell.height;
  return out;
}

}  // namespace

HexMap hex_map_from_json(const json& document, const std::string& file) {
  const MapReader r(file);
  if (map_kind(document, file) != MapKind::Hex) r.fail("/kind", "\"hex\"", document["kind"].dump());
  r.only_members(document, "",
                 {"format", "version", "kind", "name", "note", "columns", "rows",
                  "hex_across_flats_cm", "terrain_names", "legend", "cells"});
  const int columns = r.integer(r.required(document, "", "columns"), "/columns", 1, 10'000);
  const int rows = r.integer(r.required(document, "", "rows"), "/rows", 1, 10'000);
  HexLayout layout;
  if (const json* size = r.optional(document, "hex_across_flats_cm")) {
    layout.across_flats_cm = r.number(*size, "/hex_across_flats_cm", 0.1, 100);
  }
  HexMap map(columns, rows, layout);
  const json& names = r.array(r.required(document, "", "terrain_names"), "/terrain_names", 1);
  map.terrain_names.clear();
  for (std::size_t i = 0; i < names.size(); ++i) {
    map.terrain_names.push_back(r.string(names[i], "/terrain_names/" + std::to_string(i)));
  }
  const json& legend_json = r.required(document, "", "legend");
  r.expect_object(legend_json, "/legend");
  std::map<char, HexCell> legend;
  for (const auto& [key, value] : legend_json.items()) {
    const std::string p = "/legend/" + detail::pointer_token(key);
    if (!detail::legend_character(key)) {
      r.fail(p, "a single visible character as the key", "\"" + key + "\"");
    }
    legend[key[0]] = read_cell(r, value, p, map.terrain_names);
  }
  detail::read_cells(r, document, columns, rows, legend,
                     [&](int column, int row, const HexCell& c) {
                       map.cell(HexGrid::from_offset(column, row)) = c;
                     });
  return map;
}

json to_json(const HexMap& map) {
  std::vector<HexCell> kinds;
  std::string characters;
  std::vector<std::string> lines(static_cast<std::size_t>(map.grid.rows()));
  for (int row = 0; row < map.grid.rows(); ++row) {
    for (int column = 0; column < map.grid.columns(); ++column) {
      const HexCell& cell = map.cell(HexGrid::from_offset(column, row));
      std::size_t k = 0;
      while (k < kinds.size() && !same_cell(kinds[k], cell)) ++k;
      if (k == kinds.size()) {
        const bool plain = cell.terrain == 0 && same_cell(cell, HexCell{});
        const std::string name =
            cell.terrain < map.terrain_names.size() ? map.terrain_names[cell.terrain] : "";
        const char c = detail::pick_legend_character(plain, name, characters);
        if (c == '\0') {
          throw MapFileError(
              "(hex map)", "/legend",
              "at most " + std::to_string(characters.size()) + " different kinds of hex", "more",
              "This hex map has too many different kinds of hex to save.");
        }
        kinds.push_back(cell);
        characters += c;
      }
      lines[static_cast<std::size_t>(row)] += characters[k];
    }
  }
  json legend = json::object();
  for (std::size_t k = 0; k < kinds.size(); ++k) {
    legend[std::string(1, characters[k])] = cell_json(kinds[k], map.terrain_names);
  }
  return {{"format", "fray-map"},
          {"version", 1},
          {"kind", "hex"},
          {"columns", map.grid.columns()},
          {"rows", map.grid.rows()},
          {"hex_across_flats_cm", map.layout.across_flats_cm},
          {"terrain_names", map.terrain_names},
          {"legend", legend},
          {"cells", lines}};
}

}  // namespace fray::map

#pragma once

#include <filesystem>
#include <string>
#include <variant>

#include <nlohmann/json.hpp>

#include <fray/map/hex_map.h>
#include <fray/map/map_file_error.h>
#include <fray/map/square_grid.h>
#include <fray/map/table_map.h>

namespace fray::map {

/// The three kinds of battlefield a map file holds (docs/formats.md, "Maps").
enum class MapKind { Table, Hex, Square };

using AnyMap = std::variant<TableMap, HexMap, SquareMap>;

/// Which kind of map a parsed document holds; checks "format" and "version" (throws
/// MapFileError naming `file`).
MapKind map_kind(const nlohmann::json& document, const std::string& file);

/// A free-measure table from a parsed map document. Throws MapFileError naming `file` and the
/// JSON pointer of the first wrong value.
TableMap table_map_from_json(const nlohmann::json& document, const std::string& file);

/// A hex map from a parsed map document (rows of legend characters).
HexMap hex_map_from_json(const nlohmann::json& document, const std::string& file);

/// A square-grid map from a parsed map document (rows of legend characters).
SquareMap square_map_from_json(const nlohmann::json& document, const std::string& file);

/// The documents that read back to equal maps.
nlohmann::json to_json(const TableMap& map);
nlohmann::json to_json(const HexMap& map);
nlohmann::json to_json(const SquareMap& map);

/// Reads a map file of any kind; errors name the file as given.
AnyMap load_map_file(const std::filesystem::path& path);
TableMap load_table_map(const std::filesystem::path& path);
HexMap load_hex_map(const std::filesystem::path& path);

/// Writes a map file (two-space indented JSON). Throws MapFileError when the file cannot be
/// written or a grid map has more distinct cells than legend characters.
void save_map_file(const std::filesystem::path& path, const AnyMap& map);

}  // namespace fray::map

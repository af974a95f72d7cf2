#include <fstream>

#include <fray/io/json_text.h>
#include <fray/map/map_file.h>

#include "map_file_reader.h"

namespace fray::map {
namespace {

constexpr int kVersion = 1;

nlohmann::json read_document(const std::filesystem::path& path) {
  const std::optional<std::string> text = io::read_text_file(path);
  if (!text) {
    throw MapFileError(path.string(), "", "a readable map file", "no readable file",
                       "The map " + path.string() + " is missing or cannot be read.");
  }
  return detail::parse_map_text(*text, path.string());
}

}  // namespace

MapKind map_kind(const nlohmann::json& document, const std::string& file) {
  const detail::MapReader r(file);
  r.expect_object(document, "");
  if (r.string(r.required(document, "", "format"), "/format") != "fray-map") {
    r.fail("/format", "\"fray-map\"", document["format"].dump());
  }
  const int version = r.integer(r.required(document, "", "version"), "/version", 1, 1'000'000);
  if (version > kVersion) {
    r.fail("/version", "version " + std::to_string(kVersion) + " or older (update Fray)",
           std::to_string(version));
  }
  static constexpr std::pair<const char*, MapKind> kKinds[] = {
      {"table", MapKind::Table}, {"hex", MapKind::Hex}, {"square", MapKind::Square}};
  return detail::read_choice(r, r.required(document, "", "kind"), "/kind", kKinds);
}

AnyMap load_map_file(const std::filesystem::path& path) {
  const nlohmann::json document = read_document(path);
  switch (map_kind(document, path.string())) {
    case MapKind::Table:
      return table_map_from_json(document, path.string());
    case MapKind::Hex:
      return hex_map_from_json(document, path.string());
    case MapKind::Square:
      break;
  }
  return square_map_from_json(document, path.string());
}

TableMap load_table_map(const std::filesystem::path& path) {
  const nlohmann::json document = read_document(path);
  return table_map_from_json(document, path.string());
}

HexMap load_hex_map(const std::filesystem::path& path) {
  const nlohmann::json document = read_document(path);
  return hex_map_from_json(document, path.string());
}

void save_map_file(const std::filesystem::path& path, const AnyMap& map) {
  const nlohmann::json document = std::visit([](const auto& m) { return to_json(m); }, map);
  std::ofstream out(path, std::ios::binary);
  out << document.dump(2) << '\n';
  if (!out) {
    throw MapFileError(path.string(), "", "a writable file", "a write error",
                       "The map could not be saved to " + path.string() + ".");
  }
}

}  // namespace fray::map

#include <stdexcept>
#include <string_view>
#include <utility>

#include <fray/game/generators/terrain_tables.h>

#include "generators/generator_json.h"

namespace fray::game {
namespace {

using detail::JsonReader;
using detail::plain;
using detail::read_context;
using detail::ReadContext;

template <typename T, std::size_t N>
T choice(const JsonReader& at, const std::pair<const char*, T> (&options)[N]) {
  const JsonReader v = plain(at);
  std::string expected;
  if (v.json().is_string())
    for (const auto& [name, value] : options)
      if (v.json().get<std::string>() == name) return value;
  for (const auto& [name, value] : options)
    expected += (expected.empty() ? "" : ", ") + std::string(name);
  v.fail("one of " + expected);
}

constexpr std::pair<const char*, map::Footing> kFootings[] = {
    {"open", map::Footing::Open},
    {"difficult", map::Footing::Difficult},
    {"very_difficult", map::Footing::VeryDifficult},
    {"impassable", map::Footing::Impassable}};
constexpr std::pair<const char*, map::SightEffect> kSights[] = {
    {"clear", map::SightEffect::Clear},
    {"obscuring", map::SightEffect::Obscuring},
    {"blocking", map::SightEffect::Blocking},
    {"hill", map::SightEffect::Hill}};
constexpr std::pair<const char*, map::CoverGiven> kCovers[] = {
    {"none", map::CoverGiven::None},
    {"cover", map::CoverGiven::Cover},
    {"forest", map::CoverGiven::Forest},
    {"building", map::CoverGiven::Building}};
constexpr std::pair<const char*, PieceShape> kShapes[] = {{"circle", PieceShape::Circle},
                                                          {"rectangle", PieceShape::Rectangle},
                                                          {"wall", PieceShape::Wall},
                                                          {"edge_to_edge", PieceShape::EdgeToEdge}};

map::TerrainTraits read_traits(const JsonReader& at) {
  at.allow_only(
      {"footing", "mounted_footing", "sight", "cover", "linear_obstacle", "higher_ground"});
  map::TerrainTraits t;
  if (auto f = at.find("footing")) t.footing = choice(*f, kFootings);
  t.mounted_footing = t.footing;
  if (auto f = at.find("mounted_footing")) t.mounted_footing = choice(*f, kFootings);
  if (auto s = at.find("sight")) t.sight = choice(*s, kSights);
  if (auto c = at.find("cover")) t.cover = choice(*c, kCovers);
  if (auto b = at.find("linear_obstacle")) t.linear_obstacle = plain(*b).as_bool();
  if (auto b = at.find("higher_ground")) t.higher_ground = plain(*b).as_bool();
  return t;
}

PieceKind read_piece(const std::string& id, const JsonReader& at) {
  at.allow_only({"name", "source", "terrain", "shape", "length_in", "width_in", "thickness_in",
                 "level", "traits", "note"});
  PieceKind k;
  k.id = id;
  k.name = at["name"].as_string();
  k.source = detail::source(at);
  k.terrain_id = plain(at["terrain"]).as_string();
  k.shape = choice(at["shape"], kShapes);
  if (k.shape != PieceShape::EdgeToEdge)
    std::tie(k.length_min_in, k.length_max_in) = detail::int_range(at["length_in"], 1, 72);
  if (k.shape == PieceShape::Rectangle || k.shape == PieceShape::EdgeToEdge)
    std::tie(k.width_min_in, k.width_max_in) = detail::int_range(at["width_in"], 1, 48);
  if (k.shape == PieceShape::Wall) k.thickness_in = plain(at["thickness_in"]).as_number(0.1, 6);
  if (auto level = at.find("level"))
    std::tie(k.level_min, k.level_max) = detail::int_range(*level, 0, 10);
  k.traits = read_traits(at["traits"]);
  return k;
}

std::vector<PieceRow> read_rows(const JsonReader& at, const TerrainTables& t) {
  std::vector<PieceRow> rows;
  for (std::size_t i = 0; i < at.size(); ++i) {
    const JsonReader row = at[i];
    row.allow_only({"2d6", "piece", "source", "note"});
    detail::source(row);
    PieceRow r{row["2d6"].as_int(2, 12), row["piece"].as_string()};
    if (r.roll != static_cast<int>(i) + 2)
      row["2d6"].fail(std::to_string(i + 2) + " (rows in order 2 to 12)");
    if (!t.pieces.count(r.piece)) row["piece"].fail("a piece of \"pieces\"");
    rows.push_back(r);
  }
  if (rows.size() != 11) at.fail("the 11 rows 2 to 12");
  return rows;
}

const PieceKind& row_piece(const TerrainTables& t, const std::vector<PieceRow>& rows, int roll) {
  if (roll < 2 || roll > 12) throw std::invalid_argument("a 2d6 roll is 2 to 12");
  return t.pieces.at(rows[static_cast<std::size_t>(roll - 2)].piece);
}

}  // namespace

const PieceKind& TerrainTables::small_piece(int roll) const {
  return row_piece(*this, small_table, roll);
}

const PieceKind& TerrainTables::large_piece(int roll) const {
  return row_piece(*this, large_table, roll);
}

TerrainTables parse_terrain_tables(const nlohmann::json& document, const std::string& file) {
  ReadContext context = read_context(file);
  const JsonReader root(document, "", context);
  root.allow_only({"format", "version", "source", "note", "inch_cm", "section_in", "max_rerolls",
                   "adjust_in", "piece_counts", "scatter", "small_table", "large_table", "pieces"});
  if (root["format"].as_string() != "fray-terrain-generator")
    root["format"].fail("\"fray-terrain-generator\"");
  root["version"].as_int(1, 1);
  TerrainTables t;
  t.source = detail::source(root);
  t.inch_cm = plain(root["inch_cm"]).as_number(0.1, 10);
  t.section_in = plain(root["section_in"]).as_int(1, 120);
  t.max_rerolls = plain(root["max_rerolls"]).as_int(0, 100);
  t.adjust_in = plain(root["adjust_in"]).as_int(0, 12);
  const JsonReader counts = root["piece_counts"];
  for (std::size_t i = 0; i < counts.size(); ++i) {
    const JsonReader row = counts[i];
    row.allow_only({"d6", "small", "large", "source"});
    detail::source(row);
    if (row["d6"].as_int(1, 6) != static_cast<int>(i) + 1) row["d6"].fail(std::to_string(i + 1));
    t.piece_counts.emplace_back(row["small"].as_int(0, 20), row["large"].as_int(0, 20));
  }
  if (t.piece_counts.size() != 6) counts.fail("the 6 rows of a d6");
  const JsonReader scatter = root["scatter"];
  scatter.allow_only({"source", "distance", "directions"});
  detail::source(scatter);
  const JsonReader dirs = scatter["directions"];
  for (std::size_t i = 0; i < dirs.size(); ++i) {
    dirs[i].allow_only({"d8", "dx", "dy"});
    if (dirs[i]["d8"].as_int(1, 8) != static_cast<int>(i) + 1)
      dirs[i]["d8"].fail(std::to_string(i + 1));
    t.directions.emplace_back(dirs[i]["dx"].as_int(-1, 1), dirs[i]["dy"].as_int(-1, 1));
  }
  if (t.directions.size() != 8) dirs.fail("the 8 directions of a d8");
  const JsonReader pieces = root["pieces"];
  if (!pieces.json().is_object()) pieces.fail("an object of piece kinds");
  for (const auto& [id, value] : pieces.json().items()) {
    (void)value;
    t.pieces.emplace(id, read_piece(id, pieces[id]));
  }
  t.small_table = read_rows(root["small_table"], t);
  t.large_table = read_rows(root["large_table"], t);
  return t;
}

TerrainTables load_terrain_tables(const std::filesystem::path& path) {
  const std::string file = path.filename().string();
  return parse_terrain_tables(detail::read_json_file(path, file), file);
}

}  // namespace fray::game

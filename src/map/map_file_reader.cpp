#include "map_file_reader.h"

#include <cctype>
#include <string_view>
#include <utility>

namespace fray::map::detail {

std::string describe_found(const json* value) {
  return value == nullptr ? "nothing" : io::describe_json(*value);
}

namespace {

io::ReadContext map_context(std::string file) {
  io::ReadContext context;
  context.file = std::move(file);
  context.kind = "The map";
  context.raise = io::raise_as<MapFileError>;
  return context;
}

}  // namespace

json parse_map_text(const std::string& text, const std::string& file) {
  return io::parse_json(text, map_context(file));
}

MapReader::MapReader(std::string file) : context_(map_context(std::move(file))) {}

io::JsonReader MapReader::at(const json& v, const std::string& pointer) const {
  return io::JsonReader(v, pointer, context_);
}

void MapReader::fail(const std::string& pointer, const std::string& expected,
                     const std::string& found) const {
  context_.fail_at(pointer, expected, found);
}

void MapReader::expect_object(const json& v, const std::string& pointer) const {
  if (!v.is_object()) at(v, pointer).fail("an object");
}

void MapReader::only_members(const json& v, const std::string& pointer,
                             std::initializer_list<const char*> known) const {
  at(v, pointer).allow_only(std::vector<std::string_view>(known.begin(), known.end()));
}

const json& MapReader::required(const json& object, const std::string& pointer,
                                const char* key) const {
  return at(object, pointer).at(key).json();
}

const json* MapReader::optional(const json& object, const char* key) const {
  const auto it = object.find(key);
  return it == object.end() ? nullptr : &*it;
}

double MapReader::number(const json& v, const std::string& pointer, double min, double max) const {
  return at(v, pointer).as_number(min, max);
}

int MapReader::integer(const json& v, const std::string& pointer, int min, int max) const {
  return at(v, pointer).as_int(min, max);
}

bool MapReader::boolean(const json& v, const std::string& pointer) const {
  return at(v, pointer).as_bool();
}

std::string MapReader::string(const json& v, const std::string& pointer) const {
  if (!v.is_string()) at(v, pointer).fail("a text");
  return v.get<std::string>();
}

const json& MapReader::array(const json& v, const std::string& pointer,
                             std::size_t min_size) const {
  at(v, pointer).items(min_size);
  return v;
}

Point MapReader::point(const json& v, const std::string& pointer) const {
  if (!v.is_array() || v.size() != 2 || !v[0].is_number() || !v[1].is_number())
    at(v, pointer).fail("a point [x, y] in centimetres");
  return {number(v[0], pointer + "/0", -1e6, 1e6), number(v[1], pointer + "/1", -1e6, 1e6)};
}

std::vector<Point> MapReader::points(const json& v, const std::string& pointer,
                                     std::size_t min) const {
  std::vector<Point> out;
  const json& list = array(v, pointer, min);
  for (std::size_t i = 0; i < list.size(); ++i)
    out.push_back(point(list[i], pointer + "/" + std::to_string(i)));
  return out;
}

}  // namespace fray::map::detail

namespace fray::map::detail {
namespace {

// Characters a saved legend may use, after the terrain's own initial.
constexpr std::string_view kLegendPool =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789#^~*+=%&@$!?:;,<>|-_";

}  // namespace

bool legend_character(const std::string& key) {
  return key.size() == 1 && std::isgraph(static_cast<unsigned char>(key[0])) != 0;
}

char pick_legend_character(bool plain, const std::string& terrain_name, const std::string& used) {
  std::string wanted;
  if (plain) wanted += '.';
  if (!terrain_name.empty()) {
    const auto initial = static_cast<unsigned char>(terrain_name[0]);
    wanted += static_cast<char>(std::toupper(initial));
    wanted += static_cast<char>(std::tolower(initial));
  }
  wanted += kLegendPool;
  for (const char c : wanted) {
    if (std::isgraph(static_cast<unsigned char>(c)) != 0 && used.find(c) == std::string::npos) {
      return c;
    }
  }
  return '\0';
}

std::uint16_t terrain_index(const MapReader& r, const std::string& terrain,
                            const std::vector<std::string>& names, const std::string& pointer) {
  std::size_t index = 0;
  while (index < names.size() && names[index] != terrain) ++index;
  if (index == names.size()) {
    std::string list;
    for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
    r.fail(pointer, "a name of \"terrain_names\" (" + list + ")", "\"" + terrain + "\"");
  }
  return static_cast<std::uint16_t>(index);
}

}  // namespace fray::map::detail

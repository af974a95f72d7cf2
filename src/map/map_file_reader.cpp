#include "map_file_reader.h"

#include <cmath>

#include <fray/io/json_text.h>

namespace fray::map::detail {
namespace {

std::string number_text(double v) {
  std::string s = std::to_string(v);
  s.erase(s.find_last_not_of('0') + 1);
  if (!s.empty() && s.back() == '.') s.pop_back();
  return s;
}

}  // namespace

std::string describe_found(const json* value) {
  if (value == nullptr) return "nothing";
  if (value->is_string()) return value->dump();
  if (value->is_number() || value->is_boolean() || value->is_null()) return value->dump();
  if (value->is_array()) return value->empty() ? "an empty array" : "an array";
  return value->empty() ? "an empty object" : "an object";
}

json parse_map_text(const std::string& text, const std::string& file) {
  auto parsed = io::parse_json_text(text);
  if (auto* document = std::get_if<json>(&parsed)) return std::move(*document);
  const auto& error = std::get<io::JsonSyntaxError>(parsed);
  throw MapFileError(file, error.location(), error.expected, error.found,
                     "The map " + file + " is not valid JSON: line " + std::to_string(error.line) +
                         ", column " + std::to_string(error.column) + ": " + error.found + ".");
}

void MapReader::fail(const std::string& pointer, const std::string& expected,
                     const std::string& found) const {
  const std::string where = pointer.empty() ? "the top level" : pointer;
  throw MapFileError(file_, pointer, expected, found,
                     "The map " + file_ + " has a wrong value at " + where + ": " + expected +
                         " was expected, but the file has " + found + ".");
}

void MapReader::expect_object(const json& v, const std::string& pointer) const {
  if (!v.is_object()) fail(pointer, "an object", describe_found(&v));
}

void MapReader::only_members(const json& v, const std::string& pointer,
                             std::initializer_list<const char*> known) const {
  for (const auto& [key, value] : v.items()) {
    bool ok = false;
    for (const char* k : known) ok = ok || key == k;
    if (!ok) {
      std::string list;
      for (const char* k : known) list += (list.empty() ? "" : ", ") + std::string(k);
      fail(pointer + "/" + pointer_token(key), "a known member name (" + list + ")",
           "an unknown member \"" + key + "\"");
    }
  }
}

const json& MapReader::required(const json& object, const std::string& pointer,
                                const char* key) const {
  const json* v = optional(object, key);
  if (v == nullptr) fail(pointer + "/" + key, "a \"" + std::string(key) + "\" member", "nothing");
  return *v;
}

const json* MapReader::optional(const json& object, const char* key) const {
  const auto it = object.find(key);
  return it == object.end() ? nullptr : &*it;
}

double MapReader::number(const json& v, const std::string& pointer, double min, double max) const {
  if (!v.is_number() || !std::isfinite(v.get<double>()) || v.get<double>() < min ||
      v.get<double>() > max) {
    fail(pointer, "a number from " + number_text(min) + " to " + number_text(max),
         describe_found(&v));
  }
  return v.get<double>();
}

int MapReader::integer(const json& v, const std::string& pointer, int min, int max) const {
  if (!v.is_number_integer() || v.get<long long>() < min || v.get<long long>() > max) {
    fail(pointer, "an integer from " + std::to_string(min) + " to " + std::to_string(max),
         describe_found(&v));
  }
  return v.get<int>();
}

bool MapReader::boolean(const json& v, const std::string& pointer) const {
  if (!v.is_boolean()) fail(pointer, "true or false", describe_found(&v));
  return v.get<bool>();
}

std::string MapReader::string(const json& v, const std::string& pointer) const {
  if (!v.is_string()) fail(pointer, "a string", describe_found(&v));
  return v.get<std::string>();
}

const json& MapReader::array(const json& v, const std::string& pointer,
                             std::size_t min_size) const {
  if (!v.is_array() || v.size() < min_size) {
    fail(pointer, "an array of at least " + std::to_string(min_size) + " entries",
         describe_found(&v));
  }
  return v;
}

Point MapReader::point(const json& v, const std::string& pointer) const {
  if (!v.is_array() || v.size() != 2 || !v[0].is_number() || !v[1].is_number()) {
    fail(pointer, "a point [x, y] in centimetres", describe_found(&v));
  }
  return {number(v[0], pointer + "/0", -1e6, 1e6), number(v[1], pointer + "/1", -1e6, 1e6)};
}

std::vector<Point> MapReader::points(const json& v, const std::string& pointer,
                                     std::size_t min) const {
  std::vector<Point> out;
  const json& list = array(v, pointer, min);
  for (std::size_t i = 0; i < list.size(); ++i) {
    out.push_back(point(list[i], pointer + "/" + std::to_string(i)));
  }
  return out;
}

}  // namespace fray::map::detail

#include <map>

#include <fray/map/map_file.h>

#include "map_file_reader.h"

namespace fray::map {
namespace {

using detail::json;
using detail::MapReader;
using detail::name_of;
using detail::read_choice;

constexpr std::pair<const char*, Footing> kFootings[] = {{"open", Footing::Open},
                                                         {"difficult", Footing::Difficult},
                                                         {"very_difficult", Footing::VeryDifficult},
                                                         {"impassable", Footing::Impassable}};
constexpr std::pair<const char*, SightEffect> kSights[] = {{"clear", SightEffect::Clear},
                                                           {"obscuring", SightEffect::Obscuring},
                                                           {"blocking", SightEffect::Blocking},
                                                           {"hill", SightEffect::Hill}};
constexpr std::pair<const char*, CoverGiven> kCovers[] = {{"none", CoverGiven::None},
                                                          {"cover", CoverGiven::Cover},
                                                          {"forest", CoverGiven::Forest},
                                                          {"building", CoverGiven::Building}};
constexpr std::pair<const char*, OpeningKind> kOpenings[] = {
    {"door", OpeningKind::Door},
    {"window", OpeningKind::Window},
    {"arrow_slit", OpeningKind::ArrowSlit}};

TerrainTraits read_traits(const MapReader& r, const json& v, const std::string& p) {
  r.expect_object(v, p);
  r.only_members(
      v, p,
      {"footing", "mounted_footing", "sight", "cover", "linear_obstacle", "higher_ground", "note"});
  TerrainTraits t;
  if (const json* f = r.optional(v, "footing"))
    t.footing = read_choice(r, *f, p + "/footing", kFootings);
  t.mounted_footing = t.footing;
  if (const json* f = r.optional(v, "mounted_footing")) {
    t.mounted_footing = read_choice(r, *f, p + "/mounted_footing", kFootings);
  }
  if (const json* s = r.optional(v, "sight")) t.sight = read_choice(r, *s, p + "/sight", kSights);
  if (const json* c = r.optional(v, "cover")) t.cover = read_choice(r, *c, p + "/cover", kCovers);
  if (const json* b = r.optional(v, "linear_obstacle")) {
    t.linear_obstacle = r.boolean(*b, p + "/linear_obstacle");
  }
  if (const json* b = r.optional(v, "higher_ground")) {
    t.higher_ground = r.boolean(*b, p + "/higher_ground");
  }
  return t;
}

void read_shape(const MapReader& r, const json& v, const std::string& p, TerrainFeature& f) {
  const char* shapes[] = {"polygon", "circle", "polyline"};
  int given = 0;
  for (const char* s : shapes) given += r.optional(v, s) != nullptr ? 1 : 0;
  if (given != 1) {
    r.fail(p, "exactly one of \"polygon\", \"circle\" or \"polyline\"",
           given == 0 ? "none of them" : std::to_string(given) + " of them");
  }
  if (const json* poly = r.optional(v, "polygon")) {
    f.shape = FeatureShape::PolygonArea;
    f.points = r.points(*poly, p + "/polygon", 3);
  } else if (const json* circle = r.optional(v, "circle")) {
    f.shape = FeatureShape::CircleArea;
    r.expect_object(*circle, p + "/circle");
    r.only_members(*circle, p + "/circle", {"centre", "radius_cm"});
    f.centre = r.point(r.required(*circle, p + "/circle", "centre"), p + "/circle/centre");
    f.radius_cm = r.number(r.required(*circle, p + "/circle", "radius_cm"), p + "/circle/radius_cm",
                           0.1, 1e4);
  } else {
    f.shape = FeatureShape::Polyline;
    f.points = r.points(*r.optional(v, "polyline"), p + "/polyline", 2);
    f.thickness_cm = r.number(r.required(v, p, "thickness_cm"), p + "/thickness_cm", 0.1, 1e3);
  }
  if (f.shape != FeatureShape::Polyline && r.optional(v, "thickness_cm") != nullptr) {
    r.fail(p + "/thickness_cm", "no thickness (only a polyline has one)", "a thickness");
  }
}

TerrainFeature read_feature(const MapReader& r, const json& v, const std::string& p,
                            const std::map<std::string, TerrainTraits>& terrain) {
  r.expect_object(v, p);
  r.only_members(v, p,
                 {"name", "terrain", "polygon", "circle", "polyline", "thickness_cm", "level",
                  "openings", "traits", "note"});
  TerrainFeature f;
  if (const json* n = r.optional(v, "name")) f.name = r.string(*n, p + "/name");
  f.terrain_id = r.string(r.required(v, p, "terrain"), p + "/terrain");
  if (const json* t = r.optional(v, "traits")) {
    f.traits = read_traits(r, *t, p + "/traits");
  } else if (const auto it = terrain.find(f.terrain_id); it != terrain.end()) {
    f.traits = it->second;
  } else {
    std::string ids;
    for (const auto& [id, traits] : terrain) ids += (ids.empty() ? "" : ", ") + id;
    r.fail(p + "/terrain", "a terrain id of the map's \"terrain\" section (" + ids + ")",
           "\"" + f.terrain_id + "\"");
  }
  read_shape(r, v, p, f);
  if (const json* l = r.optional(v, "level")) f.level = r.integer(*l, p + "/level", -10, 10);
  if (const json* openings = r.optional(v, "openings")) {
    if (f.shape != FeatureShape::PolygonArea) {
      r.fail(p + "/openings", "no openings (only a polygon, a building, has them)", "openings");
    }
    const json& list = r.array(*openings, p + "/openings", 0);
    for (std::size_t i = 0; i < list.size(); ++i) {
      const std::string q = p + "/openings/" + std::to_string(i);
      r.expect_object(list[i], q);
      r.only_members(list[i], q, {"kind", "from", "to"});
      Opening o;
      o.kind = read_choice(r, r.required(list[i], q, "kind"), q + "/kind", kOpenings);
      o.where = {r.point(r.required(list[i], q, "from"), q + "/from"),
                 r.point(r.required(list[i], q, "to"), q + "/to")};
      f.openings.push_back(o);
    }
  }
  return f;
}

json point_json(Point p) { return json::array({p.x, p.y}); }

json traits_json(const TerrainTraits& t) {
  return {{"footing", name_of(kFootings, t.footing)},
          {"mounted_footing", name_of(kFootings, t.mounted_footing)},
          {"sight", name_of(kSights, t.sight)},
          {"cover", name_of(kCovers, t.cover)},
          {"linear_obstacle", t.linear_obstacle},
          {"higher_ground", t.higher_ground}};
}

json feature_json(const TerrainFeature& f, const TerrainTraits& section_traits) {
  json out = json::object();
  if (!f.name.empty()) out["name"] = f.name;
  out["terrain"] = f.terrain_id;
  if (!(f.traits == section_traits)) out["traits"] = traits_json(f.traits);
  json points = json::array();
  for (const Point& p : f.points) points.push_back(point_json(p));
  switch (f.shape) {
    case FeatureShape::PolygonArea:
      out["polygon"] = points;
      break;
    case FeatureShape::CircleArea:
      out["circle"] = {{"centre", point_json(f.centre)}, {"radius_cm", f.radius_cm}};
      break;
    case FeatureShape::Polyline:
      out["polyline"] = points;
      out["thickness_cm"] = f.thickness_cm;
      break;
  }
  if (f.level != 0) out["level"] = f.level;
  if (!f.openings.empty()) {
    json openings = json::array();
    for (const Opening& o : f.openings) {
      openings.push_back({{"kind", name_of(kOpenings, o.kind)},
                          {"from", point_json(o.where.a)},
                          {"to", point_json(o.where.b)}});
    }
    out["openings"] = openings;
  }
  return out;
}

}  // namespace

TableMap table_map_from_json(const json& document, const std::string& file) {
  const MapReader r(file);
  if (map_kind(document, file) != MapKind::Table) {
    r.fail("/kind", "\"table\"", document["kind"].dump());
  }
  r.only_members(
      document, "",
      {"format", "version", "kind", "name", "note", "width_cm", "depth_cm", "terrain", "features"});
  TableMap map;
  if (const json* n = r.optional(document, "name")) map.name = r.string(*n, "/name");
  if (const json* w = r.optional(document, "width_cm"))
    map.width_cm = r.number(*w, "/width_cm", 1, 1e4);
  if (const json* d = r.optional(document, "depth_cm"))
    map.depth_cm = r.number(*d, "/depth_cm", 1, 1e4);
  std::map<std::string, TerrainTraits> terrain;
  if (const json* t = r.optional(document, "terrain")) {
    r.expect_object(*t, "/terrain");
    for (const auto& [id, traits] : t->items()) {
      terrain[id] = read_traits(r, traits, "/terrain/" + detail::pointer_token(id));
    }
  }
  if (const json* features = r.optional(document, "features")) {
    const json& list = r.array(*features, "/features", 0);
    for (std::size_t i = 0; i < list.size(); ++i) {
      map.features.push_back(read_feature(r, list[i], "/features/" + std::to_string(i), terrain));
    }
  }
  return map;
}

json to_json(const TableMap& map) {
  json out = {{"format", "fray-map"}, {"version", 1}, {"kind", "table"}};
  if (!map.name.empty()) out["name"] = map.name;
  out["width_cm"] = map.width_cm;
  out["depth_cm"] = map.depth_cm;
  std::map<std::string, TerrainTraits> section;
  for (const auto& f : map.features) section.emplace(f.terrain_id, f.traits);
  json terrain = json::object();
  for (const auto& [id, traits] : section) terrain[id] = traits_json(traits);
  out["terrain"] = terrain;
  json features = json::array();
  for (const auto& f : map.features) features.push_back(feature_json(f, section.at(f.terrain_id)));
  out["features"] = features;
  return out;
}

}  // namespace fray::map

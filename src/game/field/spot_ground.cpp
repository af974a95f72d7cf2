// The spot command's ground read from the map (see include/fray/game/field/spot_ground.h).
#include <fray/game/field/spot_ground.h>
#include <fray/map/hex_map.h>

namespace fray::game {
namespace {

enum class Ground { Open, TerrainEdge, Woods, Building };

Ground ground_of_terrain(const std::string& id) {
  if (id == "building") return Ground::Building;
  if (id == "woods" || id == "forest") return Ground::Woods;
  if (id == "bushes" || id == "rubble" || id == "scrub") return Ground::TerrainEdge;
  return Ground::Open;
}

Ground ground_of_feature(const map::TerrainFeature& f) {
  if (!f.is_area()) return Ground::Open;  // walls and hedges are crossed, not stood in
  const Ground named = ground_of_terrain(f.terrain_id);
  if (named != Ground::Open) return named;
  if (f.traits.cover == map::CoverGiven::Building) return Ground::Building;
  if (f.traits.cover == map::CoverGiven::Forest || f.traits.sight == map::SightEffect::Obscuring)
    return Ground::Woods;
  if (f.traits.cover == map::CoverGiven::Cover) return Ground::TerrainEdge;
  return Ground::Open;
}

// The ground at a point: the most concealing feature covering it, and that feature's index.
Ground table_ground(const map::TableMap& table, map::Point at, int* feature) {
  Ground best = Ground::Open;
  *feature = -1;
  for (const int i : map::features_at(table, at)) {
    const Ground g = ground_of_feature(table.features[static_cast<std::size_t>(i)]);
    if (g > best) best = g, *feature = i;
  }
  return best;
}

std::string hex_terrain(const Battlefield& field, map::Point at) {
  const map::HexMap& hex = *field.hex_map();
  const map::Hex h = field.hex_at(at);
  if (!hex.grid.contains(h)) return "open";
  return hex.terrain_names.at(hex.cells.at(static_cast<std::size_t>(hex.grid.index(h))).terrain);
}

}  // namespace

std::string ground_under(const Battlefield& field, const Figure& observer, const Figure& target) {
  Ground ground = Ground::Open;
  bool observer_inside = false;
  if (field.is_hex()) {
    ground = ground_of_terrain(hex_terrain(field, target.placement.centre));
    observer_inside =
        ground == Ground::Building &&
        ground_of_terrain(hex_terrain(field, observer.placement.centre)) == Ground::Building;
  } else {
    int feature = -1;
    ground = table_ground(field.table(), target.placement.centre, &feature);
    if (ground == Ground::Building) {
      const auto& features = field.table().features;
      observer_inside =
          map::covers(features[static_cast<std::size_t>(feature)], observer.placement.centre);
    }
  }
  switch (ground) {
    case Ground::Building:
      return observer_inside ? "building_inside" : "building_outside";
    case Ground::Woods:
      return "woods";
    case Ground::TerrainEdge:
      return "terrain_edge";
    case Ground::Open:
      break;
  }
  return "open";
}

}  // namespace fray::game

#include "record/structure_json.h"

namespace fray::game::detail {

std::vector<Structure> parse_structures(const JsonReader& at) {
  std::vector<Structure> out;
  for (std::size_t i = 0; i < at.size(); ++i) {
    const JsonReader s = at[i];
    s.allow_only(
        {"id", "position", "radius_cm", "hit_points", "hit_on", "damage", "assumed", "note"});
    Structure structure;
    structure.id = s["id"].as_string();
    for (const Structure& seen : out)
      if (seen.id == structure.id) s["id"].fail("a structure id not used before");
    const JsonReader position = s["position"];
    if (position.size() != 2) position.fail("[x, y] in cm");
    structure.position = {position[0].as_number(-1e6, 1e6), position[1].as_number(-1e6, 1e6)};
    if (const auto r = s.find("radius_cm")) structure.radius_cm = r->as_number(0.1, 1000);
    if (const auto h = s.find("hit_points")) structure.hit_points = h->as_int(1, 1000);
    if (const auto h = s.find("hit_on")) structure.hit_on = h->as_int(1, 6);
    if (const auto d = s.find("damage")) structure.damage = d->as_int(0, structure.hit_points);
    out.push_back(structure);
  }
  return out;
}

nlohmann::json structures_to_json(const std::vector<Structure>& structures) {
  nlohmann::json out = nlohmann::json::array();
  for (const Structure& s : structures)
    out.push_back({{"id", s.id},
                   {"position", {s.position.x, s.position.y}},
                   {"radius_cm", s.radius_cm},
                   {"hit_points", s.hit_points},
                   {"hit_on", s.hit_on},
                   {"damage", s.damage}});
  return out;
}

}  // namespace fray::game::detail

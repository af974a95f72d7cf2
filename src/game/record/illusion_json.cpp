#include "record/illusion_json.h"

namespace fray::game::detail {

std::vector<Illusion> parse_illusions(const JsonReader& at) {
  std::vector<Illusion> out;
  for (std::size_t i = 0; i < at.size(); ++i) {
    const JsonReader c = at[i];
    c.allow_only({"id", "centre", "radius_cm", "side", "caster"});
    Illusion illusion;
    illusion.id = c["id"].as_int(1, 1000000);
    const JsonReader centre = c["centre"];
    if (centre.size() != 2) centre.fail("[x, y] in cm");
    illusion.centre = {centre[0].as_number(-1e7, 1e7), centre[1].as_number(-1e7, 1e7)};
    illusion.radius_cm = c["radius_cm"].as_number(0, 1e5);
    illusion.side = c["side"].as_int(0, 1000);
    illusion.caster = c["caster"].as_int(1, 1000000);
    out.push_back(illusion);
  }
  return out;
}

nlohmann::json illusions_to_json(const std::vector<Illusion>& illusions) {
  nlohmann::json out = nlohmann::json::array();
  for (const Illusion& c : illusions)
    out.push_back({{"id", c.id},
                   {"centre", {c.centre.x, c.centre.y}},
                   {"radius_cm", c.radius_cm},
                   {"side", c.side},
                   {"caster", c.caster}});
  return out;
}

}  // namespace fray::game::detail

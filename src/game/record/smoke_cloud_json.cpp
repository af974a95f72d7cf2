#include "record/smoke_cloud_json.h"

namespace fray::game::detail {

std::vector<SmokeCloud> parse_smoke_clouds(const JsonReader& at) {
  std::vector<SmokeCloud> out;
  for (std::size_t i = 0; i < at.size(); ++i) {
    const JsonReader c = at[i];
    c.allow_only({"id", "centre", "radius_cm", "turns_left", "made_turn"});
    SmokeCloud cloud;
    cloud.id = c["id"].as_int(1, 1000000);
    const JsonReader centre = c["centre"];
    if (centre.size() != 2) centre.fail("[x, y] in cm");
    cloud.centre = {centre[0].as_number(-1e7, 1e7), centre[1].as_number(-1e7, 1e7)};
    cloud.radius_cm = c["radius_cm"].as_number(0, 1e5);
    cloud.turns_left = c["turns_left"].as_int(0, 100);
    cloud.made_turn = c["made_turn"].as_int(0, 1000000);
    out.push_back(cloud);
  }
  return out;
}

nlohmann::json smoke_clouds_to_json(const std::vector<SmokeCloud>& clouds) {
  nlohmann::json out = nlohmann::json::array();
  for (const SmokeCloud& c : clouds)
    out.push_back({{"id", c.id},
                   {"centre", {c.centre.x, c.centre.y}},
                   {"radius_cm", c.radius_cm},
                   {"turns_left", c.turns_left},
                   {"made_turn", c.made_turn}});
  return out;
}

}  // namespace fray::game::detail

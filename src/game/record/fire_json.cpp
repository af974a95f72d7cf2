#include "record/fire_json.h"

namespace fray::game::detail {

std::vector<Fire> parse_fires(const JsonReader& at) {
  std::vector<Fire> out;
  for (std::size_t i = 0; i < at.size(); ++i) {
    const JsonReader f = at[i];
    f.allow_only({"id", "centre", "radius_cm", "engulf_turns", "turns_left", "age_turns",
                  "lit_turn", "spread_turn"});
    Fire fire;
    fire.id = f["id"].as_int(1, 1000000);
    const JsonReader centre = f["centre"];
    if (centre.size() != 2) centre.fail("[x, y] in cm");
    fire.centre = {centre[0].as_number(-1e7, 1e7), centre[1].as_number(-1e7, 1e7)};
    fire.radius_cm = f["radius_cm"].as_number(0, 1e5);
    fire.engulf_turns = f["engulf_turns"].as_int(0, 100);
    fire.turns_left = f["turns_left"].as_int(0, 100);
    fire.age_turns = f["age_turns"].as_int(0, 1000);
    // Saves before issue 8 lack the turns: 0, so the turn aids spread them at the next turn.
    if (const auto lit = f.find("lit_turn")) fire.lit_turn = lit->as_int(0, 1000000);
    if (const auto spread = f.find("spread_turn")) fire.spread_turn = spread->as_int(0, 1000000);
    out.push_back(fire);
  }
  return out;
}

nlohmann::json fires_to_json(const std::vector<Fire>& fires) {
  nlohmann::json out = nlohmann::json::array();
  for (const Fire& f : fires)
    out.push_back({{"id", f.id},
                   {"centre", {f.centre.x, f.centre.y}},
                   {"radius_cm", f.radius_cm},
                   {"engulf_turns", f.engulf_turns},
                   {"turns_left", f.turns_left},
                   {"age_turns", f.age_turns},
                   {"lit_turn", f.lit_turn},
                   {"spread_turn", f.spread_turn}});
  return out;
}

}  // namespace fray::game::detail

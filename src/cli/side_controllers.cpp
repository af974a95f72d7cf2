#include "side_controllers.h"

namespace fray::cli {

std::array<std::string, 2> controller_ids(const std::vector<game::Side>& sides,
                                          const std::array<std::optional<std::string>, 2>& chosen) {
  std::array<std::string, 2> ids;
  for (std::size_t s = 0; s < 2; ++s) {
    ids[s] = chosen[s] ? *chosen[s] : s < sides.size() ? sides[s].controller : "simple";
    if (ids[s] == "person") ids[s] = "simple";
  }
  return ids;
}

std::array<std::unique_ptr<ai::Controller>, 2> make_controllers(
    const std::array<std::string, 2>& ids, const ai::AiDefinitions& definitions,
    std::string_view system) {
  std::array<std::unique_ptr<ai::Controller>, 2> out{ai::make_controller(ids[0], definitions),
                                                     ai::make_controller(ids[1], definitions)};
  for (const std::string& id : ids) ai::require_controller_plays(id, system);
  return out;
}

bool read_side_option(const std::vector<std::string>& args, std::size_t& i,
                      std::array<std::optional<std::string>, 2>& chosen) {
  if ((args[i] != "--side0" && args[i] != "--side1") || i + 1 >= args.size()) return false;
  chosen[args[i] == "--side0" ? 0 : 1] = args[i + 1];
  ++i;
  return true;
}

}  // namespace fray::cli

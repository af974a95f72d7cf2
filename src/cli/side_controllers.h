#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fray/ai/controller_factory.h>
#include <fray/game/state/battle_state.h>

namespace fray::cli {

/// The controller ids for the two sides: the --side0/--side1 choices where given, else the
/// scenario's Side::controller, "person" read as "simple" (nobody is at the keyboard).
std::array<std::string, 2> controller_ids(const std::vector<game::Side>& sides,
                                          const std::array<std::optional<std::string>, 2>& chosen);

/// One controller per side for a battle of the rule system `system` (throws
/// ai::UnknownController, or ai::UnfitController for a controller that does not play it).
std::array<std::unique_ptr<ai::Controller>, 2> make_controllers(
    const std::array<std::string, 2>& ids, const ai::AiDefinitions& definitions,
    std::string_view system);

/// Reads "--side0 ID" / "--side1 ID" at args[i]; true when it was one (i then points at ID).
bool read_side_option(const std::vector<std::string>& args, std::size_t& i,
                      std::array<std::optional<std::string>, 2>& chosen);

}  // namespace fray::cli

#pragma once
// Internal to fray_game: the referee's `place` path (src/game/commands/referee_commands.cpp), for
// other commands that bring figures onto the table (seed 004's arrivals at portals).

#include <nlohmann/json.hpp>

#include <fray/game/command/command.h>
#include <fray/game/command/payload.h>

namespace fray::game {

/// The `place` command's check of {"figure": {...}}: a refusal when the figure cannot stand there.
Check check_place_figure(const CheckContext& context, const nlohmann::json& payload);
/// The `place` command's execution: the figure joins the battle; event "figure_placed".
void place_figure(ExecuteContext& context, const nlohmann::json& payload);

}  // namespace fray::game

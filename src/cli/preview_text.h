#pragma once
// A command's preview (Game::preview) for people and for scripts: what `fray-cli odds` prints for
// a saved battle's command and for a battle situation.

#include <ostream>

#include <nlohmann/json.hpp>

#include <fray/game/game.h>

namespace fray::cli {

/// The preview as JSON: the refusal, or the aim, each figure's chances and the breakdown.
nlohmann::json preview_json(const game::Command& command, const game::Preview& p);
/// The preview in words, one line per outcome and per step of the reckoning.
void print_preview(std::ostream& out, const game::Game& game, const game::Preview& p);

}  // namespace fray::cli

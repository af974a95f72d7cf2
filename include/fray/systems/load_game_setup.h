#pragma once
// Where the rule systems meet: the one place that knows every system, above the engine and the
// systems, below the AIs and the programs (docs/architecture.md, "Rule systems").

#include <filesystem>

#include <fray/game/setup/game_setup.h>

namespace fray::game {

/// Loads the engine's part of the setup, every rule system (classic), and seals it: the
/// fingerprints of all their data. Throws io::DataError on a broken file.
GameSetup load_game_setup(const std::filesystem::path& data_dir);

}  // namespace fray::game

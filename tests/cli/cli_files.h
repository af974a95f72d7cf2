#pragma once
// What the CLI tests that work on saved battles share: the definitions, loaded once per test
// program, and a file's bytes (to show a command left a save untouched).

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include <fray/game/setup/game_setup.h>
#include <fray/systems/load_game_setup.h>

namespace fray::cli::test {

inline const game::GameSetup& setup() {
  static const game::GameSetup s = game::load_game_setup(FRAY_DATA_DIR);
  return s;
}

inline std::string bytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace fray::cli::test

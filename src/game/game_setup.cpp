#include <algorithm>
#include <fstream>
#include <sstream>

#include <fray/game/event.h>
#include <fray/game/game_setup.h>
#include <fray/rules/data_loader.h>

#include "command_families.h"

namespace fray::game {

const TurnStructure* GameSetup::find_turn_structure(std::string_view id) const {
  for (const TurnStructure& t : turn_structures)
    if (t.id == id) return &t;
  return nullptr;
}

std::vector<DataFingerprint> fingerprint_data(const std::filesystem::path& data_dir) {
  namespace fs = std::filesystem;
  std::vector<DataFingerprint> out;
  for (const char* folder : kFingerprintedFolders) {
    const fs::path dir = data_dir / folder;
    if (!fs::is_directory(dir)) continue;
    // Recursive: the AIs keep one folder each under ai/.
    for (const auto& entry : fs::recursive_directory_iterator(dir)) {
      if (!entry.is_regular_file() || entry.path().extension() != ".json") continue;
      std::ifstream in(entry.path(), std::ios::binary);
      std::ostringstream text;
      text << in.rdbuf();
      out.push_back(
          {fs::relative(entry.path(), data_dir).generic_string(), hex(fnv1a(text.str()))});
    }
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.file < b.file; });
  return out;
}

GameSetup load_game_setup(const std::filesystem::path& data_dir) {
  GameSetup setup;
  setup.rules = rules::load_ruleset(data_dir);
  setup.turn_structures = load_turn_structures(data_dir);
  setup.commands = classic_commands();
  add_battle_generator_commands(setup.commands, data_dir);
  setup.fingerprints = fingerprint_data(data_dir);
  return setup;
}

}  // namespace fray::game

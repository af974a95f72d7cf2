#pragma once
// What the battle-level AI tests share: the definitions loaded once, a bundled scenario by name,
// and the nine pairings of the three controllers that the property and reference tests cycle
// through (seed i plays pairing i % 9).

#include <array>
#include <filesystem>
#include <string>

#include <fray/ai/controller_factory.h>
#include <fray/game/game_setup.h>
#include <fray/game/scenario.h>

namespace fray::ai::test {

inline const game::GameSetup& battle_setup() {
  static const game::GameSetup loaded = game::load_game_setup(FRAY_DATA_DIR);
  return loaded;
}

inline const AiDefinitions& ai_definitions() {
  static const AiDefinitions loaded = load_ai_definitions(FRAY_DATA_DIR);
  return loaded;
}

/// data/scenarios/NAME.json
inline game::Scenario bundled_scenario(const std::string& name) {
  return game::load_scenario(std::filesystem::path(FRAY_DATA_DIR) / "scenarios" / (name + ".json"));
}

inline constexpr std::array<std::array<const char*, 2>, 9> kPairings{
    {{"simple", "simple"},
     {"solo003", "solo003"},
     {"reaction004", "reaction004"},
     {"solo003", "simple"},
     {"simple", "solo003"},
     {"reaction004", "solo003"},
     {"solo003", "reaction004"},
     {"reaction004", "simple"},
     {"simple", "reaction004"}}};

/// The pairing seed `seed` plays (seeds count from 1).
inline const std::array<const char*, 2>& pairing_of(std::uint64_t seed) {
  return kPairings[static_cast<std::size_t>(seed - 1) % kPairings.size()];
}

}  // namespace fray::ai::test

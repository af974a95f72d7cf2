#pragma once
// What the battle-level AI tests share: the definitions loaded once, a bundled scenario by name,
// and the nine pairings of the three controllers that the property and reference tests cycle
// through (seed i plays pairing i % 9).

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <fray/ai/battle_driver.h>
#include <fray/ai/controller_factory.h>
#include <fray/game/setup/game_setup.h>
#include <fray/game/setup/scenario.h>
#include <fray/systems/load_game_setup.h>

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

/// The names of data/scenarios/*.json, sorted.
/// Whether the scenario file plays the classic system (its "rule_system", classic by default).
inline bool plays_classic(const std::filesystem::path& file) {
  const nlohmann::json doc = nlohmann::json::parse(std::ifstream(file));
  return doc.value("rule_system", std::string("classic")) == "classic";
}

/// The bundled scenarios, sorted: the classic ones (whose reference hashes are pinned), or all
/// of them with `every_system` (the d20 ones too, played by the controllers that play d20).
inline std::vector<std::string> bundled_scenario_names(bool every_system = false) {
  std::vector<std::string> names;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::filesystem::path(FRAY_DATA_DIR) / "scenarios"))
    if (entry.path().extension() == ".json" && (every_system || plays_classic(entry.path())))
      names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
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

/// The pairings both of whose controllers play the rule system `system` (controller_plays):
/// all nine for classic; simple and solo003 in every combination for d20 (and the reaction chart
/// with them); the reaction chart against itself for High Adventure.
inline std::vector<std::array<const char*, 2>> pairings_for(const std::string& system) {
  std::vector<std::array<const char*, 2>> out;
  for (const auto& p : kPairings)
    if (controller_plays(p[0], system) && controller_plays(p[1], system)) out.push_back(p);
  return out;
}

/// The pairing seed `seed` plays (seeds count from 1) in a battle of `system`.
inline std::array<const char*, 2> pairing_of(std::uint64_t seed,
                                             const std::string& system = "classic") {
  const std::vector<std::array<const char*, 2>> pairings = pairings_for(system);
  return pairings[static_cast<std::size_t>(seed - 1) % pairings.size()];
}

/// One battle of `scenario` on `seed`, AI against AI with the seed's pairing, as a batch plays
/// it (no undo history, no snapshots).
struct PairingBattle {
  game::Game game;
  BattleRun run;
};
inline PairingBattle play_pairing(const game::Scenario& scenario, std::uint64_t seed,
                                  int max_turns) {
  const auto pairing = pairing_of(seed, scenario.rule_system);
  const auto a = make_controller(pairing[0], ai_definitions());
  const auto b = make_controller(pairing[1], ai_definitions());
  PairingBattle battle{game::Game::from_scenario(battle_setup(), scenario, seed), {}};
  battle.game.keep_undo(false);
  battle.game.snapshot_every(0);
  battle.run = play_out(battle.game, {a.get(), b.get()}, max_turns);
  return battle;
}

}  // namespace fray::ai::test

// The AI-against-AI event hashes of every bundled scenario for seeds 1-20 (each seed with one of
// the nine pairings of the three controllers, in turn), against the reference in
// tests/data/ai_battle_hashes.json. A change that means to keep behaviour (the rule-system
// restructure of issue 17) must keep every hash; a change that means to alter what the AIs or
// the rules do records the file again and says which battles changed and why:
//
//   FRAY_RECORD_HASHES=$PWD/tests/data/ai_battle_hashes.json build/dev/tests/fray_ai_tests
//       --gtest_filter='ReferenceHashes.*'
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fray/ai/battle_driver.h>
#include <fray/game/state/event.h>

#include "battle_fixture.h"

namespace fray::ai {
namespace {

namespace fs = std::filesystem;

constexpr std::uint64_t kSeeds = 20;
constexpr int kMaxTurns = 30;
nlohmann::json play_all() {
  nlohmann::json out = nlohmann::json::object();
  for (const std::string& name : test::bundled_scenario_names()) {
    const game::Scenario scenario = test::bundled_scenario(name);
    nlohmann::json battles = nlohmann::json::object();
    for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
      const auto pairing = test::pairing_of(seed);
      const test::PairingBattle battle = test::play_pairing(scenario, seed, kMaxTurns);
      battles[std::to_string(seed)] = {{"controllers", {pairing[0], pairing[1]}},
                                       {"event_hash", game::hex(battle.game.log().hash())},
                                       {"commands", battle.game.records().size()}};
    }
    out[name] = battles;
  }
  return out;
}

TEST(ReferenceHashes, EveryBundledScenarioSeeds1To20) {
  const nlohmann::json now = play_all();
  if (const char* path = std::getenv("FRAY_RECORD_HASHES")) {
    std::ofstream(path) << now.dump(1) << "\n";
    GTEST_SKIP() << "recorded to " << path;
  }
  std::ifstream in(fs::path(FRAY_TEST_DATA_DIR) / "ai_battle_hashes.json");
  ASSERT_TRUE(in) << "tests/data/ai_battle_hashes.json is missing";
  const nlohmann::json reference = nlohmann::json::parse(in);
  for (const auto& [scenario, battles] : now.items()) {
    ASSERT_TRUE(reference.contains(scenario)) << scenario << " has no reference: record it";
    for (const auto& [seed, battle] : battles.items())
      EXPECT_EQ(battle, reference[scenario][seed]) << scenario << ", seed " << seed;
  }
}

}  // namespace
}  // namespace fray::ai

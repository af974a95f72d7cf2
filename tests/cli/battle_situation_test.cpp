// fray-cli odds / resolve on a battle situation (a scenario of any rule system and one command):
// the odds are the rule system's preview of that command, the roll its events; errors located.
#include <filesystem>
#include <fstream>
#include <random>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli_capture.h"

namespace fray::cli {
namespace {

namespace fs = std::filesystem;

const fs::path kFirePot = fs::path(FRAY_DATA_DIR) / "examples" / "d20-fire-pot-on-squares.json";

TEST(BattleSituation, TheOddsAreTheD20PreviewOfTheCommand) {
  const Captured c = run({"odds", kFirePot.string(), "--json"});
  ASSERT_EQ(c.code, 0) << c.err;
  const nlohmann::json out = nlohmann::json::parse(c.out);
  EXPECT_EQ(out["rule_system"], "d20");
  ASSERT_EQ(out["figures"].size(), 3u);  // the target, then the two caught
  EXPECT_DOUBLE_EQ(out["figures"][0]["killed"].get<double>(), 0.375);
  EXPECT_DOUBLE_EQ(out["figures"][1]["killed"].get<double>(), 0.25);
  EXPECT_EQ(out["breakdown"].back(), "Figures harmed: 0 35 %, 1 45 %, 2 18 %, 3 2 %.");
}

TEST(BattleSituation, ResolveRollsTheCommandWithTheSeedAndRepeats) {
  const Captured first = run({"resolve", kFirePot.string(), "--seed", "7", "--json"});
  ASSERT_EQ(first.code, 0) << first.err;
  const nlohmann::json out = nlohmann::json::parse(first.out);
  int attacks = 0;
  for (const nlohmann::json& e : out["roll"]) attacks += e["type"] == "d20_attack";
  EXPECT_EQ(attacks, 3);
  EXPECT_EQ(run({"resolve", kFirePot.string(), "--seed", "7", "--json"}).out, first.out);
}

TEST(BattleSituation, AnInlineScenarioErrorIsLocatedInTheSituation) {
  nlohmann::json situation;
  std::ifstream(kFirePot) >> situation;
  situation["scenario"]["figures"][0]["square"] = {40, 2};
  const fs::path path = fs::temp_directory_path() /
                        ("fray_situation_" + std::to_string(std::random_device{}()) + ".json");
  std::ofstream(path) << situation.dump(2);
  const Captured c = run({"odds", path.string()});
  fs::remove(path);
  EXPECT_EQ(c.code, 1);
  EXPECT_NE(c.err.find("/scenario/figures/0/square"), std::string::npos) << c.err;
  EXPECT_NE(c.err.find(path.filename().string()), std::string::npos) << c.err;
}

TEST(BattleSituation, AMisshapenFileIsAnErrorNotACrash) {
  const fs::path path = fs::temp_directory_path() /
                        ("fray_situation_" + std::to_string(std::random_device{}()) + ".json");
  for (const char* text :
       {R"({"format": 3})", R"([1, 2])", R"({"format": "fray-battle-situation"})"}) {
    std::ofstream(path) << text;
    const Captured c = run({"odds", path.string()});
    EXPECT_EQ(c.code, 1) << text;
    EXPECT_NE(c.err.find(path.filename().string()), std::string::npos) << text << ": " << c.err;
  }
  // The rule system's checks of an inline scenario are located in the situation too.
  nlohmann::json situation;
  std::ifstream(kFirePot) >> situation;
  situation["scenario"]["settings"]["battlefield"] = "huge";
  std::ofstream(path) << situation.dump(2);
  const Captured c = run({"odds", path.string()});
  fs::remove(path);
  EXPECT_EQ(c.code, 1);
  EXPECT_NE(c.err.find("/scenario/settings/battlefield"), std::string::npos) << c.err;
}

}  // namespace
}  // namespace fray::cli

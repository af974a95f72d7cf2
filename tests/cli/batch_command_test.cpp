#include <filesystem>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli_capture.h"

namespace fray::cli {
namespace {

const std::string kDemo =
    (std::filesystem::path(FRAY_DATA_DIR) / "scenarios" / "skirmish-demo.json").string();

TEST(BatchCommand, ArgumentErrorsAreUsageErrors) {
  EXPECT_EQ(run({"batch"}).code, 2);  // no scenario
  EXPECT_EQ(run({"batch", kDemo, "--runs", "0"}).code, 2);
  EXPECT_EQ(run({"batch", kDemo, "--runs", "many"}).code, 2);
  EXPECT_EQ(run({"batch", kDemo, "--jobs", "0"}).code, 2);
  EXPECT_EQ(run({"batch", kDemo, "--seed", "-3"}).code, 2);
  EXPECT_EQ(run({"batch", kDemo, "--frobnicate"}).code, 2);
  const Captured unknown = run({"batch", kDemo, "--runs", "1", "--side1", "solo999"});
  EXPECT_EQ(unknown.code, 2);
  EXPECT_NE(unknown.err.find("'solo999'"), std::string::npos);
  EXPECT_EQ(run({"batch", "/nonexistent.json"}).code, 1);
  EXPECT_EQ(run({"batch", "--help"}).code, 0);
}

TEST(BatchCommand, ASmallBatchGivesTheSameHashWithOneOrTwoJobs) {
  const std::vector<std::string> base = {"batch",   kDemo,    "--runs",  "4",
                                         "--seed",  "11",     "--side0", "reaction004",
                                         "--side1", "simple", "--json"};
  auto one = base, two = base;
  one.insert(one.end(), {"--jobs", "1"});
  two.insert(two.end(), {"--jobs", "2"});
  const Captured a = run(one), b = run(two);
  ASSERT_EQ(a.code, 0) << a.err;
  ASSERT_EQ(b.code, 0) << b.err;
  const auto ja = nlohmann::json::parse(a.out), jb = nlohmann::json::parse(b.out);
  EXPECT_EQ(ja["combined_hash"], jb["combined_hash"]);
  EXPECT_EQ(ja["runs"], 4);
  EXPECT_EQ(ja["sides"][0]["controller"], "reaction004");
  const int total = ja["sides"][0]["wins"].get<int>() + ja["sides"][1]["wins"].get<int>() +
                    ja["draws"].get<int>() + ja["unfinished"].get<int>();
  EXPECT_EQ(total, 4);
  EXPECT_EQ(ja["watchdog"]["battles"], 0);
  EXPECT_EQ(ja["watchdog"]["interventions"], 0);
  const double low = ja["sides"][0]["ci95"][0], high = ja["sides"][0]["ci95"][1];
  EXPECT_LE(low, ja["sides"][0]["win_rate"].get<double>());
  EXPECT_GE(high, ja["sides"][0]["win_rate"].get<double>());
}

TEST(BatchCommand, TextReportNamesTheSidesAndTheHash) {
  const Captured r = run({"batch", kDemo, "--runs", "2", "--side0", "reaction004"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Men of the Ford (reaction004)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Orcqs of the Hills (simple)"), std::string::npos);
  EXPECT_NE(r.out.find("95% CI"), std::string::npos);
  EXPECT_NE(r.out.find("Combined event hash: "), std::string::npos);
  EXPECT_NE(r.out.find("Watchdog: stepped in no battle"), std::string::npos) << r.out;
}

// Issue 16: the bundled demo that `tools/run` opens, whose seed 003 AI rolled for equidistant
// enemies without end on some seeds, finishes every battle of a batch.
TEST(BatchCommand, TheMillRaidDemoFinishesEveryBattle) {
  const std::string demo =
      (std::filesystem::path(FRAY_DATA_DIR) / "scenarios" / "mill-raid-demo.json").string();
  const Captured r = run({"batch", demo, "--runs", "30", "--seed", "20", "--jobs", "2", "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["runs"], 30);
  EXPECT_EQ(j["watchdog"]["battles"], 0) << j["watchdog"].dump();
  EXPECT_EQ(j["failures"], 0);
}

// A d20 battle: the batch counts losses by roster profile (a d20 figure has no species); seed
// 003's AI and seed 004's reaction chart both play it to a result.
TEST(BatchCommand, AD20BatchCountsLossesByProfileAndBothSoloAisPlayIt) {
  const std::string farm =
      (std::filesystem::path(FRAY_DATA_DIR) / "scenarios" / "d20-farmstead-square.json").string();
  const Captured r = run({"batch", farm, "--runs", "6", "--jobs", "2", "--json"});
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["runs"], 6);
  EXPECT_NE(j.dump().find("raiders/orcq"), std::string::npos) << j.dump();
  const Captured solo =
      run({"batch", farm, "--runs", "6", "--jobs", "2", "--side1", "solo003", "--json"});
  ASSERT_EQ(solo.code, 0) << solo.err;
  const auto s = nlohmann::json::parse(solo.out);
  EXPECT_EQ(s["runs"], 6);
  EXPECT_EQ(s["watchdog"]["battles"], 0) << s["watchdog"].dump();
  EXPECT_EQ(s["failures"], 0);
  const Captured chart =
      run({"batch", farm, "--runs", "6", "--jobs", "2", "--side0", "reaction004", "--json"});
  ASSERT_EQ(chart.code, 0) << chart.err;
  const auto c = nlohmann::json::parse(chart.out);
  EXPECT_EQ(c["runs"], 6);
  EXPECT_EQ(c["watchdog"]["battles"], 0) << c["watchdog"].dump();
  EXPECT_EQ(c["failures"], 0);
}

TEST(PlayCommand, TheReactionChartAiPrintsItsReasons) {
  const Captured r = run({"play", kDemo, "--seed", "3", "--side0", "reaction004", "--side1",
                          "reaction004", "--max-turns", "3"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("AI: "), std::string::npos);
  EXPECT_NE(r.out.find("on the close_combat table, row"), std::string::npos);
  EXPECT_EQ(run({"play", kDemo, "--side0", "nobody"}).code, 2);
}

}  // namespace
}  // namespace fray::cli

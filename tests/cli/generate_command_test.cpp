#include <filesystem>
#include <sstream>

#include <gtest/gtest.h>

#include <fray/map/map_file.h>

#include "cli_capture.h"

namespace fray::cli {
namespace {

namespace fs = std::filesystem;

TEST(GenerateCommand, WritesAMapFileAndListsTheRolls) {
  const fs::path file = fs::temp_directory_path() / "fray-generated-terrain-test.json";
  const Captured r = run({"generate", "terrain", "--seed", "5", "--width", "120", "--depth", "90",
                          "--out", file.string()});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Section 1,1: d6 "), std::string::npos);
  const map::TableMap map = map::load_table_map(file);
  EXPECT_EQ(map.width_cm, 120);
  EXPECT_EQ(map.depth_cm, 90);
  EXPECT_FALSE(map.features.empty());
  fs::remove(file);
  const Captured printed = run({"generate", "terrain", "--seed", "5"});
  EXPECT_EQ(printed.code, 0);
  EXPECT_NE(printed.out.find("\"fray-map\""), std::string::npos);
}

TEST(GenerateCommand, NeedsASeed) {
  EXPECT_EQ(run({"generate", "terrain"}).code, 2);
  EXPECT_EQ(run({"generate", "castles", "--seed", "1"}).code, 2);
}

TEST(OracleCli, AnswersWithTheRollAndRow) {
  const Captured r =
      run({"oracle", "--kind", "yes_no", "--question", "Is it locked?", "--seed", "3"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("d20 "), std::string::npos);
  EXPECT_TRUE(r.out.find(": yes.") != std::string::npos ||
              r.out.find(": no.") != std::string::npos);
  EXPECT_EQ(run({"oracle", "--kind", "yes_no", "--question", "Is it locked?", "--seed", "3"}).out,
            r.out);
  EXPECT_EQ(run({"oracle", "--kind", "maybe", "--question", "?"}).code, 2);
  EXPECT_EQ(run({"oracle"}).code, 2);
}

}  // namespace
}  // namespace fray::cli

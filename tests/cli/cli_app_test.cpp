#include <sstream>

#include <gtest/gtest.h>

#include "cli_capture.h"

namespace fray::cli {
namespace {

TEST(CliApp, HelpListsCommands) {
  const Captured result = run({"--help"});
  EXPECT_EQ(result.code, 0);
  EXPECT_NE(result.out.find("play"), std::string::npos);
}

TEST(CliApp, NoArgumentsIsAUsageError) { EXPECT_EQ(run({}).code, 2); }

TEST(CliApp, UnknownCommandNamesIt) {
  const Captured result = run({"fly"});
  EXPECT_EQ(result.code, 2);
  EXPECT_NE(result.err.find("'fly'"), std::string::npos);
}

}  // namespace
}  // namespace fray::cli

#include "cli_app.h"

#include <sstream>

#include <gtest/gtest.h>

namespace fray::cli {
namespace {

struct Captured {
  int code;
  std::string out;
  std::string err;
};

Captured run(std::vector<std::string> args) {
  std::ostringstream out, err;
  const int code = run_cli(args, {out, err});
  return {code, out.str(), err.str()};
}

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

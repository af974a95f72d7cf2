#include <gtest/gtest.h>

#include <fray/game/setup/build_info.h>
#include <fray/version.h>

namespace fray::game {
namespace {

TEST(BuildInfo, VersionLineNamesProgramAndVersion) {
  EXPECT_EQ(version_line(), std::string("Fray ") + kVersion);
  EXPECT_EQ(build_info().program, "Fray");
}

}  // namespace
}  // namespace fray::game

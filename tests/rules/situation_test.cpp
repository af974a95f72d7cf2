#include <gtest/gtest.h>

#include <fray/classic/rules/situation_report.h>
#include <fray/io/data_error.h>

#include "classic_fixture.h"

namespace fray::rules {
namespace {

const std::filesystem::path kBroken = std::filesystem::path(FRAY_TEST_DATA_DIR) / "situations";

struct BrokenCase {
  const char* file;
  const char* location;  ///< line:column or JSON pointer
  const char* expected_fragment;
};

class BrokenSituation : public ::testing::TestWithParam<BrokenCase> {};

TEST_P(BrokenSituation, IsRefusedWithFileLocationAndExpectation) {
  const BrokenCase& c = GetParam();
  try {
    load_situation(kBroken / c.file);
    FAIL() << c.file << " was accepted";
  } catch (const io::DataError& e) {
    EXPECT_EQ(e.file(), c.file);
    EXPECT_EQ(e.location(), c.location);
    EXPECT_NE(e.expected().find(c.expected_fragment), std::string::npos) << e.expected();
  }
}

INSTANTIATE_TEST_SUITE_P(
    Files, BrokenSituation,
    ::testing::Values(BrokenCase{"truncated.json", "6:16", ""},
                      BrokenCase{"bad-class.json", "/shooters/0/class", "2"},
                      BrokenCase{"misspelt-key.json", "/attackers/0/chargin", ""},
                      BrokenCase{"newer-version.json", "/version", "version 1"}),
    [](const auto& test_info) {
      std::string name = test_info.param.file;
      name = name.substr(0, name.find('.'));
      std::replace(name.begin(), name.end(), '-', '_');
      return name;
    });

TEST(Situation, UnknownSpeciesOrForbiddenWeaponNamesTheFigure) {
  EXPECT_THROW(plan_situation(testing::classic(), load_situation(kBroken / "unknown-species.json")),
               ProfileError);
  try {
    plan_situation(testing::classic(), load_situation(kBroken / "forbidden-weapon.json"));
    FAIL();
  } catch (const ProfileError& e) {
    EXPECT_NE(std::string(e.what()).find("Gob"), std::string::npos);
  }
}

TEST(Situation, ShotOutOfRangeIsARefusalWithItsRule) {
  const SituationPlan plan =
      plan_situation(testing::classic(), load_situation(kBroken / "out-of-range.json"));
  EXPECT_NE(plan.refusal.find("seed 002"), std::string::npos) << plan.refusal;
  EXPECT_FALSE(situation_odds(plan).shot.has_value());
}

}  // namespace
}  // namespace fray::rules

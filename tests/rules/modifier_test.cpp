#include <gtest/gtest.h>

#include <fray/classic/rules/modifier.h>

namespace fray::rules {
namespace {

TEST(Modifier, TotalAddsValues) {
  const std::vector<Modifier> mods = {
      {"cavalry_vs_foot", 1, "", ""}, {"cavalry_charge", 1, "", ""}, {"improvised", -1, "", ""}};
  EXPECT_EQ(total(mods), 1);
  EXPECT_EQ(total({}), 0);
}

TEST(Modifier, DescribeShowsSignAndCitation) {
  EXPECT_EQ(describe({"cavalry_charge", 1, "seed 002, \"Melee modifiers\"", ""}),
            "+1 cavalry_charge (seed 002, \"Melee modifiers\")");
  EXPECT_EQ(signed_value(-2), "-2");
  EXPECT_EQ(signed_value(0), "0");
}

}  // namespace
}  // namespace fray::rules

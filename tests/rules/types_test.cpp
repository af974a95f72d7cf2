#include <gtest/gtest.h>

#include <fray/classic/rules/types.h>

namespace fray::rules {
namespace {

struct DieCase {
  const char* text;
  int count;
  int sides;
  const char* canonical;
};

class ParseDieValid : public ::testing::TestWithParam<DieCase> {};

TEST_P(ParseDieValid, ParsesAndPrintsCanonically) {
  const DieCase& c = GetParam();
  const auto die = parse_die(c.text);
  ASSERT_TRUE(die.has_value()) << c.text;
  EXPECT_EQ(die->count, c.count);
  EXPECT_EQ(die->sides, c.sides);
  EXPECT_EQ(to_string(*die), c.canonical);
  EXPECT_EQ(parse_die(to_string(*die)), die);  // round trip
}

INSTANTIATE_TEST_SUITE_P(Dice, ParseDieValid,
                         ::testing::Values(DieCase{"D2", 1, 2, "D2"}, DieCase{"D3", 1, 3, "D3"},
                                           DieCase{"D4", 1, 4, "D4"}, DieCase{"D6", 1, 6, "D6"},
                                           DieCase{"D8", 1, 8, "D8"}, DieCase{"D10", 1, 10, "D10"},
                                           DieCase{"D12", 1, 12, "D12"},
                                           DieCase{"2D6", 2, 6, "2D6"}, DieCase{"1D3", 1, 3, "D3"},
                                           DieCase{"d8", 1, 8, "D8"}, DieCase{"3D4", 3, 4, "3D4"}));

class ParseDieInvalid : public ::testing::TestWithParam<const char*> {};

TEST_P(ParseDieInvalid, IsRejected) { EXPECT_FALSE(parse_die(GetParam()).has_value()); }

INSTANTIATE_TEST_SUITE_P(Dice, ParseDieInvalid,
                         ::testing::Values("", "D", "6", "D7", "D20", "D1", "0D6", "10D6", "-1D6",
                                           "+2D6", "D6x", "D 6", " D6", "2d", "DD6", "2D6D6"));

TEST(DieSpec, DefaultIsOneD6) {
  const DieSpec die;
  EXPECT_EQ(die.count, 1);
  EXPECT_EQ(die.sides, 6);
  EXPECT_EQ((DieSpec{2, 6}), (DieSpec{2, 6}));
  EXPECT_NE((DieSpec{1, 12}), (DieSpec{2, 6}));
}

TEST(StrengthClass, NamesRoundTripAndOrder) {
  for (auto s : {StrengthClass::MinusH, StrengthClass::EqualH, StrengthClass::PlusH,
                 StrengthClass::PlusPlusH, StrengthClass::H2}) {
    EXPECT_EQ(parse_strength_class(to_string(s)), s);
  }
  EXPECT_EQ(to_string(StrengthClass::PlusPlusH), "plus_plus_h");
  EXPECT_FALSE(parse_strength_class("++H").has_value());
  // Recoil refusal compares strengths with <.
  EXPECT_LT(StrengthClass::MinusH, StrengthClass::EqualH);
  EXPECT_LT(StrengthClass::PlusPlusH, StrengthClass::H2);
}

TEST(LengthClass, NamesRoundTripAndOrder) {
  for (auto l : {LengthClass::BareHands, LengthClass::VeryShort, LengthClass::Short,
                 LengthClass::HalfLong, LengthClass::Long}) {
    EXPECT_EQ(parse_length_class(to_string(l)), l);
  }
  EXPECT_EQ(to_string(LengthClass::HalfLong), "half_long");
  EXPECT_FALSE(parse_length_class("half-long").has_value());
  // Seed 002: thrusting spear > half-long > short > very short > bare hands.
  EXPECT_GT(LengthClass::Long, LengthClass::HalfLong);
  EXPECT_GT(LengthClass::HalfLong, LengthClass::Short);
  EXPECT_GT(LengthClass::Short, LengthClass::VeryShort);
  EXPECT_GT(LengthClass::VeryShort, LengthClass::BareHands);
}

}  // namespace
}  // namespace fray::rules

#include <set>
#include <string>

#include <gtest/gtest.h>

#include <fray/map/hex_effect.h>

namespace fray::map {
namespace {

TEST(HexEffect, EveryEffectHasAUniqueSnakeCaseNameThatParsesBack) {
  std::set<std::string> seen;
  for (int i = 0; i < kHexEffectCount; ++i) {
    const auto effect = static_cast<HexEffect>(i);
    const std::string text(name(effect));
    ASSERT_FALSE(text.empty());
    for (char c : text) EXPECT_TRUE((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_');
    EXPECT_TRUE(seen.insert(text).second) << text;
    EXPECT_EQ(parse_hex_effect(text), effect);
  }
}

TEST(HexEffect, NamesAreStable) {
  EXPECT_EQ(name(HexEffect::PersonInTheWay), "person_in_the_way");
  EXPECT_EQ(name(HexEffect::WildSwing), "wild_swing");
  EXPECT_EQ(name(HexEffect::StrikingIntoCloseCombat), "striking_into_close_combat");
  EXPECT_FALSE(parse_hex_effect("Wild_Swing"));
}

}  // namespace
}  // namespace fray::map

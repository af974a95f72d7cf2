#include <gtest/gtest.h>

#include <fray/map/hex_posture.h>

namespace fray::map {
namespace {

struct PostureRow {
  Posture posture;
  std::string_view name;
  PostureLevel level;
  bool two_hexes;
};

TEST(HexPosture, NamesLevelsAndSpace) {
  const PostureRow rows[] = {
      {Posture::Standing, "standing", PostureLevel::Upright, false},
      {Posture::Crouching, "crouching", PostureLevel::Upright, false},
      {Posture::Kneeling, "kneeling", PostureLevel::Low, false},
      {Posture::Crawling, "crawling", PostureLevel::Low, false},
      {Posture::LyingDown, "lying_down", PostureLevel::Ground, true},
      {Posture::Sitting, "sitting", PostureLevel::Low, false},
  };
  for (const auto& row : rows) {
    EXPECT_EQ(name(row.posture), row.name);
    EXPECT_EQ(parse_posture(row.name), row.posture);
    EXPECT_EQ(level(row.posture), row.level) << row.name;
    EXPECT_EQ(occupies_two_hexes(row.posture), row.two_hexes) << row.name;
  }
  EXPECT_FALSE(parse_posture("prone"));
}

}  // namespace
}  // namespace fray::map

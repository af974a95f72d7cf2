#include <cmath>

#include <gtest/gtest.h>

#include <fray/map/base_contact.h>

namespace fray::map {
namespace {

constexpr Base kSquare2{BaseShape::Square, 2.0, 2.0};
constexpr Base kRound2{BaseShape::Round, 2.0, 2.0};
constexpr Base kSquare25{BaseShape::Square, 2.5, 2.5};
constexpr Base kMounted{BaseShape::Rectangle, 2.5, 5.0};

struct ContactCase {
  const char* what;
  Base a;
  Placement pa;
  Base b;
  Placement pb;
  ContactType type;
  BaseSide side_a;
  BaseSide side_b;
  double length;
};

TEST(BaseContact, Table) {
  using enum ContactType;
  using enum BaseSide;
  const double r2 = std::sqrt(2.0);
  const ContactCase cases[] = {
      {"face to face, a facing north at b",
       kSquare2,
       {{0, 2}, 0},
       kSquare2,
       {{0, 0}, 180},
       Edge,
       Front,
       Front,
       2.0},
      {"b on a's right flank",
       kSquare2,
       {{0, 0}, 0},
       kSquare2,
       {{2, 0}, 0},
       Edge,
       Right,
       Left,
       2.0},
      {"b behind a", kSquare2, {{0, 0}, 0}, kSquare2, {{0, 2}, 0}, Edge, Back, Front, 2.0},
      {"offset by half a base",
       kSquare2,
       {{0, 2}, 0},
       kSquare2,
       {{1, 0}, 180},
       Edge,
       Front,
       Front,
       1.0},
      {"2 cm against the middle of a 2.5 cm side",
       kSquare2,
       {{0, 2.25}, 0},
       kSquare25,
       {{0, 0}, 180},
       Edge,
       Front,
       Front,
       2.0},
      {"0.05 cm gap still touches",
       kSquare2,
       {{0, 2.05}, 0},
       kSquare2,
       {{0, 0}, 0},
       Edge,
       Front,
       Back,
       2.0},
      {"0.3 cm gap does not",
       kSquare2,
       {{0, 2.3}, 0},
       kSquare2,
       {{0, 0}, 0},
       None,
       Front,
       Front,
       0.0},
      {"turned 3 degrees still faces",
       kSquare2,
       {{0, 2.0}, 3},
       kSquare2,
       {{0, 0}, 0},
       Edge,
       Front,
       Back,
       0.0},
      {"corner to corner", kSquare2, {{0, 0}, 0}, kSquare2, {{2, 2}, 0}, Corner, Front, Front, 0.0},
      {"corner against a side, turned 45 degrees",
       kSquare2,
       {{0, 0}, 0},
       kSquare2,
       {{1 + r2, 0}, 45},
       Corner,
       Front,
       Front,
       0.0},
      {"shared stretch under a millimetre is a corner",
       kSquare2,
       {{0, 0}, 0},
       kSquare2,
       {{2, 1.95}, 0},
       Corner,
       Front,
       Front,
       0.0},
      {"round bases are squares: edge contact",
       kRound2,
       {{0, 0}, 90},
       kRound2,
       {{0, 2}, 270},
       Edge,
       Right,
       Right,
       2.0},
      {"round bases touching on the diagonal: the squares overlap, only a corner",
       kRound2,
       {{0, 0}, 0},
       kRound2,
       {{r2, r2}, 0},
       Corner,
       Front,
       Front,
       0.0},
      {"foot figure against a rider's flank",
       kSquare2,
       {{2.25, 1}, 270},
       kMounted,
       {{0, 0}, 0},
       Edge,
       Front,
       Right,
       2.0},
  };
  for (const auto& c : cases) {
    const BaseContact got = base_contact(c.a, c.pa, c.b, c.pb);
    EXPECT_EQ(got.type, c.type) << c.what;
    if (c.type != Edge || got.type != Edge) continue;
    EXPECT_EQ(got.side_a, c.side_a) << c.what;
    EXPECT_EQ(got.side_b, c.side_b) << c.what;
    if (c.length > 0.0) {
      EXPECT_NEAR(got.length_cm, c.length, 1e-9) << c.what;
    }
  }
}

TEST(BaseContact, SideRelations) {
  EXPECT_EQ(opposite(BaseSide::Front), BaseSide::Back);
  EXPECT_EQ(opposite(BaseSide::Left), BaseSide::Right);
  EXPECT_TRUE(adjacent(BaseSide::Front, BaseSide::Left));
  EXPECT_FALSE(adjacent(BaseSide::Front, BaseSide::Back));
}

}  // namespace
}  // namespace fray::map

#include <algorithm>

#include <gtest/gtest.h>

#include <fray/map/hex_arc.h>

namespace fray::map {
namespace {

constexpr HexDirection N = HexDirection::North;
constexpr HexDirection NE = HexDirection::NorthEast;
constexpr HexDirection S = HexDirection::South;

struct BearingRow {
  Hex from;
  HexDirection facing;
  Hex target;
  HexArc arc;
  HexSide side;
};

TEST(HexArc, BearingOfAdjacentAndDistantHexes) {
  const BearingRow rows[] = {
      // Adjacent hexes of a figure facing north: 3 front, right, left, back.
      {{0, 0}, N, {0, -1}, HexArc::Front, HexSide::Centre},
      {{0, 0}, N, {1, -1}, HexArc::Front, HexSide::Right},
      {{0, 0}, N, {-1, 0}, HexArc::Front, HexSide::Left},
      {{0, 0}, N, {1, 0}, HexArc::Side, HexSide::Right},
      {{0, 0}, N, {-1, 1}, HexArc::Side, HexSide::Left},
      {{0, 0}, N, {0, 1}, HexArc::Back, HexSide::Centre},
      {{0, 0}, N, {0, 0}, HexArc::Same, HexSide::Centre},
      // Distant hexes: the front wedge includes its edge rows, the back wedge excludes them.
      {{0, 0}, N, {3, -3}, HexArc::Front, HexSide::Right},
      {{0, 0}, N, {2, -3}, HexArc::Front, HexSide::Right},
      {{0, 0}, N, {2, -1}, HexArc::Side, HexSide::Right},  // due east
      {{0, 0}, N, {3, 0}, HexArc::Side, HexSide::Right},   // the right-hex row
      {{0, 0}, N, {2, 1}, HexArc::Back, HexSide::Right},
      {{0, 0}, N, {-3, 3}, HexArc::Side, HexSide::Left},  // the left-hex row
      {{0, 0}, N, {-2, 3}, HexArc::Back, HexSide::Left},
      {{0, 0}, N, {0, 4}, HexArc::Back, HexSide::Centre},
      // Other facings and origins.
      {{0, 0}, S, {0, 1}, HexArc::Front, HexSide::Centre},
      {{0, 0}, S, {1, 0}, HexArc::Front, HexSide::Left},
      {{0, 0}, S, {0, -1}, HexArc::Back, HexSide::Centre},
      {{4, 2}, NE, {5, 1}, HexArc::Front, HexSide::Centre},
      {{4, 2}, NE, {5, 2}, HexArc::Front, HexSide::Right},
      {{4, 2}, NE, {4, 3}, HexArc::Side, HexSide::Right},
      {{4, 2}, NE, {3, 3}, HexArc::Back, HexSide::Centre},
      {{4, 2}, NE, {3, 2}, HexArc::Side, HexSide::Left},
  };
  for (const auto& row : rows) {
    const HexBearing b = bearing(row.from, row.facing, row.target);
    EXPECT_EQ(b.arc, row.arc) << row.target.q << "," << row.target.r;
    EXPECT_EQ(b.side, row.side) << row.target.q << "," << row.target.r;
  }
}

TEST(HexArc, NamedAdjacentHexesAgreeWithBearing) {
  for (int f = 0; f < kHexDirections; ++f) {
    const auto facing = static_cast<HexDirection>(f);
    const Hex h{3, -1};
    for (const Hex front : front_hexes(h, facing)) EXPECT_EQ(arc(h, facing, front), HexArc::Front);
    EXPECT_EQ(bearing(h, facing, right_hex(h, facing)), (HexBearing{HexArc::Side, HexSide::Right}));
    EXPECT_EQ(bearing(h, facing, left_hex(h, facing)), (HexBearing{HexArc::Side, HexSide::Left}));
    EXPECT_EQ(arc(h, facing, back_hex(h, facing)), HexArc::Back);
  }
}

TEST(HexArc, WedgesHaveTheExpectedSizeAtEveryDistance) {
  for (int f = 0; f < kHexDirections; ++f) {
    const auto facing = static_cast<HexDirection>(f);
    for (int d = 1; d <= 6; ++d) {
      int front = 0, side = 0, back = 0;
      for (int q = -d; q <= d; ++q) {
        for (int r = std::max(-d, -q - d); r <= std::min(d, -q + d); ++r) {
          if (hex_distance({0, 0}, {q, r}) != d) continue;
          const HexArc a = arc({0, 0}, facing, {q, r});
          front += a == HexArc::Front;
          side += a == HexArc::Side;
          back += a == HexArc::Back;
        }
      }
      EXPECT_EQ(front, 2 * d + 1);
      EXPECT_EQ(back, 2 * d - 1);
      EXPECT_EQ(side, 2 * d);
      const auto ring = front_arc_ring({0, 0}, facing, d);
      ASSERT_EQ(static_cast<int>(ring.size()), 2 * d + 1);
      for (const Hex h : ring) {
        EXPECT_EQ(hex_distance({0, 0}, h), d);
        EXPECT_EQ(arc({0, 0}, facing, h), HexArc::Front);
      }
    }
  }
}

struct VisionRow {
  Vision vision;
  HexArc where;
  bool sees;
};

TEST(HexArc, ArcOfVision) {
  const VisionRow rows[] = {
      {Vision::Normal, HexArc::Front, true},     {Vision::Normal, HexArc::Side, false},
      {Vision::Normal, HexArc::Back, false},     {Vision::Peripheral, HexArc::Side, true},
      {Vision::Peripheral, HexArc::Back, false}, {Vision::Full360, HexArc::Back, true},
      {Vision::Normal, HexArc::Same, true},
  };
  for (const auto& row : rows) EXPECT_EQ(in_arc_of_vision(row.vision, row.where), row.sees);
}

}  // namespace
}  // namespace fray::map

#include <set>

#include <gtest/gtest.h>

#include <fray/map/hex_coord.h>

namespace fray::map {
namespace {

struct DistanceRow {
  Hex a;
  Hex b;
  int hexes;
};

TEST(HexCoord, DistanceCountsHexesOnTheShortestWalk) {
  const DistanceRow rows[] = {
      {{0, 0}, {0, 0}, 0},   {{0, 0}, {0, -1}, 1}, {{0, 0}, {1, -1}, 1},
      {{0, 0}, {2, -1}, 2},  {{0, 0}, {3, 0}, 3},  {{0, 0}, {-2, 3}, 3},
      {{1, 1}, {-2, -1}, 5}, {{5, -3}, {5, 4}, 7}, {{0, 0}, {4, -2}, 4},
  };
  for (const auto& row : rows) {
    EXPECT_EQ(hex_distance(row.a, row.b), row.hexes) << row.a.q << "," << row.a.r;
    EXPECT_EQ(hex_distance(row.b, row.a), row.hexes);
  }
}

struct NeighbourRow {
  HexDirection direction;
  Hex expected;
};

TEST(HexCoord, NeighboursClockwiseFromNorth) {
  const NeighbourRow rows[] = {
      {HexDirection::North, {2, 2}},     {HexDirection::NorthEast, {3, 2}},
      {HexDirection::SouthEast, {3, 3}}, {HexDirection::South, {2, 4}},
      {HexDirection::SouthWest, {1, 4}}, {HexDirection::NorthWest, {1, 3}},
  };
  std::set<Hex> seen;
  for (const auto& row : rows) {
    const Hex n = neighbour({2, 3}, row.direction);
    EXPECT_EQ(n, row.expected);
    EXPECT_EQ(hex_distance(n, {2, 3}), 1);
    seen.insert(n);
  }
  EXPECT_EQ(seen.size(), 6u);
}

struct RotateRow {
  HexDirection from;
  int hexsides;
  HexDirection to;
  int turns;
};

TEST(HexCoord, RotateAndTurnsBetween) {
  const RotateRow rows[] = {
      {HexDirection::North, 1, HexDirection::NorthEast, 1},
      {HexDirection::North, -1, HexDirection::NorthWest, 1},
      {HexDirection::North, 3, HexDirection::South, 3},
      {HexDirection::SouthWest, 2, HexDirection::North, 2},
      {HexDirection::NorthEast, -7, HexDirection::North, 1},
      {HexDirection::South, 12, HexDirection::South, 0},
  };
  for (const auto& row : rows) {
    EXPECT_EQ(rotate(row.from, row.hexsides), row.to);
    EXPECT_EQ(turns_between(row.from, row.to), row.turns);
    EXPECT_EQ(turns_between(row.to, row.from), row.turns);
  }
}

TEST(HexCoord, CentreAndHexAtRoundTrip) {
  const HexLayout layout{2.5};
  for (int q = -6; q <= 6; ++q) {
    for (int r = -6; r <= 6; ++r) {
      const Hex h{q, r};
      EXPECT_EQ(layout.hex_at(layout.centre(h)), h);
      // Points well inside the hex (60% of the way to each corner) still belong to it.
      for (const Point& corner : layout.corners(h)) {
        const Point inside = layout.centre(h) + (corner - layout.centre(h)) * 0.6;
        EXPECT_EQ(layout.hex_at(inside), h);
      }
    }
  }
}

TEST(HexCoord, NeighbourCentresAreOneHexAcrossTheFlatsApart) {
  const HexLayout layout{2.5};
  for (const Hex offset : kHexNeighbourOffsets) {
    EXPECT_NEAR(layout.distance_cm({0, 0}, offset), 2.5, 1e-9);
  }
  EXPECT_NEAR(layout.centre({0, -1}).y, -2.5, 1e-9);  // north is towards y = 0
}

TEST(HexCoord, GridIndexRoundTripsAndIsDense) {
  const HexGrid grid(7, 5);
  std::set<int> indices;
  for (int column = 0; column < grid.columns(); ++column) {
    for (int row = 0; row < grid.rows(); ++row) {
      const Hex h = HexGrid::from_offset(column, row);
      ASSERT_TRUE(grid.contains(h));
      EXPECT_EQ(HexGrid::column_of(h), column);
      EXPECT_EQ(HexGrid::row_of(h), row);
      const int index = grid.index(h);
      EXPECT_EQ(grid.hex(index), h);
      indices.insert(index);
    }
  }
  EXPECT_EQ(static_cast<int>(indices.size()), grid.size());
  EXPECT_EQ(*indices.begin(), 0);
  EXPECT_EQ(*indices.rbegin(), grid.size() - 1);
  EXPECT_FALSE(grid.contains(HexGrid::from_offset(7, 0)));
  EXPECT_FALSE(grid.contains(HexGrid::from_offset(0, -1)));
}

}  // namespace
}  // namespace fray::map

#include <algorithm>

#include <gtest/gtest.h>

#include <fray/map/hex_footprint.h>
#include <fray/map/hex_slam.h>

namespace fray::map {
namespace {

constexpr HexDirection N = HexDirection::North;
constexpr HexDirection NE = HexDirection::NorthEast;
constexpr HexDirection SE = HexDirection::SouthEast;

struct FootprintRow {
  HexShape shape;
  FigurePose pose;
  std::vector<Hex> hexes;
  int widest;
};

TEST(HexFootprint, ShapesTurnWithTheHeadsFacing) {
  const FootprintRow rows[] = {
      {HexShape::single(), {{2, 2}, SE}, {{2, 2}}, 1},
      {HexShape::column(2), {{2, 2}, N}, {{2, 2}, {2, 3}}, 1},
      {HexShape::column(2), {{2, 2}, NE}, {{2, 2}, {1, 3}}, 1},
      {HexShape::column(3), {{0, 0}, SE}, {{0, 0}, {-1, 0}, {-2, 0}}, 1},
      {HexShape::blob7(),
       {{0, 0}, N},
       {{0, 0}, {1, 0}, {1, 1}, {0, 2}, {-1, 2}, {-1, 1}, {0, 1}},
       3},
  };
  for (const auto& row : rows) {
    EXPECT_EQ(footprint(row.shape, row.pose), row.hexes);
    EXPECT_EQ(widest_point(row.shape), row.widest);
  }
}

TEST(HexFootprint, LyingDownKeepsTheStandingHexForTheLowerHalf) {
  for (int d = 0; d < kHexDirections; ++d) {
    const auto towards = static_cast<HexDirection>(d);
    const FigurePose pose = lying_down_pose({3, 3}, towards);
    const auto hexes = footprint(HexShape::prone(), pose);
    ASSERT_EQ(hexes.size(), 2u);
    EXPECT_EQ(hexes[0], neighbour({3, 3}, towards));  // upper half, head
    EXPECT_EQ(hexes[1], (Hex{3, 3}));                 // lower half
    EXPECT_EQ(getting_up_hexes(pose), hexes);
  }
}

TEST(HexFootprint, FitsOnlyWhereEveryHexIsOnTheMapAndPassable) {
  HexMap map(6, 6);
  map.cell(HexGrid::from_offset(2, 2)).impassable = true;
  const Hex above = HexGrid::from_offset(2, 1);
  EXPECT_TRUE(fits(map, HexShape::single(), {above, N}));
  EXPECT_FALSE(fits(map, HexShape::column(2), {above, N}));  // tail on the pillar
  EXPECT_TRUE(fits(map, HexShape::column(2), {above, HexDirection::South}));
  EXPECT_FALSE(fits(map, HexShape::column(2), {HexGrid::from_offset(0, 5), N}));  // off the map
}

int count(const std::vector<AdjacentHex>& hexes, HexArc arc, HexSide side) {
  return static_cast<int>(std::count_if(hexes.begin(), hexes.end(), [&](const AdjacentHex& a) {
    return a.bearing.arc == arc && a.bearing.side == side;
  }));
}

struct AdjacentRow {
  HexShape shape;
  int front, right, left, back;
};

TEST(HexFootprint, FrontSideAndBackHexesOfLargeFigures) {
  const AdjacentRow rows[] = {
      {HexShape::single(), 3, 1, 1, 1},
      {HexShape::column(2), 3, 2, 2, 1},
      {HexShape::column(3), 3, 3, 3, 1},
  };
  for (const auto& row : rows) {
    for (int f = 0; f < kHexDirections; ++f) {
      const auto hexes = adjacent_hexes(row.shape, {{5, 5}, static_cast<HexDirection>(f)});
      int front = 0;
      for (const auto& a : hexes) front += a.bearing.arc == HexArc::Front;
      EXPECT_EQ(front, row.front);
      EXPECT_EQ(count(hexes, HexArc::Side, HexSide::Right), row.right);
      EXPECT_EQ(count(hexes, HexArc::Side, HexSide::Left), row.left);
      EXPECT_EQ(count(hexes, HexArc::Back, HexSide::Centre), row.back);
      EXPECT_EQ(static_cast<int>(hexes.size()), row.front + row.right + row.left + row.back);
    }
  }
}

TEST(HexFootprint, TailSweepsMoreHexesThanTheHeadMoves) {
  // A three-hex serpent turns in place over three hexsides: its head stays put, its tail sweeps.
  const std::vector<FigurePose> path = {{{0, 0}, N}, {{0, 0}, NE}, {{0, 0}, SE}};
  const auto swept = swept_hexes(HexShape::column(3), path);
  EXPECT_EQ(swept.size(), 4u);
}

struct ContactRow {
  const char* what;
  HexFigure mover;
  HexShape shape;
  HexFigure other;
  std::vector<HexContactRule> rules;
};

TEST(HexSlam, LargeFiguresOverrunSmallerOnesAndOthersEnterCloseCombat) {
  // Mover walks north from (0, 4) to (0, 1); the other figure stands on (0, 2).
  const auto path = std::vector<FigurePose>{{{0, 4}, N}, {{0, 3}, N}, {{0, 2}, N}, {{0, 1}, N}};
  const ContactRow rows[] = {
      {"horse over a man",
       {1, 0, {{0, 4}, {0, 5}}},
       HexShape::column(2),
       {2, 1, {{0, 2}}},
       {HexContactRule::Overrun}},
      {"horse over a friend",
       {1, 0, {{0, 4}, {0, 5}}},
       HexShape::column(2),
       {2, 0, {{0, 2}}},
       {HexContactRule::Overrun}},
      {"man into a foe",
       {1, 0, {{0, 4}}},
       HexShape::single(),
       {2, 1, {{0, 2}}},
       {HexContactRule::EnterEnemyHex}},
      {"man through a friend",
       {1, 0, {{0, 4}}},
       HexShape::single(),
       {2, 0, {{0, 2}}},
       {HexContactRule::ThroughFriendHex}},
      {"horse into a horse",
       {1, 0, {{0, 4}, {0, 5}}},
       HexShape::column(2),
       {2, 1, {{0, 2}, {1, 2}}},
       {HexContactRule::EnterEnemyHex}},
      {"man off the path", {1, 0, {{0, 4}}}, HexShape::single(), {2, 1, {{3, 2}}}, {}},
  };
  for (const auto& row : rows) {
    const HexOccupancy occupancy(HexGrid(8, 8), {row.mover, row.other});
    const auto contacts = contacts_along_path(occupancy, 0, row.shape, path);
    ASSERT_EQ(contacts.size(), row.rules.size()) << row.what;
    for (std::size_t i = 0; i < contacts.size(); ++i) {
      EXPECT_EQ(contacts[i].rule, row.rules[i]) << row.what;
      EXPECT_EQ(contacts[i].figure, 1);
      EXPECT_EQ(contacts[i].step, 2) << row.what;
    }
  }
}

}  // namespace
}  // namespace fray::map

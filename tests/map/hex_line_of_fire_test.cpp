#include <gtest/gtest.h>

#include <fray/map/hex_line_of_fire.h>

namespace fray::map {
namespace {

// Shooter at S shoots at T five hexes north, or due east across hexsides (E2 = two hexes east).
const Hex S = HexGrid::from_offset(4, 8);
const Hex T = S + Hex{0, -5};
const Hex E4 = S + Hex{4, -2};

struct Other {
  Hex hex;
  Posture posture = Posture::Standing;
  int size_modifier = 0;
};

struct FireRow {
  const char* what;
  Hex to;
  std::vector<Other> others;
  Posture shooter_posture;
  Posture target_posture;
  std::vector<Hex> walls;
  bool clear;
  int persons_in_the_way;           // PersonInTheWay effects
  std::vector<std::size_t> groups;  // sizes of the wrong-target groups, closest first
};

TEST(HexLineOfFire, OccupiedHexesWallsAndLargeFigures) {
  using P = Posture;
  const FireRow rows[] = {
      {"open", T, {}, P::Standing, P::Standing, {}, true, 0, {}},
      {"one man in the way", T, {{S + Hex{0, -2}}}, P::Standing, P::Standing, {}, true, 1, {1}},
      {"two men, closest first",
       T,
       {{S + Hex{0, -3}}, {S + Hex{0, -1}}},
       P::Standing,
       P::Standing,
       {},
       true,
       2,
       {1, 1}},
      {"two men in one hex",
       T,
       {{S + Hex{0, -2}}, {S + Hex{0, -2}}},
       P::Standing,
       P::Standing,
       {},
       true,
       2,
       {2}},
      {"beside the line", T, {{S + Hex{1, -3}}}, P::Standing, P::Standing, {}, true, 0, {}},
      {"kneeling man",
       T,
       {{S + Hex{0, -2}, P::Kneeling}},
       P::Standing,
       P::Standing,
       {},
       true,
       0,
       {}},
      {"kneeling man, kneeling target",
       T,
       {{S + Hex{0, -2}, P::Kneeling}},
       P::Standing,
       P::Kneeling,
       {},
       true,
       1,
       {1}},
      {"lying man",
       T,
       {{S + Hex{0, -2}, P::LyingDown}},
       P::Kneeling,
       P::LyingDown,
       {},
       true,
       0,
       {}},
      {"lying man, lying shooter",
       T,
       {{S + Hex{0, -2}, P::LyingDown}},
       P::LyingDown,
       P::Standing,
       {},
       true,
       1,
       {1}},
      {"wall", T, {}, P::Standing, P::Standing, {S + Hex{0, -3}}, false, 0, {}},
      {"ogre SM+2 blocks",
       T,
       {{S + Hex{0, -2}, P::Standing, 2}},
       P::Standing,
       P::Standing,
       {},
       false,
       0,
       {}},
      {"SM+1 is only in the way",
       T,
       {{S + Hex{0, -2}, P::Standing, 1}},
       P::Standing,
       P::Standing,
       {},
       true,
       1,
       {1}},
      {"kneeling SM+2 in the way only if low",
       T,
       {{S + Hex{0, -2}, P::Kneeling, 2}},
       P::Standing,
       P::Standing,
       {},
       true,
       0,
       {}},
      {"kneeling SM+3 blocks",
       T,
       {{S + Hex{0, -2}, P::Kneeling, 3}},
       P::Standing,
       P::Standing,
       {},
       false,
       0,
       {}},
      {"lying SM+3 does not block",
       T,
       {{S + Hex{0, -2}, P::LyingDown, 3}},
       P::Standing,
       P::Standing,
       {},
       true,
       0,
       {}},
      {"lying SM+4 blocks",
       T,
       {{S + Hex{0, -2}, P::LyingDown, 4}},
       P::Standing,
       P::Standing,
       {},
       false,
       0,
       {}},
      // Due east: steps 1 and 3 run along hexsides ({1,-1}|{1,0} and {3,-2}|{3,-1}).
      {"one side of a hexside", E4, {{S + Hex{1, -1}}}, P::Standing, P::Standing, {}, true, 0, {}},
      {"both sides of a hexside",
       E4,
       {{S + Hex{1, -1}}, {S + Hex{1, 0}}},
       P::Standing,
       P::Standing,
       {},
       true,
       1,
       {2}},
      {"wall on one side of a hexside",
       E4,
       {},
       P::Standing,
       P::Standing,
       {S + Hex{1, -1}},
       true,
       0,
       {}},
      {"walls on both sides",
       E4,
       {},
       P::Standing,
       P::Standing,
       {S + Hex{1, -1}, S + Hex{1, 0}},
       false,
       0,
       {}},
      {"man on the line's own hex",
       E4,
       {{S + Hex{2, -1}}},
       P::Standing,
       P::Standing,
       {},
       true,
       1,
       {1}},
  };
  for (const auto& row : rows) {
    HexMap map(12, 12);
    for (const Hex w : row.walls) map.cell(w).blocks_sight = true;
    std::vector<HexFigure> figures{{1, 0, {S}, row.shooter_posture, 0, 0},
                                   {2, 1, {row.to}, row.target_posture, 0, 0}};
    int id = 10;
    for (const auto& o : row.others)
      figures.push_back({id++, 1, {o.hex}, o.posture, o.size_modifier, 0});
    const HexOccupancy occupancy(map.grid, figures);
    const LineOfFire fire = line_of_fire(map, occupancy, 0, S, 1, row.to);
    EXPECT_EQ(fire.clear, row.clear) << row.what;
    EXPECT_EQ(static_cast<int>(fire.effects.size()), row.persons_in_the_way) << row.what;
    for (const auto e : fire.effects) EXPECT_EQ(e, HexEffect::PersonInTheWay);
    ASSERT_EQ(fire.in_the_way.size(), row.groups.size()) << row.what;
    for (std::size_t g = 0; g < row.groups.size(); ++g) {
      EXPECT_EQ(fire.in_the_way[g].size(), row.groups[g]) << row.what;
    }
  }
}

TEST(HexLineOfFire, ClosestFirstAndEachPersonOnce) {
  HexMap map(12, 12);
  // A two-hex horse lies along the line: counted once.
  const HexOccupancy occupancy(map.grid,
                               {{1, 0, {S}},
                                {2, 1, {T}},
                                {3, 1, {S + Hex{0, -1}}},
                                {4, 1, {S + Hex{0, -3}, S + Hex{0, -2}}, Posture::Standing, 1, 2}});
  const LineOfFire fire = line_of_fire(map, occupancy, 0, S, 1, T);
  ASSERT_EQ(fire.in_the_way.size(), 2u);
  EXPECT_EQ(fire.in_the_way[0], std::vector<int>{2});
  EXPECT_EQ(fire.in_the_way[1], std::vector<int>{3});
  EXPECT_EQ(fire.effects.size(), 2u);
}

TEST(HexLineOfFire, HigherShooterSeesPastALargeFigure) {
  HexMap map(12, 12);
  map.cell(S).height = 1;
  const HexOccupancy occupancy(
      map.grid, {{1, 0, {S}}, {2, 1, {T}}, {3, 1, {S + Hex{0, -2}}, Posture::Standing, 3}});
  EXPECT_TRUE(line_of_fire(map, occupancy, 0, S, 1, T).clear);
  map.cell(S).height = 0;
  EXPECT_FALSE(line_of_fire(map, occupancy, 0, S, 1, T).clear);
}

TEST(HexLineOfFire, BestLineTriesEveryHexOfALargeTarget) {
  HexMap map(12, 12);
  // The target's head is behind a wall, its body is in the open.
  map.cell(S + Hex{0, -4}).blocks_sight = true;
  const HexOccupancy occupancy(map.grid,
                               {{1, 0, {S}}, {2, 1, {T, T + Hex{1, 0}}, Posture::Standing, 1, 2}});
  EXPECT_FALSE(line_of_fire(map, occupancy, 0, S, 1, T).clear);
  EXPECT_TRUE(best_line_of_fire(map, occupancy, 0, 1).clear);
}

TEST(HexLineOfFire, StrayShotsGoOnPastTheTarget) {
  HexMap map(12, 14);
  const Hex shooter = HexGrid::from_offset(4, 12);
  const Hex target = shooter + Hex{0, -3};
  const HexOccupancy occupancy(map.grid, {{1, 0, {shooter}},
                                          {2, 1, {target}},
                                          {3, 1, {shooter + Hex{0, -1}}},     // before: not a stray
                                          {4, 0, {shooter + Hex{0, -5}}},     // past the target
                                          {5, 1, {shooter + Hex{0, -11}}}});  // out of range
  const auto strays = stray_shot_candidates(map, occupancy, 0, shooter, 1, target, 8);
  ASSERT_EQ(strays.size(), 1u);
  EXPECT_EQ(strays[0], std::vector<int>{3});
}

struct WayRow {
  Posture person, shooter, target;
  bool in_the_way;
};

TEST(HexLineOfFire, WhoIsInTheWay) {
  using P = Posture;
  const WayRow rows[] = {
      {P::Standing, P::LyingDown, P::LyingDown, true},
      {P::Crouching, P::Standing, P::Standing, true},
      {P::Sitting, P::Standing, P::Standing, false},
      {P::Sitting, P::Sitting, P::Standing, true},
      {P::Kneeling, P::Standing, P::Sitting, true},
      {P::LyingDown, P::Standing, P::LyingDown, false},
      {P::LyingDown, P::LyingDown, P::Standing, true},
  };
  for (const auto& row : rows) {
    EXPECT_EQ(in_the_way(row.person, row.shooter, row.target), row.in_the_way)
        << name(row.person) << " " << name(row.shooter) << " " << name(row.target);
  }
}

}  // namespace
}  // namespace fray::map

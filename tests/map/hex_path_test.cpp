#include <string>

#include <gtest/gtest.h>

#include <fray/map/hex_path.h>

namespace fray::map {
namespace {

using D = HexDirection;
constexpr Hex kCentre = HexGrid::from_offset(4, 4);

Hex at(std::initializer_list<D> walk) {
  Hex h = kCentre;
  for (D d : walk) h = neighbour(h, d);
  return h;
}

HexMover mover(Maneuver maneuver, int move, Posture posture = Posture::Standing) {
  return {kCentre, D::North, posture, maneuver_movement(maneuver, move)};
}

// Cost (half points) of the cheapest way to be in a hex with a facing, within one turn.
int state_cost(const HexMap& map, const HexMoveBlockers& occ, const HexMover& m, Hex hex,
               D facing) {
  HexPathOptions options;
  options.single_turn = true;
  const HexNeighbourTable table(map.grid);
  const HexMoveModel model(map, table, occ, m, options, std::nullopt);
  PathSearch<int> search;
  search.run(model, HexMoveModel::node_of(map.grid, m.hex, m.facing), m.movement.half_points());
  return search.cost(HexMoveModel::node_of(map.grid, hex, facing));
}

constexpr int kNo = PathSearch<int>::kUnreached;

// seed 001, "Movement and Facing" and "Movement Point Costs" on open ground, Move 10.
TEST(HexPath, StateCostsOnOpenGround) {
  const HexMap map(9, 9);
  const HexMoveBlockers occ(map.grid);
  const HexMover m = mover(Maneuver::Move, 10);
  struct Row {
    std::string what;
    Hex hex;
    D facing;
    int half_points;
  };
  const Row rows[] = {
      {"forward", at({D::North}), D::North, 2},
      {"three forward", at({D::North, D::North, D::North}), D::North, 6},
      {"forward into front-right hex, turning", at({D::NorthEast}), D::NorthEast, 2},
      {"sidestep into front-right hex", at({D::NorthEast}), D::North, 4},
      {"sideways", at({D::SouthEast}), D::North, 4},
      {"backward", at({D::South}), D::North, 4},
      {"two backward", at({D::South, D::South}), D::North, 8},
      {"turn in place one hexside", kCentre, D::NorthWest, 2},
      {"turn in place 180 degrees: three points", kCentre, D::South, 6},
      {"half circle by three forward hexes", at({D::NorthEast, D::SouthEast, D::South}), D::South,
       6},
      {"forward then turn during the move", at({D::North}), D::SouthEast, 6},
  };
  for (const Row& row : rows) {
    EXPECT_EQ(state_cost(map, occ, m, row.hex, row.facing), row.half_points) << row.what;
  }
}

// seed 001, "Movement Point Costs": posture, obstructions, bad footing, deep water, sitting.
TEST(HexPath, TerrainPostureAndOccupants) {
  HexMap map(9, 9);
  map.cell(at({D::North})).extra_move_cost = 1;          // mud
  map.cell(at({D::NorthWest})).impassable = true;        // barricade
  map.cell(at({D::SouthWest})).costs_all_points = true;  // deeper water
  HexMoveBlockers occ(map.grid);
  occ.set(at({D::NorthEast}), HexMoveBlockers::Occupant::Ally);
  occ.set(at({D::SouthEast}), HexMoveBlockers::Occupant::Enemy);
  struct Row {
    std::string what;
    HexMover m;
    Hex hex;
    D facing;
    int half_points;
  };
  const Row rows[] = {
      {"mud +1", mover(Maneuver::Move, 10), at({D::North}), D::North, 4},
      {"ally: minor obstruction +1", mover(Maneuver::Move, 10), at({D::NorthEast}), D::NorthEast,
       4},
      {"enemy hex blocked", mover(Maneuver::Move, 10), at({D::SouthEast}), D::North, kNo},
      {"barricade blocked", mover(Maneuver::Move, 10), at({D::NorthWest}), D::NorthWest, kNo},
      {"around the barricade", mover(Maneuver::Move, 10), at({D::NorthWest, D::North}), D::North,
       8},  // N into the mud (2), then a sidestep keeping the facing (2)
      {"deep water from rest: all points", mover(Maneuver::Move, 10), at({D::SouthWest}), D::North,
       20},
      {"deep water after a turn: not this turn", mover(Maneuver::Move, 10), at({D::SouthWest}),
       D::SouthWest, kNo},
      {"crouching +1/2", mover(Maneuver::Move, 10, Posture::Crouching), at({D::South, D::South}),
       D::North, 10},
      {"kneeling +2", mover(Maneuver::Move, 10, Posture::Kneeling), at({D::South}), D::North, 8},
      {"crawling +2", mover(Maneuver::Move, 10, Posture::Crawling), at({D::South}), D::North, 8},
      {"lying down: all points for one hex", mover(Maneuver::Move, 10, Posture::LyingDown),
       at({D::South}), D::North, 20},
      {"lying down: never two hexes", mover(Maneuver::Move, 10, Posture::LyingDown),
       at({D::South, D::South}), D::North, kNo},
      {"sitting cannot move", mover(Maneuver::Move, 10, Posture::Sitting), at({D::South}), D::North,
       kNo},
  };
  for (const Row& row : rows) {
    EXPECT_EQ(state_cost(map, occ, row.m, row.hex, row.facing), row.half_points) << row.what;
  }
}

// seed 001, "Movement Point Costs": "always at least one hex per turn".
TEST(HexPath, AtLeastOneHexPerTurn) {
  HexMap map(9, 9);
  map.cell(at({D::North})).extra_move_cost = 3;
  const HexMoveBlockers occ(map.grid);
  HexPathfinder finder(map);
  const HexReach reach = finder.reachable(mover(Maneuver::Move, 1), occ);
  ASSERT_NE(reach.find(at({D::North})), nullptr);  // 4 points with Move 1: still one hex
  EXPECT_EQ(reach.find(at({D::North}))->cost, 2);
  ASSERT_NE(reach.find(at({D::South})), nullptr);  // backward costs 2 with Move 1
  EXPECT_EQ(reach.find(at({D::South}))->cost, 2);
  EXPECT_EQ(reach.find(at({D::South, D::South})), nullptr);
  EXPECT_EQ(reach.cells.size(), 7u);  // its own hex and the six around it
}

// seed 001, "All-Out Attack": forward only, half Move rounded up (at least two hexes), and no
// facing change at the end.
TEST(HexPath, AllOutAttackMovesForwardWithHalfPoints) {
  const HexMap map(9, 9);
  const HexMoveBlockers occ(map.grid);
  const HexMover aoa = mover(Maneuver::AllOutAttack, 6);  // 3 points
  EXPECT_EQ(state_cost(map, occ, aoa, at({D::North, D::North, D::North}), D::North), 6);
  EXPECT_EQ(state_cost(map, occ, aoa, at({D::NorthEast}), D::North), 4);    // front sidestep
  EXPECT_EQ(state_cost(map, occ, aoa, at({D::South}), D::North), kNo);      // no backward
  EXPECT_EQ(state_cost(map, occ, aoa, at({D::SouthEast}), D::North), kNo);  // no sideways
  EXPECT_EQ(state_cost(map, occ, aoa, kCentre, D::South), 6);  // turning in place is allowed
  // Turning two hexsides, then forward into the hex that was behind: 3 points.
  EXPECT_EQ(state_cost(map, occ, aoa, at({D::South}), D::South), 6);
  HexPathfinder finder(map);
  const HexReach reach = finder.reachable(aoa, occ);
  const Hex three_ahead = at({D::North, D::North, D::North});
  ASSERT_NE(reach.find(three_ahead), nullptr);
  EXPECT_EQ(reach.find(three_ahead)->end_facings, 1u << static_cast<int>(D::North));
  EXPECT_EQ(reach.find(at({D::South, D::South})), nullptr);
}

// seed 001, "Facing Changes and Movement": free facing at the end.
TEST(HexPath, EndFacingsFollowTheHalfRule) {
  const HexMap map(9, 9);
  const HexMoveBlockers occ(map.grid);
  HexPathfinder finder(map);
  const HexReach move = finder.reachable(mover(Maneuver::Move, 4), occ);
  const auto bits = [](std::initializer_list<D> ds) {
    unsigned mask = 0;
    for (D d : ds) mask |= 1u << static_cast<int>(d);
    return mask;
  };
  // One hex ahead: 1 point of 4, any facing.
  EXPECT_EQ(move.find(at({D::North}))->end_facings, 0x3Fu);
  // Four hexes ahead: all points used, only the straight-ahead facing plus one hexside.
  const Hex far = at({D::North, D::North, D::North, D::North});
  ASSERT_NE(move.find(far), nullptr);
  EXPECT_EQ(move.find(far)->cost, 8);  // 4 of 4 points
  EXPECT_EQ(move.find(far)->end_facings, bits({D::NorthWest, D::North, D::NorthEast}));
  const HexReach dodge = finder.reachable(mover(Maneuver::AllOutDefenceIncreasedDodge, 6), occ);
  EXPECT_EQ(dodge.find(at({D::North, D::North, D::North}))->end_facings, 0x3Fu);
}

// seed 001, "The Step": one hex in any direction whatever the cost; Change Posture: no move.
TEST(HexPath, StepsIgnoreCostsAndOtherManeuversStay) {
  HexMap map(9, 9);
  map.cell(at({D::South})).extra_move_cost = 2;
  map.cell(at({D::SouthWest})).impassable = true;
  HexMoveBlockers occ(map.grid);
  occ.set(at({D::SouthEast}), HexMoveBlockers::Occupant::Enemy);
  occ.set(at({D::NorthEast}), HexMoveBlockers::Occupant::Ally);
  HexPathfinder finder(map);
  for (const Maneuver step :
       {Maneuver::Attack, Maneuver::Ready, Maneuver::Wait, Maneuver::AllOutDefence}) {
    const HexReach reach = finder.reachable(mover(step, 5, Posture::Kneeling), occ);
    EXPECT_EQ(reach.cells.size(), 4u) << static_cast<int>(step);  // own, N, NW, S (mud)
    ASSERT_NE(reach.find(at({D::South})), nullptr);
    EXPECT_EQ(reach.find(at({D::South}))->end_facings, 0x3Fu);
  }
  EXPECT_EQ(finder.reachable(mover(Maneuver::Attack, 11), occ).find(at({D::North, D::North}))->cost,
            2);  // Move 11 steps two hexes
  const HexReach still = finder.reachable(mover(Maneuver::ChangePosture, 5), occ);
  ASSERT_EQ(still.cells.size(), 1u);
  EXPECT_EQ(still.cells[0].hex, kCentre);
}

TEST(HexPath, ShortestPathListsEveryState) {
  HexMap map(9, 9);
  HexMoveBlockers occ(map.grid);
  HexPathfinder finder(map);
  const auto path = finder.shortest_path(mover(Maneuver::Move, 5), at({D::North, D::North}), occ);
  ASSERT_TRUE(path.has_value());
  const std::vector<HexPathStep> expected{{kCentre, D::North, 0},
                                          {at({D::North}), D::North, 2},
                                          {at({D::North, D::North}), D::North, 4}};
  EXPECT_EQ(path->steps, expected);
  // An ally's hex is not a valid end, an enemy's is not enterable.
  occ.set(at({D::North, D::North}), HexMoveBlockers::Occupant::Ally);
  EXPECT_FALSE(finder.shortest_path(mover(Maneuver::Move, 5), at({D::North, D::North}), occ));
  // Beyond the allowance: several turns unless single_turn is asked.
  const Hex far = at({D::South, D::South, D::South, D::South});
  HexPathOptions one_turn;
  one_turn.single_turn = true;
  // Turn two hexsides (2), forward into the back hex turning (1), three forward (3).
  EXPECT_EQ(finder.shortest_path(mover(Maneuver::Move, 5), far, occ)->cost(), 12);
  EXPECT_FALSE(finder.shortest_path(mover(Maneuver::Move, 5), far, occ, one_turn));
}

TEST(HexPath, JumpingASevereObstructionIsAnOption) {
  HexMap map(9, 9);
  for (int c = 0; c < 9; ++c) map.cell(HexGrid::from_offset(c, 3)).impassable = true;
  const HexMoveBlockers occ(map.grid);
  HexPathfinder finder(map);
  const Hex beyond = at({D::North, D::North});
  EXPECT_FALSE(finder.shortest_path(mover(Maneuver::Move, 5), beyond, occ));
  HexPathOptions jump;
  jump.jumpable = [](Hex) { return true; };
  const auto path = finder.shortest_path(mover(Maneuver::Move, 5), beyond, occ, jump);
  ASSERT_TRUE(path.has_value());
  EXPECT_EQ(path->cost(), 4);
  EXPECT_EQ(path->steps.size(), 2u);
  EXPECT_FALSE(
      finder.shortest_path(mover(Maneuver::Move, 5, Posture::Crawling), beyond, occ, jump));
}

}  // namespace
}  // namespace fray::map

namespace fray::map {
namespace {

TEST(HexMoveBlockers, BuiltFromTheFiguresOnTheMap) {
  const HexGrid grid(6, 6);
  const HexOccupancy figures(grid, {{.id = 1, .team = 0, .hexes = {{1, 1}}},
                                    {.id = 2, .team = 0, .hexes = {{2, 1}}},
                                    {.id = 3, .team = 1, .hexes = {{3, 1}, {3, 2}}}});
  const HexMoveBlockers blockers = move_blockers(grid, figures, 1);
  EXPECT_EQ(blockers.at({1, 1}), HexMoveBlockers::Occupant::None);  // the mover itself
  EXPECT_EQ(blockers.at({2, 1}), HexMoveBlockers::Occupant::Ally);
  EXPECT_EQ(blockers.at({3, 1}), HexMoveBlockers::Occupant::Enemy);
  EXPECT_EQ(blockers.at({3, 2}), HexMoveBlockers::Occupant::Enemy);  // a two-hex figure
  EXPECT_EQ(blockers.at({0, 0}), HexMoveBlockers::Occupant::None);
}

}  // namespace
}  // namespace fray::map

#include <gtest/gtest.h>

#include <fray/map/hex_movement.h>

namespace fray::map {
namespace {

constexpr int kHalf = kHalfPointsPerPoint;

// seed 001, "Movement Point Costs", Direction of Travel.
TEST(HexMovement, DirectionOfTravelCosts) {
  struct Row {
    TravelKind kind;
    int half_points;
  };
  const Row rows[] = {
      {TravelKind::Forward, 1 * kHalf},  {TravelKind::ForwardTurning, 1 * kHalf},
      {TravelKind::Sidestep, 2 * kHalf}, {TravelKind::Sideways, 2 * kHalf},
      {TravelKind::Backward, 2 * kHalf},
  };
  for (const Row& row : rows) EXPECT_EQ(travel_cost(row.kind), row.half_points);
}

// seed 001, "Forward Movement and Facing" / "Backward and Sideways Movement and Facing": the
// move table says where each kind goes and what it does to the facing.
TEST(HexMovement, MoveOptionsGoWhereTheSeedSays) {
  int forward_turning = 0, sidestep = 0, sideways = 0, backward = 0, forward = 0;
  for (const HexMoveOption& o : kHexMoveOptions) {
    switch (o.kind) {
      case TravelKind::Forward:
        EXPECT_EQ(o.relative_direction, 0);
        EXPECT_EQ(o.facing_turn, 0);
        ++forward;
        break;
      case TravelKind::ForwardTurning:  // face the hex as it is entered
        EXPECT_EQ(std::abs(o.relative_direction), 1);
        EXPECT_EQ(o.facing_turn, o.relative_direction);
        ++forward_turning;
        break;
      case TravelKind::Sidestep:  // into a front hex, keeping the facing
        EXPECT_EQ(std::abs(o.relative_direction), 1);
        EXPECT_EQ(o.facing_turn, 0);
        ++sidestep;
        break;
      case TravelKind::Sideways:
        EXPECT_EQ(std::abs(o.relative_direction), 2);
        EXPECT_EQ(o.facing_turn, 0);
        ++sideways;
        break;
      case TravelKind::Backward:
        EXPECT_EQ(o.relative_direction, 3);
        EXPECT_EQ(o.facing_turn, 0);
        ++backward;
        break;
    }
  }
  EXPECT_EQ(forward, 1);
  EXPECT_EQ(forward_turning, 2);
  EXPECT_EQ(sidestep, 2);
  EXPECT_EQ(sideways, 2);
  EXPECT_EQ(backward, 1);
}

// seed 001, "Movement Point Costs", Posture.
TEST(HexMovement, PostureCosts) {
  struct Row {
    Posture posture;
    bool can_move;
    bool all_points;
    int extra_half_points;
  };
  const Row rows[] = {
      {Posture::Standing, true, false, 0},         {Posture::Crouching, true, false, 1},
      {Posture::Kneeling, true, false, 2 * kHalf}, {Posture::Crawling, true, false, 2 * kHalf},
      {Posture::LyingDown, true, true, 0},         {Posture::Sitting, false, false, 0},
  };
  for (const Row& row : rows) {
    const PostureCost c = posture_cost(row.posture);
    EXPECT_EQ(c.can_move, row.can_move);
    EXPECT_EQ(c.all_points, row.all_points);
    EXPECT_EQ(c.extra_half_points, row.extra_half_points);
  }
}

// seed 001, "Movement Point Costs", Facing Changes; "Facing Changes and Movement": 180 degrees
// costs three points.
TEST(HexMovement, FacingChangeCostsOnePointPerHexside) {
  struct Row {
    HexDirection from, to;
    int half_points;
  };
  const Row rows[] = {
      {HexDirection::North, HexDirection::North, 0},
      {HexDirection::North, HexDirection::NorthEast, 1 * kHalf},
      {HexDirection::North, HexDirection::NorthWest, 1 * kHalf},
      {HexDirection::North, HexDirection::SouthEast, 2 * kHalf},
      {HexDirection::North, HexDirection::South, 3 * kHalf},
      {HexDirection::SouthWest, HexDirection::NorthEast, 3 * kHalf},
  };
  for (const Row& row : rows) EXPECT_EQ(turn_cost(row.from, row.to), row.half_points);
}

// seed 001, "Movement Point Costs", Obstructions and Bad Footing.
TEST(HexMovement, EntryCostAddsPostureObstructionAndFooting) {
  HexCell open;
  HexCell mud;
  mud.extra_move_cost = 1;  // treacherous ground, stairs, shallow water, a body: +1
  HexCell mud_and_body;
  mud_and_body.extra_move_cost = 2;
  HexCell deep_water;
  deep_water.costs_all_points = true;
  HexCell barricade;
  barricade.impassable = true;
  struct Row {
    TravelKind kind;
    Posture posture;
    HexCell cell;
    bool ally;
    bool enterable;
    bool all_points;
    int half_points;
  };
  const Row rows[] = {
      {TravelKind::Forward, Posture::Standing, open, false, true, false, 2},
      {TravelKind::Backward, Posture::Standing, open, false, true, false, 4},
      {TravelKind::Forward, Posture::Standing, mud, false, true, false, 4},
      {TravelKind::Forward, Posture::Standing, mud_and_body, false, true, false, 6},
      {TravelKind::Forward, Posture::Standing, open, true, true, false, 4},  // ally: minor
      {TravelKind::Sidestep, Posture::Crouching, mud, true, true, false, 9},
      {TravelKind::Forward, Posture::Kneeling, open, false, true, false, 6},
      {TravelKind::Forward, Posture::Crawling, open, false, true, false, 6},
      {TravelKind::Forward, Posture::LyingDown, open, false, true, true, 2},
      {TravelKind::Forward, Posture::Standing, deep_water, false, true, true, 2},
      {TravelKind::Forward, Posture::Sitting, open, false, false, false, 0},
      {TravelKind::Forward, Posture::Standing, barricade, false, false, false, 0},
  };
  for (const Row& row : rows) {
    const HexEntryCost c = hex_entry_cost(row.kind, row.posture, row.cell, row.ally);
    EXPECT_EQ(c.enterable, row.enterable);
    if (!row.enterable) continue;
    EXPECT_EQ(c.all_points, row.all_points);
    EXPECT_EQ(c.half_points, row.half_points);
  }
}

// seed 001, "Movement Point Costs": at least one hex per turn.
TEST(HexMovement, FirstHexNeverCostsMoreThanTheAllowance) {
  EXPECT_EQ(first_hex_cost(4, 10), 4);
  EXPECT_EQ(first_hex_cost(12, 10), 10);
  EXPECT_EQ(first_hex_cost(6, 2), 2);
}

// seed 001, "Movement Points", "MANEUVERS IN TACTICAL COMBAT", "The Step".
TEST(HexMovement, ManeuverMovement) {
  struct Row {
    Maneuver maneuver;
    int move;
    MovementKind kind;
    int points;
    int step;
    bool forward_only;
    bool turn_while_moving;
    EndFacing end;
  };
  const Row rows[] = {
      {Maneuver::Move, 5, MovementKind::Points, 5, 0, false, true, EndFacing::HalfRule},
      {Maneuver::MoveAndAttack, 5, MovementKind::Points, 5, 0, false, true, EndFacing::HalfRule},
      {Maneuver::AllOutAttack, 5, MovementKind::Points, 3, 0, true, true, EndFacing::None},
      {Maneuver::AllOutAttack, 2, MovementKind::Points, 2, 0, true, true, EndFacing::None},
      {Maneuver::AllOutDefenceIncreasedDodge, 5, MovementKind::Points, 3, 0, false, true,
       EndFacing::Any},
      {Maneuver::AllOutDefenceIncreasedDodge, 6, MovementKind::Points, 3, 0, false, true,
       EndFacing::Any},
      {Maneuver::AllOutDefence, 5, MovementKind::Step, 0, 1, false, false, EndFacing::Any},
      {Maneuver::Attack, 5, MovementKind::Step, 0, 1, false, false, EndFacing::Any},
      {Maneuver::Attack, 11, MovementKind::Step, 0, 2, false, false, EndFacing::Any},
      {Maneuver::Ready, 5, MovementKind::Step, 0, 1, false, false, EndFacing::Any},
      {Maneuver::Wait, 5, MovementKind::Step, 0, 1, false, false, EndFacing::Any},
      {Maneuver::ChangePosture, 5, MovementKind::None, 0, 0, false, false, EndFacing::None},
  };
  for (const Row& row : rows) {
    const ManeuverMovement m = maneuver_movement(row.maneuver, row.move);
    SCOPED_TRACE(static_cast<int>(row.maneuver));
    EXPECT_EQ(m.kind, row.kind);
    EXPECT_EQ(m.points, row.points);
    EXPECT_EQ(m.step_hexes, row.step);
    EXPECT_EQ(m.forward_only, row.forward_only);
    EXPECT_EQ(m.turn_while_moving, row.turn_while_moving);
    EXPECT_EQ(m.end_facing, row.end);
  }
  EXPECT_TRUE(maneuver_movement(Maneuver::Wait, 5).step_only_when_striking);
  EXPECT_FALSE(maneuver_movement(Maneuver::Attack, 5).step_only_when_striking);
}

// seed 001, "All-Out Attack": forward only (front sidesteps allowed); Move: every direction.
TEST(HexMovement, AllOutAttackMovesForwardOnly) {
  const ManeuverMovement aoa = maneuver_movement(Maneuver::AllOutAttack, 6);
  const ManeuverMovement move = maneuver_movement(Maneuver::Move, 6);
  const ManeuverMovement attack = maneuver_movement(Maneuver::Attack, 6);
  struct Row {
    TravelKind kind;
    bool aoa, move;
  };
  const Row rows[] = {
      {TravelKind::Forward, true, true},   {TravelKind::ForwardTurning, true, true},
      {TravelKind::Sidestep, true, true},  {TravelKind::Sideways, false, true},
      {TravelKind::Backward, false, true},
  };
  for (const Row& row : rows) {
    EXPECT_EQ(travel_allowed(aoa, row.kind), row.aoa);
    EXPECT_EQ(travel_allowed(move, row.kind), row.move);
    EXPECT_FALSE(travel_allowed(attack, row.kind));  // a step ignores costs entirely
  }
}

// seed 001, "Facing Changes and Movement".
TEST(HexMovement, FreeFacingChangeAtTheEndOfTheMove) {
  const ManeuverMovement move5 = maneuver_movement(Maneuver::Move, 5);
  struct Row {
    Maneuver maneuver;
    int used_half_points;
    int hexsides;
  };
  const Row rows[] = {
      {Maneuver::Move, 0, 3},           {Maneuver::Move, 5, 3},  // 2.5 of 5 points: half
      {Maneuver::Move, 6, 1},                                    // 3 of 5: more than half
      {Maneuver::MoveAndAttack, 10, 1}, {Maneuver::AllOutDefenceIncreasedDodge, 6, 3},
      {Maneuver::AllOutAttack, 0, 0},   {Maneuver::AllOutAttack, 6, 0},
      {Maneuver::Attack, 0, 3},         {Maneuver::ChangePosture, 0, 0},
  };
  for (const Row& row : rows) {
    EXPECT_EQ(free_end_turn_hexsides(maneuver_movement(row.maneuver, 5), row.used_half_points),
              row.hexsides)
        << static_cast<int>(row.maneuver) << " " << row.used_half_points;
  }
  EXPECT_EQ(move5.half_points(), 10);
}

}  // namespace
}  // namespace fray::map

#pragma once

#include <array>
#include <cstdint>

#include <fray/map/hex_coord.h>
#include <fray/map/hex_map.h>
#include <fray/map/hex_posture.h>

namespace fray::map {

/// Movement points in Fray's hex movement code are counted in HALF points, so crouching's
/// +1/2 per hex stays an exact integer (seed 001, "Movement Point Costs").
inline constexpr int kHalfPointsPerPoint = 2;

/// The maneuvers whose movement seed 001 limits ("MANEUVERS IN TACTICAL COMBAT").
enum class Maneuver : std::uint8_t {
  Move,
  MoveAndAttack,
  AllOutAttack,
  AllOutDefenceIncreasedDodge,  ///< All-Out Defence taken with the Increased Dodge option
  AllOutDefence,                ///< any other All-Out Defence option
  Attack,
  Ready,
  Wait,
  ChangePosture,
};

/// How a maneuver lets a figure move.
enum class MovementKind : std::uint8_t {
  None,    ///< no movement at all
  Step,    ///< a step: a fixed number of hexes in any direction, costs ignored
  Points,  ///< movement points spent hex by hex with the costs of "Movement Point Costs"
};

/// What facing change a figure may make for free when its movement ends
/// (seed 001, "Facing Changes and Movement").
enum class EndFacing : std::uint8_t {
  None,      ///< All-Out Attack: no change at the end of the move
  HalfRule,  ///< Move, Move and Attack: any facing if at most half the points were used,
             ///< else one hexside
  Any,       ///< All-Out Defence (Increased Dodge), and every step ("The Step")
};

/// The movement a maneuver grants a figure of a given Move score.
struct ManeuverMovement {
  MovementKind kind = MovementKind::None;
  int points = 0;                        ///< whole movement points (kind Points)
  int step_hexes = 0;                    ///< hexes of step (kind Step)
  bool forward_only = false;             ///< All-Out Attack: forward moves and front sidesteps only
  bool turn_while_moving = false;        ///< facing may change before or during the move, at a cost
  bool step_only_when_striking = false;  ///< Wait: the step comes with the strike, and only
                                         ///< for a figure that has not moved this turn
  EndFacing end_facing = EndFacing::None;

  /// The points in half points, the unit of every cost below.
  int half_points() const { return points * kHalfPointsPerPoint; }
};

/// The movement each maneuver grants (seed 001, "Movement Points", "MANEUVERS IN TACTICAL
/// COMBAT", "The Step"). Move must be at least 0.
ManeuverMovement maneuver_movement(Maneuver maneuver, int move_score);

/// Hexes of one step: one tenth of Move rounded up, at least one (assumed from seed 001, "The
/// Step": "usually one yard, for humans", and "Long Weapon Tactics": Move 11 or more steps
/// farther).
int step_hexes(int move_score);

/// The kinds of one-hex move of seed 001, "Movement and Facing".
enum class TravelKind : std::uint8_t {
  Forward,         ///< into the hex straight ahead; facing unchanged
  ForwardTurning,  ///< into a front-left or front-right hex, turning to face it as it is entered
  Sidestep,        ///< into a front-left or front-right hex, keeping the facing
  Sideways,        ///< into a left or right hex, keeping the facing
  Backward,        ///< into the back hex, keeping the facing
};

/// One way of moving one hex: where it goes relative to the facing (0 = front, +1 = one hexside
/// clockwise ... 3 = back), the facing change it brings, and its kind.
struct HexMoveOption {
  std::int8_t relative_direction;
  std::int8_t facing_turn;
  TravelKind kind;
};

/// Every one-hex move a figure can make, whatever its facing.
inline constexpr std::array<HexMoveOption, 8> kHexMoveOptions{{
    {0, 0, TravelKind::Forward},
    {1, 1, TravelKind::ForwardTurning},
    {-1, -1, TravelKind::ForwardTurning},
    {1, 0, TravelKind::Sidestep},
    {-1, 0, TravelKind::Sidestep},
    {2, 0, TravelKind::Sideways},
    {-2, 0, TravelKind::Sideways},
    {3, 0, TravelKind::Backward},
}};

/// Points for the direction of travel, in half points: forward 1, sidestep, sideways or
/// backward 2 (seed 001, "Movement Point Costs", Direction of Travel).
int travel_cost(TravelKind kind);

/// True when the maneuver's movement allows that kind of move (All-Out Attack: forward moves and
/// front sidesteps only; seed 001, "All-Out Attack" and "Backward and Sideways Movement").
bool travel_allowed(const ManeuverMovement& movement, TravelKind kind);

/// What a posture adds to each hex moved (seed 001, "Movement Point Costs", Posture).
struct PostureCost {
  bool can_move = true;     ///< sitting: cannot move
  bool all_points = false;  ///< lying down: all movement points to move one hex
  int extra_half_points = 0;
};
PostureCost posture_cost(Posture posture);

/// Facing change before or during a move: 1 point per hexside (seed 001, "Movement Point
/// Costs", Facing Changes), in half points.
int turn_cost(HexDirection from, HexDirection to);

/// The price of entering one hex.
struct HexEntryCost {
  bool enterable = false;   ///< false: impassable (bypass it) or a posture that cannot move
  bool all_points = false;  ///< takes all the movement points: only a figure that has spent none
  int half_points = 0;      ///< direction + posture + obstruction + footing, when not all_points
};

/// The price of moving one hex of the given kind into a cell, in the given posture, past an
/// ally standing there or not. An ally is a minor obstruction (+1); the cell's extra cost holds
/// the other minor obstructions and bad footing (+1 each); deeper water and lying down take all
/// points; a severe obstruction must be bypassed (seed 001, "Movement Point Costs").
HexEntryCost hex_entry_cost(TravelKind kind, Posture posture, const HexCell& cell,
                            bool ally_in_hex);

/// "You can always move at least one hex per turn" (seed 001, "Movement Point Costs"): the first
/// hex entered by a figure that has spent nothing costs at most its whole allowance.
int first_hex_cost(int cost_half_points, int allowance_half_points);

/// How many hexsides the figure may turn for free when its move ends, having spent
/// `used_half_points` of its movement (seed 001, "Facing Changes and Movement"): 3 means any
/// facing, 1 one hexside, 0 none.
int free_end_turn_hexsides(const ManeuverMovement& movement, int used_half_points);

}  // namespace fray::map

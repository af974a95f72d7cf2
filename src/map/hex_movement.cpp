#include <algorithm>

#include <fray/map/hex_movement.h>

namespace fray::map {

int step_hexes(int move_score) { return std::max(1, (move_score + 9) / 10); }

ManeuverMovement maneuver_movement(Maneuver maneuver, int move_score) {
  const int half_move_up = (move_score + 1) / 2;
  ManeuverMovement m;
  switch (maneuver) {
    case Maneuver::Move:
    case Maneuver::MoveAndAttack:
      m.kind = MovementKind::Points;
      m.points = move_score;
      m.turn_while_moving = true;
      m.end_facing = EndFacing::HalfRule;
      break;
    case Maneuver::AllOutAttack:
      // "up to two hexes or half your Move (round up), whichever is more": read as at least two
      // points, which is two hexes of plain forward movement (assumed for bad footing).
      m.kind = MovementKind::Points;
      m.points = std::max(half_move_up, 2);
      m.forward_only = true;
      m.turn_while_moving = true;  // "turn in place" is allowed; its cost is in the cost table
      m.end_facing = EndFacing::None;
      break;
    case Maneuver::AllOutDefenceIncreasedDodge:
      m.kind = MovementKind::Points;
      m.points = half_move_up;
      m.turn_while_moving = true;
      m.end_facing = EndFacing::Any;
      break;
    case Maneuver::AllOutDefence:
    case Maneuver::Attack:
    case Maneuver::Ready:
      m.kind = MovementKind::Step;
      m.step_hexes = step_hexes(move_score);
      m.end_facing = EndFacing::Any;
      break;
    case Maneuver::Wait:
      m.kind = MovementKind::Step;
      m.step_hexes = step_hexes(move_score);
      m.step_only_when_striking = true;
      m.end_facing = EndFacing::Any;
      break;
    case Maneuver::ChangePosture:
      // Seed 001 gives Change Posture no movement; no facing change either (assumed).
      m.kind = MovementKind::None;
      break;
  }
  return m;
}

int travel_cost(TravelKind kind) {
  switch (kind) {
    case TravelKind::Forward:
    case TravelKind::ForwardTurning:
      return 1 * kHalfPointsPerPoint;
    case TravelKind::Sidestep:
    case TravelKind::Sideways:
    case TravelKind::Backward:
      return 2 * kHalfPointsPerPoint;
  }
  return 2 * kHalfPointsPerPoint;
}

bool travel_allowed(const ManeuverMovement& movement, TravelKind kind) {
  if (movement.kind != MovementKind::Points) return false;
  if (!movement.forward_only) return true;
  return kind == TravelKind::Forward || kind == TravelKind::ForwardTurning ||
         kind == TravelKind::Sidestep;
}

PostureCost posture_cost(Posture posture) {
  switch (posture) {
    case Posture::Standing:
      return {};
    case Posture::Crouching:
      return {true, false, 1};  // +1/2 point
    case Posture::Kneeling:
    case Posture::Crawling:
      return {true, false, 2 * kHalfPointsPerPoint};
    case Posture::LyingDown:
      return {true, true, 0};
    case Posture::Sitting:
      return {false, false, 0};
  }
  return {};
}

int turn_cost(HexDirection from, HexDirection to) {
  return turns_between(from, to) * kHalfPointsPerPoint;
}

HexEntryCost hex_entry_cost(TravelKind kind, Posture posture, const HexCell& cell,
                            bool ally_in_hex) {
  const PostureCost p = posture_cost(posture);
  if (!p.can_move || cell.impassable) return {};
  HexEntryCost cost;
  cost.enterable = true;
  cost.all_points = p.all_points || cell.costs_all_points;
  cost.half_points = travel_cost(kind) + p.extra_half_points +
                     (cell.extra_move_cost + (ally_in_hex ? 1 : 0)) * kHalfPointsPerPoint;
  return cost;
}

int first_hex_cost(int cost_half_points, int allowance_half_points) {
  return std::min(cost_half_points, allowance_half_points);
}

int free_end_turn_hexsides(const ManeuverMovement& movement, int used_half_points) {
  switch (movement.end_facing) {
    case EndFacing::None:
      return 0;
    case EndFacing::Any:
      return 3;
    case EndFacing::HalfRule:
      // used <= points / 2  <=>  used_half_points <= points (whole points)
      return used_half_points <= movement.points ? 3 : 1;
  }
  return 0;
}

}  // namespace fray::map

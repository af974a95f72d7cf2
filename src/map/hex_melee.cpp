#include <algorithm>

#include <fray/map/hex_line.h>
#include <fray/map/hex_melee.h>

namespace fray::map {

std::vector<Hex> reach_hexes(Hex h, HexDirection facing, Reach reach) {
  std::vector<Hex> hexes;
  if (reach.close) hexes.push_back(h);
  for (int d = std::max(reach.min, 1); d <= reach.max; ++d) {
    const auto ring = front_arc_ring(h, facing, d);
    hexes.insert(hexes.end(), ring.begin(), ring.end());
  }
  return hexes;
}

namespace {

bool within_reach(Reach reach, int distance) {
  if (distance == 0) return reach.close;
  return distance >= std::max(reach.min, 1) && distance <= reach.max;
}

bool same_side(AttackHand hand, HexSide side) {
  return hand == AttackHand::TwoHanded || (hand == AttackHand::Right && side == HexSide::Right) ||
         (hand == AttackHand::Left && side == HexSide::Left);
}

}  // namespace

MeleeAttackCheck melee_attack(Hex from, HexDirection facing, Vision vision, Reach reach,
                              AttackHand hand, AttackForm form, Hex target, bool sees_target) {
  MeleeAttackCheck check;
  const int distance = hex_distance(from, target);
  check.in_reach = within_reach(reach, distance);
  check.bearing = bearing(from, facing, target);
  bool wild = !sees_target;
  switch (check.bearing.arc) {
    case HexArc::Same:
    case HexArc::Front:
      break;
    case HexArc::Side:
      if (vision == Vision::Normal) {
        wild = true;
      } else if (!same_side(hand, check.bearing.side)) {
        if (vision == Vision::Peripheral) {
          wild = true;
        } else {
          check.effects.push_back(HexEffect::ClumsyAngleAttack);
        }
      }
      break;
    case HexArc::Back:
      if (vision == Vision::Full360) {
        check.effects.push_back(HexEffect::ClumsyAngleAttack);
      } else {
        wild = true;
      }
      break;
  }
  if (wild) {
    check.effects.push_back(HexEffect::WildSwing);
    if (form == AttackForm::Thrust && distance > 1) {
      check.effects.push_back(HexEffect::NoWildThrustBeyondOneHex);
    }
  }
  return check;
}

namespace {

enum class HexHolds { Nobody, Friends, Enemy };

HexHolds holds(const HexOccupancy& occupancy, Hex h, int attacker, int target) {
  HexHolds result = HexHolds::Nobody;
  const int team = occupancy.figure(attacker).team;
  for (const int i : occupancy.at(h)) {
    if (i == attacker || i == target) continue;
    if (occupancy.figure(i).team != team) return HexHolds::Enemy;
    result = HexHolds::Friends;
  }
  return result;
}

}  // namespace

std::vector<HexEffect> attacking_through_effects(const HexOccupancy& occupancy, int attacker,
                                                 Hex from, int target, Hex to) {
  std::vector<HexEffect> effects;
  const auto steps = hex_line(from, to);
  for (std::size_t i = 1; i + 1 < steps.size(); ++i) {
    const HexHolds a = holds(occupancy, steps[i].a, attacker, target);
    HexHolds step = a;
    if (steps[i].along_hexside()) {
      const HexHolds b = holds(occupancy, steps[i].b, attacker, target);
      if (a == HexHolds::Nobody || b == HexHolds::Nobody) continue;
      step = (a == HexHolds::Enemy && b == HexHolds::Enemy) ? HexHolds::Enemy : HexHolds::Friends;
    }
    if (step == HexHolds::Enemy) effects.push_back(HexEffect::AttackingThroughEnemyHex);
    if (step == HexHolds::Friends) effects.push_back(HexEffect::AttackingThroughFriendHex);
  }
  return effects;
}

}  // namespace fray::map

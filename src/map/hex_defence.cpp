#include <fray/map/hex_defence.h>
#include <fray/map/hex_line.h>

namespace fray::map {

namespace {

HexSide weapon_side(const DefenderKit& kit) {
  return kit.right_handed ? HexSide::Right : HexSide::Left;
}

}  // namespace

DefenceCheck defence_against(Hex defender, HexDirection facing, Vision vision,
                             const DefenderKit& kit, Hex attacker, bool runaround) {
  return defence_against(bearing(defender, facing, attacker), vision, kit, runaround);
}

DefenceCheck defence_against(HexBearing attacker_bearing, Vision vision, const DefenderKit& kit,
                             bool runaround) {
  DefenceCheck check;
  check.bearing = attacker_bearing;
  HexArc from = check.bearing.arc;
  if (runaround && from == HexArc::Back) {
    if (vision == Vision::Normal) check.effects.push_back(HexEffect::RunaroundAttack);
    return check;
  }
  switch (from) {
    case HexArc::Same:
    case HexArc::Front:
      break;
    case HexArc::Side:
      if (vision == Vision::Normal) check.effects.push_back(HexEffect::DefendingAgainstSideAttack);
      if (kit.shield && check.bearing.side == weapon_side(kit)) {
        check.effects.push_back(HexEffect::NoBlockFromWeaponSide);
      }
      if (kit.one_handed_weapon && !kit.flexible && check.bearing.side != weapon_side(kit)) {
        check.effects.push_back(HexEffect::NoParryFromOtherSide);
      }
      break;
    case HexArc::Back:
      if (vision == Vision::Normal) {
        check.effects.push_back(HexEffect::NoDefenceFromBack);
        break;
      }
      if (vision == Vision::Peripheral) {
        check.effects.push_back(HexEffect::DefendingAgainstBackAttack);
      }
      if (!kit.flexible) {
        check.effects.push_back(HexEffect::ParryFromBehind);
        check.effects.push_back(HexEffect::NoBlockFromBack);
      }
      break;
  }
  return check;
}

bool is_runaround(Hex defender, HexDirection facing, Hex start, Hex end) {
  return arc(defender, facing, start) == HexArc::Front &&
         arc(defender, facing, end) == HexArc::Back;
}

std::vector<RetreatHex> retreat_hexes(Hex defender, Hex attacker) {
  std::vector<RetreatHex> hexes;
  const int distance = hex_distance(defender, attacker);
  if (distance == 0) return hexes;
  // The line from the attacker through the defender, one hex on.
  const Hex beyond = defender + (defender - attacker);
  const auto line = hex_line(attacker, beyond);
  const HexLineStep next = line[static_cast<std::size_t>(distance) + 1];
  for (const Hex offset : kHexNeighbourOffsets) {
    const Hex h = defender + offset;
    if (hex_distance(h, attacker) <= distance) continue;
    hexes.push_back({h, h == next.a || h == next.b});
  }
  return hexes;
}

}  // namespace fray::map

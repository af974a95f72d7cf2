#include <fray/map/hex_arc.h>

namespace fray::map {

// The offset is turned so that the facing points north. There the front wedge is spanned by the
// north-west (-1, 0) and north-east (1, -1) rows: r <= 0 and s >= 0. The back wedge is spanned by
// the south-east (1, 0) and south-west (-1, 1) rows, rows excluded: r > 0 and s < 0.
HexBearing bearing(Hex from, HexDirection facing, Hex target) {
  if (from == target) return {};
  const Hex d = rotate_offset(target - from, -static_cast<int>(facing));
  HexBearing result;
  result.side = d.q > 0 ? HexSide::Right : d.q < 0 ? HexSide::Left : HexSide::Centre;
  if (d.r <= 0 && d.s() >= 0) {
    result.arc = HexArc::Front;
  } else if (d.r > 0 && d.s() < 0) {
    result.arc = HexArc::Back;
  } else {
    result.arc = HexArc::Side;
  }
  return result;
}

bool in_arc_of_vision(Vision vision, HexArc where) {
  switch (where) {
    case HexArc::Same:
    case HexArc::Front:
      return true;
    case HexArc::Side:
      return vision != Vision::Normal;
    case HexArc::Back:
      return vision == Vision::Full360;
  }
  return false;
}

std::array<Hex, 3> front_hexes(Hex h, HexDirection facing) {
  return {neighbour(h, rotate(facing, -1)), neighbour(h, facing), neighbour(h, rotate(facing, 1))};
}

Hex right_hex(Hex h, HexDirection facing) { return neighbour(h, rotate(facing, 2)); }
Hex left_hex(Hex h, HexDirection facing) { return neighbour(h, rotate(facing, -2)); }
Hex back_hex(Hex h, HexDirection facing) { return neighbour(h, rotate(facing, 3)); }

std::vector<Hex> front_arc_ring(Hex h, HexDirection facing, int distance) {
  std::vector<Hex> ring;
  if (distance <= 0) {
    ring.push_back(h);
    return ring;
  }
  // Start at the end of the front-left row and walk clockwise: first along the north-east
  // direction (relative to the facing) to the straight-ahead hex, then south-east.
  const Hex left_dir = kHexNeighbourOffsets[static_cast<int>(rotate(facing, -1))];
  Hex current = {h.q + left_dir.q * distance, h.r + left_dir.r * distance};
  ring.push_back(current);
  for (int leg = 1; leg <= 2; ++leg) {
    for (int i = 0; i < distance; ++i) {
      current = neighbour(current, rotate(facing, leg));
      ring.push_back(current);
    }
  }
  return ring;
}

}  // namespace fray::map

#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include <fray/map/hex_coord.h>

namespace fray::map {

/// Where a hex lies relative to a figure's hex and facing (seed 001, "FACING", "Arc of Vision").
///
/// At any distance the hexes split along the six straight hex rows leaving the figure's hex:
/// Front is the 120-degree wedge between the rows through the front-left and front-right hexes,
/// both rows included (1 hex ahead, 3 adjacent, 2d + 1 at distance d). Back is the 120-degree
/// wedge strictly between the rows through the two side hexes (the back hex and everything
/// behind it). Side is what is left: the rows through the right and left hexes and the 60-degree
/// wedges between them and the front. Adjacent hexes: 3 front, 1 right, 1 left, 1 back.
/// Assumed: the seed's diagram (white, gray, black hexes) is not in the text; this split is the
/// one that gives its adjacent hexes and a 240-degree arc for Peripheral Vision.
enum class HexArc : std::uint8_t { Same, Front, Side, Back };

/// Which side of the figure's centre line (the row straight ahead and straight behind) a hex is on.
/// Right is clockwise from the facing. For a right-handed fighter right is the weapon side.
enum class HexSide : std::uint8_t { Centre, Right, Left };

struct HexBearing {
  HexArc arc = HexArc::Same;
  HexSide side = HexSide::Centre;
  friend constexpr bool operator==(HexBearing, HexBearing) = default;
};

/// Arc of vision advantages (seed 001, "Arc of Vision").
enum class Vision : std::uint8_t { Normal, Peripheral, Full360 };

/// An axial offset turned clockwise by `hexsides` sixths of a turn around the origin.
constexpr Hex rotate_offset(Hex offset, int hexsides) {
  const int turns = ((hexsides % kHexDirections) + kHexDirections) % kHexDirections;
  for (int i = 0; i < turns; ++i) offset = {-offset.r, offset.q + offset.r};
  return offset;
}

/// Where `target` lies for a figure in `from` facing `facing`.
HexBearing bearing(Hex from, HexDirection facing, Hex target);
inline HexArc arc(Hex from, HexDirection facing, Hex target) {
  return bearing(from, facing, target).arc;
}

/// True when a hex in `where` is inside the arc of vision: Front for normal vision, Front and Side
/// with Peripheral Vision, every hex with 360-degree Vision. The figure's own hex always is.
bool in_arc_of_vision(Vision vision, HexArc where);

/// The three front hexes (front-left, front, front-right), the side hexes and the back hex.
std::array<Hex, 3> front_hexes(Hex h, HexDirection facing);
Hex right_hex(Hex h, HexDirection facing);
Hex left_hex(Hex h, HexDirection facing);
Hex back_hex(Hex h, HexDirection facing);

/// The front-arc hexes at exactly `distance` (2 * distance + 1 of them, left to right).
std::vector<Hex> front_arc_ring(Hex h, HexDirection facing, int distance);

}  // namespace fray::map

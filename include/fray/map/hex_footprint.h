#pragma once

#include <vector>

#include <fray/map/hex_arc.h>
#include <fray/map/hex_coord.h>
#include <fray/map/hex_map.h>

namespace fray::map {

/// Where a figure's head stands and which hexside it faces. For a one-hex figure the head is the
/// figure (seed 001, "MULTI-HEX FIGURES": the head controls movement and facing).
struct FigurePose {
  Hex head;
  HexDirection facing = HexDirection::North;
  friend constexpr bool operator==(FigurePose, FigurePose) = default;
};

/// The hexes a figure covers, as axial offsets from its head for a figure facing north; the
/// first is the head {0, 0}. The body is rigid: it turns with the head's facing and follows it.
/// Assumed: the seed leaves the body's exact path to the players; a rigid body is the simplest
/// reading that still lets a tail sweep through more hexes than the head moves.
struct HexShape {
  std::vector<Hex> cells{Hex{0, 0}};

  /// One human-sized figure.
  static HexShape single() { return {}; }
  /// `length` hexes in a row straight behind the head (a horse: 2; a long serpent: 5).
  static HexShape column(int length);
  /// A human-sized figure lying down: head hex and lower half straight behind it (seed 001,
  /// "Change Posture").
  static HexShape prone() { return column(2); }
  /// The head and its six neighbours around a centre straight behind it (7 hexes, a giant beast).
  static HexShape blob7();

  int size() const { return static_cast<int>(cells.size()); }
};

/// The hexes the figure covers in `pose`, head first.
std::vector<Hex> footprint(const HexShape& shape, FigurePose pose);

/// The pose of a figure that lies down in `standing_hex` with its upper half in the adjacent hex
/// `head_towards` (seed 001, "Change Posture": the lower half keeps the hex it stood in).
FigurePose lying_down_pose(Hex standing_hex, HexDirection head_towards);

/// The hexes a prone figure may stand up into: either of its two hexes (seed 001, "Change
/// Posture").
std::vector<Hex> getting_up_hexes(FigurePose prone_pose);

/// Width of the shape across its facing, in hexes: the narrowest gap it can pass (seed 001,
/// "MULTI-HEX FIGURES": a figure cannot pass a space narrower than its widest point).
int widest_point(const HexShape& shape);

/// True when every hex of the shape in `pose` is on the map and not impassable. A hex cut by a
/// wall is a full hex (seed 001, "HEXES"), so only fully impassable hexes stop a body.
bool fits(const HexMap& map, const HexShape& shape, FigurePose pose);

struct AdjacentHex {
  Hex hex;
  HexBearing bearing;
  friend constexpr bool operator==(AdjacentHex, AdjacentHex) = default;
};

/// Every hex touching the figure but not covered by it, with its front / side / back class (seed
/// 001, "Front, Side, and Back Hexes" of a multi-hex figure). Each hex is classed from every body
/// hex it touches as if that hex were a one-hex figure with the figure's facing, and the least
/// favourable class wins (back over side over front). For one hex this is the usual 3 / 1 / 1 / 1.
/// Assumed: the seed refers to an illustration; this rule reproduces the usual two-hex figure
/// (3 front, 2 right, 2 left, 1 back).
std::vector<AdjacentHex> adjacent_hexes(const HexShape& shape, FigurePose pose);

/// Where `target` lies for a figure of any size: for a hex touching the body, its class from
/// adjacent_hexes(); otherwise the bearing from the head (the head controls the arc of vision:
/// seed 001, "MULTI-HEX FIGURES"). For a one-hex figure this is bearing(). Covered hexes are Same.
HexBearing figure_bearing(const HexShape& shape, FigurePose pose, Hex target);

/// The hexes the body passes through while the head walks `path` (each pose one step on from the
/// last), in the order they are first covered; the first pose's hexes are not included.
std::vector<Hex> swept_hexes(const HexShape& shape, const std::vector<FigurePose>& path);

}  // namespace fray::map

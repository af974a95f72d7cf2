#pragma once

#include <vector>

#include <fray/map/hex_coord.h>

namespace fray::map {

/// One step of a straight line between hex centres. Usually both hexes are the same; when the
/// line runs exactly along a hexside (or through a corner) at that step they are the two hexes
/// on either side of it (seed 001, "Firing Through an Occupied Hex": a line between two hexes
/// counts only when both are occupied).
struct HexLineStep {
  Hex a;
  Hex b;
  bool along_hexside() const { return a != b; }
  friend constexpr bool operator==(HexLineStep, HexLineStep) = default;
};

/// The line of sight or fire Fray draws between two hexes: the straight line from centre to
/// centre, sampled at the hex_distance + 1 points that split it evenly, each rounded to its hex
/// twice, once nudged a hair to each side. The first step is `from`, the last `to`.
///
/// This is the plain "step-and-round" line drawing, kept as the reference that the fast sight
/// test (HexSight) must agree with. The line is symmetric: from `to` back to `from` it has the
/// same steps in reverse order.
std::vector<HexLineStep> hex_line(Hex from, Hex to);

}  // namespace fray::map

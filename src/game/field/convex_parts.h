#pragma once
// Internal to fray_game: terrain footprints as convex polygons, for the generators' "does it
// overlap" test (separating axes).

#include <vector>

#include <fray/map/segment.h>
#include <fray/map/table_map.h>

namespace fray::game::detail {

/// Convex polygons that together cover the feature: the hull of an area, an octagon around a
/// circle, one rectangle per stretch of a line with its thickness.
std::vector<map::Polygon> convex_parts(const map::TerrainFeature& feature);

/// True when two convex polygons share more than a boundary.
bool convex_overlap(const map::Polygon& a, const map::Polygon& b);

/// True when any part of one overlaps any part of the other.
bool parts_overlap(const std::vector<map::Polygon>& a, const std::vector<map::Polygon>& b);

/// The rectangle a segment sweeps with the given full width.
map::Polygon thick_segment(map::Point a, map::Point b, double width);

}  // namespace fray::game::detail

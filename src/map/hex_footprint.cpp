#include <algorithm>

#include <fray/map/hex_footprint.h>

namespace fray::map {

namespace {
int arc_rank(HexArc arc) {
  switch (arc) {
    case HexArc::Front:
      return 1;
    case HexArc::Side:
      return 2;
    case HexArc::Back:
      return 3;
    case HexArc::Same:
      return 0;
  }
  return 0;
}

bool contains(const std::vector<Hex>& hexes, Hex h) {
  return std::find(hexes.begin(), hexes.end(), h) != hexes.end();
}
}  // namespace

HexShape HexShape::column(int length) {
  HexShape shape;
  for (int i = 1; i < length; ++i) shape.cells.push_back({0, i});
  return shape;
}

HexShape HexShape::blob7() {
  HexShape shape;
  const Hex centre{0, 1};
  for (const Hex offset : kHexNeighbourOffsets) {
    if (centre + offset != Hex{0, 0}) shape.cells.push_back(centre + offset);
  }
  shape.cells.push_back(centre);
  return shape;
}

std::vector<Hex> footprint(const HexShape& shape, FigurePose pose) {
  std::vector<Hex> hexes;
  hexes.reserve(shape.cells.size());
  for (const Hex cell : shape.cells) {
    hexes.push_back(pose.head + rotate_offset(cell, static_cast<int>(pose.facing)));
  }
  return hexes;
}

FigurePose lying_down_pose(Hex standing_hex, HexDirection head_towards) {
  return {neighbour(standing_hex, head_towards), head_towards};
}

std::vector<Hex> getting_up_hexes(FigurePose prone_pose) {
  return footprint(HexShape::prone(), prone_pose);
}

// Facing north, moving straight ahead keeps q: each distinct q is one lane of the body.
int widest_point(const HexShape& shape) {
  const auto [lo, hi] = std::minmax_element(shape.cells.begin(), shape.cells.end(),
                                            [](Hex a, Hex b) { return a.q < b.q; });
  return hi->q - lo->q + 1;
}

bool fits(const HexMap& map, const HexShape& shape, FigurePose pose) {
  for (const Hex h : footprint(shape, pose)) {
    if (!map.grid.contains(h) || map.cell(h).impassable) return false;
  }
  return true;
}

std::vector<AdjacentHex> adjacent_hexes(const HexShape& shape, FigurePose pose) {
  const std::vector<Hex> body = footprint(shape, pose);
  std::vector<AdjacentHex> result;
  for (const Hex part : body) {
    for (const Hex offset : kHexNeighbourOffsets) {
      const Hex h = part + offset;
      if (contains(body, h)) continue;
      const HexBearing b = bearing(part, pose.facing, h);
      auto found = std::find_if(result.begin(), result.end(),
                                [h](const AdjacentHex& a) { return a.hex == h; });
      if (found == result.end()) {
        result.push_back({h, b});
      } else if (arc_rank(b.arc) > arc_rank(found->bearing.arc)) {
        found->bearing = b;
      }
    }
  }
  return result;
}

HexBearing figure_bearing(const HexShape& shape, FigurePose pose, Hex target) {
  if (shape.size() == 1) return bearing(pose.head, pose.facing, target);
  if (contains(footprint(shape, pose), target)) return {};
  for (const AdjacentHex& a : adjacent_hexes(shape, pose)) {
    if (a.hex == target) return a.bearing;
  }
  return bearing(pose.head, pose.facing, target);
}

std::vector<Hex> swept_hexes(const HexShape& shape, const std::vector<FigurePose>& path) {
  std::vector<Hex> swept;
  if (path.empty()) return swept;
  const std::vector<Hex> start = footprint(shape, path.front());
  for (std::size_t i = 1; i < path.size(); ++i) {
    for (const Hex h : footprint(shape, path[i])) {
      if (!contains(start, h) && !contains(swept, h)) swept.push_back(h);
    }
  }
  return swept;
}

}  // namespace fray::map

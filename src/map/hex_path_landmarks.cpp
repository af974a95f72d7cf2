#include <fray/map/hex_movement.h>
#include <fray/map/hex_path_landmarks.h>

namespace fray::map {

namespace {

// Hexes as nodes; entering one costs the least any figure pays for it.
class RelaxedHexModel {
 public:
  RelaxedHexModel(const HexMap& map, const HexNeighbourTable& table) : map_(map), table_(table) {}
  int node_count() const { return table_.size(); }
  int heuristic(int) const { return 0; }
  bool is_goal(int) const { return false; }
  template <class Visit>
  void for_each_neighbour(int node, int, Visit&& visit) const {
    for (int d = 0; d < kHexDirections; ++d) {
      const int next = table_.neighbour(node, d);
      if (next < 0) continue;
      const HexCell& cell = map_.cells[static_cast<std::size_t>(next)];
      if (cell.impassable) continue;
      visit(next, cell.costs_all_points ? 0
                                        : travel_cost(TravelKind::Forward) +
                                              cell.extra_move_cost * kHalfPointsPerPoint);
    }
  }

 private:
  const HexMap& map_;
  const HexNeighbourTable& table_;
};

// The passable hex nearest to a point of the rectangle's edge, searching inwards.
int passable_near(const HexMap& map, int column, int row) {
  const HexGrid& g = map.grid;
  for (int radius = 0; radius < std::max(g.columns(), g.rows()); ++radius) {
    for (int dc = -radius; dc <= radius; ++dc) {
      for (int dr = -radius; dr <= radius; ++dr) {
        const int c = column + dc;
        const int r = row + dr;
        if (c < 0 || r < 0 || c >= g.columns() || r >= g.rows()) continue;
        const Hex h = HexGrid::from_offset(c, r);
        if (!map.cell(h).impassable) return g.index(h);
      }
    }
  }
  return -1;
}

}  // namespace

HexLandmarks::HexLandmarks(const HexMap& map, const HexNeighbourTable& table,
                           PathSearch<int>& search) {
  const int size = table.size();
  if (size == 0) return;
  distances_.assign(static_cast<std::size_t>(size) * kCount, kUnknown);
  const int c1 = map.grid.columns() - 1;
  const int r1 = map.grid.rows() - 1;
  const std::array<std::array<int, 2>, kCount> spots{
      {{0, 0}, {c1 / 2, 0}, {c1, 0}, {c1, r1 / 2}, {c1, r1}, {c1 / 2, r1}, {0, r1}, {0, r1 / 2}}};
  const RelaxedHexModel model(map, table);
  for (int k = 0; k < kCount; ++k) {
    const int landmark = passable_near(map, spots[static_cast<std::size_t>(k)][0],
                                       spots[static_cast<std::size_t>(k)][1]);
    if (landmark < 0) continue;
    search.run(model, landmark);
    for (const int hex : search.settled_nodes()) {
      distances_[static_cast<std::size_t>(hex) * kCount + static_cast<std::size_t>(k)] =
          search.cost(hex);
    }
  }
}

}  // namespace fray::map

#include <fray/map/hex_path.h>

namespace fray::map {

namespace {

std::uint8_t facings_within(HexDirection facing, int hexsides) {
  std::uint8_t mask = 0;
  for (int turn = -hexsides; turn <= hexsides; ++turn) {
    mask = static_cast<std::uint8_t>(mask | (1u << static_cast<int>(rotate(facing, turn))));
  }
  return mask;
}

constexpr std::uint8_t kAnyFacing = 0x3F;

// A step (seed 001, "The Step"): whole hexes in any direction, costs and facing ignored; it
// cannot pass a severe obstruction or an enemy.
class StepModel {
 public:
  StepModel(const HexMap& map, const HexMoveBlockers& occupancy)
      : map_(map), occupancy_(occupancy) {}
  int node_count() const { return map_.grid.size(); }
  int heuristic(int) const { return 0; }
  bool is_goal(int) const { return false; }
  template <class Visit>
  void for_each_neighbour(int node, int, Visit&& visit) const {
    const Hex hex = map_.grid.hex(node);
    for (const Hex& offset : kHexNeighbourOffsets) {
      const Hex next = hex + offset;
      if (!map_.grid.contains(next)) continue;
      const int index = map_.grid.index(next);
      if (map_.cells[static_cast<std::size_t>(index)].impassable ||
          occupancy_.at_index(index) == HexMoveBlockers::Occupant::Enemy) {
        continue;
      }
      visit(index, 1);
    }
  }

 private:
  const HexMap& map_;
  const HexMoveBlockers& occupancy_;
};

}  // namespace

const HexReachCell* HexReach::find(Hex hex) const {
  for (const HexReachCell& cell : cells) {
    if (cell.hex == hex) return &cell;
  }
  return nullptr;
}

std::optional<HexPath> HexPathfinder::shortest_path(const HexMover& mover, Hex goal,
                                                    const HexMoveBlockers& occupancy,
                                                    const HexPathOptions& options) {
  const HexGrid& grid = map_->grid;
  if (!grid.contains(goal) || !grid.contains(mover.hex)) return std::nullopt;
  if (map_->cell(goal).impassable || occupancy.at(goal) != HexMoveBlockers::Occupant::None) {
    if (goal != mover.hex) return std::nullopt;
  }
  const bool guided = options.use_landmarks && !options.single_turn && !options.jumpable;
  const HexMoveModel model(*map_, table_, occupancy, mover, options, goal,
                           guided ? &landmarks() : nullptr);
  const int limit =
      options.single_turn ? mover.movement.half_points() : PathSearch<int>::kUnreached;
  const std::optional<int> end =
      search_.run(model, HexMoveModel::node_of(grid, mover.hex, mover.facing), limit);
  if (!end) return std::nullopt;
  HexPath path;
  for (const int node : search_.path_to(*end)) {
    path.steps.push_back({model.hex_of(node), HexMoveModel::facing_of(node), search_.cost(node)});
  }
  return path;
}

const HexLandmarks& HexPathfinder::landmarks() {
  if (landmarks_.empty()) landmarks_ = HexLandmarks(*map_, table_, search_);
  return landmarks_;
}

void HexPathfinder::add_reached(HexReach& reach, Hex hex, HexDirection facing, int cost,
                                std::uint8_t facings) {
  const auto index = static_cast<std::size_t>(map_->grid.index(hex));
  if (hex_stamp_[index] != stamp_) {
    hex_stamp_[index] = stamp_;
    hex_slot_[index] = static_cast<int>(reach.cells.size());
    reach.cells.push_back({hex, cost, facing, facings});
    return;
  }
  // Settled nodes come cheapest first: the first entry of a hex keeps its cost and facing.
  HexReachCell& cell = reach.cells[static_cast<std::size_t>(hex_slot_[index])];
  cell.end_facings = static_cast<std::uint8_t>(cell.end_facings | facings);
}

HexReach HexPathfinder::reachable(const HexMover& mover, const HexMoveBlockers& occupancy,
                                  const HexPathOptions& options) {
  const HexGrid& grid = map_->grid;
  if (hex_stamp_.size() != static_cast<std::size_t>(grid.size())) {
    hex_stamp_.assign(static_cast<std::size_t>(grid.size()), 0);
    hex_slot_.assign(static_cast<std::size_t>(grid.size()), 0);
  }
  ++stamp_;
  const ManeuverMovement& movement = mover.movement;
  if (movement.kind == MovementKind::Step) return step_area(mover, occupancy);
  HexReach reach;
  if (movement.kind == MovementKind::None) {
    reach.cells.push_back({mover.hex, 0, mover.facing,
                           facings_within(mover.facing, free_end_turn_hexsides(movement, 0))});
    return reach;
  }
  HexPathOptions turn_options = options;
  turn_options.single_turn = true;
  const HexMoveModel model(*map_, table_, occupancy, mover, turn_options, std::nullopt);
  search_.run(model, HexMoveModel::node_of(grid, mover.hex, mover.facing), movement.half_points());
  for (const int node : search_.settled_nodes()) {
    const Hex hex = model.hex_of(node);
    if (hex != mover.hex && occupancy.at(hex) == HexMoveBlockers::Occupant::Ally) continue;
    const HexDirection facing = HexMoveModel::facing_of(node);
    const int cost = search_.cost(node);
    add_reached(reach, hex, facing, cost,
                facings_within(facing, free_end_turn_hexsides(movement, cost)));
  }
  return reach;
}

HexReach HexPathfinder::step_area(const HexMover& mover, const HexMoveBlockers& occupancy) {
  HexReach reach;
  const StepModel model(*map_, occupancy);
  search_.run(model, map_->grid.index(mover.hex), mover.movement.step_hexes);
  for (const int node : search_.settled_nodes()) {
    const Hex hex = map_->grid.hex(node);
    if (hex != mover.hex && occupancy.at(hex) == HexMoveBlockers::Occupant::Ally) continue;
    add_reached(reach, hex, mover.facing, search_.cost(node), kAnyFacing);
  }
  return reach;
}

}  // namespace fray::map

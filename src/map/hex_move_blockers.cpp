#include <fray/map/hex_move_blockers.h>

namespace fray::map {

HexMoveBlockers move_blockers(const HexGrid& grid, const HexOccupancy& figures, int mover_id) {
  HexMoveBlockers blockers(grid);
  const int mover = figures.find(mover_id);
  const int team = mover >= 0 ? figures.figure(mover).team : -1;
  for (const HexFigure& figure : figures.figures()) {
    if (figure.id == mover_id) continue;
    const auto occupant =
        figure.team == team ? HexMoveBlockers::Occupant::Ally : HexMoveBlockers::Occupant::Enemy;
    for (const Hex h : figure.hexes) {
      if (!grid.contains(h) || blockers.at(h) == HexMoveBlockers::Occupant::Enemy) continue;
      blockers.set(h, occupant);
    }
  }
  return blockers;
}

}  // namespace fray::map

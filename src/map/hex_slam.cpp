#include <algorithm>

#include <fray/map/hex_slam.h>

namespace fray::map {

std::vector<HexContact> contacts_along_path(const HexOccupancy& occupancy, int mover_index,
                                            const HexShape& shape,
                                            const std::vector<FigurePose>& path) {
  std::vector<HexContact> contacts;
  if (path.empty()) return contacts;
  const HexFigure& mover = occupancy.figure(mover_index);
  std::vector<int> met;
  for (const Hex h : footprint(shape, path.front())) {
    for (const int other : occupancy.at(h)) met.push_back(other);
  }
  for (std::size_t step = 1; step < path.size(); ++step) {
    for (const Hex h : footprint(shape, path[step])) {
      for (const int other : occupancy.at(h)) {
        if (other == mover_index || std::find(met.begin(), met.end(), other) != met.end()) continue;
        met.push_back(other);
        const HexFigure& figure = occupancy.figure(other);
        HexContactRule rule = HexContactRule::ThroughFriendHex;
        if (mover.size_in_hexes() >= 2 && figure.size_in_hexes() < mover.size_in_hexes()) {
          rule = HexContactRule::Overrun;
        } else if (figure.team != mover.team) {
          rule = HexContactRule::EnterEnemyHex;
        }
        contacts.push_back({other, static_cast<int>(step), h, rule});
      }
    }
  }
  return contacts;
}

}  // namespace fray::map

#pragma once

// The battlefield both hex sight benchmarks and their equality test use: 72 x 48 hexes, 8% of
// them blocking sight at random plus three walls, and 40 figures on open hexes.

#include <random>
#include <vector>

#include <fray/map/hex_map.h>

namespace fray::bench {

struct HexSightScene {
  map::HexMap map{72, 48};
  std::vector<map::Hex> figures;
};

inline HexSightScene make_hex_sight_scene(unsigned seed = 42) {
  HexSightScene scene;
  auto& map = scene.map;
  std::mt19937 rng(seed);
  std::bernoulli_distribution scattered(0.08);
  for (auto& cell : map.cells) cell.blocks_sight = scattered(rng);
  for (int row = 10; row < 30; ++row)
    map.cell(map::HexGrid::from_offset(20, row)).blocks_sight = true;
  for (int row = 20; row < 44; ++row)
    map.cell(map::HexGrid::from_offset(50, row)).blocks_sight = true;
  for (int c = 30; c < 45; ++c) map.cell(map::HexGrid::from_offset(c, 12)).blocks_sight = true;
  std::uniform_int_distribution<int> index(0, map.grid.size() - 1);
  while (scene.figures.size() < 40) {
    const map::Hex h = map.grid.hex(index(rng));
    if (!map.cell(h).blocks_sight) scene.figures.push_back(h);
  }
  return scene;
}

}  // namespace fray::bench

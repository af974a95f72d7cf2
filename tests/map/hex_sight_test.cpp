#include <algorithm>
#include <random>

#include <gtest/gtest.h>

#include <fray/map/hex_line.h>
#include <fray/map/hex_sight.h>

namespace fray::map {
namespace {

struct LineRow {
  Hex from;
  Hex to;
  std::vector<HexLineStep> steps;
};

TEST(HexLine, StepsFromCentreToCentre) {
  const LineRow rows[] = {
      {{0, 0}, {0, 0}, {{{0, 0}, {0, 0}}}},
      {{0, 0},
       {0, -3},
       {{{0, 0}, {0, 0}}, {{0, -1}, {0, -1}}, {{0, -2}, {0, -2}}, {{0, -3}, {0, -3}}}},
      // Due east (cube 2, -1, -1): the middle step runs along the hexside between the
      // north-east and south-east neighbours.
      {{0, 0}, {2, -1}, {{{0, 0}, {0, 0}}, {{1, -1}, {1, 0}}, {{2, -1}, {2, -1}}}},
      {{0, 0},
       {3, -1},
       {{{0, 0}, {0, 0}}, {{1, 0}, {1, 0}}, {{2, -1}, {2, -1}}, {{3, -1}, {3, -1}}}},
  };
  for (const auto& row : rows) {
    const auto steps = hex_line(row.from, row.to);
    ASSERT_EQ(steps.size(), row.steps.size());
    for (std::size_t i = 0; i < steps.size(); ++i) {
      // Which side of a hexside is "a" is an artefact of the nudge; compare as a pair.
      const bool same = steps[i] == row.steps[i] ||
                        (steps[i].a == row.steps[i].b && steps[i].b == row.steps[i].a);
      EXPECT_TRUE(same) << i << ": " << steps[i].a.q << "," << steps[i].a.r << " / " << steps[i].b.q
                        << "," << steps[i].b.r;
    }
  }
}

TEST(HexLine, IsSymmetricAndWalksAdjacentHexes) {
  std::mt19937 rng(1);
  std::uniform_int_distribution<int> coord(-12, 12);
  for (int k = 0; k < 500; ++k) {
    const Hex a{coord(rng), coord(rng)};
    const Hex b{coord(rng), coord(rng)};
    auto forward = hex_line(a, b);
    auto backward = hex_line(b, a);
    std::reverse(backward.begin(), backward.end());
    ASSERT_EQ(forward.size(), backward.size());
    for (std::size_t i = 0; i < forward.size(); ++i) {
      EXPECT_TRUE(forward[i] == backward[i] ||
                  (forward[i].a == backward[i].b && forward[i].b == backward[i].a));
      EXPECT_EQ(hex_distance(a, forward[i].a), static_cast<int>(i));
      if (i > 0) {
        EXPECT_LE(hex_distance(forward[i - 1].a, forward[i].a), 1);
      }
    }
  }
}

struct SightRow {
  std::vector<Hex> blocking;
  Hex from;
  Hex to;
  bool clear;
};

TEST(HexSight, BlockingHexesOnTheCentreLine) {
  // Offsets below are relative to a start hex well inside a 20 x 20 map.
  const Hex o = HexGrid::from_offset(6, 8);
  const SightRow rows[] = {
      {{}, o, o + Hex{4, -2}, true},
      {{o + Hex{2, -1}}, o, o + Hex{4, -2}, false},  // in the middle of a due-east line
      {{o + Hex{1, -1}}, o, o + Hex{2, -1}, true},   // one side of a hexside only
      {{o + Hex{1, -1}, o + Hex{1, 0}}, o, o + Hex{2, -1}, false},  // both sides
      {{o}, o, o + Hex{0, -3}, true},                               // the end hexes never block
      {{o + Hex{0, -3}}, o, o + Hex{0, -3}, true},
      {{o + Hex{0, -2}}, o, o + Hex{0, -3}, false},
      {{o + Hex{1, -2}}, o, o + Hex{0, -3}, true},  // beside the line
  };
  for (const auto& row : rows) {
    HexSight sight(HexGrid(20, 20));
    for (const Hex h : row.blocking) sight.set_blocking(h, true);
    EXPECT_EQ(sight.clear(row.from, row.to), row.clear);
    EXPECT_EQ(sight.clear(row.to, row.from), row.clear);
    EXPECT_EQ(sight.clear_reference(row.from, row.to), row.clear);
  }
}

TEST(HexSight, AgreesWithTheReferenceLineDrawingEverywhere) {
  HexMap map(31, 23);
  std::mt19937 rng(7);
  std::bernoulli_distribution wall(0.2);
  for (auto& cell : map.cells) cell.blocks_sight = wall(rng);
  HexSight sight(map);
  std::uniform_int_distribution<int> index(0, map.grid.size() - 1);
  int blocked = 0;
  for (int k = 0; k < 20000; ++k) {
    const Hex a = map.grid.hex(index(rng));
    const Hex b = map.grid.hex(index(rng));
    const bool fast = sight.clear(a, b);
    ASSERT_EQ(fast, sight.clear_reference(a, b))
        << a.q << "," << a.r << " -> " << b.q << "," << b.r;
    blocked += fast ? 0 : 1;
  }
  EXPECT_GT(blocked, 1000);  // the map is not trivially open
  // Lines along the map's edges stray off it; off-map hexes are open.
  for (int c = 0; c < map.grid.columns(); ++c) {
    const Hex a = HexGrid::from_offset(0, 0);
    const Hex b = HexGrid::from_offset(c, 0);
    EXPECT_EQ(sight.clear(a, b), sight.clear_reference(a, b));
    const Hex d = HexGrid::from_offset(c, map.grid.rows() - 1);
    EXPECT_EQ(sight.clear(HexGrid::from_offset(0, map.grid.rows() - 1), d),
              sight.clear_reference(HexGrid::from_offset(0, map.grid.rows() - 1), d));
  }
}

TEST(HexSight, VisibilityMatrixMatchesPairQueries) {
  HexMap map(24, 16);
  std::mt19937 rng(3);
  std::bernoulli_distribution wall(0.15);
  for (auto& cell : map.cells) cell.blocks_sight = wall(rng);
  HexSight sight(map);
  std::vector<Hex> figures;
  std::uniform_int_distribution<int> index(0, map.grid.size() - 1);
  for (int i = 0; i < 12; ++i) figures.push_back(map.grid.hex(index(rng)));
  std::vector<std::uint8_t> visible;
  sight.visibility_matrix(figures, visible);
  for (std::size_t i = 0; i < figures.size(); ++i) {
    for (std::size_t j = 0; j < figures.size(); ++j) {
      EXPECT_EQ(visible[i * figures.size() + j] != 0,
                i == j || sight.clear_reference(figures[i], figures[j]));
    }
  }
}

}  // namespace
}  // namespace fray::map

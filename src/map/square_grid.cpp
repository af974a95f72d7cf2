#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <stdexcept>

#include <fray/map/square_grid.h>

namespace fray::map {

int square_distance(Square a, Square b) {
  return std::max(std::abs(a.column - b.column), std::abs(a.row - b.row));
}

SquareGrid::SquareGrid(int columns, int rows) : columns_(columns), rows_(rows) {
  if (columns < 0 || rows < 0) throw std::invalid_argument("a square grid has no negative size");
}

bool SquareGrid::contains(Square s) const {
  return s.column >= 0 && s.row >= 0 && s.column < columns_ && s.row < rows_;
}

std::vector<Square> SquareGrid::neighbours(Square s) const {
  static constexpr std::array<std::array<int, 2>, 8> kSteps{
      {{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}};
  std::vector<Square> out;
  out.reserve(8);
  for (const auto& [dc, dr] : kSteps) {
    const Square n{s.column + dc, s.row + dr};
    if (contains(n)) out.push_back(n);
  }
  return out;
}

Point SquareLayout::centre(Square s) const {
  return {origin.x + (s.column + 0.5) * size_cm, origin.y + (s.row + 0.5) * size_cm};
}

Square SquareLayout::square_at(Point p) const {
  return {static_cast<int>(std::floor((p.x - origin.x) / size_cm)),
          static_cast<int>(std::floor((p.y - origin.y) / size_cm))};
}

std::vector<Square> square_line(Square from, Square to) {
  // Walk the grid lines the segment crosses (in units of one square, from centre to centre).
  // With dc and dr the steps, the segment crosses a vertical grid line at t = (k + 0.5) / |dc|
  // and a horizontal one at t = (k + 0.5) / |dr|; comparing (2i + 1) * |dr| with (2j + 1) * |dc|
  // in integers orders the crossings exactly, and a tie is a corner: one diagonal step.
  const int dc = to.column - from.column;
  const int dr = to.row - from.row;
  const int nc = std::abs(dc);
  const int nr = std::abs(dr);
  const int sc = dc > 0 ? 1 : -1;
  const int sr = dr > 0 ? 1 : -1;
  std::vector<Square> out{from};
  Square at = from;
  int i = 0;  // vertical lines crossed
  int j = 0;  // horizontal lines crossed
  while (i < nc || j < nr) {
    const long long vertical = static_cast<long long>(2 * i + 1) * nr;
    const long long horizontal = static_cast<long long>(2 * j + 1) * nc;
    if (j >= nr || (i < nc && vertical < horizontal)) {
      at.column += sc, ++i;
    } else if (i >= nc || horizontal < vertical) {
      at.row += sr, ++j;
    } else {
      at.column += sc, at.row += sr, ++i, ++j;
    }
    out.push_back(at);
  }
  return out;
}

bool SquareMap::clear_line(Square from, Square to) const {
  const std::vector<Square> line = square_line(from, to);
  for (std::size_t k = 1; k + 1 < line.size(); ++k)
    if (!grid.contains(line[k]) || cell(line[k]).blocks_sight) return false;
  return true;
}

}  // namespace fray::map

namespace fray::map {

std::vector<Square> square_walk(Square from, Square to) {
  // Bresenham along the longer axis: each step moves one square along it and one across when the
  // line has crossed half a square, so the walk takes exactly square_distance steps.
  const int dc = to.column - from.column;
  const int dr = to.row - from.row;
  const int steps = std::max(std::abs(dc), std::abs(dr));
  std::vector<Square> out;
  out.reserve(static_cast<std::size_t>(steps));
  for (int k = 1; k <= steps; ++k) {
    // Rounded to the nearest square, halves away from the start (integers, no drift).
    const auto along = [&](int d) {
      const long long twice = 2LL * d * k;
      const long long q = (std::llabs(twice) + steps) / (2LL * steps);
      return static_cast<int>(twice < 0 ? -q : q);
    };
    out.push_back({from.column + along(dc), from.row + along(dr)});
  }
  return out;
}

}  // namespace fray::map

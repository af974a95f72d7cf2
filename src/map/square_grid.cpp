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
  // Clamped far off any map: a point a command names may lie anywhere, and the cast of a
  // coordinate beyond int's range is undefined.
  static constexpr double kFar = 1e8;
  const auto cell = [](double v) {
    return static_cast<int>(std::clamp(std::floor(v), -kFar, kFar));
  };
  return {cell((p.x - origin.x) / size_cm), cell((p.y - origin.y) / size_cm)};
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

std::vector<SquareStep> square_walk(Square from, Square to) {
  // Bresenham along the longer axis: each step moves one square along it and one across when the
  // line has crossed half a square, so the walk takes exactly square_distance steps. Where the
  // line crosses exactly half a square, both squares are as near: the step names both, so that
  // the walk is the same both ways.
  const int dc = to.column - from.column;
  const int dr = to.row - from.row;
  const int steps = std::max(std::abs(dc), std::abs(dr));
  std::vector<SquareStep> out;
  out.reserve(static_cast<std::size_t>(steps));
  for (int k = 1; k <= steps; ++k) {
    // The nearest whole square to d * k / steps, in integers (no drift); at an exact half,
    // `other` is the one on the start's side.
    const auto along = [&](int d, int& other) {
      const long long twice = std::llabs(2LL * d * k);
      const long long q = (twice + steps) / (2LL * steps);
      const bool tie = (twice + steps) % (2LL * steps) == 0;
      const int sign = d < 0 ? -1 : 1;
      other = static_cast<int>(sign * (tie ? q - 1 : q));
      return static_cast<int>(sign * q);
    };
    int other_column = 0;
    int other_row = 0;
    const int column = along(dc, other_column);
    const int row = along(dr, other_row);
    out.push_back({{from.column + column, from.row + row},
                   {from.column + other_column, from.row + other_row}});
  }
  return out;
}

}  // namespace fray::map

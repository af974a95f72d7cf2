#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <fray/map/point.h>

namespace fray::map {

/// One square of a square grid, by column (x, to the right) and row (y, downwards), both from 0.
struct Square {
  int column = 0;
  int row = 0;
  friend constexpr bool operator==(Square, Square) = default;
};

/// Spaces between two squares when a step may go to any of the eight neighbours, diagonals
/// included, at the same cost (seed 003, "Movement": any direction including diagonals; one space
/// per diagonal step is assumed, the seed gives no other count).
int square_distance(Square a, Square b);

/// A rectangle of columns x rows squares.
class SquareGrid {
 public:
  SquareGrid(int columns, int rows);

  int columns() const { return columns_; }
  int rows() const { return rows_; }
  int size() const { return columns_ * rows_; }
  bool contains(Square s) const;
  /// Row-major index, 0 .. size() - 1; the square must be on the grid.
  int index(Square s) const { return s.row * columns_ + s.column; }
  Square at_index(int index) const { return {index % columns_, index / columns_}; }
  /// The neighbours on the grid, clockwise from north: N, NE, E, SE, S, SW, W, NW.
  std::vector<Square> neighbours(Square s) const;

 private:
  int columns_;
  int rows_;
};

/// Where the squares lie on the table: square (0, 0) has its top-left corner at `origin`.
struct SquareLayout {
  double size_cm = 2.54;  ///< one space; seed 003 plays 1 or 1.5 inch spaces
  Point origin{0, 0};

  Point centre(Square s) const;
  /// The square a point lies in (points on a shared edge go to the square right of or below it).
  Square square_at(Point p) const;
};

/// The squares the straight line from the centre of `from` to the centre of `to` passes through
/// the inside of, in order from `from` to `to` (a line of sight drawn centre to centre, seed 003,
/// "Line of Sight"). A line through a corner where four squares meet passes through neither of the
/// two it only touches (assumed: the seed does not say). Symmetric: from `to` back to `from` it
/// gives the same squares in reverse order.
std::vector<Square> square_line(Square from, Square to);

/// One step of a walk: the square it enters, and the other square it may enter instead when the
/// line passes exactly between the two (`other == square` otherwise).
struct SquareStep {
  Square square;
  Square other;
  friend constexpr bool operator==(SquareStep, SquareStep) = default;
};

/// The squares a figure walking from `from` straight towards `to` enters, one per step of
/// square_distance (a king's walk along the line: the step changes the row, the column or both,
/// whichever keeps it nearest the line), ending with `to`; empty when they are the same square.
/// Where two squares are as near the line, the step names both (`square` the one farther from
/// the start along the minor axis): the walk from `to` back to `from` offers the same squares.
std::vector<SquareStep> square_walk(Square from, Square to);

/// What one square of terrain does, as the map layer knows it; a rule system reads its own rules
/// into these from the terrain's name.
struct SquareCell {
  bool difficult = false;      ///< difficult ground: the rule system says what entering costs
  bool impassable = false;     ///< a wall or an obstacle filling at least half the square
  bool blocks_sight = false;   ///< a wall, a building
  bool partial_cover = false;  ///< low walls, windows, light brush: seen, but in cover
  std::uint16_t terrain = 0;   ///< index into SquareMap::terrain_names
};

/// A rectangular square-grid battlefield: the grid, its place on the table and one cell per square.
struct SquareMap {
  SquareGrid grid{0, 0};
  SquareLayout layout;
  std::vector<SquareCell> cells;  ///< grid.size() entries, indexed by grid.index()
  std::vector<std::string> terrain_names{"open"};

  SquareMap() = default;
  SquareMap(int columns, int rows, SquareLayout square_layout = {})
      : grid(columns, rows),
        layout(square_layout),
        cells(static_cast<std::size_t>(columns * rows)) {}

  const SquareCell& cell(Square s) const { return cells[static_cast<std::size_t>(grid.index(s))]; }
  SquareCell& cell(Square s) { return cells[static_cast<std::size_t>(grid.index(s))]; }
  /// Whether the line from `from` to `to` is clear: no square strictly between them blocks sight.
  bool clear_line(Square from, Square to) const;
};

}  // namespace fray::map

#pragma once

#include <array>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <vector>

#include <fray/map/point.h>

namespace fray::map {

/// A hex in axial coordinates (q, r); the third cube coordinate is s = -q - r.
/// Hexes are flat-topped: columns run along x, and every hex has a hexside facing straight
/// "north" (towards y = 0), so figures deployed along the top and bottom edges face each other
/// across a hexside (seed 001, "THE COMBAT MAP").
struct Hex {
  int q = 0;
  int r = 0;

  constexpr int s() const { return -q - r; }
  friend constexpr Hex operator+(Hex a, Hex b) { return {a.q + b.q, a.r + b.r}; }
  friend constexpr Hex operator-(Hex a, Hex b) { return {a.q - b.q, a.r - b.r}; }
  friend constexpr bool operator==(Hex a, Hex b) = default;
  friend constexpr auto operator<=>(Hex a, Hex b) = default;
};

/// One of the six hexsides, clockwise from north. A figure's facing is one of them.
enum class HexDirection : std::uint8_t { North, NorthEast, SouthEast, South, SouthWest, NorthWest };

inline constexpr int kHexDirections = 6;

/// The axial offset of the neighbour across each hexside.
inline constexpr std::array<Hex, kHexDirections> kHexNeighbourOffsets{
    {{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}};

constexpr Hex neighbour(Hex h, HexDirection d) {
  return h + kHexNeighbourOffsets[static_cast<int>(d)];
}

/// Turns a direction by a number of hexsides (positive = clockwise).
constexpr HexDirection rotate(HexDirection d, int hexsides) {
  return static_cast<HexDirection>(
      ((static_cast<int>(d) + hexsides) % kHexDirections + kHexDirections) % kHexDirections);
}

/// Smallest number of hexside turns between two facings (0..3).
constexpr int turns_between(HexDirection a, HexDirection b) {
  const int diff = std::abs(static_cast<int>(a) - static_cast<int>(b));
  return diff > 3 ? kHexDirections - diff : diff;
}

/// Number of hexes on the shortest walk between two hexes (0 for the same hex).
constexpr int hex_distance(Hex a, Hex b) {
  const Hex d = a - b;
  return (std::abs(d.q) + std::abs(d.r) + std::abs(d.s())) / 2;
}

/// The hex nearest to fractional cube coordinates (q, r, s): round each, then fix the one that
/// moved most so that q + r + s = 0 again. s may be nudged apart from -q - r to break ties.
Hex cube_round(double q, double r, double s);

/// Hex geometry in centimetres; the GUI converts to pixels. The default is one human-sized
/// figure per hex: 2.5 cm across the flats.
struct HexLayout {
  double across_flats_cm = 2.5;

  /// Centre of a hex; hex (0, 0) is centred on the origin.
  Point centre(Hex h) const;
  /// The hex whose area contains the point (cube rounding).
  Hex hex_at(Point p) const;
  /// Distance between hex centres in centimetres.
  double distance_cm(Hex a, Hex b) const;
  /// The six corners of a hex, clockwise from the east corner.
  std::array<Point, 6> corners(Hex h) const;
};

/// A rectangular map of hexes, columns x rows ("odd-q" offset layout: odd columns sit half a hex
/// lower). Gives every hex on the map a dense index for arrays of per-hex data.
class HexGrid {
 public:
  HexGrid(int columns, int rows) : columns_(columns), rows_(rows) {}

  int columns() const { return columns_; }
  int rows() const { return rows_; }
  int size() const { return columns_ * rows_; }

  /// The hex at a column and row of the rectangle.
  static constexpr Hex from_offset(int column, int row) {
    return {column, row - (column - (column & 1)) / 2};
  }
  static constexpr int column_of(Hex h) { return h.q; }
  static constexpr int row_of(Hex h) { return h.r + (h.q - (h.q & 1)) / 2; }

  bool contains(Hex h) const {
    const int c = column_of(h);
    const int r = row_of(h);
    return c >= 0 && c < columns_ && r >= 0 && r < rows_;
  }
  /// Dense index in [0, size()); only for hexes the grid contains.
  int index(Hex h) const { return row_of(h) * columns_ + column_of(h); }
  Hex hex(int index) const { return from_offset(index % columns_, index / columns_); }

 private:
  int columns_;
  int rows_;
};

/// The hexes of `grid` a walker at `from` reaches in 1 to `reach` steps (whatever stands in the
/// way) that bring it nearer `goal` but no nearer than `closest` steps: the nearest the goal
/// first, then the shortest walks, then the grid's order. The candidates of a plain approach.
std::vector<Hex> hexes_towards(const HexGrid& grid, Hex from, Hex goal, int reach, int closest);

}  // namespace fray::map

template <>
struct std::hash<fray::map::Hex> {
  std::size_t operator()(fray::map::Hex h) const noexcept {
    return std::hash<long long>{}((static_cast<long long>(h.q) << 32) ^ static_cast<unsigned>(h.r));
  }
};

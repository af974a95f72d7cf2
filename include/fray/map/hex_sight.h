#pragma once

#include <cstdint>
#include <vector>

#include <fray/map/hex_coord.h>
#include <fray/map/hex_map.h>

namespace fray::map {

/// Fast yes/no line of sight on one hex map: is the centre line between two hexes free of
/// blocking hexes? It answers exactly as the reference hex_line() does (a step blocks when its
/// hex blocks, or for a step along a hexside when both hexes do; the two end hexes never block)
/// but runs from cached line templates:
///   - one template per (dq, dr, column parity) holds, for every inner step, the offsets of its
///     two hexes in a padded index space, so a step costs two byte loads and an AND;
///   - blocking is a byte per hex, with a two-hex border of open hexes around the map so that a
///     line grazing the map's edge needs no bounds test.
/// Templates are built on first use and kept: the object is cheap to query but not thread-safe.
class HexSight {
 public:
  explicit HexSight(const HexGrid& grid);
  /// Hexes whose cell blocks_sight block.
  explicit HexSight(const HexMap& map);

  const HexGrid& grid() const { return grid_; }
  void set_blocking(Hex h, bool blocks);
  bool blocking(Hex h) const;

  /// True when nothing blocks the line between two hexes; both must be on the grid.
  bool clear(Hex from, Hex to);

  /// The same answer from the reference line drawing (hex_line), for checks and benchmarks.
  bool clear_reference(Hex from, Hex to) const;

  /// visible[i * n + j] for every pair of `hexes` (n of them); the diagonal is true. Lines are
  /// symmetric, so each pair is traced once.
  void visibility_matrix(const std::vector<Hex>& hexes, std::vector<std::uint8_t>& visible);

 private:
  struct Template {
    std::int32_t start = -1;  ///< into pool_, -1 until built
    std::int32_t steps = 0;
  };

  int padded_index(Hex h) const;
  const Template& line_template(Hex from, Hex to);

  HexGrid grid_;
  int padded_columns_;
  int max_dq_;
  int max_dr_;
  std::vector<std::uint8_t> blocks_;
  std::vector<Template> templates_;
  std::vector<std::int32_t> pool_;  ///< pairs of padded-index offsets, one pair per inner step
};

}  // namespace fray::map

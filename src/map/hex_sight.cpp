#include <fray/map/hex_line.h>
#include <fray/map/hex_sight.h>

namespace fray::map {

namespace {
constexpr int kBorder = 2;  // a line between two map hexes strays at most one row off the map
}

HexSight::HexSight(const HexGrid& grid)
    : grid_(grid),
      padded_columns_(grid.columns() + 2 * kBorder),
      max_dq_(grid.columns()),
      max_dr_(grid.rows() + grid.columns() / 2 + 1),
      blocks_(static_cast<std::size_t>(padded_columns_ * (grid.rows() + 2 * kBorder)), 0),
      templates_(static_cast<std::size_t>((2 * max_dq_ + 1) * (2 * max_dr_ + 1) * 2)) {}

HexSight::HexSight(const HexMap& map) : HexSight(map.grid) {
  for (int i = 0; i < map.grid.size(); ++i) {
    if (map.cells[static_cast<std::size_t>(i)].blocks_sight) set_blocking(map.grid.hex(i), true);
  }
}

int HexSight::padded_index(Hex h) const {
  return (HexGrid::row_of(h) + kBorder) * padded_columns_ + HexGrid::column_of(h) + kBorder;
}

void HexSight::set_blocking(Hex h, bool blocks) {
  blocks_[static_cast<std::size_t>(padded_index(h))] = blocks ? 1 : 0;
}

bool HexSight::blocking(Hex h) const {
  return grid_.contains(h) && blocks_[static_cast<std::size_t>(padded_index(h))] != 0;
}

// The padded-index offset between two hexes depends on the delta and on the parity of the start
// column only, so one template serves every line with that delta from columns of that parity.
const HexSight::Template& HexSight::line_template(Hex from, Hex to) {
  const Hex d = to - from;
  const int parity = from.q & 1;
  const auto key = static_cast<std::size_t>(
      ((d.q + max_dq_) * (2 * max_dr_ + 1) + (d.r + max_dr_)) * 2 + parity);
  Template& t = templates_[key];
  if (t.start >= 0) return t;
  // Built from a line starting in column `parity`, row 0: offsets are the same for any start.
  const Hex origin = HexGrid::from_offset(parity, 0);
  const int base = padded_index(origin);
  const auto steps = hex_line(origin, origin + d);
  t.start = static_cast<std::int32_t>(pool_.size());
  t.steps = static_cast<std::int32_t>(steps.size() >= 2 ? steps.size() - 2 : 0);
  for (std::size_t i = 1; i + 1 < steps.size(); ++i) {
    pool_.push_back(padded_index(steps[i].a) - base);
    pool_.push_back(padded_index(steps[i].b) - base);
  }
  return t;
}

bool HexSight::clear(Hex from, Hex to) {
  const Template& t = line_template(from, to);
  const std::uint8_t* origin = blocks_.data() + padded_index(from);
  const std::int32_t* step = pool_.data() + t.start;
  const std::int32_t* end = step + 2 * t.steps;
  for (; step != end; step += 2) {
    if (origin[step[0]] & origin[step[1]]) return false;
  }
  return true;
}

bool HexSight::clear_reference(Hex from, Hex to) const {
  const auto steps = hex_line(from, to);
  for (std::size_t i = 1; i + 1 < steps.size(); ++i) {
    if (blocking(steps[i].a) && blocking(steps[i].b)) return false;
  }
  return true;
}

void HexSight::visibility_matrix(const std::vector<Hex>& hexes,
                                 std::vector<std::uint8_t>& visible) {
  const std::size_t n = hexes.size();
  visible.assign(n * n, 1);
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) {
      const std::uint8_t v = clear(hexes[i], hexes[j]) ? 1 : 0;
      visible[i * n + j] = v;
      visible[j * n + i] = v;
    }
  }
}

}  // namespace fray::map

// The spaces a figure covers on a hex or square map (seed 003, "Large Figures"; see
// include/fray/game/field/battlefield.h). A figure stands in one space unless the rule system
// says large bases cover several; then its base's longer side, in spaces, gives how many across.
#include <algorithm>
#include <cmath>

#include <fray/game/field/battlefield.h>

namespace fray::game {
namespace {

// A base a hundred spaces wide is a typing mistake, not a dragon: its body stops at this many
// spaces across, so no question about it walks thousands of cells (assumed).
constexpr int kMostSpacesAcross = 8;

}  // namespace

int Battlefield::spaces_across(const map::Base& base) const {
  if (!large_bases_ || (!hex_ && !square_)) return 1;
  const double space = hex_ ? hex_->layout.across_flats_cm : square_->layout.size_cm;
  const double spaces = std::max(base.width_cm, base.depth_cm) / space;
  if (!(spaces < kMostSpacesAcross)) return kMostSpacesAcross;  // also NaN
  return std::max(1, static_cast<int>(std::lround(spaces)));
}

std::vector<map::Point> Battlefield::spaces_under(const Footprint& f) const {
  std::vector<map::Point> centres;
  if (hex_)
    for (const map::Hex& h : hexes_of(f)) centres.push_back(hex_->layout.centre(h));
  else if (square_)
    for (const map::Square& s : squares_of(f)) centres.push_back(square_->layout.centre(s));
  else
    centres.push_back(f.placement.centre);
  return centres;
}

int Battlefield::spaces_to(const Footprint& from, const Footprint& to, double space_cm) const {
  if (hex_ || square_) {
    const Footprint main{map::Base{map::BaseShape::Round, 0.01, 0.01}, from.placement};
    return hex_ ? hex_steps(main, to) : square_steps(main, to);
  }
  // Edge to edge, each base as round as its longer side, so that two large bases in contact are
  // next to each other as two small ones.
  const double gap = map::distance(from.placement.centre, to.placement.centre) -
                     (std::max(from.base.width_cm, from.base.depth_cm) +
                      std::max(to.base.width_cm, to.base.depth_cm)) /
                         2;
  return 1 + std::max(0, static_cast<int>(std::lround(gap / space_cm)));
}

map::Point Battlefield::body_centre(const Footprint& f) const {
  const std::vector<map::Point> centres = spaces_under(f);
  map::Point sum{0, 0};
  for (const map::Point& p : centres) sum = sum + p;
  return sum * (1.0 / static_cast<double>(centres.size()));
}

}  // namespace fray::game

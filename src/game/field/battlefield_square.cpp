// The seam's answers on a square grid (seed 003, "V. Miniatures and battle maps";
// docs/rules/d20.md, "Square maps"). Figures stand on square centres, one per square, a large
// figure on a block of squares with its main square under its centre (battlefield.h,
// spaces_under). Distances are between the nearest squares two figures cover; a figure attacks
// and sees from its main square into any square of its target. A walk enters one square per space
// (diagonals included); sight is drawn centre to centre through the squares the line passes inside.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <limits>
#include <numbers>

#include <fray/game/field/battlefield.h>

#include "best_sight.h"

namespace fray::game {
namespace {

constexpr const char* kSightCitation = "seed 003, \"Line of Sight\"";
constexpr const char* kAttackCitation = "seed 003, \"Attack\"";

std::string format_point(map::Point p) {
  char text[64];
  std::snprintf(text, sizeof text, "(%.1f, %.1f)", p.x, p.y);
  return text;
}

map::TableMap grid_table(const map::SquareMap& squares) {
  map::TableMap table;
  table.name = "square map";
  table.width_cm = squares.layout.origin.x + squares.grid.columns() * squares.layout.size_cm;
  table.depth_cm = squares.layout.origin.y + squares.grid.rows() * squares.layout.size_cm;
  return table;
}

map::Footing cell_difficulty(const map::SquareCell& cell) {
  if (cell.impassable) return map::Footing::Impassable;
  if (cell.difficult) return map::Footing::Difficult;
  return map::Footing::Open;
}

// A quarter turn's "behind" and "to the right" as (column, row) steps: facing north (0 degrees),
// behind is south and the right is east.
constexpr std::array<std::array<int, 4>, 4> kBehindAndRight{
    {{0, 1, 1, 0}, {-1, 0, 0, 1}, {0, -1, -1, 0}, {1, 0, 0, -1}}};

bool covers(const std::vector<map::Square>& cells, map::Square s) {
  return std::find(cells.begin(), cells.end(), s) != cells.end();
}

int nearest(map::Square from, const std::vector<map::Square>& cells) {
  int best = std::numeric_limits<int>::max();
  for (const map::Square& c : cells) best = std::min(best, map::square_distance(from, c));
  return best;
}

}  // namespace

std::vector<map::Square> Battlefield::squares_of(const Footprint& f) const {
  const map::Square main = square_at(f.placement.centre);
  const int n = spaces_across(f.base);
  if (n == 1) return {main};
  // The nearest quarter turn; a diagonal (45 degrees off one) turns anticlockwise, whatever the
  // rounding of the heading it came from (assumed).
  const long quarter =
      ((static_cast<long>(std::floor((f.placement.facing_deg + 45.0 - 1e-6) / 90.0)) % 4) + 4) % 4;
  const std::array<int, 4>& v = kBehindAndRight[static_cast<std::size_t>(quarter)];
  std::vector<map::Square> cells;
  cells.reserve(static_cast<std::size_t>(n * n));
  for (int back = 0; back < n; ++back)
    for (int right = 0; right < n; ++right)
      cells.push_back(
          {main.column + back * v[0] + right * v[2], main.row + back * v[1] + right * v[3]});
  return cells;
}

Battlefield::Battlefield(map::SquareMap squares)
    : table_(grid_table(squares)), square_(std::move(squares)) {}

std::string Battlefield::square_label(map::Square s) const {
  std::string text = "square [" + std::to_string(s.column) + ", " + std::to_string(s.row) + "]";
  if (square_ && square_->grid.contains(s)) {
    const std::uint16_t t = square_->cell(s).terrain;
    if (t < square_->terrain_names.size()) text += " (" + square_->terrain_names[t] + ")";
  }
  return text;
}

int Battlefield::square_steps(const Footprint& a, const Footprint& b) const {
  if (spaces_across(a.base) == 1 && spaces_across(b.base) == 1)
    return map::square_distance(square_at(a.placement.centre), square_at(b.placement.centre));
  const std::vector<map::Square> to = squares_of(b);
  int best = std::numeric_limits<int>::max();
  for (const map::Square& s : squares_of(a)) best = std::min(best, nearest(s, to));
  return best;
}

std::optional<std::string> Battlefield::square_off_centre(map::Point p) const {
  const map::Square s = square_at(p);
  const map::Point centre = square_->layout.centre(s);
  if (map::distance(p, centre) <= kHexCentreToleranceCm) return std::nullopt;
  return format_point(p) + " is not a square's centre; the nearest is " + square_label(s) + " at " +
         format_point(centre);
}

StrikeVerdict Battlefield::square_may_strike(int striker, int foe,
                                             std::span<const map::Combatant> around) const {
  const map::Combatant* s = nullptr;
  const map::Combatant* f = nullptr;
  for (const map::Combatant& c : around) {
    if (c.id == striker) s = &c;
    if (c.id == foe) f = &c;
  }
  if (!s || !f) return {false, 1, "not in the next square", kAttackCitation};
  // From the striker's main square into any square the foe covers (seed 003, "Large Figures").
  const map::Square from = square_at(s->placement.centre);
  const int steps = spaces_across(f->base) == 1
                        ? map::square_distance(from, square_at(f->placement.centre))
                        : nearest(from, squares_of({f->base, f->placement}));
  if (steps == 1) return {true, 1, "in the next square", kAttackCitation};
  return {false, std::max(steps, 1),
          "not in the next square (" + std::to_string(steps) + " squares away)", kAttackCitation};
}

Sight Battlefield::square_line_of_sight(const Footprint& shooter, const Footprint& target,
                                        bool target_hidden) const {
  // From the shooter's main square to the best seen square the target covers: clear before
  // blocked, open before in cover (seed 003, "Large Figures": any of its spaces may be targeted).
  const map::Square from = square_at(shooter.placement.centre);
  if (spaces_across(target.base) == 1)
    return square_sight(from, square_at(target.placement.centre), target_hidden);
  return best_sight(squares_of(target),
                    [&](map::Square to) { return square_sight(from, to, target_hidden); });
}

Sight Battlefield::square_sight(map::Square from, map::Square to, bool target_hidden) const {
  Sight sight;
  if (!square_->grid.contains(from) || !square_->grid.contains(to)) {
    sight.clear = false;
    sight.blocked_by = "a figure is off the square map";
    return sight;
  }
  const std::vector<map::Square> line = map::square_line(from, to);
  for (std::size_t i = 1; i + 1 < line.size(); ++i) {
    if (!square_->grid.contains(line[i]) || square_->cell(line[i]).blocks_sight) {
      sight.clear = false;
      sight.blocked_by = "blocked by " + square_label(line[i]) + ", " + kSightCitation;
      sight.facts.push_back(sight.blocked_by);
      return sight;
    }
  }
  // Partial cover: the target stands in it, or the line passes through it on the way (a low
  // wall, a hedge, light brush between them). The shooter's own square gives none (assumed).
  for (std::size_t i = 1; i < line.size(); ++i) {
    if (!square_->cell(line[i]).partial_cover) continue;
    sight.cover = map::CoverClass::BehindCover;
    sight.facts.push_back((i + 1 == line.size() ? "target in " : "line through ") +
                          square_label(line[i]) + " (partial cover, " + kSightCitation + ")");
    break;
  }
  if (target_hidden && sight.cover != map::CoverClass::None) {
    sight.clear = false;
    sight.blocked_by = "the target hides in cover (assumed)";
  }
  return sight;
}

PathSurvey Battlefield::square_survey_path(map::Point start,
                                           const std::vector<map::Point>& waypoints) const {
  const double size = square_->layout.size_cm;
  PathSurvey survey;
  const auto difficulty_at = [&](map::Square s) {
    return square_->grid.contains(s) ? cell_difficulty(square_->cell(s)) : map::Footing::Impassable;
  };
  map::Square from = square_at(start);
  for (const map::Point& p : waypoints) {
    const map::Square to = square_at(p);
    for (const map::SquareStep& step : map::square_walk(from, to)) {
      // Between two squares as near the line the walker takes the easier (assumed, as on hexes).
      map::Square s = step.square;
      if (!(step.other == s) && difficulty_at(step.other) < difficulty_at(s)) s = step.other;
      survey.length_cm += size;
      if (!square_->grid.contains(s)) {
        survey.leaves_table = true;
        continue;
      }
      const map::SquareCell& cell = square_->cell(s);
      PathStretch stretch;
      stretch.terrain = cell.terrain < square_->terrain_names.size()
                            ? square_->terrain_names[cell.terrain]
                            : "open";
      stretch.feature = square_label(s);
      stretch.difficulty = cell_difficulty(cell);
      stretch.length_cm = size;
      if (stretch.difficulty > survey.worst) {
        survey.worst = stretch.difficulty;
        survey.worst_feature = stretch.feature;
        survey.worst_terrain = stretch.terrain;
      }
      survey.stretches.push_back(std::move(stretch));
    }
    from = to;
  }
  return survey;
}

bool Battlefield::square_path_crosses(map::Point start, const std::vector<map::Point>& waypoints,
                                      const Footprint& other) const {
  // A walk passes through the other figure when it must enter one of its squares before its last
  // step (a step between two squares as near the line takes the free one).
  const std::vector<map::Square> blocked = squares_of(other);
  map::Square from = square_at(start);
  for (std::size_t w = 0; w < waypoints.size(); ++w) {
    const map::Square to = square_at(waypoints[w]);
    const std::vector<map::SquareStep> walk = map::square_walk(from, to);
    for (std::size_t i = 0; i < walk.size(); ++i) {
      const bool last = w + 1 == waypoints.size() && i + 1 == walk.size();
      if (covers(blocked, walk[i].square) && covers(blocked, walk[i].other) && !last) return true;
    }
    from = to;
  }
  return false;
}

map::Placement Battlefield::square_contact_placement(const Footprint& mover,
                                                     const Footprint& target, double* distance_cm,
                                                     std::span<const Footprint> others) const {
  const map::Square start = square_at(mover.placement.centre);
  const std::vector<map::Square> target_cells = squares_of(target);
  const auto facing_from = [&](map::Square s) {
    const map::Point d = target.placement.centre - square_->layout.centre(s);
    double facing = std::atan2(d.x, -d.y) * 180.0 / std::numbers::pi;
    if (facing < 0) facing += 360.0;
    return std::fmod(std::round(facing / 45.0) * 45.0, 360.0);
  };
  // Free: the mover's whole body on the map, its main square passable, no one else under it.
  const auto free = [&](const Footprint& there) {
    const map::Square s = square_at(there.placement.centre);
    if (!on_table(there) || square_->cell(s).impassable || square_steps(there, target) == 0)
      return false;
    return std::none_of(others.begin(), others.end(),
                        [&](const Footprint& o) { return square_steps(there, o) == 0; });
  };
  // The nearest free square next to the target (the nearest one anyway when none is free: the
  // caller's checks then say what is in the way).
  std::optional<map::Placement> best;
  std::optional<map::Square> best_square;
  bool best_free = false;
  double best_cost = std::numeric_limits<double>::infinity();
  for (const map::Square& goal : target_cells)
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const map::Square s{goal.column + dc, goal.row + dr};
        if (covers(target_cells, s) || (best_square && *best_square == s)) continue;
        const map::Placement there{square_->layout.centre(s), facing_from(s)};
        const bool is_free = s == start || free({mover.base, there});
        const double cost = map::square_distance(start, s) * 1000.0 +
                            map::distance(mover.placement.centre, there.centre);
        if (!best || (is_free && !best_free) || (is_free == best_free && cost < best_cost - 1e-9)) {
          best = there;
          best_square = s;
          best_free = is_free;
          best_cost = cost;
        }
      }
  if (distance_cm)
    *distance_cm = map::square_distance(start, *best_square) * square_->layout.size_cm;
  return *best;
}

}  // namespace fray::game

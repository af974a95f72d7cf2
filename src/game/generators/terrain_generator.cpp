// seed 003, "VII. RANDOM WARGAME TERRAIN GENERATION".
#include <algorithm>
#include <cmath>
#include <optional>

#include <fray/game/generators/terrain_generator.h>

#include "field/convex_parts.h"

namespace fray::game {
namespace {

using map::Point;

int roll_between(dice::DieSource& dice, int min, int max) {
  return min + dice.roll(max - min + 1) - 1;
}

/// A piece rolled but not yet on the table.
struct Rolled {
  const PieceKind* kind = nullptr;
  int length_in = 0;
  int width_in = 0;
  int level = 0;
};

struct Placer {
  const TerrainTables& tables;
  GeneratedTerrain& out;
  dice::DieSource& dice;
  std::vector<std::vector<map::Polygon>> taken;  // per map feature
  std::vector<bool> crossing;                    // rivers and roads may cross each other

  Point centre() const { return {out.map.width_cm / 2, out.map.depth_cm / 2}; }

  void scatter(GeneratedPiece& g) {
    g.direction_roll = dice.roll(8);
    g.distance_in = dice.roll(6) - 1;
    g.scatter_rolls.emplace_back(g.direction_roll, g.distance_in);
    const auto [dx, dy] = tables.directions[static_cast<std::size_t>(g.direction_roll - 1)];
    const Point dir{static_cast<double>(dx), static_cast<double>(dy)};
    const double len = map::length(dir);
    const Point step = len > 0 ? dir * (g.distance_in * tables.inch_cm / len) : Point{};
    g.aimed = out.sections[static_cast<std::size_t>(g.section)].centre + step;
    g.aimed.x = std::clamp(g.aimed.x, 0.0, out.map.width_cm);
    g.aimed.y = std::clamp(g.aimed.y, 0.0, out.map.depth_cm);
  }

  /// Unit vector from the table centre towards the piece (the line the piece should block).
  Point radial(const GeneratedPiece& g) const {
    Point r = g.aimed - centre();
    if (map::length(r) < 1e-9) {
      const auto [dx, dy] = tables.directions[static_cast<std::size_t>(g.direction_roll - 1)];
      r = {static_cast<double>(dx), static_cast<double>(dy)};
    }
    if (map::length(r) < 1e-9) r = {0, 1};  // assumed: at the very centre, face the long edges
    return r * (1 / map::length(r));
  }

  map::TerrainFeature feature_of(const Rolled& r, const GeneratedPiece& g) const {
    const PieceKind& k = *r.kind;
    const double inch = tables.inch_cm;
    map::TerrainFeature f;
    f.name = k.name;
    f.terrain_id = k.terrain_id;
    f.traits = k.traits;
    f.level = r.level;
    const Point rad = radial(g);
    const Point along{-rad.y, rad.x};  // the long side faces the centre
    const double long_side = std::max(r.length_in, r.width_in) * inch;
    const double short_side = std::min(r.length_in, r.width_in) * inch;
    switch (k.shape) {
      case PieceShape::Circle:
        f.shape = map::FeatureShape::CircleArea;
        f.centre = g.aimed;
        f.radius_cm = r.length_in * inch / 2;
        break;
      case PieceShape::Rectangle: {
        const Point a = along * (long_side / 2), b = rad * (short_side / 2);
        f.points = {g.aimed - a - b, g.aimed + a - b, g.aimed + a + b, g.aimed - a + b};
        break;
      }
      case PieceShape::Wall:
        f.shape = map::FeatureShape::Polyline;
        f.points = {g.aimed - along * (r.length_in * inch / 2),
                    g.aimed + along * (r.length_in * inch / 2)};
        f.thickness_cm = k.thickness_in * inch;
        break;
      case PieceShape::EdgeToEdge:
        break;  // laid by lay_across()
    }
    return f;
  }

  /// Moves an area or wall back onto the table when it hangs over an edge.
  void fit(map::TerrainFeature& f) const {
    double minx = 1e300, maxx = -1e300, miny = 1e300, maxy = -1e300;
    for (const auto& part : detail::convex_parts(f))
      for (Point p : part) {
        minx = std::min(minx, p.x), maxx = std::max(maxx, p.x);
        miny = std::min(miny, p.y), maxy = std::max(maxy, p.y);
      }
    if (f.shape == map::FeatureShape::CircleArea) {
      minx = f.centre.x - f.radius_cm, maxx = f.centre.x + f.radius_cm;
      miny = f.centre.y - f.radius_cm, maxy = f.centre.y + f.radius_cm;
    }
    Point shift{};
    if (minx < 0) shift.x = -minx;
    if (maxx > out.map.width_cm) shift.x = out.map.width_cm - maxx;
    if (miny < 0) shift.y = -miny;
    if (maxy > out.map.depth_cm) shift.y = out.map.depth_cm - maxy;
    for (Point& p : f.points) p = p + shift;
    if (f.shape == map::FeatureShape::CircleArea) f.centre = f.centre + shift;
  }

  bool fits_table(const map::TerrainFeature& f) const {
    constexpr double kSlack = 1e-6;
    auto inside = [&](Point p) {
      return p.x >= -kSlack && p.y >= -kSlack && p.x <= out.map.width_cm + kSlack &&
             p.y <= out.map.depth_cm + kSlack;
    };
    if (f.shape == map::FeatureShape::CircleArea)
      return inside(f.centre - Point{f.radius_cm, f.radius_cm}) &&
             inside(f.centre + Point{f.radius_cm, f.radius_cm});
    for (const auto& part : detail::convex_parts(f))
      for (Point p : part)
        if (!inside(p)) return false;
    return true;
  }

  bool free(const std::vector<map::Polygon>& parts, bool is_crossing) const {
    for (std::size_t i = 0; i < taken.size(); ++i) {
      if (is_crossing && crossing[i]) continue;
      if (detail::parts_overlap(parts, taken[i])) return false;
    }
    return true;
  }

  void add(map::TerrainFeature f, GeneratedPiece& g, bool is_crossing) {
    taken.push_back(detail::convex_parts(f));
    crossing.push_back(is_crossing);
    g.placed = true;
    g.feature = static_cast<int>(out.map.features.size());
    out.map.features.push_back(std::move(f));
  }

  /// A river or road: from the foot of its point on one edge, through the point, to the foot on
  /// a different edge (d4 for the first edge, d3 for the second among the other three).
  map::TerrainFeature lay_across(const Rolled& r, const GeneratedPiece& g) {
    const double width = r.width_in * tables.inch_cm;
    const Point p{std::clamp(g.aimed.x, width / 2, out.map.width_cm - width / 2),
                  std::clamp(g.aimed.y, width / 2, out.map.depth_cm - width / 2)};
    const int first = dice.roll(4) - 1;
    int second = dice.roll(3) - 1;
    if (second >= first) ++second;
    auto foot = [&](int edge) -> Point {
      switch (edge) {
        case 0:
          return {p.x, 0};
        case 1:
          return {out.map.width_cm, p.y};
        case 2:
          return {p.x, out.map.depth_cm};
        default:
          return {0, p.y};
      }
    };
    map::TerrainFeature f;
    f.name = r.kind->name;
    f.terrain_id = r.kind->terrain_id;
    f.traits = r.kind->traits;
    f.shape = map::FeatureShape::Polyline;
    f.thickness_cm = width;
    f.points = {foot(first), p, foot(second)};
    if ((first + 2) % 4 == second) f.points = {foot(first), foot(second)};  // straight across
    return f;
  }

  /// The piece at `at`, if it fits there without overlapping anything.
  std::optional<map::TerrainFeature> try_at(const Rolled& r, GeneratedPiece& g, map::Point at) {
    const bool across = r.kind->shape == PieceShape::EdgeToEdge;
    g.aimed = at;
    map::TerrainFeature f = across ? lay_across(r, g) : feature_of(r, g);
    if (!across) fit(f);
    if (!across && !fits_table(f)) return std::nullopt;  // larger than the table itself
    if (!free(detail::convex_parts(f), across)) return std::nullopt;
    return f;
  }

  /// Tries the scattered point, then up to adjust_in inches round it in the eight directions,
  /// nearest first (no dice); rivers and roads are only tried at the point itself.
  bool place_near(const Rolled& r, GeneratedPiece& g, map::Point scattered, bool across) {
    const int nudges = across ? 0 : tables.adjust_in;
    for (int k = 0; k <= nudges; ++k)
      for (const auto& [dx, dy] : tables.directions) {
        const map::Point dir{static_cast<double>(dx), static_cast<double>(dy)};
        const map::Point at = scattered + dir * (k * tables.inch_cm / map::length(dir));
        if (auto f = try_at(r, g,
                            {std::clamp(at.x, 0.0, out.map.width_cm),
                             std::clamp(at.y, 0.0, out.map.depth_cm)})) {
          add(std::move(*f), g, across);
          return true;
        }
        if (k == 0) break;  // the scattered point itself is tried once
      }
    g.aimed = scattered;
    return false;
  }

  void place(const Rolled& r, GeneratedPiece& g) {
    const bool across = r.kind->shape == PieceShape::EdgeToEdge;
    for (int attempt = 0; attempt <= tables.max_rerolls; ++attempt) {
      if (attempt > 0) scatter(g);
      g.attempts = attempt + 1;
      // "Adjust" before a reroll: nudged round the scattered point first.
      if (place_near(r, g, g.aimed, across)) return;
    }
    // "Adjust ... as you see fit", assumed: before leaving a piece out, it is cut down to the
    // smallest size its note allows, round the last scattered point (no dice), so a crowded
    // table loses fewer pieces while every piece stays within its note's sizes.
    Rolled smallest = r;
    smallest.length_in = r.kind->length_min_in;
    if (r.kind->shape == PieceShape::Rectangle) smallest.width_in = r.kind->width_min_in;
    const bool smaller = smallest.length_in < r.length_in || smallest.width_in < r.width_in;
    if (!across && smaller && place_near(smallest, g, g.aimed, across)) {
      g.note = "cut down to its smallest size (" + std::to_string(smallest.length_in) +
               (r.kind->shape == PieceShape::Rectangle ? " x " + std::to_string(smallest.width_in)
                                                       : std::string()) +
               " in) to fit";
      return;
    }
    g.note = "left out: no free place after " + std::to_string(g.attempts) +
             " scatter roll(s); the referee may place it by hand";
  }
};

Rolled roll_piece(const TerrainTables& t, dice::DieSource& dice, bool large, GeneratedPiece& g) {
  g.type_roll = dice.roll(6) + dice.roll(6);
  const PieceKind& k = large ? t.large_piece(g.type_roll) : t.small_piece(g.type_roll);
  g.piece = k.id;
  g.large = large;
  Rolled r{&k, 0, 0, 0};
  if (k.shape != PieceShape::EdgeToEdge)
    r.length_in = roll_between(dice, k.length_min_in, k.length_max_in);
  if (k.shape == PieceShape::Rectangle || k.shape == PieceShape::EdgeToEdge)
    r.width_in = roll_between(dice, k.width_min_in, k.width_max_in);
  if (k.level_max > 0) r.level = roll_between(dice, k.level_min, k.level_max);
  return r;
}

}  // namespace

GeneratedTerrain generate_terrain(const TerrainTables& tables, map::TableMap table,
                                  dice::DieSource& dice) {
  GeneratedTerrain out;
  out.map = std::move(table);
  Placer placer{tables, out, dice, {}, {}};
  for (const auto& f : out.map.features) {
    placer.taken.push_back(detail::convex_parts(f));
    placer.crossing.push_back(false);
  }
  // Assumed: a table that is not a whole number of feet has part-sections at its right and
  // bottom edges, rolled like the others around the centre of their part.
  const double section = tables.section_in * tables.inch_cm;
  const int columns = static_cast<int>(std::ceil(out.map.width_cm / section - 1e-9));
  const int rows = static_cast<int>(std::ceil(out.map.depth_cm / section - 1e-9));
  std::vector<Rolled> rolled;
  for (int row = 0; row < rows; ++row)
    for (int column = 0; column < columns; ++column) {
      TerrainSection s{column, row, {}, dice.roll(6), 0, 0};
      const double x0 = column * section, y0 = row * section;
      s.centre = {(x0 + std::min(x0 + section, out.map.width_cm)) / 2,
                  (y0 + std::min(y0 + section, out.map.depth_cm)) / 2};
      std::tie(s.small, s.large) = tables.piece_counts[static_cast<std::size_t>(s.count_roll - 1)];
      out.sections.push_back(s);
      for (int i = 0; i < s.small + s.large; ++i) {
        GeneratedPiece g;
        g.section = static_cast<int>(out.sections.size()) - 1;
        rolled.push_back(roll_piece(tables, dice, i >= s.small, g));
        placer.scatter(g);
        out.pieces.push_back(g);
      }
    }
  for (bool crossing_pass : {true, false})
    for (std::size_t i = 0; i < rolled.size(); ++i)
      if ((rolled[i].kind->shape == PieceShape::EdgeToEdge) == crossing_pass)
        placer.place(rolled[i], out.pieces[i]);
  return out;
}

}  // namespace fray::game

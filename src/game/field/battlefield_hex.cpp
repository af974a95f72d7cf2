// The seam's answers on a hex map (docs/rules/hex.md, "Hex battles in the game"). Figures stand
// on hex centres, one per hex, a large figure on a line of hexes with its main hex under its
// centre (battlefield.h, spaces_under). Distances are between the nearest hexes two figures cover;
// a figure strikes and sees from its main hex into any hex of its target.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <numbers>

#include <fray/game/field/battlefield.h>
#include <fray/map/hex_line.h>
#include <fray/map/hex_melee.h>

#include "best_sight.h"

namespace fray::game {
namespace {

constexpr const char* kReachCitation = "seed 001, \"Reach of a Weapon\"";
constexpr const char* kWildSwingCitation = "seed 001, \"Wild Swings\"";
constexpr const char* kSightCitation = "seed 001, \"Firing Through an Occupied Hex\"";

std::string format_point(map::Point p) {
  char text[64];
  std::snprintf(text, sizeof text, "(%.1f, %.1f)", p.x, p.y);
  return text;
}

map::TableMap bounding_table(const map::HexMap& hex) {
  // Hex (0, 0) is centred on the origin: the hexes reach half a hex beyond the centres.
  const double across = hex.layout.across_flats_cm;
  const double radius = across / std::sqrt(3.0);
  map::TableMap table;
  table.name = "hex map";
  table.width_cm = 1.5 * radius * std::max(0, hex.grid.columns() - 1) + 2 * radius;
  table.depth_cm = across * hex.grid.rows() + (hex.grid.columns() > 1 ? across / 2 : 0);
  return table;
}

// Assumed mapping of a hex's movement costs onto the classic slowing dice (seed 001, "Movement
// Point Costs"): any extra cost is difficult ground, a hex that takes all points very difficult.
map::Footing cell_difficulty(const map::HexCell& cell) {
  if (cell.impassable) return map::Footing::Impassable;
  if (cell.costs_all_points) return map::Footing::VeryDifficult;
  if (cell.extra_move_cost > 0) return map::Footing::Difficult;
  return map::Footing::Open;
}

map::HexDirection facing_of(double facing_deg) {
  const long sixth = std::lround(facing_deg / 60.0);
  return static_cast<map::HexDirection>(((sixth % 6) + 6) % 6);
}

const map::Combatant* find_combatant(std::span<const map::Combatant> around, int id) {
  for (const map::Combatant& c : around)
    if (c.id == id) return &c;
  return nullptr;
}

bool covers(const std::vector<map::Hex>& cells, map::Hex h) {
  return std::find(cells.begin(), cells.end(), h) != cells.end();
}

int nearest(map::Hex from, const std::vector<map::Hex>& cells) {
  int best = std::numeric_limits<int>::max();
  for (const map::Hex& c : cells) best = std::min(best, map::hex_distance(from, c));
  return best;
}

}  // namespace

std::vector<map::Hex> Battlefield::hexes_of(const Footprint& f) const {
  std::vector<map::Hex> cells{hex_at(f.placement.centre)};
  const int n = spaces_across(f.base);
  if (n == 1) return cells;
  // The nearest hexside; a heading between two turns anticlockwise, whatever its rounding
  // (assumed).
  const long sixth = static_cast<long>(std::floor((f.placement.facing_deg + 30.0 - 1e-6) / 60.0));
  const auto back = static_cast<map::HexDirection>(((sixth + 3) % 6 + 6) % 6);
  for (int k = 1; k < n; ++k) cells.push_back(map::neighbour(cells.back(), back));
  return cells;
}

Battlefield::Battlefield(map::HexMap hex)
    : table_(bounding_table(hex)), hex_(std::move(hex)), sight_(std::in_place, *hex_) {}

map::Point Battlefield::snap(map::Point p) const {
  if (square_) return square_->layout.centre(square_at(p));
  return hex_ ? hex_->layout.centre(hex_at(p)) : p;
}

std::optional<std::string> Battlefield::off_centre(map::Point p) const {
  if (square_) return square_off_centre(p);
  if (!hex_) return std::nullopt;
  const map::Hex h = hex_at(p);
  const map::Point centre = hex_->layout.centre(h);
  if (map::distance(p, centre) <= kHexCentreToleranceCm) return std::nullopt;
  return format_point(p) + " is not a hex centre; the nearest is " + hex_label(h) + " at " +
         format_point(centre);
}

std::string Battlefield::hex_label(map::Hex h) const {
  std::string text = "hex [" + std::to_string(map::HexGrid::column_of(h)) + ", " +
                     std::to_string(map::HexGrid::row_of(h)) + "]";
  if (hex_ && hex_->grid.contains(h)) {
    const std::uint16_t t = hex_->cell(h).terrain;
    if (t < hex_->terrain_names.size()) text += " (" + hex_->terrain_names[t] + ")";
  }
  return text;
}

int Battlefield::hex_steps(const Footprint& a, const Footprint& b) const {
  if (spaces_across(a.base) == 1 && spaces_across(b.base) == 1)
    return map::hex_distance(hex_at(a.placement.centre), hex_at(b.placement.centre));
  const std::vector<map::Hex> to = hexes_of(b);
  int best = std::numeric_limits<int>::max();
  for (const map::Hex& h : hexes_of(a)) best = std::min(best, nearest(h, to));
  return best;
}

StrikeVerdict Battlefield::hex_may_strike(int striker, int foe,
                                          std::span<const map::Combatant> around) const {
  const map::Combatant* s = find_combatant(around, striker);
  const map::Combatant* f = find_combatant(around, foe);
  if (!s || !f) return {false, 1, "not within reach", kReachCitation};
  // From the striker's main hex into any hex the foe covers: a strike in front before a wild
  // swing, else why not into the nearest.
  std::optional<StrikeVerdict> best;
  int best_steps = std::numeric_limits<int>::max();
  if (spaces_across(f->base) == 1) return hex_strike_into(*s, hex_at(f->placement.centre));
  const map::Hex from = hex_at(s->placement.centre);
  for (const map::Hex& to : hexes_of({f->base, f->placement})) {
    StrikeVerdict verdict = hex_strike_into(*s, to);
    if (verdict.allowed && verdict.citation == kReachCitation) return verdict;
    const int steps = map::hex_distance(from, to);
    if (!best || (verdict.allowed && !best->allowed) ||
        (verdict.allowed == best->allowed && steps < best_steps)) {
      best_steps = steps;
      best = std::move(verdict);
    }
  }
  return *best;
}

StrikeVerdict Battlefield::hex_strike_into(const map::Combatant& s, map::Hex to) const {
  const map::Hex from = hex_at(s.placement.centre);
  const map::Reach reach = s.reach;
  const map::MeleeAttackCheck check = map::melee_attack(
      from, facing_of(s.placement.facing_deg), map::Vision::Normal, reach,
      s.uses_two_handed ? map::AttackHand::TwoHanded : map::AttackHand::Right,
      s.staff != map::StaffWeapon::None ? map::AttackForm::Thrust : map::AttackForm::Swing, to);
  const int steps = map::hex_distance(from, to);
  if (!check.in_reach)
    return {false, steps,
            "not within reach (" + std::to_string(steps) + " hexes away; the weapon reaches " +
                std::to_string(reach.min) + " to " + std::to_string(reach.max) + ")",
            kReachCitation};
  const auto has = [&](map::HexEffect e) {
    return std::find(check.effects.begin(), check.effects.end(), e) != check.effects.end();
  };
  if (has(map::HexEffect::NoWildThrustBeyondOneHex))
    return {false, steps, "a wild thrust reaches no farther than one hex", kWildSwingCitation};
  if (has(map::HexEffect::WildSwing))
    return {true, steps, "a wild swing into a side or back hex", kWildSwingCitation};
  return {true, steps, "within reach, in front", kReachCitation};
}

Sight Battlefield::hex_line_of_sight(const Footprint& shooter, const Footprint& target,
                                     bool target_hidden) const {
  // From the shooter's main hex to the best seen hex the target covers: clear before blocked,
  // open before in cover.
  const map::Hex from = hex_at(shooter.placement.centre);
  if (spaces_across(target.base) == 1)
    return hex_sight(from, hex_at(target.placement.centre), target_hidden);
  return best_sight(hexes_of(target),
                    [&](map::Hex to) { return hex_sight(from, to, target_hidden); });
}

Sight Battlefield::hex_sight(map::Hex from, map::Hex to, bool target_hidden) const {
  Sight sight;
  if (!hex_->grid.contains(from) || !hex_->grid.contains(to)) {
    sight.clear = false;
    sight.blocked_by = "a figure is off the hex map";
    return sight;
  }
  const auto blocks = [&](map::Hex h) {
    return hex_->grid.contains(h) && hex_->cell(h).blocks_sight;
  };
  sight.clear = sight_->clear_reference(from, to);
  const std::vector<map::HexLineStep> line = map::hex_line(from, to);
  if (!sight.clear) {
    sight.blocked_by = "the line of sight is blocked";
    for (std::size_t i = 1; i + 1 < line.size(); ++i) {
      const map::HexLineStep& step = line[i];
      if (blocks(step.a) && (!step.along_hexside() || blocks(step.b))) {
        sight.blocked_by = "blocked by " + hex_label(step.a) + ", " + kSightCitation;
        break;
      }
    }
    sight.facts.push_back(sight.blocked_by);
    return sight;
  }
  // Assumed cover (docs/rules/hex.md): a target inside a sight-blocking hex (woods) is seen at
  // its edge; a target whose line grazes a blocking hex along a hexside is behind cover.
  if (blocks(to)) {
    sight.cover = map::CoverClass::ForestEdge;
    sight.facts.push_back("target inside " + hex_label(to) + " (assumed cover, " + kSightCitation +
                          ")");
  } else {
    for (std::size_t i = 1; i + 1 < line.size(); ++i)
      if (line[i].along_hexside() && (blocks(line[i].a) || blocks(line[i].b))) {
        sight.cover = map::CoverClass::BehindCover;
        const map::Hex edge = blocks(line[i].a) ? line[i].a : line[i].b;
        sight.facts.push_back("line along the side of " + hex_label(edge) + " (assumed cover, " +
                              kSightCitation + ")");
        break;
      }
  }
  if (target_hidden && sight.cover != map::CoverClass::None) {
    sight.clear = false;
    sight.blocked_by = "the target hides in cover (assumed)";
  }
  return sight;
}

PathSurvey Battlefield::hex_survey_path(map::Point start,
                                        const std::vector<map::Point>& waypoints) const {
  const double across = hex_->layout.across_flats_cm;
  PathSurvey survey;
  map::Hex from = hex_at(start);
  const auto difficulty_at = [&](map::Hex h) {
    return hex_->grid.contains(h) ? cell_difficulty(hex_->cell(h)) : map::Footing::Impassable;
  };
  for (const map::Point& p : waypoints) {
    const map::Hex to = hex_at(p);
    survey.length_cm += map::hex_distance(from, to) * across;
    const std::vector<map::HexLineStep> line = map::hex_line(from, to);
    for (std::size_t i = 1; i < line.size(); ++i) {
      // Along a hexside the walker takes the easier of the two hexes (assumed).
      map::Hex h = line[i].a;
      if (line[i].along_hexside() && difficulty_at(line[i].b) < difficulty_at(h)) h = line[i].b;
      if (!hex_->grid.contains(h)) {
        survey.leaves_table = true;
        continue;
      }
      const map::HexCell& cell = hex_->cell(h);
      PathStretch stretch;
      stretch.terrain =
          cell.terrain < hex_->terrain_names.size() ? hex_->terrain_names[cell.terrain] : "open";
      stretch.feature = hex_label(h);
      stretch.difficulty = cell_difficulty(cell);
      stretch.length_cm = across;
      if (stretch.difficulty > survey.worst) {
        survey.worst = stretch.difficulty;
        survey.worst_feature = stretch.feature;
      }
      survey.stretches.push_back(std::move(stretch));
    }
    from = to;
  }
  return survey;
}

bool Battlefield::hex_path_crosses(map::Point start, const std::vector<map::Point>& waypoints,
                                   const Footprint& other) const {
  // A hexside step squeezes past the other figure unless it stands on both sides (assumed).
  const std::vector<map::Hex> blocked = hexes_of(other);
  map::Hex from = hex_at(start);
  for (const map::Point& p : waypoints) {
    const map::Hex to = hex_at(p);
    const std::vector<map::HexLineStep> line = map::hex_line(from, to);
    for (std::size_t i = 1; i < line.size(); ++i)
      if (covers(blocked, line[i].a) && covers(blocked, line[i].b)) return true;
    from = to;
  }
  return false;
}

map::Placement Battlefield::hex_contact_placement(const Footprint& mover, const Footprint& target,
                                                  double* distance_cm,
                                                  std::span<const Footprint> others) const {
  const map::Hex start = hex_at(mover.placement.centre);
  const std::vector<map::Hex> target_cells = hexes_of(target);
  const auto facing_from = [&](map::Hex h) {
    const map::Point d = target.placement.centre - hex_->layout.centre(h);
    double facing = std::atan2(d.x, -d.y) * 180.0 / std::numbers::pi;
    if (facing < 0) facing += 360.0;
    return std::fmod(std::round(facing / 60.0) * 60.0, 360.0);
  };
  // Free: the mover's whole body on the map, its main hex passable, no one else under it.
  const auto free = [&](const Footprint& there) {
    const map::Hex h = hex_at(there.placement.centre);
    if (!on_table(there) || hex_->cell(h).impassable || hex_steps(there, target) == 0) return false;
    return std::none_of(others.begin(), others.end(),
                        [&](const Footprint& o) { return hex_steps(there, o) == 0; });
  };
  // The nearest free neighbour of the target; when none is free, the nearest one anyway (the
  // caller's checks then say what is in the way).
  std::optional<map::Placement> best;
  std::optional<map::Hex> best_hex;
  bool best_free = false;
  double best_cm = std::numeric_limits<double>::infinity();
  for (const map::Hex& goal : target_cells)
    for (const map::Hex offset : map::kHexNeighbourOffsets) {
      const map::Hex h = goal + offset;
      if (covers(target_cells, h)) continue;
      const map::Placement there{hex_->layout.centre(h), facing_from(h)};
      const bool is_free = free({mover.base, there});
      const double cm = map::hex_distance(start, h) * 1000.0 +
                        map::distance(mover.placement.centre, there.centre);
      if (!best || (is_free && !best_free) || (is_free == best_free && cm < best_cm - 1e-9)) {
        best = there;
        best_hex = h;
        best_free = is_free;
        best_cm = cm;
      }
    }
  if (distance_cm)
    *distance_cm = map::hex_distance(start, *best_hex) * hex_->layout.across_flats_cm;
  return *best;
}

}  // namespace fray::game

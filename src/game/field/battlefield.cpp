// The seam's answers from the map layer (see include/fray/game/field/battlefield.h).
#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include <fray/game/field/battlefield.h>
#include <fray/map/base_fit.h>
#include <fray/map/base_geometry.h>
#include <fray/map/segment.h>
#include <fray/map/table_route.h>
#include <fray/map/table_sight.h>

namespace fray::game {
namespace {

map::Footprint shape(const Footprint& f) { return map::footprint(f.base, f.placement); }

map::TableMap empty_table(double width_cm, double depth_cm) {
  map::TableMap table;
  table.width_cm = width_cm;
  table.depth_cm = depth_cm;
  return table;
}

map::Footing footing_of(const map::TerrainFeature& f, bool mounted) {
  return mounted ? f.traits.mounted_footing : f.traits.footing;
}

}  // namespace

std::string feature_label(const map::TerrainFeature& feature) {
  if (feature.name.empty()) return feature.terrain_id;
  return feature.name + " (" + feature.terrain_id + ")";
}

Battlefield::Battlefield(double width_cm, double depth_cm)
    : table_(empty_table(width_cm, depth_cm)) {}

Battlefield::Battlefield(map::TableMap table) : table_(std::move(table)) {}

double Battlefield::edge_distance(const Footprint& a, const Footprint& b) const {
  // Hex: the empty hexes between the two, each as wide as the hex across its flats.
  if (hex_) return std::max(0, hex_steps(a, b) - 1) * hex_->layout.across_flats_cm;
  if (square_) return std::max(0, square_steps(a, b) - 1) * square_->layout.size_cm;
  return map::edge_distance(shape(a), shape(b));
}

bool Battlefield::overlaps(const Footprint& a, const Footprint& b) const {
  // One figure per space (assumed, see docs/rules/hex.md and d20.md): no space under both.
  if (hex_) return hex_steps(a, b) == 0;
  if (square_) return square_steps(a, b) == 0;
  return map::bases_overlap(shape(a), shape(b));
}

bool Battlefield::on_table(const Footprint& a) const {
  if (hex_ && spaces_across(a.base) == 1) return hex_->grid.contains(hex_at(a.placement.centre));
  if (square_ && spaces_across(a.base) == 1)
    return square_->grid.contains(square_at(a.placement.centre));
  if (hex_) {
    const std::vector<map::Hex> cells = hexes_of(a);
    return std::all_of(cells.begin(), cells.end(),
                       [&](map::Hex h) { return hex_->grid.contains(h); });
  }
  if (square_) {
    const std::vector<map::Square> cells = squares_of(a);
    return std::all_of(cells.begin(), cells.end(),
                       [&](map::Square s) { return square_->grid.contains(s); });
  }
  return map::check_fit(map::TableMap{"", table_.width_cm, table_.depth_cm, {}}, shape(a), false,
                        {})
      .fits();
}

bool Battlefield::path_crosses(const Footprint& mover, map::Point start,
                               const std::vector<map::Point>& waypoints,
                               const Footprint& other) const {
  if (hex_) return hex_path_crosses(start, waypoints, other);
  if (square_) return square_path_crosses(start, waypoints, other);
  // The band a base sweeps is as wide as its front (round: its diameter). A leg passes through
  // the other base when the centre line comes closer to the other's outline than half that width
  // (minus the touching tolerance), or runs inside it.
  const double half_width = mover.base.width_cm / 2.0 - map::kTouchToleranceCm;
  const map::Footprint other_shape = shape(other);
  // Every point of the other's outline (and inside it) lies within `reach` of its centre, so a
  // leg farther than reach + half width from that centre can neither start or end inside it nor
  // pass closer than half width to an edge: the exact test below would say no. The margin keeps
  // the answer the exact test's despite rounding; most legs pass far from most figures.
  double reach = other_shape.radius;
  if (!other_shape.round)
    for (const map::Point& corner : other_shape.corners)
      reach = std::max(reach, map::distance(corner, other_shape.centre));
  const double clear = reach + std::max(half_width, 0.0) + 1e-6;
  bool near = false;
  map::Point leg_start = start;
  for (const map::Point to : waypoints) {
    if (map::distance_to_segment(other_shape.centre, map::Segment{leg_start, to}) <= clear) {
      near = true;
      break;
    }
    leg_start = to;
  }
  if (!near) return false;
  const map::Polygon outline = map::outline(other_shape);
  const std::vector<map::Segment> outline_edges = map::edges(outline);
  map::Point from = start;
  for (const map::Point to : waypoints) {
    const map::Segment leg{from, to};
    if (map::contains(outline, from) || map::contains(outline, to)) return true;
    for (const map::Segment& edge : outline_edges)
      if (map::segment_distance(leg, edge) < half_width) return true;
    from = to;
  }
  return false;
}

std::optional<std::string> Battlefield::impassable_under(const Footprint& a, bool mounted) const {
  if (hex_) {
    const map::Hex h = hex_at(a.placement.centre);
    if (hex_->grid.contains(h) && hex_->cell(h).impassable) return hex_label(h);
    return std::nullopt;
  }
  if (square_) {
    const map::Square s = square_at(a.placement.centre);
    if (square_->grid.contains(s) && square_->cell(s).impassable) return square_label(s);
    return std::nullopt;
  }
  const map::Footprint base = shape(a);
  for (const map::TerrainFeature& f : table_.features)
    if (footing_of(f, mounted) == map::Footing::Impassable && map::base_on_feature(base, f))
      return feature_label(f);
  return std::nullopt;
}

bool Battlefield::in_contact(const Footprint& a, const Footprint& b) const {
  if (hex_) return hex_steps(a, b) <= 1;        // adjacent hexes (or, never in play, the same hex)
  if (square_) return square_steps(a, b) <= 1;  // the eight squares around
  return edge_distance(a, b) <= kContactCm;
}

StrikeVerdict Battlefield::may_strike(int striker, int foe,
                                      std::span<const map::Combatant> around) const {
  if (hex_) return hex_may_strike(striker, foe, around);
  if (square_) return square_may_strike(striker, foe, around);
  const std::vector<map::StrikerAnswer> answers = map::who_may_strike(around);
  for (const map::StrikerAnswer& answer : answers) {
    if (answer.id != striker) continue;
    for (const map::StrikeOption& option : answer.may_strike)
      if (option.target_id == foe)
        return {true, option.rank, map::describe(option.reason), map::citation(option.reason)};
    for (const map::StrikeRefusal& refusal : answer.may_not)
      if (refusal.target_id == foe)
        return {false, 1, map::describe(refusal.reason), map::citation(refusal.reason)};
  }
  return {false, 1, "not in base contact", "seed 000, \"Bases of different sizes in melee\""};
}

Sight Battlefield::line_of_sight(const Footprint& shooter, const Footprint& target,
                                 bool target_mounted, bool target_hidden,
                                 std::span<const Footprint> target_friends) const {
  if (hex_) return hex_line_of_sight(shooter, target, target_hidden);
  if (square_) return square_line_of_sight(shooter, target, target_hidden);
  std::vector<map::Footprint> friends;
  friends.reserve(target_friends.size());
  for (const Footprint& f : target_friends) friends.push_back(shape(f));
  const map::SightResult seen =
      map::line_of_sight(table_, {shooter.base, shooter.placement, false, false},
                         {target.base, target.placement, target_mounted, target_hidden}, friends);
  Sight sight;
  sight.clear = seen.visible;
  sight.cover = seen.cover;
  sight.target_deep_in_forest = seen.has(map::SightFactKind::ForestTooDeep);
  sight.shooter_at_window = seen.has(map::SightFactKind::ShooterAtWindow);
  sight.target_in_building =
      seen.has(map::SightFactKind::AtOpening) || seen.has(map::SightFactKind::BehindArrowSlit);
  for (const map::SightFact& fact : seen.facts) {
    if (fact.kind == map::SightFactKind::TargetInGroup)
      sight.target_group_size = static_cast<int>(fact.value);
    std::string text = map::describe(fact.kind);
    if (fact.feature >= 0 && static_cast<std::size_t>(fact.feature) < table_.features.size())
      text += ": " + feature_label(table_.features[static_cast<std::size_t>(fact.feature)]);
    sight.facts.push_back(text + " (" + map::citation(fact.kind) + ")");
  }
  if (!seen.visible) {
    sight.blocked_by = "the line of sight is blocked";
    for (const map::SightFact& fact : seen.facts) {
      using K = map::SightFactKind;
      if (fact.kind != K::BlockedByBuilding && fact.kind != K::ForestTooDeep &&
          fact.kind != K::HillBetween && fact.kind != K::HiddenCrouched)
        continue;
      sight.blocked_by = map::describe(fact.kind);
      if (fact.feature >= 0 && static_cast<std::size_t>(fact.feature) < table_.features.size())
        sight.blocked_by +=
            " (" + feature_label(table_.features[static_cast<std::size_t>(fact.feature)]) + ")";
      sight.blocked_by += std::string(", ") + map::citation(fact.kind);
      break;
    }
  }
  return sight;
}

GroundAt Battlefield::ground_at(map::Point point) const {
  GroundAt ground;
  for (const int i : map::features_at(table_, point)) {
    const map::TerrainFeature& f = table_.features[static_cast<std::size_t>(i)];
    ground.inside_building =
        ground.inside_building || (f.is_area() && f.traits.cover == map::CoverGiven::Building);
    ground.narrow_place = ground.narrow_place || f.terrain_id == "narrow_passage";
  }
  return ground;
}

PathSurvey Battlefield::survey_path(map::Point start, const std::vector<map::Point>& waypoints,
                                    bool mounted) const {
  if (hex_) return hex_survey_path(start, waypoints);  // hex cells do not tell riders apart
  if (square_) return square_survey_path(start, waypoints);
  std::vector<map::Point> line{start};
  line.insert(line.end(), waypoints.begin(), waypoints.end());
  const map::Route route = map::trace_route(table_, line);
  PathSurvey survey;
  survey.length_cm = route.length_cm;
  map::Footing worst = map::Footing::Open;
  const auto note_worst = [&](map::Footing footing, const map::TerrainFeature* feature) {
    if (footing <= worst) return;
    worst = footing;
    survey.worst_feature = feature ? feature_label(*feature) : std::string();
    survey.worst_terrain = feature ? feature->terrain_id : std::string("open_ground");
  };
  for (const map::RouteStretch& s : route.stretches) {
    if (!s.on_table) survey.leaves_table = true;
    if (s.length_cm() <= 0) continue;
    const map::Footing footing = mounted ? s.mounted_footing : s.footing;
    // The feature that sets the stretch's footing names it (the last area feature otherwise).
    const map::TerrainFeature* named = nullptr;
    for (const int i : s.features) {
      const map::TerrainFeature& f = table_.features[static_cast<std::size_t>(i)];
      if (!named || footing_of(f, mounted) >= footing_of(*named, mounted)) named = &f;
    }
    PathStretch stretch;
    if (named) stretch.terrain = named->terrain_id, stretch.feature = named->name;
    stretch.difficulty = footing;
    stretch.length_cm = s.length_cm();
    survey.stretches.push_back(stretch);
    note_worst(footing, named);
  }
  for (const map::RouteCrossing& c : route.crossings) {
    const map::TerrainFeature& f = table_.features[static_cast<std::size_t>(c.feature)];
    const map::Footing footing = footing_of(f, mounted);
    survey.stretches.push_back({f.terrain_id, f.name, footing, 0.0});
    note_worst(footing, &f);
  }
  survey.worst = worst;
  for (const map::Point& p : waypoints)
    if (!map::on_table(table_, p)) survey.leaves_table = true;
  return survey;
}

map::Placement Battlefield::contact_placement(const Footprint& mover, const Footprint& target,
                                              double* distance_cm,
                                              std::span<const Footprint> others) const {
  if (hex_) return hex_contact_placement(mover, target, distance_cm, others);
  if (square_) return square_contact_placement(mover, target, distance_cm, others);
  // The charger ends square to the side of the target it comes at, centred on it and facing
  // it, so that the bases touch edge to edge: seed 000, "Bases of different sizes in melee"
  // (round bases are placed as if square; a corner contact would not let it strike). The
  // distance is the straight line from start to end (assumed: a charge may wheel at its end).
  const map::Point from = mover.placement.centre;
  map::Point towards_mover = from - target.placement.centre;
  if (map::length(towards_mover) < 1e-9) towards_mover = {0, 1};
  const double facing = target.placement.facing_deg;
  const std::array<map::Point, 4> normals{map::facing_vector(facing), map::right_vector(facing),
                                          map::facing_vector(facing) * -1.0,
                                          map::right_vector(facing) * -1.0};
  const std::array<double, 4> half{target.base.depth_cm / 2, target.base.width_cm / 2,
                                   target.base.depth_cm / 2, target.base.width_cm / 2};
  std::size_t side = 0;
  for (std::size_t i = 1; i < 4; ++i)
    if (map::dot(normals[i], towards_mover) > map::dot(normals[side], towards_mover)) side = i;
  const map::Point normal = normals[side];
  map::Placement end;
  end.centre = target.placement.centre + normal * (half[side] + mover.base.depth_cm / 2);
  end.facing_deg = std::atan2(-normal.x, normal.y) * 180.0 / std::numbers::pi;
  if (end.facing_deg < 0) end.facing_deg += 360.0;
  if (std::abs(end.facing_deg - 360.0) < 1e-9) end.facing_deg = 0.0;
  if (distance_cm) *distance_cm = map::distance(from, end.centre);
  return end;
}

}  // namespace fray::game

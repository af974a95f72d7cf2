#include <algorithm>
#include <optional>

#include <fray/map/table_sight.h>

namespace fray::map {
namespace {

constexpr double kGrazeCm = 0.01;  // a line grazing a corner does not enter the feature

struct LineReport {
  SightBlock block = SightBlock::None;
  int block_feature = -1;
  double block_value = 0.0;
  double forest_total = 0.0;
  double forest_between = 0.0;  // woods the viewer does not stand in
  int forest_feature = -1;
  bool target_in_forest = false;
  std::optional<OpeningKind> target_opening;
  std::optional<OpeningKind> viewer_opening;
  int building_feature = -1;
  int cover_feature = -1;
};

// Centre, then eight points round the edge of the base.
std::vector<Point> sample_points(const Footprint& f) {
  std::vector<Point> points{f.centre};
  if (f.round) {
    const Polygon circle = outline(f);
    for (std::size_t i = 0; i < circle.size(); i += 2) points.push_back(circle[i]);
  } else {
    for (std::size_t i = 0; i < 4; ++i) {
      points.push_back(f.corners[i]);
      points.push_back((f.corners[i] + f.corners[(i + 1) % 4]) * 0.5);
    }
  }
  return points;
}

// The fraction of the line from which it stays within `reach` of the target's base.
double near_start(const Segment& line, const Footprint& target, double reach) {
  const Point d = line.b - line.a;
  if (distance_to_base(target, line.a) <= reach) return 0.0;
  double lo = 0.0;
  double hi = 1.0;
  for (int i = 0; i < 40; ++i) {
    const double mid = (lo + hi) / 2.0;
    (distance_to_base(target, line.a + d * mid) <= reach ? hi : lo) = mid;
  }
  return hi;
}

// The narrowest opening the point lies in, if any (an arrow slit beats a window or door).
std::optional<OpeningKind> opening_at(const TerrainFeature& building, Point q) {
  std::optional<OpeningKind> best;
  for (const Opening& o : building.openings) {
    if (distance_to_segment(q, o.where) > kTouchToleranceCm) continue;
    if (!best || o.kind == OpeningKind::ArrowSlit) best = o.kind;
  }
  return best;
}

void trace_building(const TerrainFeature& f, int index, const Segment& line, bool viewer_in,
                    bool target_in, LineReport& r) {
  if (!viewer_in && !target_in) {
    r.block = SightBlock::Building;
    r.block_feature = index;
    return;
  }
  const Point d = line.b - line.a;
  for (const double t : crossings(f, line)) {
    const auto kind = opening_at(f, line.a + d * t);
    if (!kind) {
      r.block = SightBlock::Building;
      r.block_feature = index;
      return;
    }
    if (target_in) r.target_opening = *kind;
    if (viewer_in) r.viewer_opening = *kind;
    r.building_feature = index;
  }
}

bool cover_near_target(const TerrainFeature& f, const Segment& line, double t0, Point target) {
  if (covers(f, target)) return true;
  const Segment near{line.a + (line.b - line.a) * t0, line.b};
  if (f.is_area()) return length_inside(f, near) > kGrazeCm;
  return !crossings(f, near).empty();
}

LineReport trace(const TableMap& map, Point eye, const Sighted& target, const Footprint& target_fp,
                 Point aim, const SightOptions& options) {
  LineReport r;
  const Segment line{eye, aim};
  const int viewer_level = level_at(map, eye);
  const int target_level = level_at(map, target_fp.centre);
  // Where the line comes within cover reach of the target: a bisection, worked out only when a
  // feature that gives cover asks (on open ground none does).
  std::optional<double> t0;
  for (std::size_t i = 0; i < map.features.size() && r.block == SightBlock::None; ++i) {
    const TerrainFeature& f = map.features[i];
    const int index = static_cast<int>(i);
    const bool viewer_in = covers(f, eye);
    const bool target_in = covers(f, target_fp.centre);
    const double inside = f.is_area() ? length_inside(f, line) : 0.0;
    switch (f.traits.sight) {
      case SightEffect::Blocking:
        if (inside > kGrazeCm || viewer_in || target_in) {
          trace_building(f, index, line, viewer_in, target_in, r);
        }
        break;
      case SightEffect::Obscuring:
        r.forest_total += inside;
        if (!viewer_in && inside > 0.0) {
          r.forest_between += inside;
          r.forest_feature = index;
        }
        r.target_in_forest = r.target_in_forest || target_in;
        break;
      case SightEffect::Hill:
        if (inside > kGrazeCm && !viewer_in && !target_in && f.level > 0 &&
            f.level >= std::max(viewer_level, target_level)) {
          r.block = SightBlock::Hill;
          r.block_feature = index;
          r.block_value = f.level;
        }
        break;
      case SightEffect::Clear:
        break;
    }
    if (f.traits.cover == CoverGiven::Cover && r.cover_feature < 0) {
      if (!t0) t0 = near_start(line, target_fp, options.cover_reach_cm);
      if (cover_near_target(f, line, *t0, target_fp.centre)) r.cover_feature = index;
    }
  }
  if (r.block == SightBlock::None && r.forest_total >= options.forest_blocks_cm) {
    r.block = SightBlock::Forest;
    r.block_feature = r.forest_feature;
    r.block_value = r.forest_total;
  }
  if (r.block == SightBlock::None && target.crouched_immobile && r.cover_feature >= 0) {
    r.block = SightBlock::Hidden;
    r.block_feature = r.cover_feature;
  }
  return r;
}

void add_block_fact(const LineReport& r, SightResult& out) {
  static constexpr SightFactKind kinds[] = {
      SightFactKind::BlockedByBuilding, SightFactKind::BlockedByBuilding,
      SightFactKind::ForestTooDeep, SightFactKind::HillBetween, SightFactKind::HiddenCrouched};
  out.facts.push_back({kinds[static_cast<int>(r.block)], r.block_feature, r.block_value});
}

// Seed 002's terrain modifiers do not add up: keep the strongest, facts list them all.
void judge_cover(const LineReport& r, const Sighted& target, SightResult& out) {
  auto offer = [&](CoverClass c) {
    if (cover_modifier(c) < cover_modifier(out.cover)) out.cover = c;
  };
  if (r.target_opening) {
    const bool slit = *r.target_opening == OpeningKind::ArrowSlit;
    out.facts.push_back(
        {slit ? SightFactKind::BehindArrowSlit : SightFactKind::AtOpening, r.building_feature});
    offer(slit ? CoverClass::ArrowSlit : CoverClass::Opening);
  }
  if (r.viewer_opening && *r.viewer_opening != OpeningKind::Door) {
    out.facts.push_back({SightFactKind::ShooterAtWindow, r.building_feature});
  }
  if (r.forest_between > 0.0) {
    if (!r.target_in_forest) {
      out.facts.push_back({SightFactKind::BehindForest, r.forest_feature, r.forest_between});
      offer(CoverClass::BehindForest);
    } else if (target.mounted) {
      out.facts.push_back({SightFactKind::MountedInForestEdge, r.forest_feature, r.forest_between});
    } else {
      out.facts.push_back({SightFactKind::InForestEdge, r.forest_feature, r.forest_between});
      offer(CoverClass::ForestEdge);
    }
  }
  if (r.cover_feature >= 0 && !target.mounted) {
    out.facts.push_back({SightFactKind::BehindCover, r.cover_feature});
    offer(CoverClass::BehindCover);
  }
}

}  // namespace

int cover_modifier(CoverClass cover) {
  switch (cover) {
    case CoverClass::None:
      return 0;
    case CoverClass::ArrowSlit:
      return -2;
    default:
      return -1;
  }
}

bool SightResult::has(SightFactKind kind) const {
  return std::any_of(facts.begin(), facts.end(), [&](const auto& f) { return f.kind == kind; });
}

SightResult line_of_sight(const TableMap& map, const Sighted& viewer, const Sighted& target,
                          std::span<const Footprint> target_friends, const SightOptions& options) {
  const Footprint viewer_fp = footprint(viewer.base, viewer.placement);
  const Footprint target_fp = footprint(target.base, target.placement);
  SightResult out;
  out.range_cm = edge_distance(viewer_fp, target_fp);
  out.viewer_level = level_at(map, viewer_fp.centre);
  out.target_level = level_at(map, target_fp.centre);

  const Point eye = viewer_fp.centre;
  const LineReport centre = trace(map, eye, target, target_fp, target_fp.centre, options);
  std::optional<LineReport> seen;
  if (centre.block == SightBlock::None) {
    seen = centre;
  } else if (centre.block != SightBlock::Hidden) {
    const std::vector<Point> aims = sample_points(target_fp);  // aims[0] is the centre
    for (std::size_t i = 1; i < aims.size() && !seen; ++i) {
      LineReport r = trace(map, eye, target, target_fp, aims[i], options);
      if (r.block == SightBlock::None) seen = r;
    }
  }
  if (!seen) {
    out.blocked_by = centre.block;
    out.blocking_feature = centre.block_feature;
    out.forest_cm = centre.forest_total;
    add_block_fact(centre, out);
    return out;
  }
  out.visible = true;
  out.forest_cm = seen->forest_total;
  judge_cover(*seen, target, out);
  if (centre.block != SightBlock::None) {
    out.facts.push_back({SightFactKind::PartlyHidden, centre.block_feature});
    if (out.cover == CoverClass::None) out.cover = CoverClass::BehindCover;
  }
  if (out.target_level > out.viewer_level) {
    out.facts.push_back({SightFactKind::TargetHigher, -1,
                         static_cast<double>(out.target_level - out.viewer_level)});
  } else if (out.viewer_level > out.target_level) {
    out.facts.push_back({SightFactKind::ViewerHigher, -1,
                         static_cast<double>(out.viewer_level - out.target_level)});
  }
  if (!target_friends.empty()) {
    std::vector<Footprint> figures{target_fp};
    figures.insert(figures.end(), target_friends.begin(), target_friends.end());
    const auto group = target_group(figures, 0, options.group_gap_cm);
    if (group.size() > 1) {
      out.facts.push_back({SightFactKind::TargetInGroup, -1, static_cast<double>(group.size())});
    }
  }
  return out;
}

std::vector<int> target_group(std::span<const Footprint> figures, int target, double gap_cm) {
  std::vector<int> group{target};
  std::vector<bool> in(figures.size(), false);
  in[static_cast<std::size_t>(target)] = true;
  for (std::size_t next = 0; next < group.size(); ++next) {
    const Footprint& member = figures[static_cast<std::size_t>(group[next])];
    for (std::size_t i = 0; i < figures.size(); ++i) {
      if (!in[i] && edge_distance(member, figures[i]) <= gap_cm) {
        in[i] = true;
        group.push_back(static_cast<int>(i));
      }
    }
  }
  return group;
}

}  // namespace fray::map

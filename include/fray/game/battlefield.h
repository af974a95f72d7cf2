#pragma once
// THE SEAM between the game and the map layer. Every geometric question the game asks about the
// free-measure table goes through this one class, so that switching to the map layer's answers
// (hex rules, base geometry, who may strike whom, LOS and cover, terrain along a path, the
// pathfinder), which are being written in parallel, is a change to battlefield.cpp alone.
//
// Until then battlefield.cpp answers with simple honest geometry: round bases are circles and
// square or rectangular bases are rectangles turned to the figure's facing; contact means an
// edge-to-edge distance of at most 0.1 cm; figures in contact may strike each other; the line
// of sight is always clear and nothing gives cover; a path is straight segments on open ground.

#include <string>
#include <vector>

#include <fray/map/base.h>
#include <fray/map/point.h>
#include <fray/rules/combat_stats.h>
#include <fray/rules/terrain_type.h>

namespace fray::game {

/// A base standing somewhere: what every geometric question is asked about.
struct Footprint {
  map::Base base;
  map::Placement placement;
};

/// What a shooter sees of a target.
struct Sight {
  bool clear = true;  ///< False: the target cannot be shot at.
  rules::ShotCover cover = rules::ShotCover::None;
  bool target_deep_in_forest = false;  ///< Behind 10 cm or more of woods.
  std::string blocked_by;              ///< What blocks it, when !clear.
};

/// The ground a path crosses.
struct PathStretch {
  std::string terrain = "open_ground";  ///< Id in terrain.json.
  double length_cm = 0;
};

/// A path surveyed before a figure walks it.
struct PathSurvey {
  double length_cm = 0;
  std::vector<PathStretch> stretches;
  rules::TerrainDifficulty worst = rules::TerrainDifficulty::Normal;  ///< For the slowing dice.
  bool leaves_table = false;
};

/// The table and its terrain, answering the game's geometric questions (see the file comment).
class Battlefield {
 public:
  Battlefield(double width_cm, double depth_cm);

  double width_cm() const { return width_cm_; }
  double depth_cm() const { return depth_cm_; }

  /// Shortest distance between the two bases' edges, 0 when they touch or overlap.
  double edge_distance(const Footprint& a, const Footprint& b) const;
  /// True when the bases share area (touching edges do not overlap).
  bool overlaps(const Footprint& a, const Footprint& b) const;
  /// True when the whole base lies on the table.
  bool on_table(const Footprint& a) const;
  /// Base contact: edge distance at most kContactCm.
  bool in_contact(const Footprint& a, const Footprint& b) const;
  /// Whether `striker` may strike `foe` (seed 000, "Bases of different sizes in melee").
  bool may_strike(const Footprint& striker, const Footprint& foe) const;
  /// Line of sight and cover from shooter to target.
  Sight line_of_sight(const Footprint& shooter, const Footprint& target) const;
  /// The ground along a path from `start` through `waypoints`.
  PathSurvey survey_path(map::Point start, const std::vector<map::Point>& waypoints) const;
  /// Where `mover` stands when it has advanced straight towards `target` until the bases touch,
  /// facing it, and how far it went.
  map::Placement contact_placement(const Footprint& mover, const Footprint& target,
                                   double* distance_cm) const;

  static constexpr double kContactCm = 0.1;

 private:
  double width_cm_;
  double depth_cm_;
};

}  // namespace fray::game

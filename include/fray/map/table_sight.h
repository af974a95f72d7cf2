#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include <fray/map/base_geometry.h>
#include <fray/map/table_map.h>

namespace fray::map {

/// A figure as line of sight sees it.
struct Sighted {
  Base base;
  Placement placement;
  bool mounted = false;
  bool crouched_immobile = false;  ///< crouched and doing nothing: hidden in or behind cover
};

/// What stops a line of sight.
enum class SightBlock : std::uint8_t { None, Building, Forest, Hill, Hidden };

/// The terrain protection of seed 002, "SHOOTING MODIFIERS" (they do not add up: only the
/// strongest counts): -1 behind cover, in a forest's edge, behind at most 10 cm of forest or at a
/// large opening; -2 behind an arrow slit.
enum class CoverClass : std::uint8_t {
  None,
  BehindCover,
  ForestEdge,
  BehindForest,
  Opening,
  ArrowSlit
};

/// The shooting modifier of a cover class (0, -1 or -2).
int cover_modifier(CoverClass cover);

/// A named fact about a line of sight, for the game layer to turn into modifiers.
enum class SightFactKind : std::uint8_t {
  BlockedByBuilding,    ///< a building stands between (value: none)
  ForestTooDeep,        ///< 10 cm or more of woods crossed (value: cm of woods)
  HillBetween,          ///< a hill neither figure stands on (value: its level)
  HiddenCrouched,       ///< crouched immobile in or behind cover (bushes, bank, wall)
  PartlyHidden,         ///< the target's centre is hidden, part of its base is seen
  BehindCover,          ///< on foot, in or just behind a wall, bank, hedge or bushes
  InForestEdge,         ///< on foot in a wood's edge (value: cm of woods crossed)
  MountedInForestEdge,  ///< a rider in a wood's edge: no protection
  BehindForest,         ///< behind at most 10 cm of woods (value: cm of woods)
  AtOpening,            ///< inside a building, seen at a door or window
  BehindArrowSlit,      ///< inside a building, seen at an arrow slit
  ShooterAtWindow,      ///< the viewer looks out of a window or arrow slit ("ext." weapons cannot)
  TargetHigher,         ///< the target stands higher (value: levels)
  ViewerHigher,         ///< the viewer stands higher (value: levels)
  TargetInGroup,        ///< other figures stand close to the target (value: figures in the group)
};

struct SightFact {
  SightFactKind kind = SightFactKind::BehindCover;
  int feature = -1;    ///< the terrain feature concerned, if any
  double value = 0.0;  ///< see SightFactKind
};

struct SightResult {
  bool visible = false;
  SightBlock blocked_by = SightBlock::None;
  int blocking_feature = -1;
  CoverClass cover = CoverClass::None;
  double forest_cm = 0.0;  ///< woods crossed by the line judged
  double range_cm = 0.0;   ///< edge to edge
  int viewer_level = 0;
  int target_level = 0;
  std::vector<SightFact> facts;

  bool has(SightFactKind kind) const;
};

/// Distances the seeds give or that Fray assumes.
struct SightOptions {
  double forest_blocks_cm = 10.0;  ///< seed 002, "TERRAIN": 10 cm of forest hides a target
  /// A target is "behind" a wall, bank, hedge or bushes when the line meets them within this
  /// distance of its base. Assumed: one 2.5 cm base, a figure standing against the obstacle.
  double cover_reach_cm = 2.5;
  /// Figures of the target's side within this distance (edge to edge) of it form a group with it.
  /// Assumed: one 2.5 cm base; seed 000 says only "close to each other".
  double group_gap_cm = 2.5;
};

/// Line of sight from a viewer to a target on the table. Lines run from the centre of the
/// viewer's base (where the figure's eyes are) to the centre and eight points of the edge of the
/// target's base (any part of a figure seen can be shot); the target is visible when one line is
/// clear. Cover is judged on the line to the target's centre; a target whose centre is hidden but
/// edge is seen counts as behind cover. `target_friends` are the other figures of the target's
/// side, for the group fact. Figures never block sight (seed 000 shoots into crowds by its own
/// rules).
SightResult line_of_sight(const TableMap& map, const Sighted& viewer, const Sighted& target,
                          std::span<const Footprint> target_friends = {},
                          const SightOptions& options = {});

/// Indices of the figures close to figures[target] (through one another, each gap at most
/// gap_cm), the target first: the group a shot at it is shared among (seed 000, shooting a
/// couple or group).
std::vector<int> target_group(std::span<const Footprint> figures, int target, double gap_cm);

const char* describe(SightFactKind kind);
const char* citation(SightFactKind kind);

}  // namespace fray::map

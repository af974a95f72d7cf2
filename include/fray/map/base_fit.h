#pragma once

#include <span>

#include <fray/map/base_geometry.h>
#include <fray/map/table_map.h>

namespace fray::map {

/// Why a base cannot stand somewhere.
enum class FitProblem { None, OffTable, Impassable, Overlaps };

struct FitCheck {
  FitProblem problem = FitProblem::None;
  int feature = -1;  ///< the impassable feature (index into TableMap::features)
  int other = -1;    ///< the overlapped base (index into `others`)

  bool fits() const { return problem == FitProblem::None; }
};

/// True when the base overlaps the feature's ground by more than the tolerance.
bool base_on_feature(const Footprint& base, const TerrainFeature& feature,
                     double tolerance_cm = kTouchToleranceCm);

/// Whether a base may stand at its footprint: wholly on the table, on no ground impassable to it
/// (riders use mounted_footing), and overlapping none of the other bases (seed 000, "Bases of
/// different sizes in melee": figures stand edge to edge, never on one another).
FitCheck check_fit(const TableMap& map, const Footprint& base, bool mounted,
                   std::span<const Footprint> others);

}  // namespace fray::map

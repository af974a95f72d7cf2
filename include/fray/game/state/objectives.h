#pragma once

#include <vector>

#include <fray/game/turn/victory_rules.h>

namespace fray::game {

/// Objective markers as seed 003, "Objectives" lays them out: one in the middle of each whole
/// 1 ft x 1 ft section of the table (30.48 cm; sections are counted from the top-left corner and
/// a strip narrower than a foot at the right or bottom edge has none, assumed), and one in the
/// centre of the table. Ids are "s<column>_<row>" and "centre".
std::vector<Objective> objectives_per_foot_and_centre(double width_cm, double depth_cm);

}  // namespace fray::game

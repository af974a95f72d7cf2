#pragma once
// Internal: seed 004, "Visibility" and "Woods and other cover" as every High Adventure shot
// applies them (src/systems/high_adventure/shot_visibility.cpp).

#include <fray/dice/die_source.h>

#include "shooting.h"

namespace fray::high_adventure {

/// Seed 004, "Visibility" for a shot already in line of sight: a target that shot this turn, in
/// the open or at a door or window is seen; one in woods or a building only within the seed's
/// range (else the refusal); one elsewhere in terrain within a die of inches, and a stealthy one
/// (Halflings) in terrain only when it fails its Cleverness test, both rolled as the shot is made.
game::Check judge_visibility(const AdventureRules& rules, const game::Battlefield& field,
                             const Figure& shooter, const Figure& target, const game::Sight& sight,
                             ShotPlan& out);

/// Seed 004, "Woods and other cover": only the ranks at a wood's edge shoot out of it. A shooter
/// in a wood the target is not in is refused when its line of fire runs farther through that
/// wood than `wood_edge_ranks` of its own base depths.
game::Check judge_wood_edge(const AdventureRules& rules, const game::Battlefield& field,
                            const Figure& shooter, const Figure& target);

/// Rolls what judge_visibility left to the dice; false, with its event, when the shooter does not
/// see the target after all.
bool sees_target(const ShotPlan& plan, dice::DieSource& dice, game::EventSink& events);

}  // namespace fray::high_adventure

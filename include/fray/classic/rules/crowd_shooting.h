#pragma once

#include <string>

#include <fray/classic/rules/shooting_rules.h>
#include <fray/classic/rules/species.h>

namespace fray::rules {

/// Why a shooter may not pick `target` out of a melee or a crowd, or "" when it may (seed 000,
/// "Ranged weapons (shooting): some peculiarities"): within the crowd range (10 cm), small
/// shooters (-H, and Dwarves) may shoot a human-sized or taller enemy among small creatures, and
/// human-sized or +H shooters may shoot a ++H or larger one among a human-sized crowd.
std::string crowd_shot_refusal(const CrowdShooting& rules, const Species& shooter,
                               const Species& target, double range_cm);

}  // namespace fray::rules

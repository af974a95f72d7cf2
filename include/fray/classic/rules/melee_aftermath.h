#pragma once

#include <vector>

#include <fray/classic/rules/species.h>
#include <fray/dice/die_source.h>

namespace fray::rules {

/// Who caused a recoil result, as the recoil-refusal rules read it.
struct RecoilCause {
  StrengthClass strength = StrengthClass::EqualH;
  bool on_foot = true;
};

/// Whether a figure of `species` may choose to ignore a recoil result (seed 000, "Recoil in
/// melee"): large creatures against much weaker foes on foot (H2 against +H or weaker, ++H
/// against =H or weaker, +H against -H, as the species data say), and Dwarves standing on solid
/// mineral ground. Ignoring a recoil never lets a figure strike that was pushed back before it
/// could: the caller keeps the strike cancelled.
bool may_refuse_recoil(const Species& species, const RecoilCause& cause, bool on_mineral_ground);

/// Hits of a volley at a group shared at random among its members, one die of the group's size
/// per hit (seed 000, "Ranged weapons (shooting): some peculiarities"). Returns hits per member.
std::vector<int> distribute_hits(int hits, int group_size, dice::DieSource& dice);

/// How far a good rider who charged goes on in a straight line after the shock, through the
/// enemy (except close order): 2D6 cm, an optional rule (seed 000, "Mounted creatures").
int follow_through_cm(dice::DieSource& dice);

}  // namespace fray::rules

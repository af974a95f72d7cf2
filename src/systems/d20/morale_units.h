#pragma once
// Internal to the d20 system: a unit, and who tests its morale (seed 003, "Morale"); shared by the
// test (morale.cpp) and its preview (morale_preview.cpp).

#include <algorithm>
#include <vector>

#include "d20_battle.h"

namespace fray::d20 {

// The living figures of `f`'s unit: those of its side sharing its scenario "group", or the
// figure alone (d20/morale.json, "units").
template <typename State>
auto unit_of(State& state, const Figure& f) {
  std::vector<decltype(&state.figures.front())> unit;
  for (auto& other : state.figures) {
    if (!other.alive || other.side != f.side) continue;
    const bool same = other.id == f.id || (!f.ai.group.empty() && other.ai.group == f.ai.group);
    if (same) unit.push_back(&other);
  }
  return unit;
}

// The unit's most powerful figure, the lowest id among equals.
template <typename F>
F& tester_of(const std::vector<F*>& unit) {
  return **std::max_element(unit.begin(), unit.end(), [](const Figure* a, const Figure* b) {
    const int pa = d20_sheet(*a).power;
    const int pb = d20_sheet(*b).power;
    return pa != pb ? pa < pb : a->id > b->id;
  });
}

// Whether the army of `side` has had its below-half test (once per battle, d20/morale.json).
inline bool army_has_tested(const BattleState& state, int side) {
  return std::any_of(state.figures.begin(), state.figures.end(),
                     [&](const Figure& f) { return f.side == side && d20_sheet(f).army_tested; });
}

}  // namespace fray::d20

#pragma once
// Internal to fray_classic: the optional rule of a chief's earshot (seed 000, "Natural dice maximum
// rule"), switched by the rule option "earshot".

#include <fray/game/state/battle_state.h>

namespace fray::game {

/// Centre to centre, the earshot of a chief (seed 000: 20 cm).
inline constexpr double kEarshotCm = 20;

/// A chief: a side's leader named by the victory rules, or a figure with a leadership value
/// (assumed: the scenario's way of naming chiefs, NCOs and officers).
bool is_chief(const BattleState& state, const Figure& figure);

/// With the option on: a figure that is neither a chief nor elite (assumed: the seed's
/// exceptions name elite troops) and has no living chief of its side within kEarshotCm. It loses
/// its positive modifiers and the natural maximum's benefit (the rules layer applies that).
/// Always false with the option off.
bool out_of_earshot(const BattleState& state, const Figure& figure);

}  // namespace fray::game

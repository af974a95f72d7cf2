#pragma once

#include <string_view>
#include <vector>

namespace fray::rules {

/// One die rolled against a target, with every modifier already folded into its needs, so the
/// needs are natural values (what the die must show). Needs may be 1 or less (anything but a
/// natural 1) or above the die's size (reachable only through maximum chains, no cap).
struct PoolDie {
  int sides = 6;        ///< Faces of the die, 2 or more (D2, D3, D4, D6, D8, D10, D12...).
  int need_hit = 7;     ///< Smallest natural value that hits; each hit is one wound.
  int need_recoil = 7;  ///< Smallest natural value that makes the target recoil. A value at or
                        ///< above need_hit means the attack has no recoil result (shooting).
};

/// The rules in force for one pool of dice rolled against one target in one turn.
struct PoolRules {
  bool melee = false;              ///< Enables natural 7 (D6) and the triple-maximum hit.
  bool natural_one_misses = true;  ///< A natural 1 misses whatever the modifiers.
  bool friendly_fire = false;      ///< Shooting into a melee: natural double 1s hit a friend.
  bool natural_maximum = true;     ///< False for troops out of a chief's earshot (optional
                                   ///< rule): a maximum is then a plain face, no reroll, no pool.
};

/// What one die did to the target.
enum class Grade { Miss, Recoil, Hit };

/// Why a die got its grade.
enum class GradeReason {
  Value,          ///< Its natural value reached the need (or did not).
  NaturalOne,     ///< A natural 1 misses.
  NaturalSeven,   ///< A D6 worth 7 or more hits in melee whatever the need.
  TripleMaximum,  ///< Three natural maximums against one foe in melee hit.
};

/// The record of one die: every face rolled and how its natural value was reached.
struct DieResult {
  int sides = 6;
  std::vector<int> faces;  ///< First roll, then each reroll in order.
  int natural = 0;         ///< Final natural value: face, chain (+1 per rerolled maximum) or
                           ///< pool bonus included.
  int pool_bonus = 0;      ///< Bonus from the other maximums of the pool (0 for a lone die).
  Grade grade = Grade::Miss;
  GradeReason reason = GradeReason::Value;
  bool friendly_fire_reroll = false;  ///< The last face is the compulsory reroll of a lone
                                      ///< natural 1; it only decides whether a friend is hit.
};

/// "miss", "recoil", "hit".
std::string_view to_string(Grade grade);

/// Short words for logs: "value", "natural 1", "natural 7", "triple maximum".
std::string_view to_string(GradeReason reason);

/// Throws std::invalid_argument unless the die has 2 or more sides.
void validate(const PoolDie& die);

/// True if the die has a recoil band: need_recoil < need_hit.
bool has_recoil_band(const PoolDie& die);

/// The natural value at which a lone maximum stops being rerolled because it hits: need_hit,
/// lowered in melee to 7 for a D6 (natural 7) and to sides + 2 (a triple maximum).
int chain_hit_value(const PoolDie& die, const PoolRules& rules);

/// Grade of a natural value reached without pool bonus or chain (a plain face).
Grade grade_face(const PoolDie& die, int face, const PoolRules& rules, GradeReason* reason);

}  // namespace fray::rules

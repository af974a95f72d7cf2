#pragma once
// Internal: a round of melee as the rules reckon it before a die is thrown (seed 004, "Melee
// procedure", "Combat results"), shared by the strike command, its preview and the AIs'
// projection.

#include <string>
#include <vector>

#include "adventure_battle.h"

namespace fray::high_adventure {

/// One side of a round of melee.
struct MeleeSide {
  const Figure* figure = nullptr;
  int dice = 0;              ///< D6s thrown, the highest kept: its Strength dice left.
  int modifier = 0;          ///< Added to the kept die: Weapon Skill, supporters, riding.
  std::string reckoning;     ///< "2 D6, highest + 2 (WSk 1, 1 supporter)".
  int difference_bonus = 0;  ///< Added to the difference when it wins (polearm, Strength 3...).
  std::string difference_reasons;
  bool smashing = false;               ///< Its weapon smashes (what kills a skeleton).
  Armour armour = Armour::Unarmoured;  ///< The column it is read in when it loses.
  /// A push back would find its way blocked: a light wound instead (a rider is unhorsed).
  bool push_blocked = false;
  /// The chance that a blow putting it down is averted (seed 004, "Divine Intervention").
  double averted = 0;
};

struct MeleePlan {
  MeleeSide attacker;
  MeleeSide target;
  std::vector<int> supporters;  ///< Figures of both sides whose help was counted.
};

MeleePlan plan_melee(const AdventureRules& rules, const game::Battlefield& field,
                     const BattleState& state, const Figure& attacker, const Figure& target);

/// The table's outcome for a difference (the last row for any larger one) against `armour`.
Outcome melee_outcome(const AdventureRules& rules, int difference, Armour armour);

/// What a side may suffer from the round.
struct SideOdds {
  double out = 0;      ///< Killed, disabled or grievously wounded.
  double wounded = 0;  ///< Wounded and still fighting.
  double pushed = 0;   ///< Pushed back (or unhorsed) without a wound.
};

struct MeleeOdds {
  double attacker_wins = 0;
  double target_wins = 0;
  SideOdds attacker;
  SideOdds target;
};

/// The exact chances of the round (every pair of kept dice weighed).
MeleeOdds melee_odds(const AdventureRules& rules, const MeleePlan& plan);

/// What `outcome` does to `f` hit by a weapon that does (or not) smash, a push back blocked or
/// not, a killing blow averted with chance `averted`: added to `odds` with weight `p`. Shared
/// with the shooting odds (shots push nobody).
void weigh_outcome(const AdventureRules& rules, const Figure& f, Outcome outcome, bool smashing,
                   bool push_blocked, double averted, double p, SideOdds& odds);

}  // namespace fray::high_adventure

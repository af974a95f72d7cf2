#pragma once
// Internal: a round of melee as the rules reckon it before a die is thrown (seed 004, "Melee
// procedure", "Combat results"), shared by the strike command, its preview and the AIs'
// projection.

#include <optional>
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
  Means means = Means::Weapon;         ///< Its weapon: smashing ones kill skeletons.
  Armour armour = Armour::Unarmoured;  ///< The column it is read in when it loses.
  /// A push back would find its way blocked: a light wound instead (a rider is unhorsed).
  bool push_blocked = false;
  /// The chance that a blow putting it down is averted (seed 004, "Divine Intervention").
  double averted = 0;
  /// Beating the other's roll, it breaks off to `break_off_to` instead of hurting it (seed 004,
  /// "Breaking off"); false when it does not mean to or has no room.
  bool breaks_off = false;
  map::Placement break_off_to;
  /// The friend from directly behind that takes its place as it breaks off; 0: none.
  int replaced_by = 0;
  /// Pushing the other back, it follows up into contact (seed 004, "Combat results").
  bool follows_up = false;
};

/// What the striker means to do should it win; unset, its order decides (melee_intent).
struct StrikerChoice {
  std::optional<bool> break_off;
  std::optional<bool> follow_up;
  /// Of its Strength dice, those it throws at this foe when it splits them among its foes (seed
  /// 004, "Melee procedure"); unset: all.
  std::optional<int> dice;
  /// A friend directly behind that takes its place in the front rank if it breaks off (checked
  /// by the strike command: replacement_refusal).
  std::optional<int> replaced_by;
  /// The striker's other foes that fight it in melees of their own (its split): they do not
  /// help this foe.
  std::vector<int> own_melees;
};

struct MeleePlan {
  MeleeSide attacker;
  MeleeSide target;
  std::vector<int> supporters;  ///< Figures of both sides whose help was counted.
};

/// The round about to be fought. `choice` is the striker's; the target does what its order
/// says (a Withdraw figure breaks off, an Attack figure follows up: assumed, the seed leaves the
/// choice to the player).
MeleePlan plan_melee(const AdventureRules& rules, const game::Battlefield& field,
                     const BattleState& state, const Figure& attacker, const Figure& target,
                     const StrikerChoice& choice = {});

/// Fights the round `m` (melee_command.cpp): both throw, the winner's difference read on the
/// result table against the loser's armour, with its break off, push back and follow-up; both
/// have fought their round this turn, unless the striker `fights_on` in a split (then it and the
/// target's helpers fight again).
void fight_round(const AdventureRules& rules, const game::Battlefield& field, BattleState& state,
                 dice::DieSource& dice, game::EventSink& events, const MeleePlan& m,
                 bool fights_on = false);

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
  double attacker_breaks_off = 0;  ///< Wins and breaks off instead of hurting the target.
  double target_breaks_off = 0;
  SideOdds attacker;
  SideOdds target;
};

/// The exact chances of the round (every pair of kept dice weighed).
MeleeOdds melee_odds(const AdventureRules& rules, const MeleePlan& plan);

/// What `outcome` does to `f` hit by a weapon that does (or not) smash, a push back blocked or
/// not, a killing blow averted with chance `averted`: added to `odds` with weight `p`. Shared
/// with the shooting odds (shots push nobody).
void weigh_outcome(const AdventureRules& rules, const Figure& f, Outcome outcome, Means means,
                   bool push_blocked, double averted, double p, SideOdds& odds);

}  // namespace fray::high_adventure

#pragma once

#include <optional>
#include <string>
#include <vector>

#include <fray/classic/rules/melee_exchange.h>
#include <fray/classic/rules/odds.h>
#include <fray/classic/rules/odds_exchange.h>
#include <fray/classic/rules/odds_pool.h>
#include <fray/classic/rules/ruleset.h>
#include <fray/classic/rules/shot_assessment.h>
#include <fray/classic/rules/situation.h>
#include <fray/classic/rules/split_strike.h>
#include <fray/classic/rules/strike_assessment.h>
#include <fray/classic/rules/strike_pool.h>
#include <fray/dice/die_source.h>

namespace fray::rules {

/// What the rules make of a situation before any die is rolled: each figure's assessment and
/// the dice the pools will roll. Shared by the odds and the resolution so both read the same
/// numbers.
struct SituationPlan {
  Situation::Kind kind = Situation::Kind::Shot;
  std::string refusal;  ///< Non-empty when the action is not allowed, with its rule.

  std::vector<ShotAssessment> shots;  ///< One per shooter.
  std::vector<PoolDie> shot_dice;
  PoolRules shot_rules;
  int target_group_size = 1;
  int target_life_die = 1;
  int target_prior_wounds = 0;

  std::vector<StrikeAssessment> attacker_strikes;  ///< One per attacker, against the defender.
  StrikeAssessment defender_strike;                ///< Against attackers[defender_strikes].
  ExchangeSetup exchange;

  /// An H2 defender splitting 2D6 between the first two attackers (one D6 each): replaces the
  /// exchange when the defender's species may split and its melee die is set to D6.
  std::optional<SplitStrikeSetup> split;
  std::array<StrikeAssessment, 2> split_strikes;  ///< The defender against attackers 0 and 1.
};

/// Assesses every figure of the situation with the loaded rules. Throws ProfileError when a
/// figure cannot be built (unknown species or weapon, a weapon its species may not use).
SituationPlan plan_situation(const Ruleset& rules, const Situation& situation);

/// Exact odds of a planned situation.
struct SituationOdds {
  std::optional<PoolOdds> shot;       ///< Hits of the volley.
  std::optional<WoundOdds> wounds;    ///< The target after the end-of-turn life test.
  std::optional<ExchangeOdds> melee;  ///< The exchange, life tests included.
  std::optional<SplitStrikeOdds> split;
};
SituationOdds situation_odds(const SituationPlan& plan);

/// One roll of a planned situation through the game's dice.
struct SituationRoll {
  std::optional<PoolResult> volley;
  std::optional<LifeTestResult> target_life;  ///< When the volley wounded a lone target.
  std::vector<int> hits_per_member;           ///< Shooting at a group: hits shared at random.
  std::optional<ExchangeResult> melee;
  std::optional<SplitStrikeResult> split;
};
SituationRoll resolve_situation(const SituationPlan& plan, dice::DieSource& dice);

}  // namespace fray::rules

#include <fray/classic/rules/split_strike.h>

namespace fray::rules {
namespace {

PoolRules melee_rules(const SplitStrikeSetup& setup) {
  PoolRules rules;
  rules.melee = true;
  rules.natural_maximum = setup.natural_maximum;
  return rules;
}

}  // namespace

SplitStrikeOdds split_strike_odds(const SplitStrikeSetup& setup) {
  const PoolRules rules = melee_rules(setup);
  std::vector<PoolGroup> groups;
  for (const PoolDie& die : setup.attacker_dice) groups.push_back({1, die});
  const PoolOdds attackers = pool_odds(groups, rules);
  SplitStrikeOdds odds;
  odds.creature_strikes = setup.attackers_first ? attackers.miss : 1.0;
  odds.creature_recoils = attackers.recoil_without_hit;
  odds.creature =
      wound_and_death_odds(attackers.hits, setup.creature_life_die, setup.creature_prior_wounds);
  for (std::size_t i = 0; i < 2; ++i) {
    const SplitStrikeSetup::Foe& foe = setup.foes[i];
    odds.die_against_foe[i] = single_die_odds(foe.die, rules);
    odds.foe_hit[i] = odds.creature_strikes * odds.die_against_foe[i].hit;
    odds.foe_killed[i] =
        odds.foe_hit[i] * life_test_kill_probability(foe.life_die_sides, foe.prior_wounds + 1);
  }
  return odds;
}

SplitStrikeResult resolve_split_strike(const SplitStrikeSetup& setup, dice::DieSource& dice) {
  const PoolRules rules = melee_rules(setup);
  SplitStrikeResult result;
  result.attackers = resolve_pool(setup.attacker_dice, rules, dice);
  const bool stopped = result.attackers.hits > 0 || result.attackers.recoil;
  result.creature_strikes = !setup.attackers_first || !stopped;
  if (result.creature_strikes)
    for (std::size_t i = 0; i < 2; ++i)
      result.against_foe[i] = resolve_pool({setup.foes[i].die}, rules, dice);
  if (result.attackers.hits > 0)
    result.creature_life = life_test(setup.creature_life_die,
                                     setup.creature_prior_wounds + result.attackers.hits, dice);
  for (std::size_t i = 0; i < 2; ++i)
    if (result.against_foe[i] && result.against_foe[i]->hits > 0)
      result.foe_life[i] =
          life_test(setup.foes[i].life_die_sides,
                    setup.foes[i].prior_wounds + result.against_foe[i]->hits, dice);
  return result;
}

}  // namespace fray::rules

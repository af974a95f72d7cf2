#include <algorithm>

#include <fray/rules/life_test.h>
#include <fray/rules/melee_aftermath.h>
#include <fray/rules/situation_report.h>

namespace fray::rules {
namespace {

void plan_shot(const Ruleset& rules, const Situation& s, SituationPlan& plan) {
  const ShotTargetStats target = shot_target_stats(rules, s.target);
  plan.shot_rules.melee = false;
  plan.shot_rules.friendly_fire = s.into_melee;
  plan.target_group_size = s.target_group_size;
  for (const FigureSpec& shooter : s.shooters) {
    const MissileWeapon* weapon = rules.find_missile_weapon(shooter.weapon);
    if (weapon == nullptr)
      throw ProfileError(shooter.name + ": unknown missile weapon '" + shooter.weapon + "'");
    const ShooterStats stats = shooter_stats(rules, shooter, *weapon);
    ShotAssessment a = assess_shot(stats, *weapon, target, s.shot, rules.shooting);
    if (!a.allowed && plan.refusal.empty())
      plan.refusal = shooter.name + ": " + a.refusal + " (" + a.refusal_citation + ")";
    if (!a.natural_max_benefit) plan.shot_rules.natural_maximum = false;
    plan.shot_dice.push_back({a.die_sides, a.need_natural, a.need_natural});
    plan.shots.push_back(std::move(a));
  }
  plan.target_life_die = life_die_sides(rules, s.target);
  plan.target_prior_wounds = s.target.prior_wounds;
}

void plan_melee(const Ruleset& rules, const Situation& s, SituationPlan& plan) {
  const FighterStats defender = fighter_stats(rules, s.defender);
  const MeleeWeapon& defender_weapon = melee_weapon_in_use(rules, s.defender);
  ExchangeSide& a = plan.exchange.a;
  for (std::size_t i = 0; i < s.attackers.size(); ++i) {
    const FighterStats attacker = fighter_stats(rules, s.attackers[i]);
    const MeleeWeapon& weapon = melee_weapon_in_use(rules, s.attackers[i]);
    StrikeAssessment strike =
        assess_strike(attacker, weapon, defender, s.attacker_conditions[i], rules.melee);
    a.dice.push_back({strike.die_sides, strike.need_hit_natural, strike.need_recoil_natural});
    if (!strike.natural_max_benefit) a.natural_maximum = false;
    plan.attacker_strikes.push_back(std::move(strike));
  }
  // The side A figure the defender strikes back at is the one priority and life rules read.
  const FigureSpec& struck = s.attackers.at(s.defender_strikes);
  const FighterStats struck_stats = fighter_stats(rules, struck);
  a.fighter_class = struck_stats.figure_class;
  a.armour = struck_stats.armour;
  a.technology = static_cast<int>(struck_stats.technology);
  a.blended = s.attackers.size() > 1;
  a.life_die_sides = life_die_sides(rules, struck);
  a.prior_wounds = struck.prior_wounds;

  plan.defender_strike =
      assess_strike(defender, defender_weapon, struck_stats, s.defender_conditions, rules.melee);
  ExchangeSide& b = plan.exchange.b;
  b.dice.push_back({plan.defender_strike.die_sides, plan.defender_strike.need_hit_natural,
                    plan.defender_strike.need_recoil_natural});
  b.natural_maximum = plan.defender_strike.natural_max_benefit;
  b.fighter_class = defender.figure_class;
  b.armour = defender.armour;
  b.technology = static_cast<int>(defender.technology);
  b.life_die_sides = life_die_sides(rules, s.defender);
  b.prior_wounds = s.defender.prior_wounds;
  // Attackers in one situation strike together; the first of them sets the order.
  plan.exchange.order =
      strike_order(plan.attacker_strikes.front(), plan.defender_strike, s.first_turn_of_contact);
}

}  // namespace

SituationPlan plan_situation(const Ruleset& rules, const Situation& s) {
  SituationPlan plan;
  plan.kind = s.kind;
  if (s.kind == Situation::Kind::Shot)
    plan_shot(rules, s, plan);
  else
    plan_melee(rules, s, plan);
  return plan;
}

SituationOdds situation_odds(const SituationPlan& plan) {
  SituationOdds odds;
  if (!plan.refusal.empty()) return odds;
  if (plan.kind == Situation::Kind::Shot) {
    std::vector<PoolGroup> groups;
    for (const PoolDie& die : plan.shot_dice) groups.push_back({1, die});
    odds.shot = pool_odds(groups, plan.shot_rules);
    odds.wounds =
        wound_and_death_odds(odds.shot->hits, plan.target_life_die, plan.target_prior_wounds);
  } else {
    odds.melee = exchange_odds(plan.exchange);
  }
  return odds;
}

SituationRoll resolve_situation(const SituationPlan& plan, DieSource& dice) {
  SituationRoll roll;
  if (!plan.refusal.empty()) return roll;
  if (plan.kind == Situation::Kind::Melee) {
    roll.melee = resolve_exchange(plan.exchange, dice);
    return roll;
  }
  roll.volley = resolve_pool(plan.shot_dice, plan.shot_rules, dice);
  if (plan.target_group_size > 1) {
    roll.hits_per_member = distribute_hits(roll.volley->hits, plan.target_group_size, dice);
  } else if (roll.volley->hits > 0) {
    roll.target_life =
        life_test(plan.target_life_die, plan.target_prior_wounds + roll.volley->hits, dice);
  }
  return roll;
}

}  // namespace fray::rules

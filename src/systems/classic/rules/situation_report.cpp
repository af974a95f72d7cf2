#include <algorithm>

#include <fray/classic/rules/crowd_shooting.h>
#include <fray/classic/rules/life_test.h>
#include <fray/classic/rules/melee_aftermath.h>
#include <fray/classic/rules/situation_report.h>

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
    if (s.into_melee && a.allowed) {
      const std::string crowd = crowd_shot_refusal(rules.shooting.crowd, species_of(rules, shooter),
                                                   species_of(rules, s.target), s.shot.range_cm);
      if (!crowd.empty()) {
        a.allowed = false;
        a.refusal = crowd;
      }
    }
    if (!a.allowed && plan.refusal.empty())
      plan.refusal = shooter.name + ": " + a.refusal +
                     (a.refusal_citation.empty() ? "" : " (" + a.refusal_citation + ")");
    if (!a.natural_max_benefit) plan.shot_rules.natural_maximum = false;
    plan.shot_dice.push_back({a.die_sides, a.need_natural, a.need_natural});
    plan.shots.push_back(std::move(a));
  }
  plan.target_life_die = life_die_sides(rules, s.target);
  plan.target_prior_wounds = s.target.prior_wounds;
}

// seed 000, "Melee: some peculiarities": H2 creatures may strike two foes with one D6 each.
void plan_split(const Ruleset& rules, const Situation& s, const FighterStats& defender,
                const MeleeWeapon& defender_weapon, const std::vector<FighterStats>& attackers,
                SituationPlan& plan) {
  const bool may_split = species_of(rules, s.defender).has_rule("split_2d6_between_two_foes");
  if (!may_split || s.defender.melee_die != 6 || s.attackers.size() < 2) return;
  SplitStrikeSetup split;
  split.attacker_dice = plan.exchange.a.dice;
  split.attackers_first = !plan.attacker_strikes.front().strikes_last;
  split.natural_maximum = plan.exchange.a.natural_maximum;
  split.creature_life_die = life_die_sides(rules, s.defender);
  split.creature_prior_wounds = s.defender.prior_wounds;
  for (std::size_t i = 0; i < 2; ++i) {
    plan.split_strikes[i] =
        assess_strike(defender, defender_weapon, attackers[i], s.defender_conditions, rules.melee);
    const StrikeAssessment& a = plan.split_strikes[i];
    split.foes[i] = {{a.die_sides, a.need_hit_natural, a.need_recoil_natural},
                     life_die_sides(rules, s.attackers[i]),
                     s.attackers[i].prior_wounds};
  }
  plan.split = split;
}

void plan_melee(const Ruleset& rules, const Situation& s, SituationPlan& plan) {
  const FighterStats defender = fighter_stats(rules, s.defender);
  const MeleeWeapon& defender_weapon = melee_weapon_in_use(rules, s.defender);
  ExchangeSide& a = plan.exchange.a;
  std::vector<FighterStats> attackers;
  for (const FigureSpec& attacker : s.attackers)
    attackers.push_back(fighter_stats(rules, attacker));
  for (std::size_t i = 0; i < s.attackers.size(); ++i) {
    const MeleeWeapon& weapon = melee_weapon_in_use(rules, s.attackers[i]);
    StrikeAssessment strike =
        assess_strike(attackers[i], weapon, defender, s.attacker_conditions[i], rules.melee);
    a.dice.push_back({strike.die_sides, strike.need_hit_natural, strike.need_recoil_natural});
    if (!strike.natural_max_benefit) a.natural_maximum = false;
    plan.attacker_strikes.push_back(std::move(strike));
  }
  // The side A figure the defender strikes back at is the one priority and life rules read.
  const FigureSpec& struck = s.attackers.at(s.defender_strikes);
  const FighterStats& struck_stats = attackers.at(s.defender_strikes);
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
  plan_split(rules, s, defender, defender_weapon, attackers, plan);
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
  } else if (plan.split) {
    odds.split = split_strike_odds(*plan.split);
  } else {
    odds.melee = exchange_odds(plan.exchange);
  }
  return odds;
}

SituationRoll resolve_situation(const SituationPlan& plan, dice::DieSource& dice) {
  SituationRoll roll;
  if (!plan.refusal.empty()) return roll;
  if (plan.kind == Situation::Kind::Melee) {
    if (plan.split)
      roll.split = resolve_split_strike(*plan.split, dice);
    else
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

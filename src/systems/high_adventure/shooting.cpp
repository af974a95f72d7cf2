#include "shooting.h"

#include <algorithm>
#include <cmath>
#include <string_view>

#include <fray/game/field/fire_obstacles.h>
#include <fray/game/field/illusion_obstacles.h>

#include "line_of_fire.h"
#include "shot_visibility.h"

namespace fray::high_adventure {
namespace {

std::string signed_text(int v) { return (v > 0 ? "+" : "") + std::to_string(v); }

// Seed 004, "Magical Artifacts": a Belt of protection turns missiles to any other target the
// shooter has (one without a belt); with none, shots at its bearer count at long range.
game::Check belt_of_protection(const AdventureRules& rules, const game::Battlefield& field,
                               const BattleState& state, const Figure& shooter,
                               const Figure& target, bool simultaneous, ShotPlan& out) {
  const Artifact* belt = artifact_with(rules, target, &Artifact::shunned_as_target);
  if (!belt) return {};
  for (const Figure& other : state.figures) {
    if (!other.alive || other.side == shooter.side || other.id == target.id ||
        artifact_with(rules, other, &Artifact::shunned_as_target))
      continue;
    ShotPlan open;
    if (!plan_shot(rules, field, state, shooter, other, simultaneous, open))
      return Refusal{
          RefusalCode::NotAllowed,
          game::figure_label(target) + "'s " + belt->name +
              " turns missiles away while another target is open: " + game::figure_label(shooter) +
              " may shoot " + game::figure_label(other) + " (seed 004, \"Magical Artifacts\")."};
  }
  if (belt->shot_band > out.band) {
    out.band = belt->shot_band;
    out.facts.push_back(belt->name + ": the shot counts at long range");
  }
  return {};
}

}  // namespace

bool shield_guards(const AdventureRules& rules, const Figure& target, map::Point from) {
  const double off = bearing_off(target, from);
  // Front 90 degrees and the shield side's 90 degrees: the shield is carried on the left.
  return sheet_of(target).shield && !melee_weapon_of(rules, target).two_handed && off >= -135 &&
         off <= 45;
}

int band_at(const MissileWeapon& weapon, double distance_in) {
  int band = 0;
  while (band < 3 && distance_in > weapon.ranges_in[band] + 1e-9) ++band;
  return band;
}

bool ready_to_shoot(const AdventureRules& rules, const Figure& f) {
  const MissileWeapon* w = missile_weapon_of(rules, f);
  if (!w) return false;
  const AdventureSheet& sheet = sheet_of(f);
  if (w->load == Loading::None || sheet.loaded) return true;
  return w->load == Loading::HalfTurn &&
         sheet.moved_cm <= move_in(rules, f) * kCmPerInch / 2 + 1e-6;
}

game::Check plan_shot(const AdventureRules& rules, const game::Battlefield& field,
                      const BattleState& state, const Figure& shooter, const Figure& target,
                      bool simultaneous, ShotPlan& out, std::optional<double> distance_cm) {
  out = ShotPlan{};
  out.shooter = &shooter;
  out.target = &target;
  out.averted = divine_intervention_chance(rules, state, target);
  out.weapon = missile_weapon_of(rules, shooter);
  const std::string who = game::figure_label(shooter);
  if (!out.weapon) return Refusal{RefusalCode::NoWeapon, who + " has nothing to shoot with."};
  if (shooter.side == target.side)
    return Refusal{RefusalCode::NotAllowed, game::figure_label(target) + " is a friend."};
  if (binding_order(shooter) == "flee")
    return Refusal{RefusalCode::NotAllowed,
                   who + " is fleeing: it may not shoot (" + kCiteOrders + ")."};
  if (!foes_in_contact(field, state, shooter).empty())
    return Refusal{RefusalCode::NotAllowed, who + " is in melee and fights instead of shooting."};
  if (shooter.status.has_shot)
    return Refusal{RefusalCode::AlreadyActed, who + " has shot this turn."};
  if (target.magic.invisible)
    return Refusal{RefusalCode::NotAllowed, game::figure_label(target) +
                                                " is invisible: no missile may target it "
                                                "(seed 004, \"Invisibility\")."};
  if (!ready_to_shoot(rules, shooter))
    return Refusal{RefusalCode::NotAllowed,
                   who + "'s " + out.weapon->name + " is not loaded (" + kCiteShooting + ")."};
  game::Sight sight = field.line_of_sight(game::footprint(shooter), game::footprint(target),
                                          sheet_of(target).mounted, game::hidden_for_sight(target));
  game::add_smoke(field, state, shooter, target, sight);  // a fire's, or a Smoke cloud
  game::add_illusions(field, state, shooter.side, shooter.placement.centre, target.placement.centre,
                      sight);
  if (!sight.clear)
    return Refusal{RefusalCode::Blocked,
                   who + " cannot see " + game::figure_label(target) +
                       (sight.blocked_by.empty() ? "" : ": " + sight.blocked_by) + "."};
  if (auto r = judge_line_of_fire(rules, field, state, shooter, target, out)) return r;
  out.distance_in =
      distance_cm.value_or(field.edge_distance(game::footprint(shooter), game::footprint(target))) /
      kCmPerInch;
  const bool in_woods =
      sight.cover == map::CoverClass::ForestEdge || sight.cover == map::CoverClass::BehindForest;
  const double nearest = in_woods ? rules.shoot_min_in_woods_in : rules.shoot_min_in;
  if (out.distance_in <= nearest + 1e-9)
    return Refusal{RefusalCode::NotAllowed,
                   game::figure_label(target) + " is too near to shoot at: only beyond " +
                       std::to_string(std::lround(nearest)) + "\" (" + kCiteShooting + ")."};
  if (auto r = judge_wood_edge(rules, field, shooter, target)) return r;
  if (auto r = judge_visibility(rules, field, shooter, target, sight, out)) return r;
  out.band = band_at(*out.weapon, out.distance_in);
  if (out.band == 3)
    return Refusal{RefusalCode::TooFar, game::figure_label(target) + " is beyond the " +
                                            out.weapon->name + "'s long range of " +
                                            std::to_string(std::lround(out.weapon->ranges_in[2])) +
                                            "\"."};
  if (auto r = belt_of_protection(rules, field, state, shooter, target, simultaneous, out))
    return r;
  const AdventureSheet& s = sheet_of(shooter);
  const int wounds = simultaneous ? shooter.wounds - sheet_of(shooter).shot_wounds : shooter.wounds;
  out.dice = strength_dice_with(rules, shooter, wounds);
  const int skill = skill_with(shooter, s.missile_weapon);
  out.modifier = skill;
  out.facts.push_back(std::to_string(out.dice) + " D6" + (out.dice > 1 ? "s, the highest" : "") +
                      " + WSk " + std::to_string(skill));
  const auto add = [&](int v, const std::string& why) {
    if (v == 0) return;
    out.modifier += v;
    out.facts.push_back(signed_text(v) + " " + why);
  };
  if (unfamiliar_with(shooter, s.missile_weapon))
    add(rules.shooting_unfamiliar_penalty, "an unfamiliar weapon");
  if (out.weapon->elf_bonus && sheet_of(shooter).creature == "elf")
    add(rules.elf_bow_bonus, "an elf shooting a bow");
  if (sight.target_in_building)
    add(rules.in_building_penalty, "target in a building");
  else if (sight.cover != map::CoverClass::None)
    add(rules.soft_cover_penalty, "target at a wood's edge or in soft cover");
  add(rules.per_shooter_wound_penalty * wounds, "for the shooter's wounds");
  // The map says who stands higher (its facts are worded for the classic tables).
  const std::string_view higher = map::describe(map::SightFactKind::ViewerHigher);
  for (const std::string& fact : sight.facts)
    if (std::string_view(fact).starts_with(higher))
      add(rules.target_below_bonus, "shooting at a target below");
  out.defence_die = rules.defence_dice[static_cast<std::size_t>(out.band)];
  const Figure* shield = shield_bearer(rules, field, state, target, shooter.placement.centre);
  out.shield = shield != nullptr;
  if (shield && shield != &target)
    out.facts.push_back("shielded by " + game::figure_label(*shield) + "'s shield");
  if (out.weapon->result_modifier != 0) {
    out.difference_bonus += out.weapon->result_modifier;
    out.facts.push_back(signed_text(out.weapon->result_modifier) +
                        " to the difference: " + out.weapon->name);
  }
  if (s.strength >= 3) {
    out.difference_bonus += rules.shooter_strength_3_bonus;
    out.facts.push_back(signed_text(rules.shooter_strength_3_bonus) +
                        " to the difference: Strength " + std::to_string(s.strength));
  }
  out.armour = armour_of(rules, target);
  return {};
}

Outcome shot_outcome(const AdventureRules& rules, const ShotPlan& plan, int difference) {
  if (difference <= 0 || rules.shooting_results.empty()) return Outcome::None;
  const std::size_t row =
      std::min<std::size_t>(static_cast<std::size_t>(difference), rules.shooting_results.size()) -
      1;
  const Outcome o = rules.shooting_results[row][static_cast<std::size_t>(plan.armour)];
  return plan.weapon->kills_on_wound && o != Outcome::None ? Outcome::Killed : o;
}

ShotOdds shot_odds(const AdventureRules& rules, const ShotPlan& plan) {
  ShotOdds odds;
  const std::vector<double> shooter = best_of(plan.dice, rules.shooting_die);
  // The defence: its die, plus a D6 behind a shield.
  std::vector<double> defence(static_cast<std::size_t>(plan.defence_die + rules.shield_die) + 1);
  for (int d = 1; d <= plan.defence_die; ++d)
    if (plan.shield)
      for (int s = 1; s <= rules.shield_die; ++s)
        defence[d + s] += 1.0 / (plan.defence_die * rules.shield_die);
    else
      defence[d] += 1.0 / plan.defence_die;
  for (std::size_t i = 1; i < shooter.size(); ++i) {
    if (shooter[i] == 0 || plan.dice == 0) continue;
    const int score = static_cast<int>(i) + plan.modifier;
    for (std::size_t j = 1; j < defence.size(); ++j) {
      if (defence[j] == 0 || score <= static_cast<int>(j)) continue;
      const double p = shooter[i] * defence[j] * plan.seen_chance * breath_chance(*plan.weapon);
      odds.hit += p;
      const Outcome o =
          shot_outcome(rules, plan, score - static_cast<int>(j) + plan.difference_bonus);
      weigh_outcome(rules, *plan.target, o, shot_means(*plan.weapon), false, plan.averted, p,
                    odds.target);
    }
  }
  return odds;
}

}  // namespace fray::high_adventure

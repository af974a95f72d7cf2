#include "melee_odds.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include <fray/game/state/magic.h>

namespace fray::high_adventure {
namespace {

std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// The friends of `f` (not `f`) touching `foe` who may still fight this turn: each adds to f's
// Weapon Skill (seed 004, "Melee procedure").
std::vector<int> supporters_of(const game::Battlefield& field, const BattleState& state,
                               const Figure& f, const Figure& foe) {
  std::vector<int> out;
  for (const Figure& o : state.figures)
    if (o.alive && !o.status.falling && o.id != f.id && o.side == f.side && !o.status.has_struck &&
        binding_order(o) != "flee" && !game::spellbound(o) &&
        field.in_contact(game::footprint(o), game::footprint(foe)))
      out.push_back(o.id);
  return out;
}

// `split`: the dice it throws at this foe, when it splits them among its foes.
MeleeSide side_of(const AdventureRules& rules, const Figure& f, int supporters,
                  std::optional<int> split = std::nullopt) {
  MeleeSide s;
  s.figure = &f;
  const AdventureSheet& sheet = sheet_of(f);
  const int all = strength_dice(rules, f);
  s.dice = split ? std::min(*split, all) : all;
  const int skill = skill_with(f, sheet.melee_weapon);
  s.modifier = skill;
  s.reckoning = plural(s.dice, "D6", "D6s") + (s.dice > 1 ? ", the highest" : "") + " + WSk " +
                std::to_string(skill);
  if (s.dice < all)
    s.reckoning +=
        " (" + plural(all - s.dice, "Strength die", "Strength dice") + " at its other foes)";
  if (unfamiliar_with(f, sheet.melee_weapon)) {
    s.modifier += rules.unfamiliar_penalty;
    s.reckoning += ", " + std::to_string(rules.unfamiliar_penalty) + " unfamiliar weapon";
  }
  if (game::spellbound(f)) {  // asleep, petrified, frozen or entranced: "unable to do anything"
    s.dice = 0;
    s.reckoning =
        "held by a spell, it does not fight back (seed 004, \"Wizards, Witches and "
        "Magic\")";
  }
  if (supporters > 0) {
    s.modifier += supporters * rules.support_per_figure;
    s.reckoning += ", +" + std::to_string(supporters * rules.support_per_figure) + " for " +
                   plural(supporters, "supporter", "supporters");
  }
  if (sheet.mounted) {
    s.modifier += rules.mounted_bonus;
    s.reckoning += ", +" + std::to_string(rules.mounted_bonus) + " mounted (" + kCiteMounted + ")";
  }
  if (f.magic.invisible) {  // seed 004, "Invisibility": plate and +1 WSk in melee
    s.modifier += rules.invisible_bonus;
    s.reckoning += ", +" + std::to_string(rules.invisible_bonus) + " invisible (" +
                   "seed 004, \"Invisibility\")";
  }
  const MeleeWeapon& w = melee_weapon_of(rules, f);
  s.means = w.kind == "smashing" ? Means::SmashingWeapon : Means::Weapon;
  const auto add = [&](int bonus, const std::string& why) {
    if (bonus == 0) return;
    s.difference_bonus += bonus;
    s.difference_reasons += (s.difference_reasons.empty() ? "" : ", ") +
                            std::string(bonus > 0 ? "+" : "") + std::to_string(bonus) + " " + why;
  };
  if (w.kind == "polearm") add(rules.polearm_bonus, "polearm");
  if (w.kind == "improvised") add(rules.improvised_penalty, "improvised weapon");
  if (sheet.strength >= 3)
    add(rules.strength_3_bonus, "Strength " + std::to_string(sheet.strength));
  s.armour = f.magic.invisible ? Armour::Plate : armour_of(rules, f);
  return s;
}

}  // namespace

MeleePlan plan_melee(const AdventureRules& rules, const game::Battlefield& field,
                     const BattleState& state, const Figure& attacker, const Figure& target,
                     const StrikerChoice& choice) {
  MeleePlan plan;
  const std::vector<int> mine = supporters_of(field, state, attacker, target);
  std::vector<int> theirs = supporters_of(field, state, target, attacker);
  // A split: the striker's foes that fight it in melees of their own help nobody here; those
  // beyond them help in each of its melees (seed 004, "Melee procedure", the example of the
  // third Skill 1 figure).
  std::erase_if(theirs, [&](int id) {
    return std::find(choice.own_melees.begin(), choice.own_melees.end(), id) !=
           choice.own_melees.end();
  });
  plan.attacker = side_of(rules, attacker, static_cast<int>(mine.size()), choice.dice);
  plan.target = side_of(rules, target, static_cast<int>(theirs.size()));
  for (auto [side, other] :
       {std::pair{&plan.attacker, &target}, std::pair{&plan.target, &attacker}})
    side->push_blocked =
        !sheet_of(*side->figure).mounted && !push_back_place(field, state, *side->figure, *other);
  const auto intend = [&](MeleeSide& side, const Figure& foe, std::optional<bool> break_off,
                          std::optional<bool> follow_up, std::optional<int> replaced_by) {
    // A figure held by a spell does nothing of its own; one acting freely (a player character or
    // hench-being) does only what its player says.
    if (game::spellbound(*side.figure)) return;
    const std::string& order = binding_order(*side.figure);
    if (replaced_by) {  // it breaks off into the place of the friend that replaces it
      side.breaks_off = true;
      side.replaced_by = *replaced_by;
      side.break_off_to = {state.find(*replaced_by)->placement.centre,
                           side.figure->placement.facing_deg};
    } else if (break_off.value_or(order == "withdraw")) {
      const auto to = break_off_place(rules, field, state, *side.figure, foe);
      side.breaks_off = to.has_value();
      if (to) side.break_off_to = *to;
    }
    side.follows_up = follow_up.value_or(order == "attack");
  };
  intend(plan.attacker, target, choice.break_off, choice.follow_up, choice.replaced_by);
  intend(plan.target, attacker, std::nullopt, std::nullopt, std::nullopt);
  plan.attacker.averted = divine_intervention_chance(rules, state, attacker);
  plan.target.averted = divine_intervention_chance(rules, state, target);
  // A Magic Sword treats every foe as unarmoured (seed 004, "Magical Artifacts").
  for (auto [side, other] :
       {std::pair{&plan.attacker, &plan.target}, std::pair{&plan.target, &plan.attacker}})
    if (const Artifact* sword = artifact_with(rules, *side->figure, &Artifact::foes_unarmoured)) {
      other->armour = Armour::Unarmoured;
      side->reckoning += ", " + sword->name +
                         ": its foe counts as unarmoured (seed 004, "
                         "\"Magical Artifacts\")";
    }
  plan.supporters = mine;
  plan.supporters.insert(plan.supporters.end(), theirs.begin(), theirs.end());
  return plan;
}

Outcome melee_outcome(const AdventureRules& rules, int difference, Armour armour) {
  if (difference <= 0 || rules.melee_results.empty()) return Outcome::None;
  const std::size_t row =
      std::min<std::size_t>(static_cast<std::size_t>(difference), rules.melee_results.size()) - 1;
  return rules.melee_results[row][static_cast<std::size_t>(armour)];
}

void weigh_outcome(const AdventureRules& rules, const Figure& f, Outcome outcome, Means means,
                   bool push_blocked, double averted, double p, SideOdds& odds) {
  if (outcome == Outcome::Killed && !falls_to(rules, f, means)) outcome = Outcome::Wound;
  int light = 0;
  switch (outcome) {
    case Outcome::None:
      return;
    case Outcome::Killed:
      odds.out += p * (1 - averted);  // averted: the blow does nothing
      return;
    case Outcome::PushBack:
      if (!push_blocked) {
        odds.pushed += p;
        return;
      }
      light = 1;  // blocked: a light wound instead
      break;
    case Outcome::LightWound:
      light = 1;
      break;
    case Outcome::WoundPushBack:
      light = rules.light_per_wound + (push_blocked ? 1 : 0);
      break;
    default:
      light = rules.light_per_wound;
  }
  if ((f.wounds + light) / rules.light_per_wound >= disabling_wounds(rules, f) &&
      wounds_put_out(rules, f, means))
    odds.out += p;
  else
    odds.wounded += p;
}

MeleeOdds melee_odds(const AdventureRules& rules, const MeleePlan& plan) {
  MeleeOdds odds;
  const std::vector<double> a = best_of(plan.attacker.dice, rules.melee_die);
  const std::vector<double> t = best_of(plan.target.dice, rules.melee_die);
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i] == 0) continue;
    const int as = plan.attacker.dice > 0 ? static_cast<int>(i) + plan.attacker.modifier : 0;
    for (std::size_t j = 0; j < t.size(); ++j) {
      if (t[j] == 0) continue;
      const double p = a[i] * t[j];
      const int ts = plan.target.dice > 0 ? static_cast<int>(j) + plan.target.modifier : 0;
      if (as == ts) continue;
      const bool attacker_wins = as > ts;
      (attacker_wins ? odds.attacker_wins : odds.target_wins) += p;
      const MeleeSide& winner = attacker_wins ? plan.attacker : plan.target;
      const MeleeSide& loser = attacker_wins ? plan.target : plan.attacker;
      if (winner.breaks_off) {  // the break off is the round's result: nobody is hurt
        (attacker_wins ? odds.attacker_breaks_off : odds.target_breaks_off) += p;
        continue;
      }
      const Outcome o =
          melee_outcome(rules, std::abs(as - ts) + winner.difference_bonus, loser.armour);
      weigh_outcome(rules, *loser.figure, o, winner.means, loser.push_blocked, loser.averted, p,
                    attacker_wins ? odds.target : odds.attacker);
    }
  }
  return odds;
}

}  // namespace fray::high_adventure

#include "situation_text.h"

#include <cstdio>
#include <string>

#include <fray/classic/rules/citations.h>

#include "text_format.h"

namespace fray::cli {
namespace {
using namespace fray::rules;

const char* order_text(StrikeOrder order) {
  switch (order) {
    case StrikeOrder::AFirst:
      return "the attackers strike first";
    case StrikeOrder::BFirst:
      return "the defender strikes first";
    case StrikeOrder::Simultaneous:
      return "both sides strike at the same time";
  }
  return "";
}

void print_side(std::ostream& out, const char* who, const ExchangeSideResult& side) {
  if (side.strike) {
    out << "  " << who << " strike" << (side.cancelled ? " (cancelled by priority)" : "") << ":\n";
    for (const DieResult& d : side.strike->dice) out << "    " << die_text(d) << "\n";
  } else {
    out << "  " << who << " did not strike (hit or pushed back first)\n";
  }
  if (side.life)
    out << "  " << who << " life test: D" << side.life->life_die_sides
        << (side.life->rolled ? " rolled " + std::to_string(side.life->face) : " not rolled")
        << " against " << side.life->total_wounds << " wound(s) (" << cite::kWounds << ")\n";
}

}  // namespace

void print_plan(std::ostream& out, const Situation& s, const SituationPlan& plan) {
  out << s.title << "\n";
  if (!s.source.empty()) out << "  from " << s.source << "\n";
  if (!s.note.empty()) out << "  note: " << s.note << "\n";
  if (!plan.refusal.empty()) {
    out << "Not allowed: " << plan.refusal << "\n";
    return;
  }
  if (plan.kind == Situation::Kind::Shot) {
    for (std::size_t i = 0; i < plan.shots.size(); ++i) {
      const ShotAssessment& a = plan.shots[i];
      out << s.shooters[i].name << " (" << s.shooters[i].weapon << ") at " << s.target.name << ", "
          << s.shot.range_cm << " cm: the range band needs " << a.base_need << " ("
          << cite::kShooting << ")\n";
      print_modifiers(out, a.modifiers);
      out << "  D" << a.die_sides << " needs " << natural_need(a.die_sides, a.need_natural) << "\n";
    }
    return;
  }
  for (std::size_t i = 0; i < plan.attacker_strikes.size(); ++i) {
    const StrikeAssessment& a = plan.attacker_strikes[i];
    out << s.attackers[i].name << " (" << s.attackers[i].weapon << ") strikes " << s.defender.name
        << " with a D" << a.die_sides << ":\n";
    print_modifiers(out, a.modifiers);
    out << "  hit on a total of " << a.hit_total << " ("
        << natural_need(a.die_sides, a.need_hit_natural) << "), recoil on " << a.recoil_total
        << " (" << cite::kMelee << ")\n";
  }
  if (plan.split) {
    for (std::size_t i = 0; i < 2; ++i) {
      const StrikeAssessment& d = plan.split_strikes[i];
      out << s.defender.name << " splits its 2D6: one D6 at " << s.attackers[i].name
          << " (never added, " << cite::kMeleePeculiarities << ")\n";
      print_modifiers(out, d.modifiers);
      out << "  hit on a total of " << d.hit_total << " ("
          << natural_need(d.die_sides, d.need_hit_natural) << "), recoil on " << d.recoil_total
          << "\n";
    }
    out << "Order: "
        << (plan.split->attackers_first ? "the attackers strike first" : "all strike together")
        << "; the creature strikes last (" << cite::kMeleePeculiarities << ")\n";
    return;
  }
  const StrikeAssessment& d = plan.defender_strike;
  out << s.defender.name << " (" << s.defender.weapon << ") strikes "
      << s.attackers[s.defender_strikes].name << " with a D" << d.die_sides << ":\n";
  print_modifiers(out, d.modifiers);
  out << "  hit on a total of " << d.hit_total << " ("
      << natural_need(d.die_sides, d.need_hit_natural) << "), recoil on " << d.recoil_total << "\n";
  out << "Order: " << order_text(plan.exchange.order) << " (" << cite::kMelee << ")\n";
}

void print_odds(std::ostream& out, const Situation& s, const SituationOdds& odds) {
  if (odds.shot) {
    out << "Exact odds against " << s.target.name << ":\n";
    out << "  at least one hit " << percent(odds.shot->any_hit()) << "\n";
    for (std::size_t h = 1; h < odds.shot->hits.size(); ++h)
      if (odds.shot->hits[h] > 0)
        out << "    " << h << " hit(s)      " << percent(odds.shot->hits[h]) << "\n";
    out << "  miss             " << percent(odds.shot->miss) << "\n";
    if (odds.shot->friend_hit > 0)
      out << "  a friend hit     " << percent(odds.shot->friend_hit) << " (natural double 1, "
          << cite::kRangedPeculiarities << ")\n";
    if (odds.wounds) out << "  killed after the life test " << percent(odds.wounds->killed) << "\n";
  }
  if (odds.split) {
    const SplitStrikeOdds& o = *odds.split;
    out << "Exact odds (life tests included):\n"
        << "  " << s.defender.name << " killed " << percent(o.creature.killed) << "   recoils "
        << percent(o.creature_recoils) << "   strikes back " << percent(o.creature_strikes) << "\n";
    for (std::size_t i = 0; i < 2; ++i)
      out << "  " << s.attackers[i].name << " hit " << percent(o.foe_hit[i]) << "   killed "
          << percent(o.foe_killed[i]) << "\n";
  }
  if (odds.melee) {
    const ExchangeOdds& m = *odds.melee;
    out << "Exact odds of the exchange (life tests included):\n"
        << "  defender killed  " << percent(m.b_killed) << "   wounded " << percent(m.b_wounded)
        << "   recoils " << percent(m.b_recoils) << "\n"
        << "  attacker killed  " << percent(m.a_killed) << "   wounded " << percent(m.a_wounded)
        << "   recoils " << percent(m.a_recoils) << "\n"
        << "  nothing happens  " << percent(m.nothing) << "\n";
  }
}

void print_roll(std::ostream& out, const Situation& s, const SituationRoll& roll) {
  if (roll.volley) {
    out << "Volley at " << s.target.name << ":\n";
    for (std::size_t i = 0; i < roll.volley->dice.size(); ++i)
      out << "  " << s.shooters[i].name << ": " << die_text(roll.volley->dice[i]) << "\n";
    out << "Result: " << roll.volley->hits << " hit(s)";
    if (roll.volley->friends_hit > 0) out << ", " << roll.volley->friends_hit << " friend(s) hit";
    out << "\n";
    for (std::size_t m = 0; m < roll.hits_per_member.size(); ++m)
      out << "  group member " << m + 1 << ": " << roll.hits_per_member[m]
          << " hit(s), shared at random (" << cite::kRangedPeculiarities << ")\n";
    if (roll.target_life)
      out << s.target.name << (roll.target_life->killed ? " is killed" : " survives") << " ("
          << cite::kWounds << ")\n";
  }
  if (roll.split) {
    const SplitStrikeResult& r = *roll.split;
    out << "  attackers' strikes:\n";
    for (const DieResult& d : r.attackers.dice) out << "    " << die_text(d) << "\n";
    if (!r.creature_strikes) out << "  " << s.defender.name << " was stopped before it struck\n";
    for (std::size_t i = 0; i < 2; ++i)
      if (r.against_foe[i])
        out << "  " << s.defender.name << " at " << s.attackers[i].name << ": "
            << die_text(r.against_foe[i]->dice.front()) << "\n";
    if (r.creature_life)
      out << "  " << s.defender.name << (r.creature_life->killed ? " is killed" : " survives")
          << " its life test (" << cite::kWounds << ")\n";
    for (std::size_t i = 0; i < 2; ++i)
      if (r.foe_life[i])
        out << "  " << s.attackers[i].name << (r.foe_life[i]->killed ? " is killed" : " survives")
            << "\n";
  }
  if (roll.melee) {
    const ExchangeResult& m = *roll.melee;
    print_side(out, "attackers'", m.a);
    print_side(out, "defender's", m.b);
    out << "Result: " << s.defender.name << (m.b.killed ? " killed" : "")
        << (m.b.wounds_taken > 0 && !m.b.killed ? " wounded" : "")
        << (m.b.recoils ? " recoils" : "") << "; " << s.attackers[s.defender_strikes].name
        << (m.a.killed ? " killed" : "") << (m.a.wounds_taken > 0 && !m.a.killed ? " wounded" : "")
        << (m.a.recoils ? " recoils" : "") << "\n";
  }
}

nlohmann::json plan_json(const Situation& s, const SituationPlan& plan) {
  nlohmann::json j = {{"title", s.title}, {"source", s.source}};
  if (!plan.refusal.empty()) {
    j["refusal"] = plan.refusal;
    return j;
  }
  if (plan.kind == Situation::Kind::Shot) {
    j["kind"] = "shot";
    for (std::size_t i = 0; i < plan.shots.size(); ++i) {
      const ShotAssessment& a = plan.shots[i];
      j["shots"].push_back({{"shooter", s.shooters[i].name},
                            {"die", "D" + std::to_string(a.die_sides)},
                            {"base_need", a.base_need},
                            {"modifiers", modifiers_json(a.modifiers)},
                            {"modifier_total", total(a.modifiers)},
                            {"need_natural", a.need_natural}});
    }
    return j;
  }
  j["kind"] = "melee";
  for (const StrikeAssessment& a : plan.attacker_strikes) j["attackers"].push_back(strike_json(a));
  j["defender"] = strike_json(plan.defender_strike);
  j["order"] = plan.exchange.order == StrikeOrder::AFirst   ? "attackers_first"
               : plan.exchange.order == StrikeOrder::BFirst ? "defender_first"
                                                            : "simultaneous";
  return j;
}

nlohmann::json odds_json(const SituationOdds& odds) {
  nlohmann::json j = nlohmann::json::object();
  if (odds.shot)
    j["shot"] = {{"hits", odds.shot->hits},
                 {"any_hit", odds.shot->any_hit()},
                 {"miss", odds.shot->miss},
                 {"friend_hit", odds.shot->friend_hit}};
  if (odds.wounds) j["target_killed"] = odds.wounds->killed;
  if (odds.split)
    j["split"] = {{"creature_killed", odds.split->creature.killed},
                  {"creature_strikes", odds.split->creature_strikes},
                  {"foe_hit", odds.split->foe_hit},
                  {"foe_killed", odds.split->foe_killed}};
  if (odds.melee)
    j["melee"] = {{"defender_killed", odds.melee->b_killed},
                  {"defender_wounded", odds.melee->b_wounded},
                  {"defender_recoils", odds.melee->b_recoils},
                  {"attacker_killed", odds.melee->a_killed},
                  {"attacker_wounded", odds.melee->a_wounded},
                  {"attacker_recoils", odds.melee->a_recoils},
                  {"nothing", odds.melee->nothing}};
  return j;
}

nlohmann::json roll_json(const SituationRoll& roll) {
  nlohmann::json j = nlohmann::json::object();
  if (roll.volley) j["volley"] = pool_result_json(*roll.volley);
  if (!roll.hits_per_member.empty()) j["hits_per_member"] = roll.hits_per_member;
  if (roll.target_life)
    j["target_life"] = {{"die", roll.target_life->life_die_sides},
                        {"face", roll.target_life->face},
                        {"killed", roll.target_life->killed}};
  if (roll.split) {
    j["split"]["attackers"] = pool_result_json(roll.split->attackers);
    j["split"]["creature_strikes"] = roll.split->creature_strikes;
    for (const auto& strike : roll.split->against_foe)
      j["split"]["against_foe"].push_back(strike ? pool_result_json(*strike) : nlohmann::json());
  }
  if (roll.melee) {
    for (const auto& [key, side] :
         {std::pair{"attackers", &roll.melee->a}, std::pair{"defender", &roll.melee->b}}) {
      nlohmann::json js = {{"wounds_taken", side->wounds_taken},
                           {"recoils", side->recoils},
                           {"killed", side->killed},
                           {"cancelled", side->cancelled}};
      if (side->strike) js["strike"] = pool_result_json(*side->strike);
      j["melee"][key] = js;
    }
  }
  return j;
}

}  // namespace fray::cli

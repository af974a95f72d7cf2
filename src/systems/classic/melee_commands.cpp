// strike (a melee exchange with the foe, who strikes back), recoil; split_strike lives in
// split_strike_command.cpp.
#include <fray/classic/classic_figure.h>
#include <fray/classic/classic_system.h>
#include <fray/classic/rules/citations.h>
#include <fray/classic/rules/melee_aftermath.h>
#include <fray/classic/rules/melee_exchange.h>
#include <fray/classic/rules/situation_report.h>
#include <fray/game/state/magic.h>

#include "classic_queries.h"
#include "combat_previews.h"
#include "command_families.h"
#include "melee_results.h"
#include "roll_events.h"

namespace fray::game {

void apply_melee_result(ExecuteContext& c, Figure& f, int wounds_taken, bool recoils,
                        const Figure& other) {
  if (wounds_taken > 0) {
    f.wounds += wounds_taken;
    f.wounds_this_turn += wounds_taken;
    emit(c.events, "wounded", {{"figure", f.id}, {"wounds", wounds_taken}, {"total", f.wounds}},
         figure_label(f) + " takes " + std::to_string(wounds_taken) + " wound(s) from " +
             figure_label(other) + ".");
    if (life_die(classic_rules(c.system), f) == 1) kill(f, c.events, "struck down in melee");
    return;
  }
  if (recoils && f.alive) {
    f.status.must_recoil = true;
    f.status.recoil_from = other.id;
    emit(c.events, "recoil_due",
         {{"figure", f.id}, {"from", other.id}, {"citation", rules::cite::kMelee}},
         figure_label(f) + " must recoil from " + figure_label(other) + " (" + rules::cite::kMelee +
             ").");
  }
}

namespace {

using nlohmann::json;

Check parse_strike(const json& p, Action& a) {
  if (auto bad = parse_figure_action(p, "strike", ActionKind::Strike, a)) return bad;
  int target = 0;
  if (auto bad = read_int(p, "strike", "target", target)) return bad;
  a.target = target;
  if (p.contains("helpers")) {
    std::vector<int> helpers;
    if (auto bad = read_ids(p, "strike", "helpers", "helpers", helpers)) return bad;
    a.actors.insert(a.actors.end(), helpers.begin(), helpers.end());
  }
  return {};
}

Check check_strike(const CheckContext& c, const json& p) {
  Action a;
  parse_strike(p, a);
  const Figure* foe = nullptr;
  if (auto r = living_figure(c.state, *a.target, &foe)) return r;
  const std::vector<map::Combatant> around =
      combatants_around(classic_rules(c.system), c.field, c.state, *foe);
  for (const int id : a.actors) {
    const Figure* f = nullptr;
    if (auto r = living_figure(c.state, id, &f)) return r;
    if (f->side == foe->side)
      return Refusal{RefusalCode::NotAllowed, figure_label(*f) + " does not strike friends."};
    if (f->status.has_struck)
      return Refusal{RefusalCode::AlreadyActed,
                     figure_label(*f) + " has already fought this turn."};
    if (f->status.must_recoil || f->status.recoiling)
      return Refusal{RefusalCode::NotAllowed,
                     figure_label(*f) + " is recoiling and cannot strike."};
    const StrikeVerdict verdict = c.field.may_strike(f->id, foe->id, around);
    if (!verdict.allowed)
      return Refusal{RefusalCode::NotInContact, figure_label(*f) + " may not strike " +
                                                    figure_label(*foe) + ": " + verdict.reason +
                                                    " (" + verdict.citation + ")."};
  }
  return {};
}

void execute_strike(ExecuteContext& c, const json& p) {
  Action a;
  parse_strike(p, a);
  Figure& foe = *c.state.find(*a.target);
  Figure& striker = *c.state.find(a.actors.front());
  const rules::Situation s = strike_situation(c.state, a.actors, foe);
  rules::SituationPlan plan = rules::plan_situation(classic_rules(c.system), s);
  plan.exchange.life_test = false;  // life tests close the game turn (seed 000, "Wounds")
  const bool answers = strikes_back(foe);
  if (!answers) plan.exchange.b.dice.clear();
  emit(c.events, "melee",
       {{"attackers", a.actors},
        {"defender", foe.id},
        {"first_turn_of_contact", s.first_turn_of_contact},
        {"order", plan.exchange.order == rules::StrikeOrder::AFirst   ? "attackers_first"
                  : plan.exchange.order == rules::StrikeOrder::BFirst ? "defender_first"
                                                                      : "simultaneous"},
        {"defender_strikes_back", answers},
        {"citation", rules::cite::kMelee}},
       figure_label(striker) + (a.actors.size() > 1 ? " and friends strike " : " strikes ") +
           figure_label(foe) + (answers ? ", who strikes back" : "") +
           (plan.exchange.order == rules::StrikeOrder::Simultaneous ? " (simultaneous)."
                                                                    : " (longer weapon first)."));
  const rules::ExchangeResult result = rules::resolve_exchange(plan.exchange, c.dice);
  if (result.a.strike) {
    std::vector<std::string> rollers;
    std::vector<const std::vector<rules::Modifier>*> mods;
    std::vector<int> needs;
    for (std::size_t i = 0; i < a.actors.size(); ++i) {
      rollers.push_back(figure_label(*c.state.find(a.actors[i])));
      mods.push_back(&plan.attacker_strikes[i].modifiers);
      needs.push_back(plan.attacker_strikes[i].need_hit_natural);
    }
    report_pool(c.events, *result.a.strike, rollers, mods, needs, figure_label(foe));
  }
  if (result.b.strike)
    report_pool(c.events, *result.b.strike, {figure_label(foe)}, {&plan.defender_strike.modifiers},
                {plan.defender_strike.need_hit_natural}, figure_label(striker));
  if (result.priority != rules::Priority::None && result.priority != rules::Priority::Blended)
    emit(c.events, "priority",
         {{"attackers_won", result.a_won_priority}, {"citation", rules::cite::kMelee}},
         std::string("Simultaneous equal results: ") +
             (result.a_won_priority ? figure_label(striker) : figure_label(foe)) + " prevails (" +
             rules::cite::kMelee + ").");
  for (const int id : a.actors) c.state.find(id)->status.has_struck = true;
  if (answers) foe.status.has_struck = true;
  apply_melee_result(c, striker, result.a.wounds_taken, result.a.recoils, foe);
  apply_melee_result(c, foe, result.b.wounds_taken, result.b.recoils, striker);
}

Check parse_recoil(const json& p, Action& a) {
  return parse_figure_action(p, "recoil", ActionKind::Recoil, a);
}

Check check_recoil(const CheckContext& c, const json& p) {
  bool refuse = false;
  if (auto bad = read_bool(p, "recoil", "refuse", refuse, true)) return bad;
  const Figure* f = nullptr;
  if (auto r = living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  if (!refuse) return {};
  const Figure* cause = c.state.find(f->status.recoil_from);
  const rules::Species* cause_species =
      cause ? classic_rules(c.system).find_species(classic_sheet(*cause).spec.species) : nullptr;
  const rules::RecoilCause why{
      cause_species ? cause_species->strength : rules::StrengthClass::EqualH,
      !cause || classic_sheet(*cause).spec.mount == rules::TroopType::Foot};
  if (!rules::may_refuse_recoil(
          *classic_rules(c.system).find_species(classic_sheet(*f).spec.species), why, false))
    return Refusal{RefusalCode::NotAllowed, figure_label(*f) + " may not ignore this recoil (" +
                                                rules::cite::kRecoilInMelee + ")."};
  return {};
}

void execute_recoil(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  f.status.must_recoil = false;
  if (p.value("refuse", false)) {
    emit(c.events, "recoil_refused", {{"figure", f.id}, {"citation", rules::cite::kRecoilInMelee}},
         figure_label(f) + " ignores the recoil (" + rules::cite::kRecoilInMelee + ").");
    return;
  }
  // Recoil distance is assumed: one base depth straight away from the foe that caused it.
  const Figure* cause = c.state.find(f.status.recoil_from);
  map::Point away = cause ? f.placement.centre - cause->placement.centre : map::Point{0, 1};
  const double len = map::length(away);
  away = len > 0 ? away * (1.0 / len) : map::Point{0, 1};
  // On a hex map: one hex straight away, to that hex's centre.
  const double step = c.field.is_hex() ? c.field.hex_layout().across_flats_cm
                                       : f.base.depth_cm + Battlefield::kContactCm * 2;
  Footprint moved{f.base, {c.field.snap(f.placement.centre + away * step), f.placement.facing_deg}};
  bool blocked = !c.field.on_table(moved) ||
                 (c.field.is_hex() && c.field.impassable_under(moved, false).has_value());
  for (const Figure& other : c.state.figures)
    blocked =
        blocked || (other.alive && other.id != f.id && c.field.overlaps(moved, footprint(other)));
  f.status.recoiling = true;
  if (blocked) {
    emit(c.events, "recoil_blocked", {{"figure", f.id}},
         figure_label(f) + " cannot recoil (no room) and stays, recoiling (assumed).");
    return;
  }
  const map::Point from = f.placement.centre;
  f.placement = moved.placement;
  emit(c.events, "figure_recoiled",
       {{"figure", f.id},
        {"from", {from.x, from.y}},
        {"to", {f.placement.centre.x, f.placement.centre.y}}},
       figure_label(f) + " recoils " + format_cm(c.field.is_hex() ? step : f.base.depth_cm) +
           " cm (" + rules::cite::kMelee + ").");
}

}  // namespace

void add_melee_commands(CommandRegistry& registry) {
  add_handler(registry, {"strike", parse_strike, check_strike, execute_strike, preview_strike});
  add_handler(registry, {"recoil", parse_recoil, check_recoil, execute_recoil});
}

}  // namespace fray::game

// Seed 004, "Wizards, Witches and Magic": the casting die, the four abilities Fray applies
// (Healing, Sleep, Knock back, Petrify) and their end-of-turn step. See docs/rules/magic.md.
#include "magic_effects.h"

#include <algorithm>
#include <cmath>

#include <fray/classic/classic_figure.h>
#include <fray/game/field/slide.h>
#include <fray/game/state/battle_queries.h>

namespace fray::game {
namespace {

using nlohmann::json;

void heal_one(Figure& caster, const rules::MagicAbility& a, Figure& target, EventSink& events) {
  target.wounds = std::max(target.wounds - 1, 0);
  target.wounds_this_turn = std::min(target.wounds_this_turn, target.wounds);
  emit(events, "healed",
       {{"figure", target.id},
        {"wounds", 1},
        {"total", target.wounds},
        {"by", caster.id},
        {"ability", a.id},
        {"citation", kMagicCitation}},
       figure_label(target) + " is healed of 1 wound by " + figure_label(caster) + "'s " + a.name +
           " (" + kMagicCitation + ").");
}

void put_to_sleep(const BattleState& state, const rules::MagicAbility& a, Figure& target,
                  EventSink& events) {
  target.magic.asleep_since = state.turn;
  emit(events, "status_changed",
       {{"figure", target.id},
        {"status", "asleep"},
        {"value", true},
        {"ability", a.id},
        {"citation", kMagicCitation}},
       figure_label(target) +
           " falls asleep: it does nothing until it rolls a 6 in a later turn (" + kMagicCitation +
           ").");
}

void petrify(const rules::MagicAbility& a, Figure& target, dice::DieSource& dice,
             EventSink& events) {
  const int first = dice.roll(6), second = dice.roll(6);
  target.magic.petrified_turns = first + second;
  emit(events, "status_changed",
       {{"figure", target.id},
        {"status", "petrified"},
        {"value", true},
        {"rolls", {first, second}},
        {"turns", target.magic.petrified_turns},
        {"ability", a.id},
        {"citation", kMagicCitation}},
       figure_label(target) + " is petrified for " + std::to_string(target.magic.petrified_turns) +
           " turns (2D6: " + std::to_string(first) + "+" + std::to_string(second) + "; " +
           kMagicCitation + ").");
}

void knock_back(const rules::Ruleset& rules, const Battlefield& field, const BattleState& state,
                const Figure& caster, const rules::MagicAbility& a, Figure& target,
                dice::DieSource& dice, EventSink& events) {
  const int rolled = dice.roll(6);
  const double wanted = rolled * rules.magic.inch_cm;
  map::Point away = target.placement.centre - caster.placement.centre;
  if (map::length(away) < 1e-9) {  // same centre: straight back from where the target faces
    const double rad = target.placement.facing_deg * 3.14159265358979323846 / 180.0;
    away = {-std::sin(rad), std::cos(rad)};
  }
  const map::Point from = target.placement.centre;
  const Slide slid = slide(field, state, target, away, wanted,
                           classic_sheet(target).spec.mount != rules::TroopType::Foot);
  const double moved = slid.distance_cm;
  const std::string& stopped_by = slid.stopped_by;
  away = away * (1.0 / map::length(away));
  target.placement.centre = from + away * moved;
  emit(events, "knocked_back",
       {{"figure", target.id},
        {"rolled", rolled},
        {"wanted_cm", wanted},
        {"distance_cm", moved},
        {"from", {from.x, from.y}},
        {"to", {target.placement.centre.x, target.placement.centre.y}},
        {"stopped_by", stopped_by},
        {"ability", a.id},
        {"citation", kMagicCitation}},
       figure_label(target) + " is knocked back " + format_cm(moved) + " cm of " +
           format_cm(wanted) + " (D6 " + std::to_string(rolled) + "\")" +
           (stopped_by.empty() ? "" : ", stopped by " + stopped_by) + " (" + kMagicCitation + ").");
}

void apply_effect(const rules::Ruleset& rules, const Battlefield* field, BattleState& state,
                  Figure& caster, const rules::MagicAbility& a, Figure& target,
                  dice::DieSource& dice, EventSink& events) {
  if (a.id == "healing")
    heal_one(caster, a, target, events);
  else if (a.id == "sleep")
    put_to_sleep(state, a, target, events);
  else if (a.id == "petrify")
    petrify(a, target, dice, events);
  else if (a.id == "knock_back" && field)
    knock_back(rules, *field, state, caster, a, target, dice, events);
}

void end_conjuring(const rules::Ruleset& rules, BattleState& state, Figure& f,
                   dice::DieSource& dice, EventSink& events) {
  FigureMagic& m = f.magic;
  const rules::MagicAbility* a = rules.magic.find(m.conjuring);
  const std::string name = a ? a->name : m.conjuring;
  if (f.status.has_moved || f.status.has_shot || f.status.has_struck || !a) {
    emit(events, "conjuring_broken", {{"figure", f.id}, {"ability", m.conjuring}},
         figure_label(f) + " did not stay stationary: its " + name + " is lost, no points spent (" +
             kMagicCitation + ").");
    m.conjuring.clear();
    m.conjuring_turns_left = m.conjuring_target = 0;
    return;
  }
  if (--m.conjuring_turns_left > 0) {
    emit(events, "conjuring",
         {{"figure", f.id}, {"ability", a->id}, {"turns_left", m.conjuring_turns_left}},
         figure_label(f) + " goes on conjuring " + name + ": " +
             std::to_string(m.conjuring_turns_left) + " more turn(s) (" + kMagicCitation + ").");
    return;
  }
  Figure* target = state.find(m.conjuring_target);
  m.conjuring.clear();
  m.conjuring_target = 0;
  // Healing is the only multi-turn ability Fray applies; a target that died or has no wound
  // left wastes the conjuring at no cost (assumed).
  if (!target || !target->alive || (a->kind == rules::AbilityKind::Heal && target->wounds == 0)) {
    emit(events, "conjuring_wasted", {{"figure", f.id}, {"ability", a->id}},
         figure_label(f) + "'s " + name + " has nothing left to work on; no points spent.");
    return;
  }
  resolve_casting(rules, nullptr, state, f, *a, *target, dice, events);
}

}  // namespace

bool resolve_casting(const rules::Ruleset& rules, const Battlefield* field, BattleState& state,
                     Figure& caster, const rules::MagicAbility& a, Figure& target,
                     dice::DieSource& dice, EventSink& events) {
  const int points = caster.magic.power_points;
  const int rolled = dice.roll(rules.magic.casting_die);
  const bool natural_one = rolled == 1;
  const bool success = !natural_one && rolled <= points && a.cost <= points;
  if (success) caster.magic.power_points -= a.cost;
  const std::string why =
      natural_one       ? "a natural 1 always fails"
      : rolled > points ? "more than its " + std::to_string(points) + " power point(s)"
      : success         ? "not more than its " + std::to_string(points) + " power point(s)"
                        : "it cannot pay the cost";
  emit(events, "casting",
       {{"caster", caster.id},
        {"ability", a.id},
        {"target", target.id},
        {"rolled", rolled},
        {"power_points", points},
        {"success", success},
        {"spent", success ? a.cost : 0},
        {"points_left", caster.magic.power_points},
        {"citation", kMagicCitation}},
       figure_label(caster) + " casts " + a.name + " at " + figure_label(target) + ": D6 " +
           std::to_string(rolled) + ", " + why + (success ? ": success, " : ": fails, ") +
           std::to_string(success ? a.cost : 0) + " point(s) spent, " +
           std::to_string(caster.magic.power_points) + " left (" + kMagicCitation + ").");
  if (success) apply_effect(rules, field, state, caster, a, target, dice, events);
  return success;
}

void magic_end_of_turn(const rules::Ruleset& rules, BattleState& state, Figure& f,
                       dice::DieSource& dice, EventSink& events) {
  FigureMagic& m = f.magic;
  if (m.asleep_since > 0 && m.asleep_since < state.turn) {
    const int rolled = dice.roll(6);
    if (rolled == 6) m.asleep_since = 0;
    emit(events, "wake_roll",
         {{"figure", f.id},
          {"rolled", rolled},
          {"awake", rolled == 6},
          {"citation", kMagicCitation}},
         figure_label(f) + " rolls " + std::to_string(rolled) +
             (rolled == 6 ? " and wakes up" : ": still asleep (a 6 wakes it)") + " (" +
             kMagicCitation + ").");
  }
  if (m.petrified_turns > 0 && --m.petrified_turns == 0)
    emit(events, "status_changed", {{"figure", f.id}, {"status", "petrified"}, {"value", false}},
         figure_label(f) + " is no longer petrified.");
  if (!m.conjuring.empty()) end_conjuring(rules, state, f, dice, events);
}

}  // namespace fray::game
